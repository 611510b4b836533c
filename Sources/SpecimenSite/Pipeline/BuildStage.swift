import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// One named step of a build. A stage returns a short note on what it did for the progress line.
///
/// A stage over `.systems` reads and writes only the systems in `state.sources` and
/// `state.systems`, so the pipeline may run it one batch of systems at a time, which keeps a
/// large site's memory flat. Work such a stage must do once for the whole site goes in `prepare`
/// (before the first batch) and `finish` (after the last).
public struct BuildStage: Sendable {
    public enum Scope: Sendable { case site, systems }

    public var name: String
    public var scope: Scope
    public var prepare: (@Sendable (inout BuildState) throws -> Void)?
    public var run: @Sendable (inout BuildState) throws -> Note
    public var finish: (@Sendable (inout BuildState) throws -> Note)?

    public init(_ name: String, run: @escaping @Sendable (inout BuildState) throws -> Note) {
        self.name = name
        self.scope = .site
        self.run = run
    }

    public init(
        systems name: String, prepare: (@Sendable (inout BuildState) throws -> Void)? = nil,
        run: @escaping @Sendable (inout BuildState) throws -> Note, finish: (@Sendable (inout BuildState) throws -> Note)? = nil
    ) {
        self.name = name
        self.scope = .systems
        self.prepare = prepare
        self.run = run
        self.finish = finish
    }

    /// A progress note. One with counts adds up over batches: `Note(counts: [3, 1]) { "\($0[0])
    /// tokens in \($0[1]) systems" }` logs the site's totals however many batches ran.
    public struct Note: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        public var counts: [Int]
        public var text: @Sendable ([Int]) -> String

        public init(counts: [Int], text: @escaping @Sendable ([Int]) -> String) {
            self.counts = counts
            self.text = text
        }

        public init(stringLiteral value: String) {
            self.init(counts: []) { _ in value }
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
        }

        public var description: String { text(counts) }

        /// This batch's note added to the batches before it.
        package func adding(_ later: Note) -> Note {
            guard counts.count == later.counts.count, !counts.isEmpty else { return later }
            return Note(counts: zip(counts, later.counts).map { $0 + $1 }, text: later.text)
        }
    }
}
