import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let dottedTokenName = #/[A-Za-z][A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]+)*/#

/// Paragraphs whose every line is `name value…`, as in
/// `space.xs 4`, `radius.sm 6 usage inputs`, `title.large size 28 weight semibold usage screen titles`
/// or `brand.primary #3366FF usage buttons`. Requiring *every* line of the paragraph to have
/// this shape is what keeps ordinary sentences out.
public struct PlainTokenLineExtractor: TokenSyntaxExtractor {
    public init() {}

    static let keywords: Set<String> = ["size", "weight", "usage", "line-height", "lineheight", "leading", "tracking", "family", "font", "color", "colour", "value"]

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .paragraph = block.kind else { return nil }
        var lines: [(text: String, number: Int)] = []
        var current = ""
        var number = block.startLine
        for child in block.children {
            switch child.kind {
            case .softBreak, .lineBreak:
                lines.append((current, number))
                current = ""
                number += 1
            default:
                current += child.plainText
            }
        }
        lines.append((current, number))
        var findings = TokenFindings()
        for line in lines {
            guard let found = read(line.text.trimmingCharacters(in: .whitespaces), line: line.number, context: context) else { return nil }
            findings.append(found)
        }
        return findings
    }

    private func read(_ text: String, line: Int, context: TokenContext) -> TokenFindings? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, let name = words.first,
              name.wholeMatch(of: dottedTokenName) != nil else { return nil }
        var fields: [String: String] = [:]
        var value: String?
        var index = 1
        if !Self.keywords.contains(words[1].lowercased()) {
            value = words[1]
            index = 2
        }
        // `key value` pairs; `usage` takes the rest of the line.
        while index < words.count {
            let key = words[index].lowercased()
            guard Self.keywords.contains(key), index + 1 < words.count else { return nil }
            if key == "usage" {
                fields[key] = words[(index + 1)...].joined(separator: " ")
                break
            }
            fields[key] = words[index + 1]
            index += 2
        }
        value = value ?? fields["value"] ?? fields["color"] ?? fields["colour"]
        let provenance = context.provenance(line: line)
        let group = name.contains(".") ? String(name.split(separator: ".")[0]) : context.nearestHeading
        func token(_ tokenValue: TokenValue) -> TokenFindings {
            TokenFindings(tokens: [DesignToken(name: name, value: tokenValue, group: group, usage: fields["usage"], provenance: provenance)])
        }
        if let sizeText = fields["size"] {
            guard let size = ValueScanner.bareLength(sizeText) else { return nil }
            let style = TypeStyle(
                family: fields["family"] ?? fields["font"], size: size,
                weight: fields["weight"].flatMap(ValueScanner.weight(in:)),
                lineHeight: (fields["line-height"] ?? fields["lineheight"] ?? fields["leading"]).flatMap(Double.init),
                tracking: fields["tracking"].flatMap(ValueScanner.bareLength))
            return token(.typeStyle(style))
        }
        guard let value else { return nil }
        if let result = ValueScanner.colorValue(in: value), value.hasPrefix("#") || value.contains("(") {
            switch result {
            case .success(let color): return token(.color(color))
            case .failure(let error): return TokenFindings(diagnostics: [context.invalidColor(error, line: line)])
            }
        }
        guard let length = ValueScanner.bareLength(value) else { return nil }
        let lower = name.lowercased()
        if Vocabulary.standard.tokenNameHints.opacity.contains(where: { lower.contains($0) }) {
            return length.value <= 1 ? token(.opacity(length.value)) : nil
        }
        if DimensionRole.mentionsBorder(name) { return token(.borderWidth(length)) }
        return token(.dimension(length, role: DimensionRole.infer(from: [name] + context.headings.reversed())))
    }
}
