import SpecimenModel
import Yams

/// The YAML front matter of a DESIGN.md document: a first line of exactly `---`, YAML, and the
/// next line of exactly `---`. The tokens in it are normative; the prose after it explains them.
///
/// Ingest cuts it off before Markdown parsing and hands the body on with the front-matter lines
/// left blank, so every later line number is still a line of the file and no page shows YAML.
public struct FrontMatter: Sendable {
    public var file: String
    /// The whole tree, lines counted in the file.
    public var root: YAMLValue
    /// The line of the closing `---`.
    public var closingLine: Int
    /// The line of the opening `---`, or of the first ```yaml block when the tokens come only
    /// from blocks: where a finding about the tokens as a whole points.
    public var firstLine = 1
    /// YAML that did not parse only because plain values held ': ', read with those values
    /// quoted (`BoundedYAML.composeRepairing`): libyaml's first error, and the lines.
    public var quotedValues: (problem: BoundedYAML.SyntaxProblem, lines: [Int])? {
        repairs.flatMap { $0.skippedLines.isEmpty ? ($0.problem, $0.quotedLines) : nil }
    }
    /// YAML read past its faults (`BoundedYAML.composeRepairing`): libyaml's first error, the
    /// lines whose values were read as if quoted, and the lines skipped.
    public var repairs: (problem: BoundedYAML.SyntaxProblem, quotedLines: [Int], skippedLines: [Int])?
    /// The comment after a value, by the file's line (`edge-strong: "#6B7684"  # field,
    /// dropdown`): YAML drops it, yet authors say there what a token is for.
    public var trailingComments: [Int: String] = [:]

    public var name: String? { root["name"]?.string.flatMap(Self.nonEmpty) }
    public var description: String? { root["description"]?.string.flatMap(Self.nonEmpty) }

    /// The front matter (nil when the document has none) and the Markdown body, with the front
    /// matter's lines blanked so the body keeps the file's line numbers.
    ///
    /// A document that opens with `---` but never closes it, YAML that does not parse or expands
    /// past `BoundedYAML.maxNodes`, and YAML that is not a mapping of keys are errors: a build
    /// that guessed would publish the YAML as prose, or tokens nobody wrote. A block of Markdown
    /// between two rules (a heading in it) that parses as YAML but as no mapping (comments and a
    /// list) is no front matter at all.
    public static func split(_ text: String, file: String) throws -> (FrontMatter?, body: String) {
        let read = try read(text, file: file)
        if let problem = read.problem { throw problem.error }
        return (read.frontMatter, read.body)
    }

    /// As `split`, but YAML that does not parse is returned as `problem` with the body (the
    /// front matter's lines blanked), so the document can still be published from its prose.
    /// A front matter that never closes, expands past the limit or is not a mapping still throws.
    public static func read(_ text: String, file: String) throws -> (frontMatter: FrontMatter?, body: String, problem: BoundedYAML.SyntaxProblem?) {
        guard text.hasPrefix("---") else { return (nil, text, nil) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines[0].trimmingTrailingSpaces == "---" else { return (nil, text, nil) }
        guard let closing = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "---" }) else {
            throw SpecimenError(
                "the front matter opened here never closes: add a line of exactly '---' after the YAML",
                file: file, line: 1)
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        // `---` over `## Components` and bullets: a rule the document opens with, not YAML (whose
        // comments and list the headings and bullets would be). Read as Markdown, whole.
        let markdown = holdsMarkdownHeading(lines[1..<closing])
        // Line 2 of the file is line 1 of the YAML.
        let node: Yams.Node
        var repairs: (problem: BoundedYAML.SyntaxProblem, quotedLines: [Int], skippedLines: [Int])?
        switch try BoundedYAML.composeReportingSyntax(yaml, file: file, firstLine: 2) {
        case .failure(let problem):
            guard let repaired = try BoundedYAML.composeRepairing(yaml, file: file, firstLine: 2, after: problem),
                  let composed = repaired.node, YAMLValue(composed, lineOffset: 1).entries != nil else {
                return (nil, blanking(&lines, through: closing), problem)
            }
            node = composed
            repairs = (problem, repaired.quotedLines, repaired.skippedLines)
        case .success(nil): return (nil, markdown ? text : blanking(&lines, through: closing), nil)
        case .success(let composed?): node = composed
        }
        let root = YAMLValue(node, lineOffset: 1)
        if root.entries == nil, markdown { return (nil, text, nil) }
        guard root.entries != nil else {
            throw SpecimenError("the front matter must be a mapping of keys (name, colors, typography…) to values", file: file, line: root.line)
        }
        var frontMatter = FrontMatter(file: file, root: root, closingLine: closing + 1)
        frontMatter.repairs = repairs
        for index in 1..<closing {
            if let comment = trailingComment(of: lines[index]) { frontMatter.trailingComments[index + 1] = comment }
        }
        return (frontMatter, blanking(&lines, through: closing), nil)
    }

    /// `key: "#FFF"  # note` → `note`: the text after a `#` that starts a comment, which is one
    /// outside quotes with a space before it, after something on the line.
    static func trailingComment(of line: Substring) -> String? {
        var quote: Character?
        var previous: Character = " "
        var sawContent = false
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                guard sawContent else { return nil }
                let text = line[line.index(after: index)...].trimmingWhitespace
                return text.isEmpty ? nil : String(text)
            }
            if character != " ", character != "\t" { sawContent = true }
            previous = character
        }
        return nil
    }

    /// Whether a `---` block holds a Markdown heading (`## Components`): one to six `#`, a space
    /// and words, which YAML would take for a comment.
    static func holdsMarkdownHeading(_ lines: ArraySlice<Substring>) -> Bool {
        lines.contains { line in
            let marks = line.prefix { $0 == "#" }.count
            return (1...6).contains(marks) && line.dropFirst(marks).first == " " && line.dropFirst(marks + 1).contains { !$0.isWhitespace }
        }
    }

    /// Whether `text` opens with a `---` block holding a Markdown heading that parses as YAML but
    /// as no mapping: one `read` leaves whole for the Markdown parser, a thematic break first.
    package static func opensWithRuleOverMarkdown(_ text: String) -> Bool {
        guard text.hasPrefix("---") else { return false }
        let lines = lines(of: text)
        guard lines.count > 2, holdsMarkdownHeading(lines.dropFirst().dropLast()), let read = try? read(text, file: "") else { return false }
        return read.frontMatter == nil && read.problem == nil
    }

    /// The lines of the front matter `text` opens with, from its opening `---` to its closing one.
    package static func lines(of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingTrailingSpaces == "---",
              let closing = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "---" }) else { return [] }
        return Array(lines[...closing])
    }

    /// `+++` over `title = "…"` and a closing `+++`: front matter in TOML (Hugo's), which a
    /// DESIGN.md does not hold. Its lines, and the body with them blanked so they are read as
    /// neither prose nor the description; nil when the text opens with no such block.
    package static func tomlBlock(of text: String) -> (lines: [Substring], body: String)? {
        guard text.hasPrefix("+++") else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines[0].trimmingTrailingSpaces == "+++",
              let closing = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "+++" }) else { return nil }
        let block = Array(lines[...closing])
        return (block, blanking(&lines, through: closing))
    }

    private static func blanking(_ lines: inout [Substring], through closing: Int) -> String {
        for index in 0...closing { lines[index] = "" }
        return lines.joined(separator: "\n")
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespaceAndNewlines
        return trimmed.isEmpty ? nil : trimmed
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}
