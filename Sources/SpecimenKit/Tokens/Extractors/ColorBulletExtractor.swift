import Foundation

/// `* **Canvas (Background):** \`#F2EEE6\`` or plain `- Primary: \`#2E7D98\` (Medical teal)`,
/// with an optional `*Usage:*` sub-bullet, or a
/// parenthesised note after the value. Only bullets whose value *starts* with a colour (after
/// at most a few descriptive words, as in `Soft teal #B4ECE8`) are definitions; a hex quoted in
/// the middle of a sentence is an example.
public struct ColorBulletExtractor: TokenSyntaxExtractor {
    public init() {}

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .list = block.kind else { return nil }
        var findings = TokenFindings()
        read(list: block, context: context, into: &findings)
        return findings.isEmpty ? nil : findings
    }

    /// `nested`: the list sits under another bullet, whose label is the subject of its plain
    /// `Label: value` lines (`- **Primary button**:` then `- Background: #002155` is a property
    /// of the button, not a palette entry named Background). Bold labels stay definitions.
    private func read(list: MarkdownNode, context: TokenContext, nested: Bool = false, into findings: inout TokenFindings) {
        for item in list.children {
            let label = item.strongLabel ?? (nested || underComponent(context) ? nil : item.plainLabel)
            if let label, let found = colorDefinition(of: label, item: item) {
                let line = item.leadParagraph?.startLine ?? item.startLine
                switch RGBAColor.parse(found.literal) {
                case .failure(let error):
                    findings.diagnostics.append(context.invalidColor(error, line: line))
                case .success(let color):
                    findings.tokens.append(DesignToken(
                        name: label.name, value: .color(color), group: context.nearestHeading,
                        role: found.role, usage: found.usage, provenance: context.provenance(line: line)))
                }
                continue
            }
            for sublist in item.sublists { read(list: sublist, context: context, nested: true, into: &findings) }
        }
    }

    /// Under a heading that names a component ("Buttons", "Text Input"), a plain `Background:`
    /// line states the component's property, not a palette entry.
    private func underComponent(_ context: TokenContext) -> Bool {
        context.headings.contains { ComponentKind.classifyHead($0) != nil }
    }

    /// The colour literal a labelled bullet defines, with its role and usage: either the DESIGN.md
    /// spec's `**Primary (#1A1C1E):** A deep ink…`, where the colour is the label's parenthesis
    /// and the text after the colon says what it is for, or a value that starts with a colour.
    private func colorDefinition(of label: MarkdownNode.Label, item: MarkdownNode) -> (literal: String, role: String?, usage: String?)? {
        if let role = label.role, let literal = ValueScanner.colorLiterals(in: role).first,
           literal.text == role.trimmingCharacters(in: .whitespaces) {
            return (literal.text, nil, label.rest.isEmpty ? nil : label.rest)
        }
        guard let definition = Self.definition(in: label.rest) else { return nil }
        return (definition.literal, label.role, usage(of: item) ?? definition.note)
    }

    struct Definition {
        var literal: String
        var note: String?
    }

    /// The colour a bullet's value starts with, and the note written after it.
    static func definition(in rest: String) -> Definition? {
        guard let literal = ValueScanner.colorLiterals(in: rest).first else { return nil }
        let lead = rest[..<literal.range.lowerBound]
        let words = lead.split(whereSeparator: \.isWhitespace)
        guard words.count <= 3, !lead.contains(where: { ".,;!?".contains($0) }) else { return nil }
        var note = String(rest[literal.range.upperBound...]).trimmingCharacters(in: .whitespaces)
        note = note.trimmingCharacters(in: CharacterSet(charactersIn: " ()—–-.:"))
        return Definition(literal: literal.text, note: note.isEmpty ? nil : note)
    }

    /// The text of a `Usage:` sub-bullet.
    private func usage(of item: MarkdownNode) -> String? {
        for sublist in item.sublists {
            for sub in sublist.children {
                guard let label = sub.strongLabel ?? emphasisLabel(sub), label.name.lowercased().hasPrefix("usage") else { continue }
                return label.rest
            }
        }
        return nil
    }

    /// `*Usage:* text`, where the label is emphasised rather than strong.
    private func emphasisLabel(_ item: MarkdownNode) -> MarkdownNode.Label? {
        guard let paragraph = item.leadParagraph, let first = paragraph.children.first, case .emphasis = first.kind else { return nil }
        var label = first.plainText.trimmingCharacters(in: .whitespaces)
        var rest = paragraph.children.dropFirst().map(\.plainText).joined()
        if label.hasSuffix(":") { label.removeLast() } else if rest.hasPrefix(":") { rest.removeFirst() } else { return nil }
        return .split(label, rest: rest.trimmingCharacters(in: .whitespaces))
    }
}
