import SpecimenModel

/// What a system keeps of `YAMLSources` once its tree is the front matter: how many sources the
/// document had, their problems, and which code blocks were read as tokens.
public struct YAMLSourceSummary: Sendable, Hashable {
    public var count = 0
    public var problems: [YAMLSourceProblem] = []
    public var tokenBlockLines: Set<Int> = []

    public init() {}

    package init(_ sources: YAMLSources) {
        count = sources.count
        problems = sources.problems
        tokenBlockLines = sources.tokenBlockLines
    }

    /// The first source that did not parse and was not read: what the system's pages name in
    /// their banner. (A front matter read with values quoted is only the lint's warning.)
    public var syntaxError: YAMLSourceProblem? { problems.first { $0.kind == .syntax && !$0.wasReadPast } }

    /// The first source read past lines it skipped: the banner names those lines.
    public var skippedLines: YAMLSourceProblem? { problems.first { $0.kind == .syntax && !$0.skippedLines.isEmpty } }
}
