import SpecimenModel
import Yams

/// The one way Specimen reads YAML (sidecars, front matter): Yams composes the tree, then the
/// tree's expanded size is checked before anything walks it.
///
/// Yams resolves an alias by sharing the anchored node, so composing an alias bomb (nine levels
/// of anchors, each used nine times) is quick, but every walk of the result visits 9⁹ nodes.
/// Counting with an early stop bounds that walk to `maxNodes`, so untrusted YAML fails fast.
/// Nesting depth is bounded by libyaml itself (1,000 levels).
public enum BoundedYAML {
    /// Far above any real sidecar or front matter (the largest corpus document has about 1,500).
    public static let maxNodes = 50_000

    /// The composed root, or nil for an empty document. `firstLine` is the file line of the
    /// text's first line, so marks name lines of the file the YAML was cut from. `resolver`
    /// types plain scalars (`true`, `12`); YAML read only as text passes `.basic`, which skips
    /// the default's regular expressions, run on every mapping key for the duplicate check.
    public static func compose(_ text: String, file: String, firstLine: Int = 1, resolver: Resolver = .default) throws -> Yams.Node? {
        switch try composeReportingSyntax(text, file: file, firstLine: firstLine, resolver: resolver) {
        case .success(let node): return node
        case .failure(let problem): throw problem.error
        }
    }

    /// YAML that does not parse, at the line and column of the file libyaml names.
    public struct SyntaxProblem: Error, Sendable {
        /// The error `compose` throws for it, with the usual fix.
        public var error: SpecimenError
        public var line: Int
        public var column: Int?
    }

    /// As `compose`, but YAML that does not parse is returned rather than thrown, for readers
    /// that go on without it (a front matter's prose is still worth publishing). Limits are
    /// still thrown.
    public static func composeReportingSyntax(
        _ text: String, file: String, firstLine: Int = 1, resolver: Resolver = .default
    ) throws -> Result<Yams.Node?, SyntaxProblem> {
        let node: Yams.Node?
        do {
            node = try Yams.compose(yaml: text, resolver)
        } catch let error as YamlError {
            let described = describe(error, file: file, offset: firstLine - 1, text: text)
            return .failure(SyntaxProblem(error: described, line: described.line ?? firstLine, column: column(of: error)))
        }
        guard let node else { return .success(nil) }
        var budget = maxNodes
        if !fits(node, budget: &budget) {
            // Only anchors can make a short text expand: without one, the text is simply long.
            let anchored = text.firstMatch(of: #/(?m)(?:^|[\s\[{,:\-])&[^\s]/#) != nil
            throw SpecimenError(
                anchored
                    ? "the YAML expands to more than \(maxNodes) keys and values once its aliases are repeated; refused so the build cannot hang"
                    : "the YAML holds more than \(maxNodes) keys and values, the most Specimen reads from one file",
                file: file, line: node.mark.map { $0.line + firstLine - 1 })
        }
        return .success(node)
    }

    /// What `composeRepairing` read, and how: the lines whose plain values it quoted, and the
    /// lines it skipped.
    package struct Repaired {
        package var node: Yams.Node?
        package var quotedLines: [Int]
        package var skippedLines: [Int]
    }

    /// YAML that does not parse, composed line by line past its faults: a plain value holding
    /// ': ' (`description: Calm: nothing shouts`, the commonest slip in hand-written front
    /// matter) is read as if quoted, and any other line libyaml stops
    /// at (`tag-bg: "#E0F6FE"   tag-text: "#004369"`, two pairs on one line) is skipped, so one
    /// slip in a long front matter does not lose the rest. At most one line in ten, and eight
    /// in all, is skipped; a line libyaml stops at again, or a blank one, ends the attempt: nil,
    /// and nothing is read.
    package static func composeRepairing(
        _ text: String, file: String, firstLine: Int, resolver: Resolver = .default, after problem: SyntaxProblem
    ) throws -> Repaired? {
        var lines = text.lineSlices.map(String.init)
        let skippable = min(8, lines.count { !$0.trimmingWhitespace.isEmpty } / 10)
        var problem = problem
        var repaired = Repaired(node: nil, quotedLines: [], skippedLines: [])
        while true {
            let index = problem.line - firstLine
            guard lines.indices.contains(index), !repaired.skippedLines.contains(problem.line) else { return nil }
            if problem.error.reason.contains(literal: "mapping values are not allowed"), !repaired.quotedLines.contains(problem.line),
               let quoted = quotingPlainValue(of: lines[index]) {
                lines[index] = quoted
                repaired.quotedLines.append(problem.line)
            } else {
                guard repaired.skippedLines.count < skippable, !lines[index].trimmingWhitespace.isEmpty else { return nil }
                lines[index] = ""
                repaired.skippedLines.append(problem.line)
            }
            switch try composeReportingSyntax(lines.joined(separator: "\n"), file: file, firstLine: firstLine, resolver: resolver) {
            case .success(let node):
                repaired.node = node
                return repaired
            case .failure(let next): problem = next
            }
        }
    }

    /// `  key: a value: with a colon` as `  key: "a value: with a colon"`, or nil when the line is
    /// not one key (no spaces in it) and a plain value: a continuation line of a longer value, a
    /// quoted, flow, block or anchored value is left to libyaml's error.
    static func quotingPlainValue(of line: String) -> String? {
        guard let separator = line.range(of: ": ") else { return nil }
        let key = line[..<separator.lowerBound]
        let indent = key.prefix { $0 == " " }
        let name = key.dropFirst(indent.count)
        guard !name.isEmpty, !name.contains(where: \.isWhitespace), !"-#\"'".contains(name.first!) else { return nil }
        var value = line[separator.upperBound...].trimmingWhitespace
        // A plain value ends where a comment starts.
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound].trimmingWhitespace }
        guard let first = value.first, !"\"'[{|>&*!%@`".contains(first) else { return nil }
        let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\(key): \"\(escaped)\""
    }

    /// The 1-based column libyaml's mark names, when it names one.
    package static func column(of error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark.column
        default: nil
        }
    }

    /// Counts nodes depth-first and stops as soon as the budget runs out.
    private static func fits(_ node: Yams.Node, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard fits(key, budget: &budget), fits(value, budget: &budget) else { return false }
            }
            return true
        case .sequence(let sequence):
            for element in sequence where !fits(element, budget: &budget) { return false }
            return true
        }
    }

    /// libyaml's problem at its line, with the column and the words there (front-matter lines
    /// run to hundreds of characters), and the usual fix for the usual mistake.
    package static func describe(_ error: YamlError, file: String, offset: Int = 0, text: String? = nil) -> SpecimenError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            var reason = "invalid YAML: \(problem)"
            if mark.column > 1, let text, let line = text.lineSlices.dropFirst(mark.line - 1).first {
                let column = line.dropFirst(mark.column - 1)
                let around = column.prefix(24).trimmingWhitespace
                reason += " (column \(mark.column)\(around.isEmpty ? "" : ", at '\(around)'"))"
            }
            // `description: Calm: nothing shouts` — a colon and a space inside a plain value.
            if problem.contains(literal: "mapping values are not allowed") {
                reason += "; a value that holds ': ' must be quoted (\"…\")"
            }
            return SpecimenError(reason, file: file, line: mark.line + offset)
        default:
            return SpecimenError("invalid YAML: \(error)", file: file)
        }
    }
}
