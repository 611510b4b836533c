import Foundation
import SpecimenModel

/// "Same padding and radius as the primary button", "same dimensions and border pattern as
/// primary", "Focus: same as the primary's focus state", "同じサイズ、プライマリと同様": a
/// variant that takes some of its look from a sibling. The properties named (all of them when
/// none is) are copied from the sibling, in the same state unless the words name another,
/// wherever the variant leaves them unstated. A sibling not found leaves the named properties
/// as the document's words, not understood.
package struct SameAsReference: Sendable {
    var variant: Int?
    var state: ComponentState
    /// The property groups of the vocabulary's `sameAs.properties`; empty for the whole look.
    var groups: [String]
    var referent: String
    var raw: String
    var line: Int
}

extension SpecBuilder {
    /// Notes the references a statement makes to a sibling's look, to be resolved once the
    /// whole section is read (the sibling may come later).
    /// `label`: the property a labelled line is about (`Padding: same as primary` copies the
    /// padding only).
    package mutating func noteSameAs(_ text: String, line: Int, variant: Int?, state: ComponentState, label: String? = nil) {
        guard var reference = Self.sameAs(in: text) else { return }
        if reference.groups.isEmpty, label == nil, let caption = sameAsCaptions[line],
           let named = Self.sameAsGroups(in: caption.lowercased().replacing(literal: "-", with: " ")) {
            reference.groups = named
        }
        if reference.groups.isEmpty, let label, let meaning = PropertyPhraseReader.meaning(ofLabel: label) {
            switch meaning {
            case .padding: reference.groups = ["padding"]
            case .radius: reference.groups = ["radius"]
            case .height, .minHeight: reference.groups = ["height"]
            case .width, .minWidth: reference.groups = ["width"]
            case .border: reference.groups = ["border"]
            case .font, .fontSize, .fontWeight, .fontFamily, .letterSpacing, .lineHeight, .textTransform, .textDecoration: reference.groups = ["type"]
            // A colour's line (`Background: same as primary`) names a colour, which no group copies.
            default: return
            }
        }
        guard !sameAsReferences.contains(where: { $0.variant == variant && $0.state == state && $0.line == line && $0.raw == reference.raw }) else { return }
        sameAsReferences.append(SameAsReference(variant: variant, state: state, groups: reference.groups, referent: reference.referent, raw: reference.raw, line: line))
        // `Same radius/padding/active as Primary`: a state among the properties named is that
        // state of the sibling, its own changes copied whole.
        guard state == .default, !reference.groups.isEmpty else { return }
        // The words before the sibling's name (`… as Primary`), never the name itself.
        var before = reference.raw.lowercased()
        if let linker = before.range(of: " as ") ?? before.range(of: " to ") { before = String(before[..<linker.lowerBound]) }
        let listed = before.split(whereSeparator: { !$0.isLetter }).map(String.init)
        let states = Set(listed.compactMap { ComponentState.from(label: $0, kind: spec.kind) }).subtracting([.default])
        // `Same scale hover/active behavior`: states before a noun qualify the properties named,
        // which alone are copied in them; `Same radius/active as Primary` lists a state whole.
        let qualified = listed.contains(where: Vocabulary.standard.sameAs.nouns.contains)
        for named in states.sorted() {
            sameAsReferences.append(SameAsReference(variant: variant, state: named, groups: qualified ? reference.groups : [], referent: reference.referent, raw: reference.raw, line: line))
            if !mentionedStates.contains(where: { $0.state == named }) { mentionedStates.append((named, line)) }
        }
    }

