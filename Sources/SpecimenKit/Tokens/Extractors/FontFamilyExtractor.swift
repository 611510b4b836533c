import Foundation

/// A font family and its named fallbacks, stated as a labelled paragraph
/// (`**Font Family:** Comfortaa (Google Font …)`) or as a list with a family item and
/// fallback items (`**Primary Choice:** EB Garamond`, `**iOS System Fallback:** New York`).
public struct FontFamilyExtractor: TokenSyntaxExtractor {
    public init() {}

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        let labels = Vocabulary.standard.fontFamilyLabels
        switch block.kind {
        case .paragraph:
            guard let label = block.strongLabel, labels.family.contains(label.name.lowercased()),
                  let family = Self.familyName(label.rest) else { return nil }
            return TokenFindings(tokens: [DesignToken(
                name: label.name, value: .fontFamily(FontStack(family: family)), group: context.nearestHeading,
                provenance: context.provenance(line: block.startLine))])
        case .list:
            var family: (String, Int)?
            var fallbacks: [String] = []
            var usage: String?
            for item in block.children {
                guard let label = item.strongLabel else { continue }
                let lower = label.name.lowercased()
                if family == nil, labels.family.contains(lower), let name = Self.familyName(label.rest) {
                    family = (name, item.startLine)
                } else if labels.fallback.contains(where: { lower.contains($0) }), let name = Self.familyName(label.rest) {
                    fallbacks.append(name)
                } else if labels.usage.contains(lower) {
                    usage = label.rest
                }
            }
            guard let (name, line) = family else { return nil }
            return TokenFindings(tokens: [DesignToken(
                name: context.nearestHeading ?? name,
                value: .fontFamily(FontStack(family: name, fallbacks: fallbacks)),
                group: context.headings.dropLast().last, usage: usage,
                provenance: context.provenance(line: line))])
        default:
            return nil
        }
    }

    /// The family name is what comes before any parenthesised or dashed remark.
    static func familyName(_ text: String) -> String? {
        var name = Substring(text)
        for stop in ["(", " — ", " – ", " - ", ",", ";"] {
            if let range = name.range(of: stop) { name = name[..<range.lowerBound] }
        }
        let cleaned = ValueScanner.clean(String(name))
        return cleaned.isEmpty ? nil : cleaned
    }
}
