import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let dottedTokenName = #/[A-Za-z][A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]+)*/#

/// Lists and paragraphs that state tokens other than palette colours:
/// - a list with a direction and two or more colours is one gradient named after its section
///   (`- **Direction:** Top to bottom` / `- **Top color:** Soft teal #B4ECE8`);
/// - a font family and its fallbacks (`**Font Family:** Comfortaa (Google Font …)`, or a list
///   with a family item and `**iOS System Fallback:** New York` items);
/// - a paragraph whose every line is `name value…` (`space.xs 4`, `title.large size 28 weight
///   semibold usage screen titles`): requiring every line to have this shape keeps sentences out.
extension ValueStatementInterpreter {
    package func list(_ statements: [Statement], into reading: inout Reading) {
        // `- **Brand red gradient** (linear-gradient(180deg, #A00C01, #DA291C 64%)): …`: a
        // gradient written as CSS, or as stops joined by arrows, named by its label, wherever it
        // sits in a list.
        for statement in statements where !statement.label.isEmpty && !statement.isAboutComponent && !vocabulary.isInstruction(statement.label) {
            let value = ValueScanner.clean(statement.value).lowercased()
            if let gradient = arrowGradient(statement, into: &reading) { reading.add(gradient); continue }
            guard value.hasPrefix("linear-gradient("), let gradient = codeGradient(statement, into: &reading) else { continue }
            reading.add(gradient)
        }
        if let gradient = gradient(in: statements, into: &reading) {
            reading.add(gradient)
            reading.claim(statements)
        } else if case let families = fontFamilies(in: statements), !families.isEmpty {
            for family in families { reading.add(family) }
        } else if !utilityTypeStyles(in: statements, into: &reading), !proseTypeStyles(in: statements, into: &reading) {
            steps(in: statements, into: &reading)
        }
    }

    // MARK: Type scales in bullets

    /// Under a type heading, `- Display: 32px / 700`, `- **Title** — 24px bold (page titles)`:
    /// a type style named by its label, when every labelled line of the list is one. Whether
    /// any was.
    private func proseTypeStyles(in statements: [Statement], into reading: inout Reading) -> Bool {
        guard let first = statements.first, isUnderTypeHeading(first) else { return false }
        let labelled = statements.filter { !$0.label.isEmpty }
        guard !labelled.isEmpty else { return false }
        var found: [(Statement, TypeStyle, String?)] = []
        for statement in labelled {
            guard !statement.isAboutComponent, LabelledText.isName(statement.label, maxWords: 4), !vocabulary.isInstruction(statement.label),
                  let (style, note) = Self.proseTypeStyle(statement.value) else { return false }
            found.append((statement, style, note))
        }
        for (statement, style, note) in found {
            reading.add(DesignToken(name: statement.label, value: .typeStyle(style), group: statement.innerSubject.last ?? statement.headings.last,
                                    mode: statement.mode, usage: note, provenance: provenance(statement.line)))
        }
        reading.claim(found.map(\.0))
        return true
    }

    /// `32px / 700`, `24px bold`, `12px, weight 500`, `16px/24px regular`, `14pt medium —
    /// labels`, `Inter 28sp w600`: a size that opens the value (after a family's name), a line
    /// height after a slash right after it, and a weight in the same clause; what follows a dash
    /// or in brackets is the note. Nil without both a size and a weight.
    package static func proseTypeStyle(_ value: String) -> (TypeStyle, String?)? {
        var text = Substring(ValueScanner.clean(value).trimmingWhitespace)
        // `Inter 28px semibold`, `Lora, 20px, bold`: a family named before the size.
        var family: String?
        if ValueScanner.leadingLength(text) == nil, let digit = text.firstIndex(where: { $0.isASCII && $0.isNumber }),
           case let before = text[..<digit], before.last == " ", case let name = before.trimming(charactersIn: " ,"),
           !name.isEmpty, ValueScanner.weight(in: name) == nil, let named = familyName(name), named == name {
            family = named
            text = text[digit...]
        }
        guard let (size, end) = ValueScanner.leadingLength(text), size.value > 0 else { return nil }
        var rest = text[end...]
        var lineHeight: Double?
        let afterSize = rest.drop { $0 == " " }
        if afterSize.first == "/" {
            let written = afterSize.dropFirst().drop { $0 == " " }
            let word = written.prefix { !$0.fastIsWhitespace && $0 != "," && $0 != "·" }
            // `/ 700` is a weight; `/ 24px`, `/ 1.5` a line height.
            if ValueScanner.weight(in: String(word)) == nil, let height = Self.lineHeight(in: String(word)) {
                lineHeight = height
                rest = written[word.endIndex...]
            }
        }
        var clause = rest
        var note: String?
        let stops = [" — ", " – ", " - ", "(", "（", ":", ";"].compactMap { rest.range(of: $0)?.lowerBound }
        if let stop = stops.min() {
            let after = rest[stop...].trimming(charactersIn: " —–-(（)）:;")
            note = after.isEmpty ? nil : after
            clause = rest[..<stop]
        }
        // The clause holds the weight and little else: `bold`, `/ 700`, `, weight 500`.
        let words = clause.split(whereSeparator: { $0.fastIsWhitespace || ",/·|".contains($0) })
        guard !words.isEmpty, words.count <= 4, let weight = ValueScanner.weight(in: String(clause)) else { return nil }
        var style = TypeStyle(size: size, weight: weight, lineHeight: lineHeight)
        style.family = family
        return (style, note)
    }