    /// The property groups and the sibling's name a text refers to, with the words that say so.
    static func sameAs(in text: String) -> (groups: [String], referent: String, raw: String)? {
        let words = Vocabulary.standard.sameAs
        var groups: [String]?
        var referent: String?
        var raw: [String] = []
        for clause in PropertyPhraseReader.clauses(of: text) {
            // `Same border-radius and padding as primary`: CSS's hyphens are spaces here.
            // `Same radius/padding as primary`: a slash lists properties as `and` does.
            var lower = clause.lowercased().replacing(literal: "`", with: "").replacing(literal: "-", with: " ").replacing(literal: "/", with: " ")
            for filler in ["and ", "with ", "the ", "uses ", "use ", "has "] + words.verbs.map({ $0 + " " }) where lower.hasPrefix(filler) { lower = String(lower.dropFirst(filler.count)) }
            var named: String?
            var found = false
            // (A word of a script written without spaces opens a clause with no space after it.)
            if let opener = words.openers.first(where: { lower.hasPrefix($0 + " ") || (lower.hasPrefix($0) && $0.contains(where: \.isIdeographicOrKana)) }) {
                var rest = String(lower.dropFirst(opener.count)).trimmingWhitespace
                // `same padding as primary`: the properties, then the sibling after the linker.
                for linker in words.linkers where !linker.contains(where: \.isIdeographicOrKana) {
                    if rest.hasPrefix(linker + " ") {
                        named = String(rest.dropFirst(linker.count + 1))
                        rest = ""
                        break
                    }
                    if let range = rest.rangeOfText(" " + linker + " ") {
                        named = String(rest[range.upperBound...])
                        rest = String(rest[..<range.lowerBound])
                        break
                    }
                }
                guard let clauseGroups = Self.sameAsGroups(in: rest) else { continue }
                groups = (groups ?? []) + clauseGroups
                found = true
            }
            // `Radius and shadow follow the default card spec`: the properties, a verb of
            // following, then the sibling.
            if !found, let follower = words.followers.lazy.compactMap({ lower.rangeOfText(" " + $0 + " ") }).first,
               let clauseGroups = Self.sameAsGroups(in: String(lower[..<follower.lowerBound])), !clauseGroups.isEmpty {
                var sibling = String(lower[follower.upperBound...]).trimming(charactersIn: " .。")
                for tail in [" spec", " specs", " style", " styles", " specification"] where sibling.hasSuffix(tail) { sibling = String(sibling.dropLast(tail.count)) }
                named = sibling
                groups = (groups ?? []) + clauseGroups
                found = true
            }
            // `Re-uses the pricing card chrome with a 2px border`: a verb of reusing, then the
            // sibling, whose whole look it is (the clause's own values after `with` are read as usual).
            if !found, let reuser = words.reusers.first(where: { lower.hasPrefix($0 + " ") }) {
                var sibling = String(lower.dropFirst(reuser.count + 1))
                if let with = sibling.rangeOfText(" with ") { sibling = String(sibling[..<with.lowerBound]) }
                var siblingWords = sibling.split(whereSeparator: { $0 == " " || $0 == "." }).map(String.init)
                if siblingWords.first == "the" { siblingWords.removeFirst() }
                while let last = siblingWords.last, words.nouns.contains(last) { siblingWords.removeLast() }
                if let last = siblingWords.last, last.hasSuffix("'s") { siblingWords[siblingWords.count - 1] = String(last.dropLast(2)) }
                if !siblingWords.isEmpty {
                    named = siblingWords.joined(separator: " ")
                    groups = groups ?? []
                    found = true
                }
            }
            // `プライマリと同様`: the sibling, then the linker.
            if named == nil, let linker = words.linkers.first(where: { $0.contains(where: \.isIdeographicOrKana) && lower.containsText($0) }),
               let range = lower.rangeOfText(linker) {
                let before = String(lower[..<range.lowerBound]).trimmingWhitespace
                if !before.isEmpty {
                    named = before
                    found = true
                    if groups == nil, let own = Self.sameAsGroups(in: String(lower[range.upperBound...])) { groups = own }
                }
            }
            if let named, referent == nil { referent = named.trimming(charactersIn: " .。") }
            if found { raw.append(clause) }
        }
        // `Maintains same font treatment`: properties named and no sibling: the first variant's
        // (an empty referent), resolved once the section is read.
        guard let referent = referent ?? (groups?.isEmpty == false ? "" : nil), !referent.isEmpty || groups?.isEmpty == false else { return nil }
        return (groups ?? [], referent, raw.joined(separator: ", "))
    }

