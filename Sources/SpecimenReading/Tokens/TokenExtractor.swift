import SpecimenModel

/// The Extract stage for tokens: the document's statements (see `StatementReader`), whatever
/// syntax states them, interpreted twice. `ValueStatementInterpreter` reads type scales, lengths,
/// font families, gradients and the other non-colour values, and claims the lines it reads;
/// `ColorStatementInterpreter` reads the palette from the rest. A front matter, when there is
/// one, is normative and the prose is reconciled with it.
///
/// Nothing here knows any particular design system.
public struct TokenExtractor: Sendable {
    public init() {}

    public func extract(from document: MarkdownDocument, frontMatter: FrontMatter? = nil) -> TokenSet {
        let draft = StatementReader().draft(of: document)
        let statements = draft.assembled(draft.code.map { $0.read() })
        return combine(Reading.parts(statements: statements.count).map { read($0, of: document, statements: statements, prompts: draft.promptHeadings) },
                       frontMatter: frontMatter)
    }

    /// The statements without the instructions of a section of prompts for an agent
    /// (`Create a hero section: #FFFFFF background, …`): only a short name there defines
    /// (`background (light): #ffffff` in a quick colour reference).
    package static func withoutPromptInstructions(_ statements: [Statement], prompts: Set<String>) -> [Statement] {
        // Most documents have no such section: nothing to look at per statement.
        guard !prompts.isEmpty else { return statements }
        // A prompt written out to copy: a code block that opens with a sentence (`Build a
        // pricing card following …`), or anything under a heading of examples (`プロンプト例`).
        // Its lines restate the palette in the prompt's words; none defines.
        var promptBlocks: Set<Int> = []
        var opened: Set<Int> = []
        for statement in statements where statement.syntax == .code && statement.headings.contains(where: prompts.contains) {
            guard opened.insert(statement.block).inserted else { continue }
            let text = statement.label.isEmpty ? statement.value : statement.label + ": " + statement.value
            if statement.label.isEmpty || !LabelledText.isName(statement.label, maxWords: 3),
               let last = text.trimmingWhitespace.last, LabelledText.sentencePunctuation.contains(last) || last == ":" || last == "：" {
                promptBlocks.insert(statement.block)
            }
        }
        return statements.filter { statement in
            guard let index = statement.headings.firstIndex(where: prompts.contains) else { return true }
            if statement.headings[index...].contains(where: { Vocabulary.standard.isExampleHeading($0) }) { return false }
            if statement.syntax == .code, promptBlocks.contains(statement.block) { return false }
            return !statement.label.isEmpty && LabelledText.isName(statement.label, maxWords: 3)
        }
    }

    /// The statements without the code written under a heading of examples (`Usage example`,
    /// `使用例`): a snippet to copy, whose values are the system's tokens put to use, never
    /// tokens of their own. Its colours stay listed as unread, in code.
    package static func withoutSamples(_ statements: [Statement]) -> [Statement] {
        let samples = Vocabulary.standard.contrastClaims.examples
        var asked: [String: Bool] = [:]
        func isSample(_ heading: String) -> Bool {
            if let known = asked[heading] { return known }
            let answer = samples.occurs(in: ComponentKind.words(of: heading))
            asked[heading] = answer
            return answer
        }
        return statements.filter { $0.syntax != .code || !$0.headings.contains(where: isSample) }
    }

    /// One interpretation of the statements. The two need nothing of each other, so Extract
    /// runs them as jobs of their own: a long document's values and colours on two cores. The
    /// values are read block by block, each block alone, so a long document's blocks are read
    /// in parts (`Part.values(chunk:of:)`), each a job of its own, and put back in order.
    package enum Reading: Sendable {
        case values(ValueStatementInterpreter.Reading)
        case colors(TokenFindings)

        package enum Part: Sendable, Hashable {
            case values(chunk: Int, of: Int)
            case colors
        }

        /// The parts a document of this many statements is read in: its values in one part per
        /// `statementsPerPart` statements (at most four), then its colours. Fixed by the
        /// document, never by the machine.
        package static func parts(statements: Int) -> [Part] {
            let chunks = min(4, max(1, statements / statementsPerPart))
            return (0..<chunks).map { Part.values(chunk: $0, of: chunks) } + [.colors]
        }

        package static let statementsPerPart = 2_500
    }