    package func paragraph(_ statements: [Statement], into reading: inout Reading) {
        let first = statements[0]
        if vocabulary.fontFamilyLabels.family.contains(first.label.lowercased()), !describesComponent(first), let stack = Self.fontStack(first.value) {
            reading.add(DesignToken(name: first.label, value: .fontFamily(stack), group: first.headings.last,
                                    provenance: provenance(first.line)))
            reading.claim(statements)
            return
        }
        if utilityTypeStyles(in: statements, into: &reading) { return }
        // `**Dusk Gradient:** `#1D2B53 → #7E2553``: a gradient of its own paragraph.
        if !first.label.isEmpty, !first.isAboutComponent, let gradient = arrowGradient(first, into: &reading) {
            reading.add(gradient)
            return
        }
        // `Raio 12 px (cartões, botões), 8 px (campos).`: radius steps for the kinds they name,
        // in a sentence of their own.
        var radii = false
        for statement in statements where statement.label.isEmpty && !statement.isAboutComponent {
            for radius in Self.kindRadii(statement.value) {
                reading.add(radiusStep(radius, in: statement))
                radii = true
            }
        }
        if radii { return }
        var tokens: [DesignToken] = []
        for statement in statements {
            guard statement.label.isEmpty, let token = tokenLine(statement) else { return }
            tokens.append(token)
        }
        for token in tokens { reading.add(token) }
    }

    /// A step read by `kindRadii`, on the statement's line.
    private func radiusStep(_ radius: (name: String, length: Length, uses: String), in statement: Statement) -> DesignToken {
        DesignToken(name: radius.name, value: .dimension(radius.length, role: .radius), group: statement.headings.last,
                    mode: statement.mode, usage: radius.uses, provenance: provenance(statement.line))
    }

    // MARK: Utility classes

    /// Under a type heading, `Title 1: text-[28px] leading-[34px] font-bold` is a type style
    /// named by its label (`TailwindTypeClasses`). Whether any statement was one.
    private func utilityTypeStyles(in statements: [Statement], into reading: inout Reading) -> Bool {
        // A size class is the cheap test; the headings are looked at only when one is there.
        guard let first = statements.first, statements.contains(where: { $0.value.contains(literal: "text-") }), isUnderTypeHeading(first) else { return false }
        var found: [Statement] = []
        for statement in statements where !statement.label.isEmpty {
            guard let (style, note) = TailwindTypeClasses.style(in: statement.value), !statement.isAboutComponent else { continue }
            reading.add(DesignToken(name: statement.label, value: .typeStyle(style), group: statement.innerSubject.last ?? statement.headings.last,
                                    mode: statement.mode, usage: note, provenance: provenance(statement.line)))
            found.append(statement)
        }
        reading.claim(found)
        return !found.isEmpty
    }

    // MARK: Gradients

    private func gradient(in statements: [Statement], into reading: inout Reading) -> DesignToken? {
        var direction: String?
        var stops: [GradientStop] = []
        var diagnostics: [Diagnostic] = []
        var colors = 0
        for statement in statements where !statement.label.isEmpty {
            let label = statement.label.lowercased()
            if vocabulary.gradientDirectionLabels.contains(where: { label.contains(literal: $0) }) {
                direction = statement.value
                continue
            }
            guard let stop = Self.stop(in: statement.value) else { continue }
            colors += 1
            switch RGBAColor.parse(stop.literal) {
            case .failure(let error): diagnostics.append(invalidColor(error, line: statement.line))
            case .success(let color): stops.append(GradientStop(color: color, position: stop.note.flatMap(ValueScanner.fraction(in:))))
            }
        }
        guard let direction, colors >= 2 else { return nil }
        reading.findings.diagnostics += diagnostics
        reading.claim(statements)
        guard stops.count >= 2 else { return nil }
        let first = statements[0]
        return DesignToken(
            name: first.headings.last ?? "Gradient",
            value: .gradient(Gradient(stops: stops, direction: direction, angle: ValueScanner.angle(forDirection: direction))),
            group: first.headings.dropLast().last, provenance: provenance(first.block))
    }

    /// The colour a stop's value starts with (after at most a few words), and the note after it.
    package static func stop(in value: String) -> (literal: String, note: String?)? {
        let value = ValueScanner.clean(value)
        guard let literal = ValueScanner.colorLiterals(in: value).first else { return nil }
        let lead = value[..<literal.range.lowerBound]
        guard lead.split(whereSeparator: \.fastIsWhitespace).count <= 3, !lead.contains(where: { ".,;!?".contains($0) }) else { return nil }
        let note = String(value[literal.range.upperBound...]).trimming(charactersIn: " ()—–-.:")
        return (literal.text, note.isEmpty ? nil : note)
    }

