import SpecimenModel

/// A shadow of the system named in a component's words: "Carries Level 3 soft-stack shadow",
/// "with Level 5 modal shadow", "inherits the focus-ring shadow", `Shadow: Level 2`.
///
/// A phrase names a shadow token by its whole name (`level 3 soft stack`, `focus ring`), or by
/// its step (`Level 3`, `level-3`, for `Level 3 — Soft Stack` or a table's bare `Level 3`; the
/// step words are `namedShadows` in the vocabulary). The rest of a name alone ("a subtle drop
/// shadow" for `Level 1 — Subtle Drop`) is too plain a phrase to name it. Exactly one token must
/// answer; words naming none, or several, name nothing.
/// "plus inset hairline" after it adds the layers of the shadow those words end the name of.
package enum NamedShadow {
    /// The words a phrase is matched by: lower-cased, split at anything not a letter or a
    /// digit, each singular (`cards` is `card`); words in brackets count (`(Level 3)`).
    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { ComponentKind.words(of: String($0)).first ?? String($0) }
    }

    /// The shadows a phrase could name: the system's, light or of no mode.
    package static func candidates(in tokens: [DesignToken]) -> [DesignToken] {
        tokens.filter { token in
            guard token.mode != .dark, case .shadow = token.value else { return false }
            return true
        }
    }

    /// The one shadow token `text` names, or nil.
    package static func token(in text: String, among shadows: [DesignToken]) -> DesignToken? {
        let said = words(text)
        // "no shadow", "without the level-2 lift": a shadow said to be absent is none named.
        guard !said.isEmpty, !shadows.isEmpty, Vocabulary.standard.rowAccessoryNegations.isDisjoint(with: said) else { return nil }
        var whole: [DesignToken] = []
        var partial: [DesignToken] = []
        for token in shadows {
            let name = words(token.name)
            guard !name.isEmpty else { continue }
            if occurs(name, in: said), !isQualifiedNoun(name, in: said) {
                whole.append(token)
            } else if let step = step(of: name), occurs(step, in: said) {
                partial.append(token)
            }
        }
        func one(_ found: [DesignToken]) -> DesignToken? {
            var seen: Set<String> = []
            let names = found.filter { seen.insert($0.slug).inserted }
            return names.count == 1 ? names[0] : nil
        }
        if !whole.isEmpty { return one(whole) }
        return one(partial)
    }

    /// Whether the words hedge (`optional Level 1 shadow`, "Often elevated to Level 2 shadow
    /// when featured"): a shadow for some cases only, which the component as drawn does not
    /// carry (`namedShadows.hedges`).
    package static func isHedged(_ text: String) -> Bool {
        !Vocabulary.standard.shadowHedges.isDisjoint(with: plainWords(text))
    }

    /// Lower-cased words as written (`carries`, `sometimes`), for the vocabulary's word lists.
    static func plainWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Whether something other than the component carries the shadow the words name ("product
    /// render itself carries the system product-shadow"): words before the verb
    /// (`namedShadows.verbs`) other than articles and states name a part.
    package static func isAnothersShadow(_ text: String) -> Bool {
        let said = plainWords(text)
        guard let verb = said.firstIndex(where: Vocabulary.standard.shadowVerbs.contains) else { return false }
        let plain: Set<String> = ["a", "an", "the", "it", "also", "always", "then", "and", "state"]
        return said[..<verb].contains { word in
            !plain.contains(word) && !Vocabulary.standard.stateNouns.contains(word) && ComponentState.from(label: word, kind: nil) == nil
        }
    }

    /// The shadow `text` names, with what "plus …" adds to it: the token (nil when something
    /// is added, so the shadow is no longer the token's alone) and the layers.
    package static func shadow(in text: String, among shadows: [DesignToken], value: (DesignToken) -> Shadow?) -> (token: DesignToken?, shadow: Shadow)? {
        let lower = text.lowercased()
        var head = lower
        var added: String?
        for joiner in [" plus ", " + "] {
            if let range = lower.range(of: joiner) {
                head = String(lower[..<range.lowerBound])
                added = String(lower[range.upperBound...]).split(whereSeparator: { ".;,()".contains($0) }).first.map(String.init)
                break
            }
        }
        guard let token = token(in: head, among: shadows), let own = value(token) else { return nil }
        guard let added else { return (token, own) }
        let others = shadows.filter { $0.slug != token.slug && ValueStatementInterpreter.shadowName($0.name, isNamedBy: added) }
        guard others.count == 1, let more = value(others[0]) else { return (token, own) }
        return (nil, Shadow(layers: own.layers + more.layers) ?? own)
    }

    /// Whether `text` names a step of depth (`Level 7`): words a shadow named nothing by are
    /// then a shadow not understood, never no shadow.
    package static func namesAStep(_ text: String) -> Bool {
        let said = words(text)
        return said.indices.dropLast().contains { Vocabulary.standard.shadowSteps.contains(said[$0]) && said[$0 + 1].allSatisfy(\.isNumber) }
    }

    /// `level 3` of `level 3 soft stack`: a step word and its number opening the name.
    private static func step(of name: [String]) -> [String]? {
        guard name.count >= 2, Vocabulary.standard.shadowSteps.contains(name[0]), name[1].allSatisfy(\.isNumber) else { return nil }
        return Array(name.prefix(2))
    }

    /// A token named by a shadow's noun alone (`Shadow`), said before another such noun
    /// ("shadow ring", "shadow glow"): the phrase names a ring or a glow, not that shadow.
    private static func isQualifiedNoun(_ name: [String], in said: [String]) -> Bool {
        let nouns = Vocabulary.standard.shadowNouns
        guard name.count == 1, nouns.contains(name[0]), let at = said.firstIndex(of: name[0]) else { return false }
        return said[(at + 1)...].contains { $0 != name[0] && nouns.contains($0) }
    }

    private static func occurs(_ phrase: [String], in line: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= line.count else { return false }
        return (0...(line.count - phrase.count)).contains { Array(line[$0..<$0 + phrase.count]) == phrase }
    }
}
