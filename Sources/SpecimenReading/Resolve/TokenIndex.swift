import Foundation
import SpecimenModel

/// The system's name index: finds tokens by the many ways documents refer to them —
/// `action.primary`, `brandTeal`, `` `brandTeal` ``, `[Ink]`, `BrandColors.yellow`, `Color.ink`,
/// "Critical Red", a display name (`#EDE6DA (Oat)`), or a name without the system's prefix
/// (`--acme-navy`, `acmeNavy` and `AcmeColors.navy` all answer to `Navy`). Case and separators
/// never matter.
public struct TokenIndex: Sendable {
    private var bySlug: [String: [Int]] = [:]
    private var byLastComponent: [String: [Int]] = [:]
    /// Names without the prefix most of the system's names share, and without generic ones
    /// (`color-`), as compact keys.
    private var byUnprefixed: [String: [Int]] = [:]
    /// Names with every separator removed: `on-primary`, `onPrimary` and `on_primary` meet.
    private var byCompact: [String: [Int]] = [:]
    /// CSS custom properties written on a colour's own line (`Moss Hover (#2D5436): … —
    /// \`var(--moss-hover)\``): names the document gives that colour in its code.
    private var byVariable: [String: [Int]] = [:]
    /// A name with a palette step in brackets (`Primario (Indigo 600)`): the step, as a slug,
    /// answering to the token.
    private var byBracketAlias: [String: [Int]] = [:]
    /// A name with a hue in brackets (`Primary (Green)`): the hue (`green`) and the words before
    /// the brackets (`primary`), each answering to the token where no other answers to it, as a
    /// table's cell calls it ("Green (50% opacity)", "Primary").
    private var byBracketHue: [String: [Int]] = [:]
    /// Colours by their name less its last word (`primary` for `Primary Green`, `Primary Dark`):
    /// the members of a family, for `familyColor(_:mode:)`.
    private var byFamily: [String: [Int]] = [:]
    public let tokens: [DesignToken]
    private let prefixes: Set<String>
    /// What `position(of:mode:)` found for each reference asked: the component readers and the
    /// audit ask of the same few words again and again, for every phrase and every pairing.
    private let found = Found()

    private final class Found: @unchecked Sendable {
        let lock = NSLock()
        var positions: [Query: Int?] = [:]

        struct Query: Hashable {
            var reference: String
            var mode: TokenMode?
        }
    }

    public init(_ tokens: [DesignToken]) {
        self.tokens = tokens
        let prefixes = Self.sharedPrefixes(of: tokens)
        self.prefixes = prefixes
        for (index, token) in tokens.enumerated() {
            bySlug[token.slug, default: []].append(index)
            byCompact[Self.compact(token.slug), default: []].append(index)
            if let role = token.role {
                bySlug[DesignToken.slug(for: role), default: []].append(index)
                byCompact[Self.compact(DesignToken.slug(for: role)), default: []].append(index)
            }
            if let last = Self.lastComponent(of: token.name), last != token.slug {
                byLastComponent[last, default: []].append(index)
            }
            var segments = token.slug.split(separator: "-").map(String.init)
            var stripped = false
            while segments.count > 1, prefixes.contains(segments[0]) {
                segments.removeFirst()
                stripped = true
            }
            if stripped { byUnprefixed[segments.joined(), default: []].append(index) }
            if let alias = Self.bracketAlias(of: token.name) { byBracketAlias[alias, default: []].append(index) }
            if case .color = token.value, let (owner, hue) = Self.bracketHue(of: token.name) {
                byBracketHue[hue, default: []].append(index)
                byBracketHue[owner, default: []].append(index)
            }
            if case .color = token.value, let dash = token.slug.lastIndex(of: "-") {
                byFamily[String(token.slug[..<dash]), default: []].append(index)
            }
            if case .color = token.value, token.provenance.excerpt.contains(literal: "--") {
                for variable in ValueScanner.customProperties(in: token.provenance.excerpt) where variable != "--" + token.slug {
                    byVariable[variable, default: []].append(index)
                }
            }
        }
    }

