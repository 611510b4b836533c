import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
private let negation = try! NSRegularExpression(pattern: #"\b(no|never|avoid|don't|do not|not)\b"#)
nonisolated(unsafe) private let radiusWords = Vocabulary.standard.radiusRules
// A radius word, a comparison within 30 characters, then the limit; the words are data.
nonisolated(unsafe) private let radiusRule = Vocabulary.pattern(
    Vocabulary.alternation(radiusWords.radius) + #"[^0-9]{0,30}?"# + Vocabulary.alternation(radiusWords.above) + #"\s*(\d+(?:\.\d+)?)"#)

/// Finds the system-wide rules a document states in prose, in any section: a largest corner
/// radius and colours that must never be used.
public struct DesignRuleExtractor: Sendable {
    public init() {}

    public func extract(from document: MarkdownDocument) -> [DesignRule] {
        var rules: [DesignRule] = []
        document.root.forEach { node in
            // Table cells list mistakes as often as rules, so only prose counts.
            guard case .paragraph = node.kind else { return }
            let text = node.markedText
            let provenance = Provenance(file: document.file, line: node.startLine, excerpt: document.line(node.startLine))
            for sentence in text.nonEmptyPieces(separatedBy: ".!\n").map(String.init) {
                rules += Self.rules(in: sentence, provenance: provenance)
            }
        }
        var seen: Set<DesignRule.Kind> = []
        return rules.filter { seen.insert($0.kind).inserted }
    }

    static func rules(in sentence: String, provenance: Provenance) -> [DesignRule] {
        let lower = sentence.lowercased()
        var out: [DesignRule] = []
        let negated = negation.firstMatch(in: lower, range: NSRange(lower.startIndex..., in: lower)) != nil
        guard negated else { return [] }
        if radiusWords.radius.contains(where: { lower.contains(literal: $0) }), let match = lower.firstMatch(of: radiusRule),
           let limit = Double(match.1) {
            out.append(DesignRule(kind: .maxRadius(limit), provenance: provenance))
        }
        let vocabulary = Vocabulary.standard
        // A sentence about surfaces forbids the colour as a fill, one about text as a text colour.
        let sentenceWords = Set(ComponentKind.words(of: lower))
        var scope: Set<String>?
        if !sentenceWords.isDisjoint(with: vocabulary.ruleScopes.fill) { scope = ["fill"] }
        if !sentenceWords.isDisjoint(with: vocabulary.ruleScopes.text) { scope = (scope ?? []).union(["textColor"]) }
        for (phrase, color) in vocabulary.ruleColors where lower.contains(phrase) {
            out.append(DesignRule(kind: .forbiddenColor(color), provenance: provenance, properties: scope))
        }
        return out
    }
}