    /// The groups the words between the opener and the linker name: empty for none (`same as`),
    /// nil when they name something that is no property (`identical timing`).
    private static func sameAsGroups(in text: String) -> [String]? {
        var rest = " " + text.trimmingWhitespace + " "
        var groups: [String] = []
        for (word, group) in Vocabulary.standard.sameAs.properties {
            let spaced = !word.contains(where: \.isIdeographicOrKana)
            guard let range = rest.rangeOfText(spaced ? " " + word + " " : word) else { continue }
            if !groups.contains(group) { groups.append(group) }
            rest.replaceSubrange(range, with: " ")
        }
        // The nouns after them (`treatment`) and states listed among them (`hover/active`, read
        // by `noteSameAs`) name no property.
        let vocabulary = Vocabulary.standard
        let left = rest.split(whereSeparator: { !$0.isLetter }).filter { word in
            !["and", "or", "the", "its", "of"].contains(word) && !vocabulary.sameAs.nouns.contains(String(word))
                && vocabulary.stateWords[String(word)] == nil && !vocabulary.activeStateWords.contains(String(word))
        }
        if groups.isEmpty { return left.isEmpty ? [] : nil }
        return groups
    }

    /// The colour a property of this component gives (`border top`, `background`), in the
    /// variant's state, else its resting look, else the component's own: the nearest look that
    /// states it. The words, not understood, when none does (a top border whose colour each
    /// variant gives, `4px solid (colour per variant)`, has none to take).
    func ownColor(named referent: String, variant: Int?, state: ComponentState, line: Int, raw: String) -> PropertyValue<RGBAColor>? {
        let label = ComponentKind.words(of: referent).joined(separator: "-")
        let side = StyleSheetRules.borderSide(ofLabel: label)?.side
        guard let meaning = side != nil ? PropertyPhraseReader.LabelMeaning.border : PropertyPhraseReader.meaning(ofLabel: referent) else { return nil }
        let own = variant.map { spec.variants[$0] }
        let looks = [own?[state], own?[.default], spec.base[state], spec.base[.default]].compactMap { $0 }
        let color: PropertyValue<RGBAColor>?
        switch meaning {
        // (One edge's colour is the one its own line gives: `Border: 1px solid grey` beside
        // `Border Top: 4px solid` colours the other edges.)
        case .border:
            color = looks.lazy.compactMap { set in
                set.borderColor.flatMap { colour in
                    guard let side else { return colour }
                    return set.borderSide.map { $0.value == side && $0.provenance.line == colour.provenance.line } == true ? colour : nil
                }
            }.first
        case .fill: color = looks.lazy.compactMap(\.fill).first
        case .text: color = looks.lazy.compactMap(\.textColor).first
        default: return nil
        }
        return color ?? .unknown(raw: raw, provenance: context.provenance(line: line))
    }

    /// Copies what each reference names from its sibling, or marks it not understood.
    mutating func resolveSameAs() {
        let kindWords = Vocabulary.kindWords(of: spec.kind)
        let ignored: Set<String> = ["the", "a", "an", "one", "variant", "version", "style", "button", "s", "spec"]
        func own(_ name: String) -> [String] { ComponentKind.words(of: name).filter { !kindWords.contains($0) && !ignored.contains($0) } }
        for reference in sameAsReferences {
            var words = own(reference.referent)
            // `the primary's focus state`: the sibling in that state.
            var sourceState = reference.state
            // A sibling named only by a state's word (`the default card`) is that sibling.
            let named = words.lazy.compactMap({ Vocabulary.standard.stateWords[$0] }).first
            let sibling = words.filter { Vocabulary.standard.stateWords[$0] == nil && !Vocabulary.standard.stateNouns.contains($0) }
            if let named, !sibling.isEmpty {
                sourceState = named
                words = sibling
            }
            let candidates: [Int?] = [nil] + spec.variants.indices.map { $0 }
            // No sibling named: the first variant, when the reference is another variant's.
            let unnamed: Int?? = reference.referent.isEmpty
                ? (reference.variant.flatMap { at in spec.variants.indices.first { $0 != at } }).map { Optional($0) } : nil
            let match = unnamed ?? candidates.first { index in
                guard index != reference.variant, !words.isEmpty else { return false }
                let name = index.map { spec.variants[$0].name } ?? spec.base.name
                let theirs = own(name)
                return !theirs.isEmpty && (theirs == words || Set(words).isSubset(of: Set(theirs)))
            }
            let provenance = context.provenance(line: reference.line)
            // No sibling of that name: another component of the document, perhaps (`Mismo que
            // Primary Button` under `### Danger Button`), found once every section is read.
            // (`Mismo que Text Input` under `### Select Input`: a name of the kind's words alone.)
            if match == nil, !reference.referent.isEmpty {
                let variant = reference.variant.map { spec.variants[$0].name }
                spec.sameAsElsewhere.append(SameAsElsewhere(
                    variant: variant, state: reference.state, groups: reference.groups, referent: reference.referent, raw: reference.raw,
                    provenance: provenance))
                continue
            }
            guard let match else {
                // A sibling that is not there: the named properties are the document's words.
                withVariant(reference.variant) { target in
                    var set = target[reference.state]
                    Self.markUnknown(reference.groups, raw: reference.raw, provenance: provenance, in: &set)
                    target[reference.state] = set
                }
                continue
            }
            // A state's own changes: the sibling's other looks stay the sibling's.
            let source = (match.map { spec.variants[$0].merged(over: spec.base) } ?? spec.base)[sourceState]
            withVariant(reference.variant) { target in
                var set = target[reference.state]
                Self.copy(reference.groups, from: source, into: &set, line: reference.line)
                target[reference.state] = set
            }
            if reference.state != .default, !mentionedStates.contains(where: { $0.state == reference.state }) {
                mentionedStates.append((reference.state, reference.line))
            }
        }
    }

