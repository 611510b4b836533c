import SpecimenModel

/// Merges a document's tokens with its sidecar and checks every alias.
///
/// A sidecar value for a name the document also defines overrides it, with a note naming both
/// places; values the document lacks are added. Sidecar values keep `origin: .sidecar`, which
/// every page shows.
public struct TokenResolver: Sendable {
    public init() {}

    public func resolve(_ extracted: TokenSet, sidecar: Sidecar) throws -> ResolvedTokens {
        var tokens = extracted.tokens
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
        let resolved = ResolvedTokens(tokens: tokens, diagnostics: diagnostics)
        return ResolvedTokens(tokens: tokens, diagnostics: diagnostics + aliasProblems(in: resolved) + unusedDarkBackground(sidecar, resolved))
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
