import SpecimenModel
import SpecimenReading

/// Where the clauses of a colour's usage note end.
private let fillClauseBreaks = CharacterList(",;.:—–()（）、。=")

/// Colours that are a component's or a part's fill, never the page, whatever their names say
/// about backgrounds. Each reading is about a class of writing, not a document:
/// - a name, role, table heading or usage note that names a component (`Hero card background`,
///   a `Badges` list's `Warning background`, a fill described as "the main call-to-action");
/// - a row that gives a fill beside its own text colour (`| Tag | Background | Text |`): the row
///   names something drawn with text on that fill;
/// - a name with a control's state in it (`Selected Background`, `--bgInactiveDefault`);
/// - a fill with hover or pressed siblings (`--fillBrandRest`, `--fillBrandHover`): the page has
///   no states, so the family is an interactive one;
/// - a later line that restates such a fill with the same words and value (a quick reference's
///   `Brand Bg: #111111`).
/// A colour whose own words name the page (`Page`, "Page background", `ページ背景`) is never one.
extension PageBackground {
    /// The slugs of the colour tokens that are a component's fill.
    package static func componentFills(in tokens: ResolvedTokens) -> Set<String> {
        let colors = tokens.tokens.compactMap { token -> (token: DesignToken, hex: String)? in
            guard case .color(let color)? = tokens.value(of: token, mode: token.mode) else { return nil }
            return (token, color.hex)
        }
        let states = Vocabulary.standard.pageBackground.states
        var fills = Set(colors.filter { namesComponent($0.token) || states.occurs(in: ComponentKind.words(of: $0.token.name)) }.map(\.token.slug))
        fills.formUnion(partnersOfText(colors.map(\.token)))
        fills.formUnion(statefulFamilies(colors.map(\.token)))
        // A restatement: the same value under the same words, less the background and state
        // words (`Brand Bg` for `--fillBrandRest`).
        var restated: [String: [String]] = [:]
        for (token, hex) in colors {
            let core = coreWords(of: token.name)
            guard !core.isEmpty else { continue }
            restated[hex + " " + core.joined(separator: " "), default: []].append(token.slug)
        }
        for slugs in restated.values where slugs.contains(where: fills.contains) { fills.formUnion(slugs) }
        return fills.filter { slug in !colors.contains { $0.token.slug == slug && namesPage($0.token) } }
    }

    /// Whether a colour's own words name the page: a name or role made of page and background
    /// words (`Page`, `App Bg`, `ページ背景`), or a usage clause that calls it the page's background
    /// ("Page background", not "cards on the page background").
    package static func namesPage(_ token: DesignToken) -> Bool {
        let words = Vocabulary.standard.pageBackground
        for name in [token.name, token.role ?? ""] {
            let own = ComponentKind.words(of: name)
            if words.page.occurs(in: own), words.page.covers(own, with: words.background) { return true }
        }
        return usageCallsItTheBackground(token.usage ?? "", of: words.page) || usageIsThePage(token.usage ?? "")
    }

    /// Whether some clause of a usage note describes the colour as a background, with one of
    /// `scope`'s words ("Page background", "The main background") and no component's name. A
    /// list's items are clauses of their own: "Primary background and surface for cards".
    package static func usageCallsItTheBackground(_ usage: String, of scope: WordPhrases) -> Bool {
        let joins = Vocabulary.standard.pageBackground.joins
        return clauses(of: usage).contains { clause in
            ComponentKind.words(of: clause).split(whereSeparator: joins.contains).contains { part in
                let words = Array(part)
                let text = words.joined(separator: " ")
                return scope.occurs(in: words) && describesAsBackground(text)
                    && ComponentKind.classifyComponentName(text).map { $0 == .other } ?? true
            }
        }
    }

    static func clauses(of text: String) -> [String] {
        text.split(whereSeparator: fillClauseBreaks.contains).map(String.init)
    }