    /// `prompts`: the document's prompt-section headings (`StatementReader.Draft.promptHeadings`).
    package func read(_ part: Reading.Part, of document: MarkdownDocument, statements: [Statement], prompts: Set<String>) -> Reading {
        // (What a document shows as not to do defines nothing, and an inline style object styles
        // its component.)
        let statements = Self.withoutSamples(Self.withoutPromptInstructions(statements, prompts: prompts))
            .filter { !$0.isCounterExample && !$0.isStyleObject }
        return switch part {
        case .values(let chunk, let chunks): .values(Self.valueReader(of: document, statements: statements).tokens(from: statements, chunk: chunk, of: chunks))
        case .colors: .colors(ColorStatementInterpreter(document: document).tokens(from: statements))
        }
    }

    /// The reader of a document's values, with the size its rem lengths are measured against.
    private static func valueReader(of document: MarkdownDocument, statements: [Statement]) -> ValueStatementInterpreter {
        var reader = ValueStatementInterpreter(document: document)
        reader.rootFontSize = RootFontSize.pixels(in: statements) ?? RootFontSize.cssDefault
        return reader
    }

    /// The tokens of one document's readings, one of each part.
    package func combine(_ readings: [Reading], frontMatter: FrontMatter?) -> TokenSet {
        var values = ValueStatementInterpreter.Reading()
        var colors = TokenFindings()
        for reading in readings {
            switch reading {
            // The parts of the values, in the order of their blocks.
            case .values(let reading):
                values.findings.tokens += reading.findings.tokens
                values.findings.diagnostics += reading.findings.diagnostics
                values.claimed.formUnion(reading.claimed)
                values.referencedShadows += reading.referencedShadows
            case .colors(let findings): colors = findings
            }
        }
        var findings = Self.adding(colors, to: values.findings, outside: values.claimed)
        let front = frontMatter.map { FrontMatterTokenReader($0).read() }
        findings = Self.resolving(values.referencedShadows, in: findings, with: front?.tokens ?? [])
        if let front {
            findings = Self.reconcile(prose: findings, frontMatter: front)
        }
        return Self.bounded(TokenMerger().merge(findings))
    }

    /// Shadows whose CSS names a colour token (`0 0 0 2px {colors.ring}` at 50% alpha), each
    /// drawn in that token's colour (the light one) at the opacity the words give, and put among
    /// the prose's tokens at its line. One that names no colour of the system (of the prose's or
    /// `frontMatter`'s) is no token; a note says so, with its line.
    package static func resolving(_ shadows: [ValueStatementInterpreter.ReferencedShadow], in findings: TokenFindings, with frontMatter: [DesignToken]) -> TokenFindings {
        guard !shadows.isEmpty else { return findings }
        var out = findings
        let index = TokenIndex(frontMatter + findings.tokens)
        func color(_ name: String) -> RGBAColor? {
            var token = index.lookup(name)
            if case .alias(let target)? = token?.value { token = index.lookup(target) }
            guard let token, token.mode != .dark, case .color(let color) = token.value else { return nil }
            return color
        }
        for item in shadows {
            let line = item.token.provenance.line
            guard let shadow = ValueScanner.shadow(item.written, color: color) else {
                let names = item.written.references.map { "{colors.\($0)}" }.joined(separator: ", ")
                out.diagnostics.append(Diagnostic(
                    .note, "the shadow '\(item.token.name)' is drawn in \(names), which names no colour of the system: it is not read",
                    file: item.token.provenance.file, line: line))
                continue
            }
            var token = item.token
            token.value = .shadow(shadow)
            let at = out.tokens.lastIndex { $0.provenance.line <= line }.map { $0 + 1 } ?? 0
            out.tokens.insert(token, at: at)
        }
        return out
    }

    /// The most tokens one document gives: past this it is a dump of values (a log of captured
    /// colours), and every page and export of it would grow without being read.
    public static let maxTokens = 20_000

    /// The first `maxTokens` tokens, and a warning naming the line where reading stopped.
    package static func bounded(_ set: TokenSet) -> TokenSet {
        guard set.tokens.count > maxTokens else { return set }
        let first = set.tokens[maxTokens].provenance
        var bounded = set
        bounded.tokens = Array(set.tokens.prefix(maxTokens))
        bounded.diagnostics.append(Diagnostic(
            .warning, "the document states \(set.tokens.count) tokens; Specimen reads the first \(maxTokens), so this one and the \(set.tokens.count - maxTokens - 1) after it are not read",
            file: first.file, line: first.line))
        return bounded
    }

