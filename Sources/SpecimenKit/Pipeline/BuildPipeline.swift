import Foundation

/// Runs stages in order, logging `[i/n] name`. A stage that throws ends the build; since only the
/// last stage touches the output folder, an error anywhere leaves the previous site as it was.
public struct BuildPipeline: Sendable {
    public var stages: [BuildStage]

    public init(stages: [BuildStage]) {
        self.stages = stages
    }

    public func run(_ options: BuildOptions, log: (String) -> Void = { _ in }) throws -> BuildState {
        var state = BuildState(options: options)
        for (index, stage) in stages.enumerated() {
            let started = ContinuousClock.now
            let note = try stage.run(&state)
            let elapsed = ContinuousClock.now - started
            log("[\(index + 1)/\(stages.count)] \(stage.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(note) (\(Self.format(elapsed)))")
        }
        return state
    }

    static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return milliseconds < 1000 ? String(format: "%.0f ms", milliseconds) : String(format: "%.2f s", milliseconds / 1000)
    }
}
