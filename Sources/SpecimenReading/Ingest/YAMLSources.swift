import SpecimenModel
import Yams

/// Where a document keeps its DESIGN.md YAML: the front matter and the ```yaml (or ```yml) code
/// blocks of the body, as the format allows, merged into one tree by top-level key.
///
/// A code block counts only when one of its top-level keys is a token group of the format
/// (colors, typography, rounded, spacing, components): a CI workflow or a config file shown as
/// an example is prose, and its `name:` must not rename the system. The first definition of a
/// key wins; a later block that repeats it is a `DUPLICATE_SECTION` problem. A block that does
/// not parse is a `YAML_PARSE_ERROR` problem and is left out; the front matter and the other
/// blocks are still read.
public struct YAMLSources: Sendable {
    /// The merged tree, or nil when the document has no readable DESIGN.md YAML.
    public var frontMatter: FrontMatter?
    public var problems: [YAMLSourceProblem]
    /// The first code line of each block read as tokens: the statement readers leave those to
    /// the front-matter readers, as they never see the front matter itself.
    public var tokenBlockLines: Set<Int>
    /// How many sources there were, readable or not (the front matter, the blocks).
    public var count: Int

    /// The top-level keys that make a ```yaml block a DESIGN.md block.
    package static let tokenGroups: Set<String> = ["colors", "typography", "rounded", "spacing", "components"]

    /// - Parameters:
    ///   - frontMatter: what `FrontMatter.read` found.
    ///   - frontMatterProblem: its YAML error, if it had one.
    public static func collect(
        frontMatter: FrontMatter?, frontMatterProblem: BoundedYAML.SyntaxProblem?, document: MarkdownDocument, file: String
    ) throws -> YAMLSources {
        var problems: [YAMLSourceProblem] = []
        var count = 0
        var entries: [(key: String, value: YAMLValue)] = []
        var owner: [String: String] = [:]
        func merge(_ root: YAMLValue, from source: String) {
            for entry in root.entries ?? [] {
                if let first = owner[entry.key] {
                    problems.append(YAMLSourceProblem(
                        kind: .duplicateSection,
                        message: "'\(entry.key)' is defined in both the \(first) and \(source); the \(first)'s is kept",
                        line: entry.value.line, source: source))
                    continue
                }
                owner[entry.key] = source
                entries.append(entry)
            }
        }
        if let frontMatter {
            count += 1
            if let repairs = frontMatter.repairs {
                var read = problem(repairs.problem, source: "front matter", quotedLines: repairs.quotedLines)
                read.skippedLines = repairs.skippedLines
                problems.append(read)
            }
            merge(frontMatter.root, from: "front matter")
        } else if let frontMatterProblem {
            count += 1
            problems.append(problem(frontMatterProblem, source: "front matter"))
        }
        var tokenBlockLines: Set<Int> = []
        var blockNumber = 0
        var firstBlockLine: Int?
        for block in yamlBlocks(of: document) {
            let firstLine = PlainLineHeading.firstCodeLine(of: block, in: document)
            guard isDesignBlock(block.literal) else { continue }
            blockNumber += 1
            count += 1
            let source = "code block \(blockNumber)"
            switch try BoundedYAML.composeReportingSyntax(block.literal, file: file, firstLine: firstLine) {
            case .failure(let syntax):
                problems.append(problem(syntax, source: source))
            case .success(let node):
                guard let node else { continue }
                let root = YAMLValue(node, lineOffset: firstLine - 1)
                // A scalar or a list is no tree of tokens: skipped, as the format's tools skip it.
                guard root.entries != nil else { continue }
                tokenBlockLines.insert(firstLine)
                firstBlockLine = firstBlockLine ?? firstLine
                merge(root, from: source)
            }
        }
        var merged: FrontMatter?
        if let frontMatter {
            merged = frontMatter
            merged?.root = .mapping(entries, line: frontMatter.root.line)
        } else if !entries.isEmpty, let line = firstBlockLine {
            merged = FrontMatter(file: file, root: .mapping(entries, line: line), closingLine: line)
            merged?.firstLine = line
        }
        return YAMLSources(frontMatter: merged, problems: problems, tokenBlockLines: tokenBlockLines, count: count)
    }

    private static func problem(_ syntax: BoundedYAML.SyntaxProblem, source: String, quotedLines: [Int] = []) -> YAMLSourceProblem {
        YAMLSourceProblem(kind: .syntax, message: syntax.error.reason, line: syntax.line, column: syntax.column, source: source, quotedLines: quotedLines)
    }

    /// Fenced blocks whose info string starts with the word `yaml` or `yml` (`yaml title="theme"`
    /// too), at any depth: in a list or a quote as well. Taken from the parser's list of code
    /// blocks (`MarkdownDocument.index`), not by a walk of the tree.
    package static func yamlBlocks(of document: MarkdownDocument) -> [MarkdownNode] {
        document.index.codeBlocks.filter { node in
            guard case .codeBlock(let info) = node.kind else { return false }
            let language = info.split(whereSeparator: \.fastIsWhitespace).first.map(String.init)
            return language == "yaml" || language == "yml"
        }
    }

    /// Whether a block's text has a top-level line `colors:`, `components:`… Looked for in the
    /// text, so a block that does not parse is still recognised as one meant to hold tokens.
    package static func isDesignBlock(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            guard let first = line.first, !first.fastIsWhitespace, let colon = line.firstIndex(of: ":") else { return false }
            let key = line[..<colon].trimmingWhitespace.trimming(charactersIn: "\"'")
            return tokenGroups.contains(String(key))
        }
    }
}