    // MARK: Scales

    /// `- sm: 4px`, `- **lg**: 16pt — cards`, `- raised: 0 4px 16px rgba(0,0,0,.08)`: the steps of
    /// a scale written as bullets. A shadow is known by its form (lengths, then a colour, as CSS
    /// writes one); a length only when its name or headings say what it is for (`Radius`, `### 圆角`
    /// over `- s: 2`), so a list of measurements about nothing in particular stays prose. Bullets
    /// under a component describe the component (`ComponentExtractor`), not tokens.
    private func steps(in statements: [Statement], into reading: inout Reading) {
        for statement in statements where !statement.label.isEmpty {
            if statement.isAboutComponent { return }
            // Under a sentence (`- [ ] Every container has a border`) the lengths are a
            // checklist's examples, not a scale's steps.
            if let parent = statement.innerSubject.last, !LabelledText.isName(parent, maxWords: 3) { continue }
            let name = statement.label
            let value = ValueScanner.clean(statement.value)
            let context = [name] + statement.innerSubject.reversed() + statement.headings.reversed()
            func token(_ value: TokenValue, usage: String?) -> DesignToken {
                DesignToken(name: name, value: value, group: statement.innerSubject.last ?? statement.headings.last,
                            mode: statement.mode, usage: usage, provenance: provenance(statement.line))
            }
            let says = context.contains(where: { DimensionRole.mentioned(in: $0) != nil || DimensionRole.mentionsBorder($0) })
            func length(_ length: Length, named name: String, usage: String?) -> DesignToken {
                var step = token(lengthValue(length, named: name, in: statement, scope: Array(statement.innerSubject.reversed())), usage: usage)
                step.name = name
                step.slug = DesignToken.slug(for: name)
                return step
            }
            if case let uses = Self.shadowUses(statement.value), !uses.isEmpty {
                // `` `box-shadow: 0 2px 8px …` for cards; `0 4px 16px …` for dialogs ``: a step
                // for each use, named by the label and the use, as kinds' lengths are.
                for use in uses {
                    var step = token(.shadow(use.shadow), usage: use.uses)
                    step.name = "\(name) \(use.uses)"
                    step.slug = DesignToken.slug(for: step.name)
                    reading.add(step)
                }
            } else if let shadow = Self.cssShadow(value) {
                // `0 2px 6px #0000001A — cards`: the note after the shadow is its use.
                let (head, note) = Self.valueAndNote(value)
                reading.add(token(.shadow(shadow), usage: Self.cssShadow(head) != nil ? note : nil))
            } else if case let (head, note) = Self.valueAndNote(value), let shadow = ValueScanner.cssShadowSpan(in: head) {
                // `**Heavy** (rgba(0,0,0,.5) 0px 8px 24px): dialogs`: a shadow, whatever its order.
                reading.add(token(.shadow(shadow), usage: note))
            } else if let (found, note) = ValueScanner.step(in: value), says {
                reading.add(length(found, named: name, usage: note))
            } else if says, let written = statement.labelNote, ValueScanner.isLengthWord(Substring(written.trimmingWhitespace)),
                      written.contains(where: \.isLetter), LabelledText.isName(name, maxWords: 3),
                      let (found, _) = ValueScanner.step(in: written) {
                // `- Standard (12px): small cards`, `**Pill (9999px)**: chips`: the step's value
                // in brackets after its name.
                reading.add(length(found, named: name, usage: ValueScanner.clean(value).nilIfEmpty))
            } else if says, let (found, written, note) = Self.rangeStep(value), Self.isOneStepsRange(written) {
                // `- Card radius: **16–20px** (panels)`: a range, drawn at its lower end, and said.
                reading.add(length(found, named: name, usage: note))
                reading.findings.diagnostics.append(Diagnostic(
                    .note, "'\(name)' is given as a range, \(written): it is drawn at its lower end, \(found)",
                    file: document.file, line: statement.line))
            } else if DimensionRole.mentioned(in: name) != nil, let found = Self.namedStepLength(value) {
                // `- **Card padding**: `p-6` (24px)`: a step of the document's own scale called by
                // its name, with its length in brackets after it, under a label naming the measure
                // (`Container: `max-w-7xl` (1280px)` is a width, no step of these).
                reading.add(length(found, named: name, usage: nil))
            } else if says, statement.labelNote == nil, let (found, _) = ValueScanner.step(in: name), ValueScanner.isLengthWord(Substring(name)) {
                // `- **2px** — inputs, badges`: the value is the label; it names the step, as a
                // colour written with nothing naming it is named by its literal.
                reading.add(length(found, named: name, usage: ValueScanner.clean(value).nilIfEmpty))
            } else if says, let list = Self.lengthList(value) {
                // `- Scale: 4px, 6px, 8px, 12px`, `4px (buttons), 8px (cards)`: each a step, named
                // by the label and its value, its note the step's use.
                for step in list.steps { reading.add(length(step.length, named: "\(name) \(step.written)", usage: step.note)) }
                // `50%` is a share of the element's own size, which no length token holds: said,
                // not dropped with the rest of the scale.
                for share in list.shares {
                    reading.findings.diagnostics.append(Diagnostic(
                        .note, "'\(name)': \(share) is a share of the element's size, not a length; not exported",
                        file: document.file, line: statement.line))
                }
            } else if case let radii = Self.kindRadii(statement.value, lead: name), !radii.isEmpty {
                // `- Radius: 12px (cards, buttons), 8px (inputs)`: a step for each length, its
                // brackets' kinds its use.
                for radius in radii { reading.add(radiusStep(radius, in: statement)) }
            } else if says, case let items = Self.kindLengths(value), items.count >= 2 {
                // `**Radius:** soft everywhere. Cards 16px, buttons 12px`: a step for each kind of
                // component named before its length, the kinds its use.
                for item in items { reading.add(length(item.length, named: "\(name) \(item.kinds)", usage: item.kinds)) }
            }
        }
        // `- Form inputs, buttons, chips: 4px` under `### Corner radius`: a step whose label lists
        // the kinds it is for (a label of commas is no name, so the line comes unlabelled), those
        // kinds its use, as `Buttons / Inputs: 8px` names its own.
        for statement in statements where statement.label.isEmpty && !statement.isAboutComponent {
            guard let (kinds, found) = Self.kindListStep(statement.value),
                  (statement.innerSubject.reversed() + statement.headings.reversed()).contains(where: { DimensionRole.mentioned(in: $0) != nil }) else { continue }
            reading.add(DesignToken(name: kinds, value: lengthValue(found, named: kinds, in: statement, scope: Array(statement.innerSubject.reversed())),
                                    group: statement.innerSubject.last ?? statement.headings.last, mode: statement.mode, usage: kinds,
                                    provenance: provenance(statement.line)))
        }
    }