    static func copy(_ groups: [String], from source: PropertySet, into set: inout PropertySet, line: Int) {
        if groups.isEmpty {
            var copied = source
            copied.sampleText = nil
            set = set.merged(over: copied)
            return
        }
        // Each property the group names, where `set` leaves it unstated or has only the
        // reference's own words for it (`shadow follows the card's`, read on its own line as a
        // shadow in words).
        func take<Value>(_ path: WritableKeyPath<PropertySet, PropertyValue<Value>?>) {
            if set[keyPath: path].map({ $0.value == nil && $0.provenance.line == line }) ?? true, let theirs = source[keyPath: path] {
                set[keyPath: path] = theirs
            }
        }
        for group in groups {
            switch group {
            case "padding": take(\.paddingVertical); take(\.paddingHorizontal)
            case "radius", "shape": take(\.radius); take(\.fullyRounded); take(\.continuousCorners)
            case "size": copy(["height", "width", "padding"], from: source, into: &set, line: line)
            case "metrics": copy(["size", "radius"], from: source, into: &set, line: line)
            case "height": take(\.height); take(\.minHeight)
            case "width": take(\.width); take(\.minWidth); take(\.fullWidth)
            case "border":
                // A border's pattern: its width, colour, side and corners.
                take(\.borderWidth); take(\.borderColor); take(\.borderSide); take(\.radius)
            case "shadow": take(\.shadow)
            case "scale": take(\.scaleOnPress)
            case "type":
                if let font = source.font { set.font = set.font.map { $0.value == nil ? $0 : PropertyValue(raw: $0.raw, value: $0.value!.merged(over: font.value ?? FontSpec()), reference: $0.reference, provenance: $0.provenance) } ?? font }
            default: break
            }
        }
    }

    /// The named properties, where unstated, as words not understood.
    static func markUnknown(_ groups: [String], raw: String, provenance: Provenance, in set: inout PropertySet) {
        let length = PropertyValue<Length>.unknown(raw: raw, provenance: provenance)
        for group in groups {
            switch group {
            case "padding", "size":
                set.paddingVertical = set.paddingVertical ?? length
                set.paddingHorizontal = set.paddingHorizontal ?? length
                if group == "size" { set.height = set.height ?? length }
            case "radius", "shape", "border": set.radius = set.radius ?? length
            case "metrics":
                set.paddingVertical = set.paddingVertical ?? length
                set.paddingHorizontal = set.paddingHorizontal ?? length
                set.height = set.height ?? length
                set.radius = set.radius ?? length
            case "height": set.height = set.height ?? length
            case "width": set.width = set.width ?? length
            case "shadow": set.shadow = set.shadow ?? .unknown(raw: raw, provenance: provenance)
            default: break
            }
        }
        if groups.contains("border") { set.borderColor = set.borderColor ?? .unknown(raw: raw, provenance: provenance) }
    }
}
