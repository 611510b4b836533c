import SpecimenModel
import SpecimenReading

/// A line of a design document, relative to the content folder (`acme/DESIGN.md`, 214).
public struct SourceReference: Sendable, Hashable, Codable, Comparable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public init(_ provenance: Provenance) {
        self.init(file: provenance.file, line: provenance.line)
    }

    public var location: String { "\(file):\(line)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
