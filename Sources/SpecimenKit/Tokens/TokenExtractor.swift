/// The Extract stage for tokens. Colours come from the document's statements (see
/// `StatementReader`), whatever syntax states them; the syntax extractors read what statements
/// do not yet carry (type scales, lengths, gradients, font families) and the shapes they know
/// best, and a statement at a line an extractor already read adds nothing.
///
/// Nothing here knows any particular design system.
public struct TokenExtractor: Sendable {
    public var extractors: [any TokenSyntaxExtractor]

    /// Order matters where two syntaxes overlap: a gradient's stop bullets must be read as
    /// a gradient before the colour-bullet reader sees them as colours.
    public static let standardExtractors: [any TokenSyntaxExtractor] = [
        GradientListExtractor(),
        FontFamilyExtractor(),
        TokenTableExtractor(),
        CodeBlockTokenExtractor(),
        PlainTokenLineExtractor(),
    ]

    public init(extractors: [any TokenSyntaxExtractor] = TokenExtractor.standardExtractors) {
        self.extractors = extractors
    }

    /// `statements`: the document's, when the caller has read them already.
    public func extract(from document: MarkdownDocument, frontMatter: FrontMatter? = nil, statements: [Statement]? = nil) -> TokenSet {
        var findings = TokenFindings()
        var headings: [(level: Int, text: String)] = []
        // Lines an extractor read: a set, because a code block is claimed line by line and every
        // statement colour is looked up in it.
        var claimed: Set<Int> = []
        walk(document.blocks, document: document, headings: &headings, into: &findings, claimed: &claimed)
        let colors = ColorStatementInterpreter(document: document).tokens(from: statements ?? StatementReader().statements(of: document))
        findings = Self.adding(colors, to: findings, outside: claimed)
        if let frontMatter {
            findings = Self.reconcile(prose: findings, frontMatter: FrontMatterTokenReader(frontMatter).read())
        }
        return TokenMerger().merge(findings)
    }

    /// Statement colours outside the blocks a syntax extractor read, in document order with
    /// the rest.
    static func adding(_ statements: TokenFindings, to findings: TokenFindings, outside claimed: Set<Int>) -> TokenFindings {
        func isRead(_ line: Int?) -> Bool { line.map(claimed.contains) ?? false }
        var tokens = findings.tokens
        tokens += statements.tokens.filter { !isRead($0.provenance.line) }
        tokens = tokens.enumerated().sorted { ($0.element.provenance.line, $0.offset) < ($1.element.provenance.line, $1.offset) }.map(\.element)
        let diagnostics = findings.diagnostics + statements.diagnostics.filter { !isRead($0.line) }
        return TokenFindings(tokens: tokens, diagnostics: diagnostics)
    }

    /// The front matter is normative; the prose explains it. A prose statement of a front-matter
    /// token (same name, or a colour with the same value) is a restatement; the same name with
    /// another value is drift, reported at both lines, and the front matter's value is kept.
    /// Prose values the front matter lacks stay tokens: the document does state them.
    static func reconcile(prose: TokenFindings, frontMatter: TokenFindings) -> TokenFindings {
        var tokens = frontMatter.tokens
        var diagnostics = frontMatter.diagnostics + prose.diagnostics
        var indexByKey: [TokenMerger.Key: Int] = [:]
        var indexByColor: [RGBAColor: Int] = [:]
        for (index, token) in tokens.enumerated() {
            indexByKey[TokenMerger.Key(kind: token.kind, slug: token.slug, mode: token.mode), default: index] = index
            if case .color(let color) = token.value, token.mode == nil { indexByColor[color, default: index] = index }
        }
        for token in prose.tokens {
            if let index = indexByKey[TokenMerger.Key(kind: token.kind, slug: token.slug, mode: token.mode)] {
                let normative = tokens[index]
                if normative.value == token.value {
                    tokens[index].restatedAt.append(token.provenance)
                } else {
                    diagnostics.append(Diagnostic(
                        .warning,
                        "the prose gives '\(token.name)' \(TokenTableFormatter.describe(token.value)), but the front matter (line \(normative.provenance.line)) gives \(TokenTableFormatter.describe(normative.value)); the two have drifted, and the front matter's value is kept",
                        file: token.provenance.file, line: token.provenance.line,
                        related: [normative.provenance, token.provenance]))
                }
                continue
            }
            if case .color(let color) = token.value, let index = indexByColor[color] {
                tokens[index].restatedAt.append(token.provenance)
                continue
            }
            tokens.append(token)
        }
        return TokenFindings(tokens: tokens, diagnostics: diagnostics)
    }

    private func walk(
        _ blocks: [MarkdownNode], document: MarkdownDocument,
        headings: inout [(level: Int, text: String)], into findings: inout TokenFindings, claimed: inout Set<Int>
    ) {
        for (index, block) in blocks.enumerated() {
            if let level = block.headingLevel {
                headings.removeAll { $0.level >= level }
                headings.append((level, block.plainText.trimmingCharacters(in: .whitespaces)))
                continue
            }
            let context = TokenContext(
                document: document, headings: headings.map(\.text),
                previous: index > 0 ? blocks[index - 1] : nil,
                next: index + 1 < blocks.count ? blocks[index + 1] : nil)
            var read = false
            for extractor in extractors {
                if let found = extractor.extract(block, context: context) {
                    findings.append(found)
                    read = true
                    // A gradient's stops span lines its token does not name: the block stays claimed.
                    let isGradient = found.tokens.contains { if case .gradient = $0.value { true } else { false } }
                    if extractor.claimsReadLinesOnly, !isGradient {
                        let lines = found.tokens.flatMap { [$0.provenance.line] + $0.restatedAt.map(\.line) } + found.diagnostics.compactMap(\.line)
                        claimed.formUnion(lines)
                    } else {
                        claimed.formUnion(block.startLine...max(block.startLine, block.endLine))
                    }
                    break
                }
            }
            if !read, case .blockQuote = block.kind {
                walk(block.children, document: document, headings: &headings, into: &findings, claimed: &claimed)
            }
        }
    }
}