    /// Palette colours outside the lines a value was read from (a gradient's stops, a type
    /// scale's colour column), in document order with the rest.
    package static func adding(_ statements: TokenFindings, to findings: TokenFindings, outside claimed: Set<Int>) -> TokenFindings {
        func isRead(_ line: Int?) -> Bool { line.map(claimed.contains) ?? false }
        var tokens = findings.tokens
        tokens += statements.tokens.filter { !isRead($0.provenance.line) }
        tokens = tokens.enumerated().sorted { ($0.element.provenance.line, $0.offset) < ($1.element.provenance.line, $1.offset) }.map(\.element)
        let diagnostics = findings.diagnostics + statements.diagnostics.filter { !isRead($0.line) }
        return TokenFindings(tokens: tokens, diagnostics: diagnostics)
    }

    /// The front matter is normative; the prose explains it. A prose statement of a front-matter
    /// token (same name, or a colour with the same value) is a restatement, its lengths compared
    /// in one unit (the previews draw a point as a pixel, so `0pt` restates `0px`) and a type
    /// style by the parts the prose states (`Unica77` for the family `Unica77 Web`); the same
    /// name with another value is drift, reported at both lines, and the front matter's value is kept.
    /// Prose values the front matter lacks stay tokens: the document does state them.
    package static func reconcile(prose: TokenFindings, frontMatter: TokenFindings) -> TokenFindings {
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
                if token.value.restates(normative.value) || usesAtAnOpacity(token, normative) {
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

    /// `` (`{colors.scrim}` — #000000 at 50% opacity) ``: the prose names the front matter's opaque
    /// colour by its hex and says at what opacity it is used, which restates the token rather than
    /// changing it.
    private static func usesAtAnOpacity(_ prose: DesignToken, _ normative: DesignToken) -> Bool {
        guard case .color(let used) = prose.value, case .color(let base) = normative.value,
              base.isOpaque, !used.isOpaque, used.opaqueHex == base.opaqueHex else { return false }
        return base.isWrittenAsHex(in: prose.provenance.excerpt)
    }
}

extension TokenValue {
    /// Whether this value, from the prose, says the same as `normative`: lengths in one unit, and
    /// a type style agreeing in every part both state, the family by its first words (a table's
    /// `Unica77` for the front matter's `Unica77 Cohere Web`).
    fileprivate func restates(_ normative: TokenValue) -> Bool {
        guard case .typeStyle(let prose) = inPixels, case .typeStyle(let front) = normative.inPixels else {
            return inPixels == normative.inPixels
        }
        func agree<T: Equatable>(_ a: T?, _ b: T?) -> Bool { a == nil || b == nil || a == b }
        func words(_ family: String?) -> [String] {
            (family ?? "").lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        let (proseFamily, frontFamily) = (words(prose.family), words(front.family))
        let familiesAgree = proseFamily.isEmpty || frontFamily.isEmpty
            || frontFamily.starts(with: proseFamily) || proseFamily.starts(with: frontFamily)
        return familiesAgree && rounds(prose.size?.value, front.size?.value) && agree(prose.weight, front.weight)
            && rounds(prose.lineHeight, front.lineHeight) && rounds(prose.tracking?.value, front.tracking?.value)
            && agree(prose.design, front.design)
    }

    /// Whether the prose's number is the front matter's, perhaps rounded to the decimals the
    /// prose writes (a table's `59.5px` or `28px` line height for `59.52px` or `28.08px`).
    private func rounds(_ prose: Double?, _ front: Double?) -> Bool {
        guard let prose, let front, prose != front else { return true }
        let fraction = String(prose).split(separator: ".").dropFirst().first ?? ""
        let decimals = fraction == "0" ? 0 : fraction.count
        guard decimals <= 2 else { return false }
        let scale = [1.0, 10, 100][decimals]
        return (front * scale).rounded() == (prose * scale).rounded()
    }

    /// The value with every length in pixels, as the previews draw it (one point is one pixel):
    /// what two statements of a token are compared by.
    fileprivate var inPixels: TokenValue {
        func px(_ length: Length?) -> Length? { length.map { Length($0.cssPixels, .px) } }
        switch self {
        case .dimension(let length, let role): return .dimension(Length(length.cssPixels, .px), role: role)
        case .borderWidth(let length): return .borderWidth(Length(length.cssPixels, .px))
        case .typeStyle(var style):
            style.size = px(style.size)
            style.tracking = px(style.tracking)
            return .typeStyle(style)
        case .shadow(var shadow):
            (shadow.x, shadow.y, shadow.blur, shadow.spread) = (px(shadow.x), px(shadow.y), px(shadow.blur), px(shadow.spread))
            return .shadow(shadow)
        default: return self
        }
    }
}
