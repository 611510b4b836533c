import Foundation
import SpecimenModel

/// Colours of a front matter that say which component they colour while no component entry
/// names them: a token named for an entry and a property (`fab-main-fill` beside a
/// `fab-main` entry), or a token named for a property whose usage comment names entries
/// (`edge-strong: "#6B7684"  # field, dropdown`, `edge-soft  # separators, tile edges`).
/// Each gives that property to the entries it names where they state none of their own. A
/// component the document has no entry for is never made from a comment.
package struct FrontMatterColorUses {
    private let frontMatter: FrontMatter
    /// Colour names with a dark mode: a reference to one stays a reference so that dark mode
    /// resolves it, as an entry's own reference does.
    private let namesWithDarkMode: Set<String>

    package init(_ frontMatter: FrontMatter, tokens: ResolvedTokens) {
        self.frontMatter = frontMatter
        self.namesWithDarkMode = Set(tokens.tokens.filter { $0.mode == .dark }.map(\.slug))
    }

    package func apply(to specs: inout [ComponentSpec]) {
        guard !specs.isEmpty, let colors = (frontMatter.root["colors"] ?? frontMatter.root["colours"])?.entries else { return }
        let roles = Vocabulary.standard.colorTokenRoles
        let entryWords = specs.map { ComponentKind.words(of: $0.name) }
        for (key, value) in colors {
            guard let text = value.string, case .success(let parsed) = CSSColor.parse(text) else { continue }
            let words = ComponentKind.words(of: key)
            guard words.count >= 2, let last = words.last else { continue }
            let hasDarkMode = namesWithDarkMode.contains(DesignToken.slug(for: key))
            let color = PropertyValue(raw: "{colors.\(key)}", value: hasDarkMode ? nil : parsed.color, reference: key,
                                      provenance: Provenance(file: frontMatter.file, line: value.line, excerpt: "\(key): \(text)"))
            // `fab-main-fill`: the entry's name, then the property.
            if let role = roles[last], let index = entryWords.firstIndex(of: Array(words.dropLast())) {
                Self.give(role, color, to: &specs[index])
                continue
            }
            // `edge-soft  # separators, tile edges`: one property in the name, the entries in
            // the comment, each item naming one alone or followed by that property's word.
            let named = Set(words.compactMap { roles[$0] })
            guard named.count == 1, let role = named.first, let comment = frontMatter.trailingComments[value.line] else { continue }
            for item in Self.items(of: comment) {
                var itemWords = ComponentKind.words(of: item)
                if itemWords.count > 1, let end = itemWords.last, roles[end] == role { itemWords.removeLast() }
                guard !itemWords.isEmpty, let kind = ComponentKind.classifyComponentName(itemWords.joined(separator: " ")) else { continue }
                for index in specs.indices where specs[index].kind == kind && entryWords[index].starts(with: itemWords) {
                    Self.give(role, color, to: &specs[index])
                }
            }
        }
    }

    /// `separators, tile edges; grid rules` → the three items a usage comment lists.
    static func items(of comment: String) -> [String] {
        LabelledText.listItems(comment, breaks: itemBreaks)
    }

    private static let itemBreaks = CharacterList(",;/—–()")

    /// The colour as the entry's resting fill, text or border, where the entry states none.
    private static func give(_ role: Vocabulary.PropertyMeaning, _ color: PropertyValue<RGBAColor>, to spec: inout ComponentSpec) {
        switch role {
        case .fill: if spec.base[.default].fill == nil { spec.base[.default].fill = color }
        case .text: if spec.base[.default].textColor == nil { spec.base[.default].textColor = color }
        case .border: if spec.base[.default].borderColor == nil { spec.base[.default].borderColor = color }
        default: break
        }
    }
}