    /// `Form inputs, buttons, chips: **4px**`: a list of two or more things, each of a few words
    /// and one at least a kind of component, then a colon and one length: the list and the length.
    static func kindListStep(_ value: String) -> (kinds: String, length: Length)? {
        let text = ValueScanner.clean(value)
        guard let colon = text.lastIndex(of: ":"), case let head = text[..<colon].trimmingWhitespace, head.contains(",") else { return nil }
        let items = head.split(separator: ",").flatMap { $0.components(separatedBy: " and ") }.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard items.count >= 2, items.allSatisfy({ $0.split(whereSeparator: \.fastIsWhitespace).count <= 3 && !$0.contains(where: \.isNumber) }),
              items.contains(where: { ComponentKind.classifyHead($0) != nil }),
              let (length, note) = ValueScanner.step(in: String(text[text.index(after: colon)...])), note == nil else { return nil }
        return (head, length)
    }

    /// `` `box-shadow: 0 2px 8px …` for cards; `0 4px 16px …` for modals/sheets ``: each shadow
    /// in code followed by `for` and its use, up to the next sentence or `;`. A shadow in code
    /// with no `for` after it (one named in a sentence, an exception) is none of them.
    static func shadowUses(_ value: String) -> [(shadow: Shadow, uses: String)] {
        let spans = value.split(separator: "`", omittingEmptySubsequences: false)
        guard spans.count >= 3 else { return [] }
        var out: [(shadow: Shadow, uses: String)] = []
        for index in stride(from: 1, to: spans.count - 1, by: 2) {
            let after = spans[index + 1].trimmingWhitespace
            guard after.lowercased().hasPrefix("for "), let shadow = ValueScanner.cssShadowList(in: String(spans[index])) else { continue }
            var uses = after.dropFirst(4)
            if let end = uses.firstIndex(where: { ";(".contains($0) }) { uses = uses[..<end] }
            if let stop = uses.range(of: ". ") { uses = uses[..<stop.lowerBound] }
            let written = uses.trimmingWhitespace.trimming(charactersIn: ".,: ")
            guard !written.isEmpty, written.split(separator: " ").count <= 4 else { continue }
            out.append((shadow, written))
        }
        return out
    }

    /// `Cards 16px, buttons 12px, small chips/tags 8px`: the items of a list that each end in a
    /// length and name kinds of component before it; other items (`nothing sharp`) are passed by.
    static func kindLengths(_ value: String) -> [(kinds: String, length: Length)] {
        value.split(whereSeparator: { ",;".contains($0) }).compactMap { item in
            // The last sentence of an item: `nothing sharp. Cards 16px` is about cards.
            let clause = (item.components(separatedBy: ". ").last ?? String(item)).trimmingWhitespace
            var words = clause.split(whereSeparator: \.fastIsWhitespace).map(String.init)
            guard words.count >= 2, let length = ValueScanner.bareLength(words.removeLast().trimming(charactersIn: ".:")) else { return nil }
            let kinds = words.joined(separator: " ")
            guard ComponentKind.classifyHead(kinds) != nil else { return nil }
            return (kinds, length)
        }
    }

