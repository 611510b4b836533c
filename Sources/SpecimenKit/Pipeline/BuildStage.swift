/// One named step of a build. A stage returns a short note on what it did for the progress line.
public struct BuildStage: Sendable {
    public var name: String
    public var run: @Sendable (inout BuildState) throws -> String

    public init(_ name: String, run: @escaping @Sendable (inout BuildState) throws -> String) {
        self.name = name
        self.run = run
    }
}
