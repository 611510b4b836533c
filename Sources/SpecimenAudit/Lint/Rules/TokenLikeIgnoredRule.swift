import SpecimenModel
import SpecimenReading

/// `token-like-ignored`: a top-level key outside the format whose value looks like tokens (a
/// mapping holding a hex colour, a dimension or a type property, at any depth). Tools that
/// follow the format, and `specimen export`, ignore it, so its values reach no export a team
/// may rely on; Specimen's own pages and `specimen tokens` still read what parses.
package struct TokenLikeIgnoredRule: LintRule {
    package let id = "token-like-ignored"
    package let severity = LintSeverity.warning
    package let summary = "A top-level key outside the format holds what looks like tokens; tools that follow the format (and specimen export) ignore it."

    package static let typeProperties: Set<String> = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let root = subject.frontMatter?.root else { return [] }
        return (root.entries ?? []).compactMap { key, value -> LintFinding? in
            guard !DesignMDSchema.topLevelKeys.contains(key), value.entries != nil, Self.looksLikeTokens(value) else { return nil }
            let read = FrontMatterTokenReader.colorGroupOfDarkTwin(key) != nil || FrontMatterTokenReader.isColorGroup(key)
                ? "Specimen reads it as colours" : "Specimen's pages and `specimen tokens` keep what parses"
            return finding(subject, path: key, line: value.line,
                           "'\(key)' looks like a group of tokens but is not a group of the format (colors, typography, rounded, spacing, components): tools that follow DESIGN.md, and `specimen export`, ignore it. \(read); rename it to a group of the format or move its values under one")
        }
    }

    /// A mapping with a type property, a hex colour or a dimension somewhere below it; lists
    /// are not looked into.
    package static func looksLikeTokens(_ value: YAMLValue) -> Bool {
        switch value {
        case .scalar(let text, _): return isHexColor(text) || looksLikeDimension(text)
        case .sequence: return false
        case .mapping(let pairs, _):
            return pairs.contains { typeProperties.contains($0.key) || (($0.value.entries != nil || $0.value.string != nil) && looksLikeTokens($0.value)) }
        }
    }

    package static func isHexColor(_ text: String) -> Bool {
        guard text.first == "#" else { return false }
        let digits = text.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    }

    /// A number with any letters after it: `16px`, `100ms`, `2x`.
    package static func looksLikeDimension(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = rest.dropFirst(number.count)
        return number.contains(where: \.isNumber) && number.last != "." && number.filter { $0 == "." }.count <= 1
            && !unit.isEmpty && unit.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "%") }
    }
}