    /// `Radius 12px (cards, buttons), 8px (inputs)`, `Raio 12 px (cartões, botões)`, `8px
    /// radius (inputs, selects)`: each sentence of `text` that says radius, before its lengths
    /// or after one, and gives lengths each with the kinds of component it is for in brackets.
    /// Each such length is a step whose use is its brackets' words; an item without a length
    /// (`pill (tabs)`) or without a kind in its brackets is passed by. `lead` is a label the text
    /// was written under (`Radius:`).
    static func kindRadii(_ text: String, lead: String = "") -> [(name: String, length: Length, uses: String)] {
        func saysRadius(_ words: String) -> Bool {
            !words.contains(where: \.isNumber) && words.split(separator: " ").count <= 3 && DimensionRole.mentioned(in: words) == .radius
        }
        var out: [(name: String, length: Length, uses: String)] = []
        for sentence in ValueScanner.clean(text).components(separatedBy: ". ") {
            // The words before the first length: none, or the radius's name (`Corner radius`).
            guard let firstDigit = sentence.firstIndex(where: \.isNumber) else { continue }
            let opening = sentence[..<firstDigit].trimmingWhitespace.trimming(charactersIn: ":—– ")
            let named = opening.isEmpty ? lead : opening
            guard named.isEmpty || saysRadius(named) else { continue }
            for item in bracketAwareItems(sentence[firstDigit...]) {
                guard let open = item.firstIndex(of: "("), item.hasSuffix(")") else { continue }
                let head = item[..<open].trimmingWhitespace
                let uses = item[item.index(after: open)..<item.index(before: item.endIndex)].trimmingWhitespace
                let digits = head.prefix(while: { $0.isNumber || $0 == "." })
                let unitAndRest = head.dropFirst(digits.count).drop(while: \.fastIsWhitespace)
                let unit = unitAndRest.prefix(while: \.isLetter)
                let after = unitAndRest.dropFirst(unit.count).trimmingWhitespace
                guard !digits.isEmpty, let length = ValueScanner.bareLength(String(digits + unit)) ?? (unit.isEmpty ? nil : ValueScanner.step(in: String(digits + unit))?.length),
                      after.isEmpty ? !named.isEmpty : saysRadius(after),
                      ComponentKind.classify(uses).map({ $0 != .other }) == true else { continue }
                let name = named.isEmpty ? after : named
                out.append(("\(name) \(uses)", length, uses))
            }
        }
        return out
    }