    /// A name, role, heading or usage that names a component kind. A name that says only
    /// "container" is the content's surface, which the score weighs instead.
    private static func namesComponent(_ token: DesignToken) -> Bool {
        if namesPage(token) { return false }
        func names(_ text: String?) -> Bool {
            guard let text, let kind = ComponentKind.classifyComponentName(text), kind != .other else { return false }
            return !(kind == .container && ComponentKind.classify(text) == .container)
        }
        if names(token.name) || names(token.role) { return true }
        // `Warning background` under `Badges`, a row of `Tag Colours`.
        if let group = token.group, let kind = ComponentKind.classify(group), kind != .other, kind != .container { return true }
        // A usage clause naming a component ("= the main call-to-action button", "Cards and
        // modals"), unless another calls it the main or the page's background, or the primary
        // surface ("Primary light surface, text on dark buttons").
        let words = Vocabulary.standard.pageBackground
        return clauses(of: token.usage ?? "").contains(where: names)
            && !usageCallsItTheBackground(token.usage ?? "", of: words.screen)
            && !clause(of: token.usage ?? "", has: words.surface, after: words.screen)
    }

    /// `| Express | #F4C7C3 | #8A1C12 |` under `| Tag | Background | Text |`: a row's fill beside
    /// its text colour, on the same line, named by the row and the column.
    private static func partnersOfText(_ colors: [DesignToken]) -> Set<String> {
        let words = Vocabulary.standard.pageBackground
        var byLine: [String: [DesignToken]] = [:]
        for token in colors { byLine["\(token.provenance.file):\(token.provenance.line)", default: []].append(token) }
        var fills = Set<String>()
        for row in byLine.values where row.count > 1 {
            for fill in row {
                let name = ComponentKind.words(of: fill.name)
                guard let last = name.last, words.background.covers([last]), name.count > 1 else { continue }
                let subject = Array(name.dropLast())
                // `Light background` beside `Light text`: a mode's page, not a thing's fill.
                if words.page.occurs(in: subject) || subject.contains(where: { [.light, .dark].contains(Vocabulary.standardColumn($0)) }) { continue }
                let hasText = row.contains { other in
                    let otherWords = ComponentKind.words(of: other.name)
                    return otherWords.count == name.count && Array(otherWords.dropLast()) == subject
                        && Vocabulary.standardProperty(otherWords.last ?? "") == .text
                }
                if hasText { fills.insert(fill.slug) }
            }
        }
        return fills
    }

    /// A fill whose name, less its state word, is shared by a hover, pressed or focus colour.
    private static func statefulFamilies(_ colors: [DesignToken]) -> Set<String> {
        let words = Vocabulary.standard.pageBackground
        var families: [[String]: (slugs: [String], interactive: Bool)] = [:]
        for token in colors {
            let (stem, state) = stemAndState(of: token.name)
            // `Background` and `Background hover` (a row's hover): the plain one is still the page's.
            guard !stem.isEmpty, !words.background.covers(stem, with: words.surface), !words.page.occurs(in: stem) else { continue }
            families[stem, default: ([], false)].slugs.append(token.slug)
            if let state, state != .default { families[stem]?.interactive = true }
        }
        return Set(families.values.filter(\.interactive).flatMap(\.slugs))
    }

    /// A name's words without its state word, and the state it names.
    private static func stemAndState(of name: String) -> (stem: [String], state: ComponentState?) {
        var state: ComponentState?
        let stem = ComponentKind.words(of: name).filter { word in
            if Vocabulary.standard.activeStateWords.contains(word) { state = .pressed; return false }
            if let found = Vocabulary.standard.stateWords[word] { state = state ?? found; return false }
            return true
        }
        return (stem, state)
    }

    /// A name's words less its background, surface, colour and state words: what it is the
    /// background of (`Brand Bg` → `brand`).
    private static func coreWords(of name: String) -> [String] {
        let words = Vocabulary.standard.pageBackground
        return stemAndState(of: name).stem.filter { word in
            !words.background.covers([word]) && !words.surface.covers([word]) && Vocabulary.standardProperty(word) == nil
        }
    }
}
