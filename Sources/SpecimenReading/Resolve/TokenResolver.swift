import SpecimenModel

/// Merges a document's tokens with its sidecar and checks every alias.
///
/// A sidecar value for a name the document also defines overrides it, with a note naming both
/// places; values the document lacks are added. Sidecar values keep `origin: .sidecar`, which
/// every page shows.
public struct TokenResolver: Sendable {
    public init() {}

    /// `prose`: the document's lines, which may say which appearance its unmarked values are.
    public func resolve(_ extracted: TokenSet, sidecar: Sidecar, prose: DocumentProse? = nil) throws -> ResolvedTokens {
        let appearance = prose.flatMap(DefaultAppearance.read(in:))
        var tokens = appearance?.marking(extracted.tokens) ?? extracted.tokens
        var diagnostics = extracted.diagnostics
        for supplied in try SidecarTokenReader(file: sidecar.file).read(sidecar) {
            // A document token with no mode stands for light when the sidecar gives modes.
            let match = tokens.firstIndex { $0.slug == supplied.slug && ($0.mode == supplied.mode || ($0.mode == nil && supplied.mode == .light)) }
            if let match {
                let original = tokens[match]
                if original.value != supplied.value {
                    diagnostics.append(Diagnostic(
                        .note, "'\(original.name)' overridden by \(sidecar.file)",
                        file: original.provenance.file, line: original.provenance.line,
                        related: [supplied.provenance]))
                }
                var replaced = supplied
                replaced.name = original.name
                replaced.group = original.group
                replaced.role = original.role
                replaced.usage = supplied.usage ?? original.usage
                tokens[match] = replaced
            } else {
                tokens.append(supplied)
            }
        }
        let commented = Self.commentedValues(tokens)
        tokens = commented.tokens
        diagnostics += commented.notes
        let resolved = ResolvedTokens(tokens: tokens, diagnostics: diagnostics)
        var out = ResolvedTokens(tokens: tokens, diagnostics: diagnostics + aliasProblems(in: resolved) + unusedDarkBackground(sidecar, resolved))
        out.defaultAppearance = appearance
        return out
    }

    /// A dark backdrop needs dark values to put on it: without them the gallery would draw the
    /// light components on a dark page, which the document never describes, so `Backdrop`
    /// leaves it out and this says why.
    private func unusedDarkBackground(_ sidecar: Sidecar, _ resolved: ResolvedTokens) -> [Diagnostic] {
        guard let dark = sidecar.darkBackground, !resolved.hasDarkMode else { return [] }
        return [Diagnostic(
            .warning,
            "background.dark '\(dark)' is not used: the document defines no dark values, so previews and the audit show light mode only",
            file: sidecar.file, line: sidecar.backgroundLine)]
    }

    /// `--success: var(--green-600); /* #259D63 */` where nothing defines `--green-600`: the
    /// document still states the colour, in the comment, and that is the token's value, with a
    /// note saying so. Only a comment with exactly one colour counts.
    package static func commentedValues(_ tokens: [DesignToken]) -> (tokens: [DesignToken], notes: [Diagnostic]) {
        guard tokens.contains(where: { if case .alias = $0.value { true } else { false } }) else { return (tokens, []) }
        let resolved = ResolvedTokens(tokens: tokens)
        var out = tokens
        var notes: [Diagnostic] = []
        for (index, token) in tokens.enumerated() {
            guard case .alias(let target) = token.value, resolved.target(of: token) == nil,
                  let comment = Self.comment(in: token.provenance.excerpt) else { continue }
            let literals = ColorValueScanner.matches(in: comment)
            guard literals.count == 1, case .success(let color) = literals[0].color else { continue }
            out[index].value = .color(color)
            notes.append(Diagnostic(
                .note, "'\(token.name)' refers to '\(target)', which is not defined; its comment gives \(literals[0].text), which is used",
                file: token.provenance.file, line: token.provenance.line))
        }
        return (out, notes)
    }

    /// The comment a code line ends with (`/* … */`, `// …`, `# …` after the value).
    private static func comment(in line: String) -> String? {
        if let open = line.range(ofLiteral: "/*") { return String(line[open.upperBound...]).replacing(literal: "*/", with: "") }
        if let open = line.range(ofLiteral: "//"), !line[..<open.lowerBound].hasSuffix(":") { return String(line[open.upperBound...]) }
        return nil
    }

    private func aliasProblems(in resolved: ResolvedTokens) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for token in resolved.tokens {
            guard case .alias(let target) = token.value else { continue }
            guard resolved.target(of: token) != nil else {
                problems.append(Diagnostic(
                    .warning, "'\(token.name)' refers to '\(target)', which is not defined",
                    file: token.provenance.file, line: token.provenance.line))
                continue
            }
            if resolved.value(of: token) == nil {
                problems.append(Diagnostic(
                    .warning, "'\(token.name)' is part of an alias cycle through '\(target)'",
                    file: token.provenance.file, line: token.provenance.line))
            }
        }
        return problems
    }
}