    /// First name segments that mark a system's names rather than tell them apart: one most
    /// multi-word names share (`acme` in `--acme-navy`, `acmeInk`), and generic ones
    /// (`color`, `clr`), from the vocabulary.
    package static func sharedPrefixes(of tokens: [DesignToken]) -> Set<String> {
        var prefixes = Vocabulary.standard.namePrefixes
        let firsts = tokens.compactMap { token -> String? in
            let segments = token.slug.split(separator: "-")
            return segments.count > 1 ? String(segments[0]) : nil
        }
        var counts: [String: Int] = [:]
        for first in firsts { counts[first, default: 0] += 1 }
        if let (first, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 3, count * 2 >= tokens.count {
            prefixes.insert(first)
        }
        return prefixes
    }

    /// `Primario (Indigo 600)`, `Text Muted (slate-500)`: a name whose brackets hold a palette
    /// step (a hue and 50, 100…900 or 950) answers to the step (`Indigo 600`), where no other
    /// token is called so. (The words before the brackets are often a role's, `Background (Slate
    /// 50)`, and answer to nothing new; other brackets, `Background (dark)`, add nothing.)
    static func bracketAlias(of name: String) -> String? {
        guard let open = name.lastIndex(of: "("), let close = name.lastIndex(of: ")"), open < close,
              name[name.index(after: close)...].allSatisfy(\.isWhitespace) else { return nil }
        let step = DesignToken.slug(for: String(name[name.index(after: open)..<close]))
        return UtilityClassReader.isPaletteStep(step) ? step : nil
    }

    /// `Primary (Green)`: the words before the brackets and the hue inside them, as slugs, when
    /// the brackets hold one hue word (`colorHueWords`) and nothing follows them.
    static func bracketHue(of name: String) -> (owner: String, hue: String)? {
        guard let open = name.lastIndex(of: "("), let close = name.lastIndex(of: ")"), open < close,
              name[name.index(after: close)...].allSatisfy(\.isWhitespace) else { return nil }
        let hue = DesignToken.slug(for: String(name[name.index(after: open)..<close]))
        let owner = DesignToken.slug(for: String(name[..<open]))
        guard !owner.isEmpty, Vocabulary.standard.colorHueWords.contains(hue) else { return nil }
        return (owner, hue)
    }

    /// `Secondary color`, `color primario`, `cor de destaque`: a reference that calls a colour by
    /// its name and a word saying it is a colour (`colorReferenceNouns`), before or after it (with
    /// a linking `de`): the name alone, as a slug. Nil when the reference has no such word.
    static func withoutColorNoun(_ slug: String) -> String? {
        withoutColorNoun(words: slug.split(separator: "-").map(String.init))?.joined(separator: "-")
    }

    /// The same of a name's words, as written (`Fade color` is `Fade`); nil when none is such a word.
    package static func withoutColorNoun(words: [String]) -> [String]? {
        let vocabulary = Vocabulary.standard
        var words = words
        guard words.count >= 2 else { return nil }
        if let last = words.last, vocabulary.colorReferenceNouns.contains(last.lowercased()) {
            words.removeLast()
        } else if vocabulary.colorReferenceNouns.contains(words[0].lowercased()) {
            words.removeFirst()
            if words.count >= 2, vocabulary.colorReferenceLinks.contains(words[0].lowercased()) { words.removeFirst() }
        } else {
            return nil
        }
        return words
    }

    package static func compact(_ slug: String) -> String {
        slug.replacing(literal: "-", with: "")
    }

    /// The token a reference names, preferring `mode` (nil means light, or no mode) when the
    /// name has several. Nil when nothing matches or a partial match is ambiguous.
    public func lookup(_ reference: String, mode: TokenMode? = nil) -> DesignToken? {
        position(of: reference, mode: mode).map { tokens[$0] }
    }

    /// The token a length's reference names: `rounded.md` is the radius `md` (and `spacing.md`
    /// the spacing step), as a front matter's groups say, where the system names both alike; a
    /// bare `md` is the step of `kind` when one is given (a radius reads `md` as the radius).
    /// Any other reference is looked up as `lookup` does.
    package func lookupLength(_ reference: String, kind: TokenKind? = nil) -> DesignToken? {
        let path = Self.clean(reference).split(separator: ".").map(String.init)
        if path.count >= 2, let role = DimensionRole.mentioned(in: path[0]) {
            let slug = DesignToken.slug(for: path.dropFirst().joined(separator: "-"))
            let kind = TokenValue.dimension(Length(0, .px), role: role).kind
            if let hit = bySlug[slug]?.first(where: { tokens[$0].kind == kind }) { return tokens[hit] }
        }
        if let kind { return lookup(reference, preferring: kind) }
        return lookup(reference)
    }

    /// The token a reference names, the one of `kind` where the system gives several scales a
    /// step of that name (`md` in a radius, a spacing and a shadow table): a shadow's `md` is the
    /// shadow step, never the spacing one that happens to come first.
    package func lookup(_ reference: String, preferring kind: TokenKind) -> DesignToken? {
        let slug = DesignToken.slug(for: Self.clean(reference))
        if let hit = bySlug[slug]?.first(where: { tokens[$0].kind == kind }) { return tokens[hit] }
        return lookup(reference)
    }

    /// Where in `tokens` the token `lookup` finds is.
    package func position(of reference: String, mode: TokenMode? = nil) -> Int? {
        let query = Found.Query(reference: reference, mode: mode)
        if let known = found.lock.withLock({ found.positions[query] }) { return known }
        let position = search(reference, mode: mode)
        found.lock.withLock { found.positions[query] = position }
        return position
    }

    private func search(_ reference: String, mode: TokenMode?) -> Int? {
        let cleaned = Self.clean(reference)
        guard !cleaned.isEmpty else { return nil }
        let slug = DesignToken.slug(for: cleaned)
        if let hit = pick(bySlug[slug], mode: mode) { return hit }
        // `BrandColors.yellow` or `Color.brandTeal`: the part after the last dot.
        let lastComponent = Self.lastComponent(of: cleaned)
        if let last = lastComponent {
            if let hit = pick(bySlug[last], mode: mode) { return hit }
            if let hit = pick(byLastComponent[last], mode: mode, requireUnique: true) { return hit }
        }
        // `@color/primary`, `--color-primary`: the reference may carry a prefix the name lacks.
        var segments = slug.split(separator: "-").map(String.init)
        while segments.count > 1, prefixes.contains(segments[0]) {
            segments.removeFirst()
            if let hit = pick(bySlug[segments.joined(separator: "-")], mode: mode) { return hit }
        }
        let compact = Self.compact(slug)
        if let hit = pick(byCompact[compact], mode: mode, requireUnique: true) { return hit }
        if let hit = pick(byBracketAlias[slug], mode: mode, requireUnique: true) { return hit }
        if let hit = pick(byUnprefixed[compact], mode: mode, requireUnique: true) { return hit }
        if let last = lastComponent, let hit = pick(byUnprefixed[Self.compact(last)], mode: mode, requireUnique: true) { return hit }
        if let hit = familyColor(slug, mode: mode) { return hit }
        if let hit = pick(byBracketHue[slug], mode: mode, requireUnique: true) { return hit }
        if let name = Self.withoutColorNoun(slug), name != slug, let hit = search(name, mode: mode) { return hit }
        // `var(--moss-hover)` where a colour's own line names that property: the colour, when
        // every line naming it gives the same one.
        let variable = cleaned.hasPrefix("var(") && cleaned.hasSuffix(")") ? String(cleaned.dropFirst(4).dropLast()).trimmingWhitespace : cleaned
        if variable.hasPrefix("--"), let indices = byVariable[variable.lowercased()], let first = indices.first,
           indices.allSatisfy({ tokens[$0].value == tokens[first].value }) {
            return pick(indices, mode: mode)
        }
        return nil
    }

    /// `primary` beside `Primary Green`, `Primary Dark` and `Primary Light`: a family's name
    /// alone calls its own colour, the one member named by a hue (`colorHueWords`), when every
    /// other member is named by a shade or a state of it (`familyShadeWords`, or a step's
    /// number). Two hues (`Primary Green`, `Primary Blue`), a member named otherwise, or no shade
    /// beside the hue, and the name calls none.
    private func familyColor(_ slug: String, mode: TokenMode?) -> Int? {
        guard let members = byFamily[slug] else { return nil }
        let vocabulary = Vocabulary.standard
        var hued: Set<String> = []
        for index in members {
            let member = tokens[index].slug
            let last = String(member[member.index(after: member.lastIndex(of: "-")!)...])
            if vocabulary.colorHueWords.contains(last) {
                hued.insert(member)
            } else if !vocabulary.familyShadeWords.contains(last), !last.allSatisfy(\.isNumber) {
                return nil
            }
        }
        // A family of one (`Wantedly Cyan` alone) is no family: its first word is a name, not
        // the colour's (`Wantedly UI Components`).
        guard hued.count == 1, let own = hued.first, Set(members.map { tokens[$0].slug }).count > 1 else { return nil }
        return pick(members.filter { tokens[$0].slug == own }, mode: mode)
    }

    private func pick(_ indices: [Int]?, mode: TokenMode?, requireUnique: Bool = false) -> Int? {
        guard let indices, let first = indices.first else { return nil }
        if requireUnique, indices.contains(where: { tokens[$0].slug != tokens[first].slug }) { return nil }
        if let exact = indices.first(where: { tokens[$0].mode == mode }) { return exact }
        if mode == nil, let light = indices.first(where: { tokens[$0].mode == .light }) { return light }
        return first
    }

    package static func clean(_ reference: String) -> String {
        var text = reference.trimmingWhitespaceAndNewlines
        let wrappers: [(Character, Character)] = [("`", "`"), ("[", "]"), ("\"", "\""), ("'", "'"), ("{", "}")]
        var changed = true
        while changed, text.count >= 2 {
            changed = false
            for (open, close) in wrappers where text.first == open && text.last == close {
                text = String(text.dropFirst().dropLast()).trimmingWhitespace
                changed = true
            }
        }
        return text
    }

    package static func lastComponent(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.index(before: name.endIndex) else { return nil }
        let last = DesignToken.slug(for: String(name[name.index(after: dot)...]))
        return last.isEmpty ? nil : last
    }
}

