import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Runs stages in order, logging `[i/n] name`. A stage that throws ends the build; since only the
/// last stage touches the output folder, an error anywhere leaves the previous site as it was.
///
/// With a `batchSize`, each run of consecutive `.systems` stages goes through the site that
/// many systems at a time: a batch is read, understood and rendered before the next is read,
/// and let go after, so memory follows the batch rather than the site. Each stage still logs
/// one line, with its time and counts summed over the batches.
public struct BuildPipeline: Sendable {
    public var stages: [BuildStage]
    /// Systems per batch; nil runs every stage over the whole site at once.
    public var batchSize: Int?

    /// Checked before each stage and each batch: true ends the build there (Ctrl-C).
    public var isCancelled: @Sendable () -> Bool

    public init(stages: [BuildStage], batchSize: Int? = nil, isCancelled: @escaping @Sendable () -> Bool = { false }) {
        self.stages = stages
        self.batchSize = batchSize
        self.isCancelled = isCancelled
    }

    private func checkCancelled(_ options: BuildOptions) throws {
        if isCancelled() { throw SpecimenError("build interrupted; the previous site is unchanged", file: options.output) }
    }

    public func run(_ options: BuildOptions, log: (String) -> Void = { _ in }) throws -> BuildState {
        var state = BuildState(options: options)
        var index = 0
        while index < stages.count {
            let group = stages[index...].prefix { batchSize != nil && $0.scope == .systems }
            try checkCancelled(options)
            if group.isEmpty {
                let stage = stages[index]
                let started = ContinuousClock.now
                try stage.prepare?(&state)
                var note = try stage.run(&state)
                if let finish = stage.finish { note = note.adding(try finish(&state)) }
                log(line(index, stage.name, note, ContinuousClock.now - started))
                index += 1
            } else {
                try runBatches(Array(group), &state, progress: log) { offset, note, elapsed in
                    log(line(index + offset, group[index + offset].name, note, elapsed))
                }
                index += group.count
            }
        }
        return state
    }

    /// Runs `group` over `state.sources` one batch at a time. Each batch starts from the site's
    /// state with `batch` naming its own sources; what it adds to the site (diagnostics, rendered
    /// systems, cache entries, changes) is gathered back in content order. The systems
    /// themselves are kept only when the site fits in one batch. With several batches, a line
    /// after each that read a system tells how far the build is, since the stages' own lines
    /// wait for the last.
    private func runBatches(
        _ group: [BuildStage], _ state: inout BuildState, progress: (String) -> Void, log: (Int, BuildStage.Note, Duration) -> Void
    ) throws {
        var elapsed = [Duration](repeating: .zero, count: group.count)
        var notes = [BuildStage.Note?](repeating: nil, count: group.count)
        func timed<T>(_ offset: Int, _ work: () throws -> T) rethrows -> T {
            let started = ContinuousClock.now
            defer { elapsed[offset] += ContinuousClock.now - started }
            return try work()
        }
        for (offset, stage) in group.enumerated() {
            try timed(offset) { try stage.prepare?(&state) }
        }
        let count = state.sources.count
        let size = max(batchSize ?? count, 1)
        let batches = stride(from: 0, to: max(count, 1), by: size).map { $0..<min($0 + size, count) }
        for (number, range) in batches.enumerated() {
            try checkCancelled(state.options)
            let started = ContinuousClock.now
            var batch = state
            batch.batch = range
            batch.systems = []
            batch.rendered = []
            batch.built = [:]
            let before = state.diagnostics.count
            for (offset, stage) in group.enumerated() {
                let note = try timed(offset) { try stage.run(&batch) }
                notes[offset] = notes[offset].map { $0.adding(note) } ?? note
            }
            state.diagnostics += SystemSource.grouped(batch.diagnostics[before...], by: Array(state.sources[range]))
            state.rendered += batch.rendered
            state.built.merge(batch.built) { first, _ in first }
            if let systems = batch.changes?.systems { state.changes?.systems.merge(systems) { first, _ in first } }
            if batches.count == 1 { state.systems = batch.systems }
            state.plan = batch.plan
            // A batch the plan reused whole did no work worth a line: a rebuild of a large site
            // after one edit would otherwise list every batch, each with nothing done.
            if batches.count > 1, range.contains(where: { !batch.plan.reuses(state.sources[$0].slug) }) {
                let stages = "\(group.first?.name ?? "")–\(group.last?.name ?? "")"
                progress("      batch \(number + 1) of \(batches.count): systems \(range.lowerBound + 1)–\(range.upperBound) of \(count), \(stages) (\(Self.format(ContinuousClock.now - started)))")
            }
        }
        for (offset, stage) in group.enumerated() {
            if let finish = stage.finish {
                let note = try timed(offset) { try finish(&state) }
                notes[offset] = notes[offset].map { $0.adding(note) } ?? note
            }
            log(offset, notes[offset] ?? "", elapsed[offset])
        }
    }

    private func line(_ index: Int, _ name: String, _ note: BuildStage.Note, _ elapsed: Duration) -> String {
        "[\(index + 1)/\(stages.count)] \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(note.description) (\(Self.format(elapsed)))"
    }

    package static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return milliseconds < 1000 ? String(format: "%.0f ms", milliseconds) : String(format: "%.2f s", milliseconds / 1000)
    }
}
