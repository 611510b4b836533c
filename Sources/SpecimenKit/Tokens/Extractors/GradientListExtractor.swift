import Foundation

/// A bullet list that states a direction and two or more colours, such as
/// `- **Direction:** Top to bottom` / `- **Top color:** Soft teal #B4ECE8` /
/// `- **Middle color:** Light mint #D9F4EF (at ~50%)`. The colours are stops of one gradient
/// named after the section, not tokens of their own.
public struct GradientListExtractor: TokenSyntaxExtractor {
    public init() {}

    public func extract(_ block: MarkdownNode, context: TokenContext) -> TokenFindings? {
        guard case .list = block.kind else { return nil }
        var direction: String?
        var stops: [GradientStop] = []
        var findings = TokenFindings()
        var sawColor = 0
        for item in block.children {
            guard let label = item.strongLabel else { continue }
            let lower = label.name.lowercased()
            if Vocabulary.standard.gradientDirectionLabels.contains(where: { lower.contains($0) }) {
                direction = label.rest
                continue
            }
            guard let definition = Self.stop(in: label.rest) else { continue }
            sawColor += 1
            switch RGBAColor.parse(definition.literal) {
            case .failure(let error):
                findings.diagnostics.append(context.invalidColor(error, line: item.startLine))
            case .success(let color):
                let position = definition.note.flatMap(ValueScanner.fraction(in:))
                stops.append(GradientStop(color: color, position: position))
            }
        }
        guard let direction, sawColor >= 2 else { return nil }
        if stops.count >= 2 {
            let gradient = Gradient(stops: stops, direction: direction, angle: ValueScanner.angle(forDirection: direction))
            findings.tokens.append(DesignToken(
                name: context.nearestHeading ?? "Gradient", value: .gradient(gradient),
                group: context.headings.dropLast().last,
                provenance: context.provenance(line: block.startLine)))
        }
        return findings
    }

    /// The colour a stop's bullet starts with (after at most a few words), and the note after it.
    static func stop(in rest: String) -> (literal: String, note: String?)? {
        guard let literal = ValueScanner.colorLiterals(in: rest).first else { return nil }
        let lead = rest[..<literal.range.lowerBound]
        guard lead.split(whereSeparator: \.isWhitespace).count <= 3, !lead.contains(where: { ".,;!?".contains($0) }) else { return nil }
        let note = String(rest[literal.range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: " ()—–-.:"))
        return (literal.text, note.isEmpty ? nil : note)
    }
}