    /// The items of a list between commas and semicolons outside brackets.
    private static func bracketAwareItems(_ text: Substring) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if depth == 0, character == "," || character == ";" {
                items.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current.trimmingWhitespace.trimming(charactersIn: "."))
        return items.filter { !$0.isEmpty }
    }

    /// A value and the note after it (`rgba(0,0,0,.5) 0 8px 24px — dialogs, menus`).
    /// Whether a range is one step's leeway (`16–20px`, `12〜24px`), its upper end at most three
    /// times its lower: a wider one (`Spacing: 1–48px`) is the extent of a whole scale, no step.
    static func isOneStepsRange(_ written: String) -> Bool {
        guard let dash = written.dropFirst().firstIndex(where: { "-–~〜～".contains($0) }),
              let lower = ValueScanner.rangeWordStart(Substring(written)),
              let (upper, _) = ValueScanner.leadingLength(written[written.index(after: dash)...]) else { return false }
        return upper.value <= 3 * max(lower.value, 0.5)
    }

    /// `16–20px`, `8-12px (chips)`: one range of lengths written as one word, then nothing or a
    /// note in brackets: its lower end, the range as written and the note.
    static func rangeStep(_ value: String) -> (length: Length, written: String, note: String?)? {
        let text = value.trimmingWhitespace
        let word = text.prefix { !$0.fastIsWhitespace && !LabelledText.openers.contains($0) }
        guard let lower = ValueScanner.rangeWordStart(word) else { return nil }
        let rest = text[word.endIndex...].trimmingWhitespace
        guard let first = rest.first else { return (lower, String(word), nil) }
        guard LabelledText.openers.contains(first), let close = LabelledText.closingIndex(in: rest), rest.index(after: close) == rest.endIndex else { return nil }
        let note = rest[rest.index(after: rest.startIndex)..<close].trimmingWhitespace
        return (lower, String(word), note.isEmpty ? nil : String(note))
    }

    /// `p-6 (24px)`, `rounded-lg (8px)`: one word naming a step (a class, not a length), then
    /// that step's length alone in brackets; nil for anything else.
    static func namedStepLength(_ value: String) -> Length? {
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let head = value[..<open].trimmingWhitespace
        guard !head.isEmpty, !head.contains(where: \.fastIsWhitespace), head.contains(literal: "-"), ValueScanner.step(in: String(head)) == nil,
              let (length, note) = ValueScanner.step(in: String(value[value.index(after: open)..<value.index(before: value.endIndex)])), note == nil
        else { return nil }
        return length
    }

    package static func valueAndNote(_ value: String) -> (String, String?) {
        for dash in [" — ", " – ", " - "] {
            if let range = value.range(ofLiteral: dash) {
                let note = value[range.upperBound...].trimmingWhitespace
                return (String(value[..<range.lowerBound]), note.isEmpty ? nil : note)
            }
        }
        return (value, nil)
    }

    /// `4px, 6px, 8px, 12px`: three or more lengths and nothing else, each with its words and an
    /// optional note in brackets (`4px (buttons)`). Percentages (`50%`) are counted among the
    /// parts but kept apart: they are not lengths.
    package static func lengthList(_ value: String) -> (steps: [(length: Length, written: String, note: String?)], shares: [String])? {
        let parts = ValueScanner.clean(value).split(separator: ",").map { $0.trimmingWhitespace }
        guard parts.count >= 3 else { return nil }
        var steps: [(length: Length, written: String, note: String?)] = []
        var shares: [String] = []
        for part in parts {
            var written = Substring(part)
            var note: String?
            if written.hasSuffix(")"), let open = written.firstIndex(of: "(") {
                note = written[written.index(after: open)..<written.index(before: written.endIndex)].trimmingWhitespace.nilIfEmpty
                written = written[..<open].trimmingWhitespace[...]
            }
            if written.hasSuffix("%"), written.count > 1, Double(written.dropLast()) != nil {
                shares.append(String(written))
                continue
            }
            guard let (length, end) = ValueScanner.leadingLength(written), end == written.endIndex,
                  written.contains(where: \.isLetter) || written == "0" else { return nil }
            steps.append((length, String(written), note))
        }
        return steps.isEmpty ? nil : (steps, shares)
    }

    /// A shadow as CSS writes one: two to four lengths, then its colour (`0 4px 16px #0000000F`).
    /// Only that form: `1px solid #E5E5E5` is a border, and a colour with words before it a
    /// palette entry.
    package static func cssShadow(_ value: String) -> Shadow? {
        guard let literal = ValueScanner.colorLiterals(in: value).first else { return nil }
        let lead = value[..<literal.range.lowerBound].split(whereSeparator: \.fastIsWhitespace)
        guard (2...4).contains(lead.count), lead.allSatisfy(ValueScanner.isLengthWord) else { return nil }
        return ValueScanner.shadow(in: value)
    }

    // MARK: Font families

    /// A list about fonts: its family with fallbacks (`fontFamily(in:)`), and each family a label
    /// names by a role (`**Heading Font:** Playfair Display`, `Body typeface: Inter`, under a
    /// type heading `**Secondary**: Moorland Office`) as a family of its own under that name.
    private func fontFamilies(in statements: [Statement]) -> [DesignToken] {
        guard let (family, taken) = fontFamily(in: statements) else { return [] }
        var out = family.map { [$0] } ?? []
        let labels = vocabulary.fontFamilyLabels
        let familyWords = labels.family
        lazy var typeSection = isUnderTypeHeading(statements[0])
        // `### Font Families` over `**Body Copy**: \`Source Serif 4\``: under a heading that names
        // families, each item names one by its role.
        lazy var familyHeading = statements[0].headings.last.map { heading in
            let words = ComponentKind.words(of: heading)
            return words.count <= 3 && words.contains(where: familyWords.contains)
        } == true
        for statement in statements where !statement.label.isEmpty && !taken.contains(statement.line) {
            // The cheap tests first: this runs over every labelled line of every list.
            let lower = statement.label.lowercased()
            // (By a role only where the value opens with the name in code or quotes: `**Design**:
            // Clean, modern` describes a look, and `**IBM Plex Sans** — … Fallback: \`Arial\``
            // names the family in its label.)
            let quotedFirst = statement.value.trimmingWhitespace.first.map { "`\"“「'".contains($0) } == true
            // Under a type heading, `Body: \`Kestrel Sans\`` names the body's family by its role;
            // with a size (`Body Text (\`text-16\`): 16px`) it is a step of the scale.
            let byRole = (labels.secondary.contains(lower) && typeSection) || (familyHeading && quotedFirst)
                || (quotedFirst && typeSection && namesTextRole(statement.label) && ValueScanner.length(in: statement.value) == nil)
            guard byRole || familyWords.contains(where: { lower.hasSuffix($0) || lower.hasSuffix($0 + "s") }) else { continue }
            let words = ComponentKind.words(of: statement.label)
            guard byRole || (words.count > 1 && words.last.map(familyWords.contains) == true), LabelledText.isName(statement.label, maxWords: 3),
                  !vocabulary.prohibits(statement.label), !statement.isAboutComponent, let stack = Self.fontStack(statement.value) else { continue }
            out.append(DesignToken(name: statement.label, value: .fontFamily(stack), group: statement.headings.last,
                                   provenance: provenance(statement.line)))
        }
        return out
    }

    /// Whether a label is only the roles text plays (`Body`, `Headings`, `Display and headings`):
    /// a step of the scale (`Headline Large`) or a note (`body default`) names no family.
    private func namesTextRole(_ label: String) -> Bool {
        let words = ComponentKind.words(of: label)
        func isRole(_ word: String) -> Bool {
            let forms = word.hasSuffix("s") ? [word, String(word.dropLast())] : [word]
            return forms.contains { vocabulary.claimScopes.body.occurs(in: [$0]) || vocabulary.auditContext.headings.occurs(in: [$0]) }
        }
        return words.contains(where: isRole) && words.allSatisfy { isRole($0) || $0 == "and" || $0 == "text" || $0 == "copy" }
    }

    /// The list's family and its fallbacks, named by the heading, and the lines it took; nil
    /// when the list is a component's spec: an item sets another property or a colour
    /// (`- Font Family: Inter` beside `- Background: #FFF`).
    private func fontFamily(in statements: [Statement]) -> (DesignToken?, Set<Int>)? {
        let labels = vocabulary.fontFamilyLabels
        // Under a type heading, sizes are type sizes (`**Sizes**: small text (12px-14px)`),
        // not a component's height.
        lazy var typeSection = isUnderTypeHeading(statements[0])
        let isSpec = statements.contains { statement in
            // `Labels: 14px/700` in a quick reference is a type size, not a component's text.
            if let meaning = vocabulary.property(statement.label), !meaning.isType, meaning != .ignored, !(meaning == .height && typeSection),
               Self.proseTypeStyle(statement.value) == nil {
                return true
            }
            return !ColorValueScanner.matches(in: statement.value).isEmpty
        }
        guard !isSpec else { return nil }
        var family: (stack: FontStack, line: Int)?
        var fallbacks: [String] = []
        var usage: String?
        var taken: Set<Int> = []
        for statement in statements where !statement.label.isEmpty && !describesComponent(statement) {
            let label = statement.label.lowercased()
            // `**Primary**: "Nunito Sans"` names the family only where the list is about type.
            let namesFamily = labels.family.contains(label) || (labels.primary.contains(label) && typeSection)
            if family == nil, namesFamily, let stack = Self.fontStack(statement.value) {
                family = (stack, statement.line)
            } else if labels.fallback.contains(where: { label.contains(literal: $0) }), let stack = Self.fontStack(statement.value) {
                fallbacks += [stack.family] + stack.fallbacks
            } else if labels.usage.contains(label) {
                usage = ValueScanner.clean(statement.value)
            } else {
                continue
            }
            taken.insert(statement.line)
        }
        guard let family else { return (nil, taken) }
        let first = statements[0]
        var stack = family.stack
        for name in fallbacks where !([stack.family] + stack.fallbacks).contains(where: { $0.lowercased() == name.lowercased() }) {
            stack.fallbacks.append(name)
        }
        return (DesignToken(
            name: first.headings.last ?? stack.family, value: .fontFamily(stack),
            group: first.headings.dropLast().last, usage: usage, provenance: provenance(family.line)), taken)
    }

    /// Whether a heading above the statement is about type ("Typography", "Fonts", "字体").
    package func isUnderTypeHeading(_ statement: Statement) -> Bool {
        let fragments = vocabulary.tokenTables.typeHeadings
        return statement.headings.contains { heading in
            let lowered = heading.lowercased()
            return fragments.contains { lowered.contains(literal: $0) }
        }
    }

    /// A font list as guides write it: `"Nunito Sans" — a humanist sans`, `` `Kestrel`, with
    /// fallbacks: `Verdana, sans-serif` ``, `"Open Sans", system-ui, sans-serif`, `Comfortaa
    /// (Google Font …)`. The family and the fallbacks after it, without the remark after a dash,
    /// in brackets or after a semicolon. A name is a font's when it is quoted or a few words, so
    /// a sentence ends the list; nil when the text opens with words or a number (`16px system
    /// font`) rather than a font.
    package static func fontStack(_ text: String, fallbackWords: [String] = Vocabulary.standard.fontFamilyLabels.fallback) -> FontStack? {
        let value = ValueScanner.clean(text)
        var names = fontNames(in: Substring(value))
        // `X, with fallbacks: Y, Z`: the words between the two lists name no font.
        for word in fallbackWords {
            guard let range = value.range(of: word, options: .caseInsensitive) else { continue }
            var after = value[range.upperBound...]
            if after.first == "s" { after = after.dropFirst() }
            let before = value[..<range.lowerBound].trimmingWhitespace.lowercased()
            guard after.first == ":" || before.hasSuffix("with") else { continue }
            let head = before.hasSuffix("with") ? value[..<range.lowerBound].dropLast(5) : value[..<range.lowerBound]
            names = fontNames(in: head) + fontNames(in: after.drop { $0 == ":" || $0 == " " })
            break
        }
        guard let first = names.first else { return nil }
        return FontStack(family: first, fallbacks: Array(names.dropFirst()))
    }

    /// The names of a comma-separated font list, up to a remark (a spaced dash, a bracket, a
    /// semicolon) or the first item that reads as words rather than a font.
    private static func fontNames(in text: Substring) -> [String] {
        var items: [(name: String, quoted: Bool)] = []
        var current = ""
        var quoted = false
        var quote: Character?
        var index = text.startIndex
        scan: while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open || (open == "“" && character == "”") { quote = nil } else { current.append(character) }
            } else {
                switch character {
                // A quote opens a name only at its start; elsewhere it is one a reader
                // already took the other half of (`Plex", sans-serif`).
                case "\"", "'", "“", "”": if current.allSatisfy(\.fastIsWhitespace) && character != "”" { (quote, quoted) = (character, true) }
                case ",":
                    items.append((current, quoted))
                    (current, quoted) = ("", false)
                case "(", "（", ";": break scan
                case "—", "–", "-":
                    // A spaced dash opens a remark; `-apple-system` and `Noto-Sans` are names.
                    let next = text.index(after: index)
                    if current.last == " " && (next == text.endIndex || text[next] == " ") { break scan }
                    current.append(character)
                default: current.append(character)
                }
            }
            index = text.index(after: index)
        }
        items.append((current, quoted))
        var names: [String] = []
        for item in items {
            let name = item.name.trimmingWhitespace
            guard isFontName(name, quoted: item.quoted) else { break }
            names.append(name)
        }
        return names
    }

    /// A font's name: a few words of letters, digits, hyphens, dots and underscores, not
    /// opening with a number (`16px`). Unquoted, a name of several words capitalises each
    /// (`Hiragino Kaku Gothic ProN`), so `Secondary typeface for captions` is a sentence.
    /// `--mono` names a custom property holding a stack, never a font.
    private static func isFontName(_ name: String, quoted: Bool) -> Bool {
        guard let first = name.first, !first.fastIsNumber, name.count <= 48, !name.hasPrefix("--") else { return false }
        let words = name.split(separator: " ")
        guard words.count <= 4, name.allSatisfy({ $0.isLetter || $0.isNumber || " -._".contains($0) }) else { return false }
        return quoted || words.count == 1 || words.allSatisfy { !($0.first?.isLowercase ?? true) }
    }

    /// The family name is what comes before any parenthesised or dashed remark.
    package static func familyName(_ text: String) -> String? {
        fontStack(text)?.family
    }

    // MARK: Token lines

    /// `space.xs 4`, `radius.sm 6 usage inputs`, `title.large size 28 weight semibold`,
    /// `brand.primary #3366FF usage buttons`: a dotted name, an optional value, then `key value`
    /// fields (`usage` takes the rest of the line).
    private func tokenLine(_ statement: Statement) -> DesignToken? {
        let keywords = vocabulary.tokenLineFields
        let cleaned = ValueScanner.clean(statement.value)
        // Most paragraphs open with no token's name: their first word is looked at before all of
        // a long paragraph is split into words.
        guard let first = cleaned.split(separator: " ", maxSplits: 1).first, first.wholeMatch(of: dottedTokenName) != nil else { return nil }
        let words = cleaned.split(separator: " ").map(String.init)
        guard words.count >= 2, let name = words.first else { return nil }
        var fields: [String: String] = [:]
        var value: String?
        var index = 1
        if keywords.field(words[1]) == nil {
            value = words[1]
            index = 2
        }
        while index < words.count {
            guard let field = keywords.field(words[index]), index + 1 < words.count else { return nil }
            if field == .usage {
                fields["usage"] = words[(index + 1)...].joined(separator: " ")
                break
            }
            fields[field.rawValue] = words[index + 1]
            index += 2
        }
        value = value ?? fields["value"] ?? fields["color"]
        let group = name.contains(literal: ".") ? String(name.split(separator: ".")[0]) : statement.headings.last
        func token(_ tokenValue: TokenValue) -> DesignToken {
            DesignToken(name: name, value: tokenValue, group: group, usage: fields["usage"], provenance: provenance(statement.line))
        }
        if let sizeText = fields["size"] {
            guard let size = ValueScanner.bareLength(sizeText) else { return nil }
            return token(.typeStyle(TypeStyle(
                family: fields["family"], size: size, weight: fields["weight"].flatMap(ValueScanner.weight(in:)),
                lineHeight: fields["lineHeight"].flatMap(Double.init), tracking: fields["tracking"].flatMap(ValueScanner.bareLength))))
        }
        guard let value else { return nil }
        if let result = ValueScanner.colorValue(in: value), value.hasPrefix("#") || value.contains(literal: "(") {
            // A malformed colour is no token line; the palette reader reports it.
            guard case .success(let color) = result else { return nil }
            return token(.color(color))
        }
        guard let length = ValueScanner.bareLength(value) else { return nil }
        if vocabulary.tokenNameHints.opacity.contains(where: { name.lowercased().contains(literal: $0) }) {
            return length.value <= 1 ? token(.opacity(length.value)) : nil
        }
        return token(lengthValue(length, named: name, in: statement))
    }
}
