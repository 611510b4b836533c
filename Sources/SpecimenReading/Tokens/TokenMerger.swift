import SpecimenModel

/// Folds repeated definitions together. Documents restate their palette several times (a
/// table, a section per colour, a code listing); a restatement with the same value is kept as
/// extra provenance, a different value is a conflict the author should see.
package struct TokenMerger {
    package struct Key: Hashable {
        package var kind: TokenKind
        package var slug: String
        package var mode: TokenMode?
    }

    package func merge(_ findings: TokenFindings) -> TokenSet {
        var tokens: [DesignToken] = []
        var indexByKey: [Key: Int] = [:]
        var diagnostics = findings.diagnostics

        for var token in findings.tokens {
            let key = Key(kind: token.kind, slug: token.slug, mode: token.mode)
            if let index = indexByKey[key] {
                let first = tokens[index]
                if first.value == token.value {
                    tokens[index].restatedAt.append(token.provenance)
                } else if let sibling = listedBeside(first, value: token.value, in: tokens) {
                    // `Tertiary (#757575 / #959595 / #999999)` read as `Tertiary`, `Tertiary 2`,
                    // `Tertiary 3`: a later `Tertiary: #999999` restates the one of that value.
                    tokens[sibling].restatedAt.append(token.provenance)
                } else if let section = token.group, section != first.group {
                    // Another section's value under the same name (`Dusty Rose` in a tag palette
                    // and in a habit palette, `heatmapEmpty` under two `… Theme` headings): kept
                    // under the section's name rather than lost to the first definition. Under a
                    // theme heading that is how themes are written; elsewhere the author should know.
                    var qualified = token
                    qualified.name = "\(section) \(token.name)"
                    qualified.slug = DesignToken.slug(for: qualified.name)
                    let qualifiedKey = Key(kind: qualified.kind, slug: qualified.slug, mode: qualified.mode)
                    if let existing = indexByKey[qualifiedKey] {
                        if tokens[existing].value == token.value {
                            tokens[existing].restatedAt.append(token.provenance)
                        } else {
                            diagnostics.append(conflict(token, first: tokens[existing]))
                        }
                        continue
                    }
                    let isTheme = Vocabulary.standard.namesTheme(section)
                    diagnostics.append(Diagnostic(
                        isTheme ? .note : .warning,
                        "'\(token.name)' is defined again under '\(section)' with a different value (first at line \(first.provenance.line)); kept as '\(qualified.name)'",
                        file: token.provenance.file, line: token.provenance.line, related: [first.provenance, token.provenance]))
                    indexByKey[qualifiedKey] = tokens.count
                    tokens.append(qualified)
                } else {
                    diagnostics.append(conflict(token, first: first))
                }
                continue
            }
            if case .gradient(let gradient) = token.value, let original = variantSource(of: gradient, in: tokens) {
                token.variantOf = original.name
                diagnostics.append(Diagnostic(
                    .note,
                    gradient.stops.count == original.gradientStopCount
                        ? "gradient '\(token.name)' restates '\(original.name)': the same colours, written again"
                        : "gradient '\(token.name)' restates '\(original.name)' with \(gradient.stops.count) stops instead of \(original.gradientStopCount)",
                    file: token.provenance.file, line: token.provenance.line,
                    related: [original.provenance, token.provenance]))
            }
            indexByKey[key] = tokens.count
            tokens.append(token)
        }
        diagnostics.sort { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
        return TokenSet(tokens: tokens, diagnostics: diagnostics)
    }

    private func conflict(_ token: DesignToken, first: DesignToken) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(token.name)' is defined again with a different value; keeping the first (line \(first.provenance.line))",
            file: token.provenance.file, line: token.provenance.line,
            related: [first.provenance, token.provenance])
    }

    /// The token a line listing several values of one name numbered after the first
    /// (`Tertiary 2`, `Tertiary 3`, on the first's line) whose value is `value`.
    private func listedBeside(_ first: DesignToken, value: TokenValue, in tokens: [DesignToken]) -> Int? {
        tokens.indices.first { index in
            let candidate = tokens[index]
            guard candidate.value == value, candidate.kind == first.kind, candidate.mode == first.mode,
                  candidate.provenance.file == first.provenance.file, candidate.provenance.line == first.provenance.line,
                  candidate.name.hasPrefix(first.name + " ") else { return false }
            return Int(candidate.name.dropFirst(first.name.count + 1)).map { $0 > 1 } == true
        }
    }

    /// An earlier gradient with the same end colours but different stops in between.
    private func variantSource(of gradient: Gradient, in tokens: [DesignToken]) -> DesignToken? {
        tokens.first { candidate in
            guard case .gradient(let earlier) = candidate.value, earlier != gradient,
                  let a = earlier.stops.first, let b = earlier.stops.last,
                  let c = gradient.stops.first, let d = gradient.stops.last else { return false }
            return a.color == c.color && b.color == d.color
        }
    }
}

private extension DesignToken {
    var gradientStopCount: Int {
        if case .gradient(let gradient) = value { return gradient.stops.count }
        return 0
    }
}
