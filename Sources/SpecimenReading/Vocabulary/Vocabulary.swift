import Foundation
import SpecimenModel
import Yams

/// The words documents use for component kinds and states, read from `vocabulary.yml`, which
/// the package embeds in the binary (so the tool needs no resource folder beside it).
///
/// Readers match against this data rather than word lists of their own, so teaching Specimen a
/// new word, or a language, is an edit to one data file.
///
/// A class, so every reader shares the one standard vocabulary: as a struct of some 190 lists,
/// each reader's copy retained and released every list. Its lists are set only while it is read
/// from YAML (`init(root:)`), which is what makes sharing it between threads safe.
package final class Vocabulary: @unchecked Sendable {
    package typealias KindPhrase = (phrase: [String], kind: ComponentKind)

    package var kinds: [KindPhrase]
    /// The phrases of `kinds` from languages that write the head noun first (`headFirstKinds`):
    /// one opening a heading names it (`Botón primario`) when no kind ends it.
    package var headFirstKindPhrases: Set<[String]> = []
    package var componentNameKinds: [KindPhrase]
    /// `genitiveKinds`: a kind as Russian writes it after what a heading tells about it
    /// (`Варианты кнопок`), by its words.
    package var genitiveKinds: [[String]: ComponentKind] = [:]
    /// `classNameKinds`: words that name a component as a style sheet's class opens or ends with.
    package var classNameKinds: [KindPhrase] = []
    /// `classWordGlosses`: a heading's words in another language (`モーダル`) and the English
    /// words a style sheet's class says the same with (`modal`), filed under their first word.
    package var classWordGlosses: [String: [(phrase: [String], gloss: [String])]] = [:]
    package var stateWords: [String: ComponentState]
    /// `soleStateWords`: words that name a state only as a label's one word (`Base:`).
    package var soleStateWords: [String: ComponentState] = [:]
    package var activeMeansSelected: Set<ComponentKind>
    /// `typeRows`: the kinds a type scale's row named for them gives its type, and the words such
    /// a row may add to the kind's.
    package var typeRowKinds: Set<ComponentKind>
    package var typeRowQualifiers: Set<String>
    /// `sizeScales`: headings of a component's sizes (`#### Sizes`, `Size Variants`), and the
    /// names of the size a component is drawn at by default (`Medium`, `M`), each as its words
    /// joined with spaces.
    package var sizeScaleHeadings: Set<String>
    package var defaultSizeNames: Set<String>
    /// The names of sizes that open the parts of a list of sizes (`small 32px tall; medium …`).
    package var sizeNames: Set<String>
    /// Property labels by their words joined with spaces (`border radius`).
    package var properties: [String: PropertyMeaning] { didSet { propertiesRead = MeaningsRead() } }
    /// Table column headers and value labels by their words joined with spaces.
    package var columns: [String: ColumnMeaning] { didSet { columnsRead = MeaningsRead() } }
    /// The words of the length phrases and radius rules, built into patterns by their readers.
    package var phraseWords = PhraseWords()
    package var radiusRules = RadiusRuleWords()
    /// Utility-class prefixes by the colour they set (`bg` → fill, `text` → text).
    package var utilityPrefixes: [String: PropertyMeaning]
    /// Words that qualify a column header (`New HEX`, `Old HEX`): whether it holds values in use.
    package var columnQualifiers: [String: ColumnQualifier] { didSet { columnsRead = MeaningsRead() } }
    /// Value column headers that name a notation, whose cells are values even where one is not.
    package var notationColumns: Set<String> { didSet { columnsRead = MeaningsRead() } }
    package var prohibitions: WordPhrases
    /// Headings under which each subsection is a component (`## Components`).
    package var componentSections: WordPhrases
    /// Headings of a section of prompts for an AI agent, where only a short name defines a token.
    package var promptSections: WordPhrases
    /// Headings of sections about another topic than components (layout, colour, type…).
    package var topicSections: WordPhrases
    /// Headings of examples (`プロンプト例`, `Example prompts`): in a prompt section, nothing under
    /// them defines, not even a short name.
    package var exampleSections: WordPhrases
    /// Verbs a rule or instruction opens with (`Use Void Black (#0F0F0F) as …`, `**Do** use …`):
    /// a label that opens with one is no colour's name.
    package var instructionVerbs: WordPhrases
    /// Particles that tie a colour into a sentence (`#000000 を使用`), longest first.
    package var continuationParticles: [String] = []
    /// Fragments of a label that names a measure (`height`, `高さ`).
    package var measureWords: [String] = []
    /// Words naming a step of depth before its number (`Level 3`, `elevation-2`), and words that
    /// make a sentence one about a shadow (`glow`, `halo`).
    package var shadowSteps: Set<String> = []
    package var shadowNouns: Set<String> = []
    /// Words a sentence opens with to set a shadow for a ground or a moment (`On dark hero
    /// surfaces, add …`), not for the component as drawn.
    package var shadowConditions: Set<String> = []
    /// Labels stating the size one `rem` is (`Root font size: 10px`, `ベースフォントサイズ`),
    /// lower-cased.
    package var rootFontSizeLabels: Set<String> = []
    /// Words that make a named shadow one for some cases only (`optional`, `often … when`).
    package var shadowHedges: Set<String> = []
    /// Verbs a shadow's bearer comes before (`product render carries …`).
    package var shadowVerbs: Set<String> = []
    /// Words of a scale step's use that name every component (`Everything interactive`), and
    /// nouns that do after words like `all` (`all components`).
    package var scaleUsesEverything: Set<String> = []
    package var scaleUsesWholes: Set<String> = []
    /// Endings of a clause in scripts without spaces (`ない`, `합니다`).
    package var sentenceEndings: [String] = []
    /// Words a mode heading may add to its mode word (`Dark mode colours`).
    package var modeHeadingWords: Set<String>
    /// Words that make a heading a theme's: its values restate names defined before.
    package var themeHeadingWords: Set<String>
    package var dataLanguages: Set<String>
    package var styleLanguages: Set<String>
    package var markupLanguages: Set<String>
    /// Languages of a fence that holds plain text, not code (`text`, `md`).
    package var plainTextLanguages: Set<String> = []
    /// `variantCalls`: functions that map a component's variant names to utility classes (`cva`).
    package var variantCalls: Set<String> = []
    /// Keys of an inline style object (`style={{ … }}`), whose keys are CSS properties.
    package var styleObjects: Set<String>
    package var codeWrappers: Set<String>
    /// Name segments that say "this is a colour" rather than which one (`--color-primary`).
    package var namePrefixes: Set<String>
    /// Words a heading ends with to say what it tells about a component (`Button Specifications`).
    package var headingQualifiers: Set<String>
    /// Words between a qualifier written first and the kind it is about (`Reglas de botones`).
    package var qualifierLinks: Set<String>
    /// Words of a sub-heading that groups a component's looks (`Base Properties`, `Color Variants`).
    package var groupingHeadingWords: Set<String>
    /// Words of a heading that introduces a component (`Component Overview`).
    package var introducingHeadingWords: Set<String>
    /// Property labels that mean something else in code (CSS `color` is the text's colour).
    package var codeProperties: [String: PropertyMeaning]
    /// A colour token's words that say which property of a component it is (`fab-main-fill`).
    package var colorTokenRoles: [String: PropertyMeaning]
    /// The first label listed for each property: how a meaning is spelled when re-labelled.
    package var propertyLabels: [PropertyMeaning: String]

    /// A code declaration's label as the label a document would write for the same property.
    package func codeLabel(_ label: String) -> String {
        guard let meaning = codeProperties[ComponentKind.words(of: label).joined(separator: " ")] else { return label }
        return propertyLabels[meaning] ?? label
    }

    /// Whether a code block's language nests tokens as data (JSON, JavaScript objects, YAML).
    package func isDataLanguage(_ info: String) -> Bool {
        dataLanguages.contains(info.split(separator: " ").first.map { $0.lowercased() } ?? "")
    }

    /// Whether a code block is markup (HTML, JSX, a template), whose elements carry classes.
    package func isMarkupLanguage(_ info: String) -> Bool {
        markupLanguages.contains(info.split(separator: " ").first.map { $0.lowercased() } ?? "")
    }

    /// Whether a code block is plain text: no language, or one that says so (`text`, `md`).
    package func isPlainTextLanguage(_ info: String) -> Bool {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return language.isEmpty || plainTextLanguages.contains(language)
    }

    /// Whether a code block is a style sheet or an unlabelled listing, whose declarations
    /// describe components as a bullet list would (`background: #00D7D7;`).
    package func isStyleLanguage(_ info: String) -> Bool {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return language.isEmpty || styleLanguages.contains(language)
    }

    /// Whether a code scope only contains tokens (`theme`, `extend`, `colors`, `:root`). Matched
    /// as written, without plural reduction: `colors` wraps a palette, `color` names a group.
    package func isCodeWrapper(_ name: String) -> Bool {
        let key = name.lowercased().trimming(charactersIn: ":.$@\"' ")
        return key.isEmpty || codeWrappers.contains(key)
    }

    /// What a component's `Label: value` line sets.
    package enum PropertyMeaning: String, Sendable {
        case phrase, fill, text, font, radius, height, minHeight, width, minWidth, padding
        case horizontalPadding, verticalPadding, border, shadow, opacity, ignored
        case fontSize, fontWeight, fontFamily, letterSpacing, lineHeight, textTransform, textDecoration

        /// Whether the label is about the type: a type section's list of these is type, not a
        /// component's spec.
        package var isType: Bool {
            switch self {
            case .font, .fontSize, .fontWeight, .fontFamily, .letterSpacing, .lineHeight, .textTransform, .textDecoration: true
            default: false
            }
        }
    }

    /// What a table column (or a value's label under a named subject) holds.
    package enum ColumnMeaning: String, Sendable {
        case name, value, light, dark, usage, role
        /// Values no longer in use (`Old HEX`): read as nothing.
        case retired
    }

    package enum ColumnQualifier: String, Sendable {
        case current, retired
    }

    package func property(_ label: String) -> PropertyMeaning? {
        // Every statement's label is asked, and the same few labels recur in every section.
        propertiesRead.meaning(of: label, reading: readProperty)
    }

    /// What `property(_:)` answered for each label asked; the answer depends on the label, the
    /// property words, the part names and the joiners alone, and a change to those starts it afresh.
    private var propertiesRead = MeaningsRead<PropertyMeaning>()

    private func readProperty(_ label: String) -> PropertyMeaning? {
        let words = ComponentKind.words(of: label)
        // `Padding (H)`, `Padding (vertical)`: words in brackets that make a label of their own
        // with the rest qualify it.
        if let open = label.firstIndex(of: "("), let close = label[open...].firstIndex(of: ")") {
            let inner = ComponentKind.words(of: String(label[label.index(after: open)..<close]))
            if !inner.isEmpty, let meaning = properties[(words + inner).joined(separator: " ")] { return meaning }
        }
        if let meaning = properties[words.joined(separator: " ")] { return meaning }
        return jointTextProperty(label)
    }

    /// `Text + Icon color`, `Text & icon`, `Icon / text colour`: the text and parts that share
    /// its colour (`partNames`), joined, name the text's colour; the noun after the last part
    /// (`color`) belongs to each. A join of two properties (`Background + Border color`) names
    /// neither.
    private func jointTextProperty(_ label: String) -> PropertyMeaning? {
        var pieces = [label.lowercased()]
        for joiner in labelPartJoiners {
            let symbol = joiner.count == 1 && !joiner.first!.isLetter
            pieces = pieces.flatMap { piece -> [String] in
                if symbol { return piece.split(separator: Character(joiner)).map(String.init) }
                return piece.components(separatedBy: " \(joiner) ")
            }
        }
        guard pieces.count > 1 else { return nil }
        let parts = pieces.map { ComponentKind.words(of: $0) }
        guard !parts.contains(where: \.isEmpty), let lastPiece = parts.last else { return nil }
        // The shared noun (`color` in `Text + Icon color`), when the last piece names a part with it.
        let tail = lastPiece.count > 1 ? lastPiece.last : nil
        var names = 0
        for words in parts {
            let own = tail.map { tail in words.last == tail && words.count > 1 ? Array(words.dropLast()) : words } ?? words
            let meaning = properties[own.joined(separator: " ")] ?? tail.flatMap { properties[(own + [$0]).joined(separator: " ")] }
            if meaning == .text {
                names += 1
            } else if !own.allSatisfy(partNames.contains) {
                return nil
            }
        }
        return names == 1 ? .text : nil
    }

    package func column(_ header: String) -> ColumnMeaning? {
        // The same few headers and words are asked of every table cell and statement label.
        columnsRead.meaning(of: header, reading: readColumn)
    }

    /// What `column(_:)` answered for each header asked; the answer depends on the header and
    /// the column words alone, and a change to those starts it afresh.
    private var columnsRead = MeaningsRead<ColumnMeaning>()

    private func readColumn(_ header: String) -> ColumnMeaning? {
        let words = ComponentKind.words(of: header)
        if let meaning = columns[words.joined(separator: " ")] { return meaning }
        // `New HEX` holds what `HEX` holds; `Old HEX` holds values a reader should not take.
        let qualifiers = words.compactMap { columnQualifiers[$0] }
        let rest = words.filter { columnQualifiers[$0] == nil }
        if !qualifiers.isEmpty, !rest.isEmpty, let meaning = columns[rest.joined(separator: " ")] {
            return qualifiers.contains(.retired) ? .retired : meaning
        }
        // `Primary Hex`, `Dark HEX`: a notation after a word or two still heads values, in the
        // mode the words name if they name one.
        guard words.count >= 2, words.count <= 3, let last = words.last, notationColumns.contains(last) else { return nil }
        let lead = columns[words.dropLast().joined(separator: " ")]
        if qualifiers.contains(.retired) { return .retired }
        return lead == .light || lead == .dark ? lead : lead == nil || lead == .name || lead == .role ? .value : nil
    }

    /// Whether a heading opens a section of prompts for an AI agent.
    package func isPromptHeading(_ heading: String) -> Bool {
        promptSections.occurs(in: ComponentKind.words(of: heading))
    }

    /// Whether a heading opens a section about the palette (`## Colors`, `### Brand palette`).
    package func isPaletteHeading(_ heading: String) -> Bool {
        paletteSections.occurs(in: ComponentKind.words(of: heading))
    }

    /// Whether a word, last of the words a sentence calls a colour by, says a colour (`gold`,
    /// `neutral`, `canvas`, `white`), not something else (`pillar`, `strain`). Lower case.
    package func endsColorName(_ word: String) -> Bool {
        colorHueWords.contains(word) || colorHueNouns.contains(word) || colorSentenceNouns.contains(word) || basicColors[word] != nil
    }

    /// Whether a heading is about examples (`プロンプト例`, `Example component prompts`).
    package func isExampleHeading(_ heading: String) -> Bool {
        exampleSections.occurs(in: ComponentKind.words(of: heading))
    }

    /// Whether a label names a measure (`Header height`, `Card padding`, `Corner radius`).
    package func namesMeasure(_ label: String) -> Bool {
        let lower = label.lowercased()
        return measureWords.contains { lower.contains(literal: $0) } || DimensionRole.mentioned(in: label) != nil
    }

    /// Whether a label, in a script written without spaces, ends as a clause does
    /// (`--accent-old は現在使用されていない`): a sentence, not a name.
    package func endsAsSentence(_ label: String) -> Bool {
        let text = label.trimming(charactersIn: " 。.、，,!！")
        guard let last = text.last, !last.isASCII else { return false }
        return sentenceEndings.contains { text.hasSuffix($0) }
    }

    /// Whether a label is an instruction rather than a name (`Use Void Black`, `Do`, `Apply Red`).
    package func isInstruction(_ label: String) -> Bool {
        instructionVerbs.opens(ComponentKind.words(of: label))
    }

    /// Whether a heading, a caption or a comment says that what follows it shows what not to do
    /// (`❌ Hex values`, `Don't use hex`, `// Old`, `Wrong: hex values`): it opens with a mark or a
    /// word of `counterExamples`, or is one of its whole labels, alone or before a colon or a dash.
    package func introducesCounterExample(_ label: String) -> Bool {
        let text = label.trimmingWhitespace
        if counterExamples.marks.contains(where: { text.hasPrefix($0) }) { return true }
        let words = ComponentKind.words(of: text)
        guard !words.isEmpty else { return false }
        if counterExamples.openers.opens(words) || counterExamples.wholes.covers(words) { return true }
        let head = [":", "：", " - ", " – ", " — "].compactMap { text.range(ofLiteral: $0)?.lowerBound }.min().map { String(text[..<$0]) }
        return head.map { counterExamples.wholes.covers(ComponentKind.words(of: $0)) } == true
    }

    /// Whether the text says what not to do, or gives an example, rather than defining.
    package func prohibits(_ text: String) -> Bool {
        prohibitions.occurs(in: ComponentKind.words(of: text))
    }

    /// The mode a heading is about, when it names only a mode (`Dark mode`, `Dark (night)`,
    /// `ダークモード`), not a colour that happens to say dark (`Dark Navy`).
    package func mode(ofHeading heading: String) -> TokenMode? {
        let words = ComponentKind.words(of: heading).filter { !$0.allSatisfy(\.fastIsNumber) && !modeHeadingWords.contains($0) }
        guard let first = words.first else { return nil }
        // Every word must mean the same mode; the first word decides which to look for, so a
        // comment that is no mode heading costs one lookup, not one per word.
        let meaning = column(first)
        if meaning == .dark || meaning == .light, words.dropFirst().allSatisfy({ column($0) == meaning }) {
            return meaning == .dark ? .dark : .light
        }
        // Scripts without spaces: `ダークモード` reads as its characters, and matches a
        // one-word column label (words hold no spaces, so a label with one cannot match).
        let joined = words.joined()
        guard joined.count > 1 else { return nil }
        switch columns[joined] {
        case .dark: return .dark
        case .light: return .light
        default: return nil
        }
    }

    /// Whether a column header names a colour notation (`HEX`, `New HEX`, `RGB`), not just "colour".
    package func namesNotation(_ header: String) -> Bool {
        let words = ComponentKind.words(of: header).filter { columnQualifiers[$0] == nil }
        return !words.isEmpty && notationColumns.contains(words.joined(separator: " "))
    }

    /// Whether a heading names a theme (`Warm Paper Theme`), whose values restate the same names.
    package func namesTheme(_ heading: String) -> Bool {
        !Set(ComponentKind.words(of: heading)).isDisjoint(with: themeHeadingWords)
    }

    /// Whether a heading names the part of a document that describes components one by one.
    /// Whether a heading is about a topic other than components (layout, colour, type…).
    package func namesOtherTopic(_ heading: String) -> Bool {
        topicSections.occurs(in: ComponentKind.words(of: heading))
    }

    package func introducesComponents(_ heading: String) -> Bool {
        componentSections.occurs(in: ComponentKind.words(of: heading))
    }

    /// The shipped `vocabulary.yml`, composed once for both of its readers (this type and the
    /// SwiftUI property table); composed for each, every build paid for it twice.
    package static let shipped = Result { try composed(String(decoding: PackageResources.vocabulary_yml, as: UTF8.self)) }

    package static func composed(_ yaml: String) throws -> YAMLValue {
        guard let root = try BoundedYAML.compose(yaml, file: "vocabulary.yml", resolver: .basic).map({ YAMLValue($0) }) else {
            throw SpecimenError("the vocabulary is empty", file: "vocabulary.yml")
        }
        return root
    }

    package static let standard: Vocabulary = {
        do {
            return try Vocabulary(root: shipped.get())
        } catch {
            // The file is part of the binary, not user input: a broken one is a build defect that
            // `VocabularyTests` catches before it ships.
            preconditionFailure("Sources/SpecimenReading/Vocabulary/vocabulary.yml: \(error)")
        }
    }()

    /// The endings a stem listed with a hyphen takes (`inflections`), read before the lists that
    /// hold such stems.
    static func inflections(in root: YAMLValue) -> [String] {
        guard case .sequence(let list, _)? = root["inflections"] else { return [] }
        return list.compactMap(\.string)
    }

    /// The words of a list with each stem written with a hyphen (`seleccionad-`) replaced by the
    /// stem with each ending (`seleccionado`, `seleccionadas`…): the vocabulary lists an
    /// inflected adjective once. Other words are kept as written.
    static func inflected(_ words: [String], endings: [String]) -> [String] {
        guard words.contains(where: { $0.count > 1 && $0.hasSuffix("-") }) else { return words }
        return words.flatMap { word -> [String] in
            guard word.count > 1, word.hasSuffix("-") else { return [word] }
            let stem = word.dropLast()
            return endings.map { stem + $0 }
        }
    }

    package convenience init(yaml: String) throws {
        try self.init(root: Self.composed(yaml))
    }

    package init(root: YAMLValue) throws {
        let file = "vocabulary.yml"
        func phrases(_ key: String) throws -> [KindPhrase] {
            guard case .sequence(let items, _)? = root[key] else { throw SpecimenError("'\(key)' must be a list", file: file) }
            return try items.map { item in
                guard let entry = item.entries?.first, let name = entry.value.string, let kind = ComponentKind(rawValue: name) else {
                    throw SpecimenError("each '\(key)' entry is 'phrase: kind', with a kind Specimen draws", file: file, line: item.line)
                }
                return (ComponentKind.words(of: entry.key), kind)
            }
        }
        let headFirst = try root["headFirstKinds"] == nil ? [] : phrases("headFirstKinds")
        kinds = try phrases("kinds") + headFirst
        headFirstKindPhrases = Set(headFirst.map(\.phrase))
        componentNameKinds = try phrases("componentNameKinds")
        if root["genitiveKinds"] != nil {
            for (phrase, kind) in try phrases("genitiveKinds") where genitiveKinds[phrase] == nil { genitiveKinds[phrase] = kind }
        }
        if root["classNameKinds"] != nil { classNameKinds = try phrases("classNameKinds") }
        if case .sequence(let glosses, _)? = root["classWordGlosses"] {
            for item in glosses {
                guard let entry = item.entries?.first, let gloss = entry.value.string else {
                    throw SpecimenError("each 'classWordGlosses' entry is 'words: english words'", file: file, line: item.line)
                }
                let phrase = ComponentKind.words(of: entry.key)
                guard let first = phrase.first else { continue }
                classWordGlosses[first, default: []].append((phrase, ComponentKind.words(of: gloss)))
            }
        }
        let endings = Self.inflections(in: root)
        stateWords = [:]
        for (name, words) in root["states"]?.entries ?? [] {
            guard let state = ComponentState(rawValue: name), case .sequence(let list, _) = words else {
                throw SpecimenError("'states' maps a state Specimen knows to a list of words", file: file, line: words.line)
            }
            for word in Self.inflected(list.compactMap(\.string), endings: endings) where stateWords[word.lowercased()] == nil {
                stateWords[word.lowercased()] = state
            }
        }
        for (name, words) in root["soleStateWords"]?.entries ?? [] {
            guard let state = ComponentState(rawValue: name), case .sequence(let list, _) = words else {
                throw SpecimenError("'soleStateWords' maps a state Specimen knows to a list of words", file: file, line: words.line)
            }
            for word in list.compactMap(\.string) { soleStateWords[word.lowercased()] = state }
        }
        guard case .sequence(let active, _)? = root["activeMeansSelected"] else {
            throw SpecimenError("'activeMeansSelected' must be a list of kinds", file: file)
        }
        activeMeansSelected = Set(active.compactMap { $0.string.flatMap(ComponentKind.init(rawValue:)) })
        // Optional, as the word lists are: a vocabulary without it matches no row to a kind.
        if case .sequence(let rowKinds, _)? = root["typeRows"]?["kinds"] {
            typeRowKinds = Set(rowKinds.compactMap { $0.string.flatMap(ComponentKind.init(rawValue:)) })
        } else {
            typeRowKinds = []
        }
        if case .sequence(let qualifiers, _)? = root["typeRows"]?["qualifiers"] {
            typeRowQualifiers = Set(qualifiers.compactMap(\.string).flatMap { ComponentKind.words(of: $0) })
        } else {
            typeRowQualifiers = []
        }
        func joinedWords(_ key: String) -> Set<String> {
            guard case .sequence(let list, _)? = root["sizeScales"]?[key] else { return [] }
            return Set(list.compactMap(\.string).map { ComponentKind.words(of: $0).joined(separator: " ") })
        }
        sizeScaleHeadings = joinedWords("headings")
        defaultSizeNames = joinedWords("defaults")
        sizeNames = joinedWords("names").union(defaultSizeNames)
        func table<Meaning: RawRepresentable>(_ key: String) throws -> [String: Meaning] where Meaning.RawValue == String {
            var out: [String: Meaning] = [:]
            for (name, words) in root[key]?.entries ?? [] {
                guard let meaning = Meaning(rawValue: name), case .sequence(let list, _) = words else {
                    throw SpecimenError("'\(key)' maps a meaning Specimen knows ('\(name)' is not one) to a list of labels", file: file, line: words.line)
                }
                // The first meaning listed for a label wins.
                for label in list.compactMap(\.string) where out[ComponentKind.words(of: label).joined(separator: " ")] == nil {
                    out[ComponentKind.words(of: label).joined(separator: " ")] = meaning
                }
            }
            return out
        }
        properties = try table("properties")
        columns = try table("columns")
        columnQualifiers = try table("columnQualifiers")
        utilityPrefixes = try table("utilityPrefixes")
        var prohibited: [YAMLValue] = []
        if let value = root["prohibitions"] {
            guard case .sequence(let list, _) = value else { throw SpecimenError("'prohibitions' must be a list of words", file: file, line: value.line) }
            prohibited = list
        }
        prohibitions = WordPhrases(prohibited.compactMap(\.string))
        func words(_ key: String) -> Set<String> {
            guard case .sequence(let list, _)? = root[key] else { return [] }
            return Set(list.compactMap(\.string).map { ComponentKind.words(of: $0).joined(separator: " ") })
        }
        dataLanguages = words("dataLanguages")
        styleLanguages = words("styleLanguages")
        markupLanguages = words("markupLanguages")
        plainTextLanguages = words("plainTextLanguages")
        variantCalls = words("variantCalls")
        styleObjects = words("styleObjects")
        codeWrappers = Set((root["codeWrappers"].flatMap { value -> [YAMLValue]? in
            if case .sequence(let list, _) = value { list } else { nil }
        } ?? []).compactMap { $0.string?.lowercased() })
        namePrefixes = words("namePrefixes")
        headingQualifiers = words("headingQualifiers")
        qualifierLinks = words("qualifierLinks")
        groupingHeadingWords = words("groupingHeadingWords")
        introducingHeadingWords = words("introducingHeadingWords")
        modeHeadingWords = words("modeHeadingWords")
        themeHeadingWords = words("themeHeadingWords")
        notationColumns = words("notationColumns")
        func phrases(_ key: String) -> WordPhrases {
            guard case .sequence(let list, _)? = root[key] else { return WordPhrases() }
            return WordPhrases(list.compactMap(\.string))
        }
        componentSections = phrases("componentSections")
        promptSections = phrases("promptSections")
        topicSections = phrases("topicSections")
        exampleSections = phrases("exampleSections")
        instructionVerbs = phrases("instructionVerbs")
        if case .sequence(let list, _)? = root["continuationParticles"] {
            continuationParticles = list.compactMap(\.string).sorted { $0.count > $1.count }
        }
        if case .sequence(let list, _)? = root["measureWords"] { measureWords = list.compactMap(\.string) }
        if case .sequence(let list, _)? = root["rootFontSizeLabels"] { rootFontSizeLabels = Set(list.compactMap(\.string).map { $0.lowercased() }) }
        if case .sequence(let list, _)? = root["namedShadows"]?["steps"] { shadowSteps = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["namedShadows"]?["nouns"] { shadowNouns = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["namedShadows"]?["conditions"] { shadowConditions = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["namedShadows"]?["hedges"] { shadowHedges = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["namedShadows"]?["verbs"] { shadowVerbs = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["scaleUses"]?["everything"] { scaleUsesEverything = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["scaleUses"]?["wholes"] { scaleUsesWholes = Set(list.compactMap(\.string)) }
        if case .sequence(let list, _)? = root["sentenceEndings"] { sentenceEndings = list.compactMap(\.string) }
        codeProperties = try table("codeProperties")
        colorTokenRoles = try table("colorTokenRoles")
        propertyLabels = [:]
        for (name, words) in root["properties"]?.entries ?? [] {
            if let meaning = PropertyMeaning(rawValue: name), case .sequence(let list, _) = words, let first = list.first?.string {
                propertyLabels[meaning] = first
            }
        }
        try readWordLists(root, file: file)
    }

    // Word lists read by `readWordLists` (Vocabulary+WordLists.swift). Each is kept as written, not
    // reduced to words like the phrases above, so every reader matches exactly as it always has.

    /// What a SwiftUI condition selects (`configuration.isPressed`, `!isEnabled`), first match wins.
    package var stateConditions: [StateCondition] = []
    /// Words that make a prose rule about fills or about text colours.
    package var ruleScopes = RuleScopes()
    /// Colours a prose rule forbids by name (`pure white`), in the order listed.
    package var ruleColors: [(phrase: String, color: RGBAColor)] = []
    /// Words that are never part of a colour token's name written in plain words.
    package var colorNameStopWords: Set<String> = []
    /// Colour names that are ordinary words too: they call the colour only alone, last, or
    /// beside a word for what they colour.
    package var colorNameCommonWords: Set<String> = []
    /// Fragments that say which part of a component a clause styles, in the order listed.
    package var phraseRoles: [(fragment: String, role: PropertyPhraseReader.Role)] = []
    /// Role words matched as whole words only (`fondo`, not the end of `trasfondo`).
    package var phraseRoleWords: [String: PropertyPhraseReader.Role] = [:]
    /// Labels whose line lists a component's rules.
    package var ruleLabels: Set<String> = []
    /// How an unlabelled line that states a rule begins.
    package var ruleOpeners: [String] = []
    /// Labels whose line names a component's variants.
    package var variantListLabels: [String] = []
    /// Labels whose line is the component's own look in one phrase.
    package var lookLabels: Set<String> = []

    /// `Style:`, `| Rendu |`, `Classes:`: a label or column header that gives a look in words.
    package func isLookLabel(_ label: String) -> Bool {
        lookLabels.contains(label.lowercased().trimmingWhitespace)
    }
    /// The word for a state, after the state's name.
    package var stateNouns: Set<String> = []
    /// State words that, opening a sentence of a component's phrase, make it that state's look.
    package var stateSentenceOpeners: Set<String> = []
    /// How a line that forbids a look begins.
    package var negatingOpeners: [String] = []
    /// Words that join the last of a list of names.
    package var listConjunctions: Set<String> = []
    /// Words in a variant's name that say it draws no box.
    package var borderlessVariantWords: [String] = []
    /// The word for each part a colour's use may name beside a kind (`Card borders`), to the
    /// part: `border`, `fill` or `text`.
    package var colorUseParts: [String: String] = [:]
    /// Words that name a part of a component rather than a look of it (`Title`, `Header`).
    package var partNames: Set<String> = [] { didSet { propertiesRead = MeaningsRead() } }
    /// The last word of a line introducing a list of parts (`with`).
    package var partListOpeners: Set<String> = []
    /// Part labels that name the component's own box (`Container`, `Surface`).
    package var containerPartNames: Set<String> = []
    /// CSS properties that only place or size boxes: a class rule of these alone is no component.
    package var layoutOnlyProperties: Set<String> = []
    /// Words before state names and a state noun that deny those states ("No hover states").
    package var stateDenials: Set<String> = []
    /// Verbs of a sentence that swaps one look for another (`replaces X with Y`).
    package var replacingVerbs: Set<String> = []
    /// Words saying a component named beside them lends its look (`card-content chrome`).
    package var borrowedLookWords: Set<String> = []
    /// `hostWords`: see `FrontMatterExtraKeys.childClauses`.
    package var hostWords: Set<String> = []
    /// `everyVariantWords`: see `SpecBuilder.namesEveryVariant`.
    package var everyVariantWords: Set<String> = []
    /// `graphicParts`: see `ComponentPairCollector`.
    package var graphicParts: Set<String> = []
    /// `graphicThumbs`: the graphic parts a user drags, named so in the audit.
    package var graphicThumbs: Set<String> = []
    /// `graphicParts` and `graphicMarks` as whole phrases (`アイコン`, `マーク` matched as one
    /// run): a part, or a colour's note, that names one draws a graphic, not text.
    package var graphicPartPhrases = WordPhrases()
    /// Words of parts that hold a picture (`Image well`, `Thumbnail`).
    package var mediaParts: Set<String> = []
    /// Marks a picture holds the place of (`icon`, `avatar`): see `FrontMatterProseAdditions`.
    package var pictureMarks: Set<String> = []
    /// Words that give a picture a shape or extent (`circle`, `fills`).
    package var pictureShapes = WordPhrases()
    /// `colouredPartSubjects`: see `SpecBuilder.partColourClause`. Marks a colour phrase may
    /// be about in any component, and lines of text in one made of parts.
    package var colouredPartMarks: Set<String> = []
    package var colouredPartLines: Set<String> = []
    /// `colourLeadWords`: see `SpecBuilder.noteColourLead`.
    package var colourLeadWords: Set<String> = []
    /// `pictureParts`: see `StatementSpecReader.textPartCaptions` (a picture's caption) and
    /// `ComponentPairCollector.unexplainedPicture`; `pictureMeaning`: see the latter.
    package var graphicPictures: Set<String> = []
    package var graphicMeaningWords: Set<String> = []
    /// `ownTextLabels`: see `SpecBuilder.readLabelled`.
    package var ownTextLabels: Set<String> = []
    /// `rowLeadingWords`, `rowTrailingWords`, `rowAccessoryNegations`: see `ComponentSpec.states(_:)`.
    package var rowLeadingWords: Set<String> = []
    package var rowTrailingWords: Set<String> = []
    package var rowAccessoryNegations: Set<String> = []
    /// `tabHolderWords`: a tab kind's name that says it holds the tabs (see `GalleryBuilder`).
    package var tabHolderWords: Set<String> = []
    /// `circleNames`: words of a name that say the component is round (`Avatar Circle`).
    package var circleNames: Set<String> = []
    /// `controlShapes`: a track's and a mark's words, by the kinds drawn with them.
    package var controlShapes = ControlShapes()
    /// `sameValueWords`: a cell that repeats the value beside it.
    package var sameValueWords: Set<String> = []
    /// `utilityKeywords`: what follows a colour's prefix in a utility that names no colour.
    package var utilityKeywords: Set<String> = []
    /// `utilityKeywordPrefixes`: the same, as the first word of a longer rest (`clip-text`).
    package var utilityKeywordPrefixes: Set<String> = []

    /// Whether the rest of a utility class after a colour's prefix (`center` in `text-center`,
    /// `clip-text` in `bg-clip-text`) names something other than a colour.
    package func namesNoColor(utility rest: String) -> Bool {
        if utilityKeywords.contains(rest) { return true }
        let head = rest.prefix { $0 != "-" }
        return head.count < rest.count && utilityKeywordPrefixes.contains(String(head))
    }
    /// `variantNames`: see `SpecBuilder.variantName(of:)`.
    package var variantNames: Set<String> = []
    /// `classModifierWords`: see `StyleSheetRules`.
    package var classModifierWords: Set<String> = []

    /// Whether every word of a name names a variant (`Primary`, `Secundário`, `Ghost`): a look of
    /// a component, not a thing of its own. Words as `ComponentKind.words(of:)` gives them.
    package func namesVariantOnly(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy(variantNames.contains)
    }
    /// Words that make a token the page background.
    package var pageBackground = PageBackgroundWords()
    /// What a contrast claim speaks about, by its subject's words.
    package var claimScopes = ClaimScopeWords()
    /// Words that make a colour token a text colour, and those that leave it out.
    package var textTokens = TextTokenWords()
    /// Table headers of the foreground and background columns of stated pairings.
    package var boundaryControls = WordPhrases()
    /// `defaultAppearance`: see `DefaultAppearance.read(in:)`.
    package var defaultAppearance = DefaultAppearanceWords()
    /// `auditContext`: see `AuditContextWords`.
    package var auditContext = AuditContextWords()
    /// `counterExamples`: see `CounterExampleWords`.
    package var counterExamples = CounterExampleWords()
    package var pairingElements = PairingElements()
    package var pairingColumns = PairingColumns()
    /// Words that say "a colour" without saying which.
    package var colorFillerWords: Set<String> = []
    /// Hue words, and the nouns that after one in a colour's note say the colour is that hue.
    package var colorHueWords: Set<String> = []
    /// Hue words of other languages, each to the English hue word it says (`azul` → `blue`).
    package var colorHueTranslations: [String: String] = [:]
    /// Words saying a reference is a colour (`Secondary color`, `color primario`), and the words
    /// that link a leading one to the name (`cor de destaque`).
    package var colorReferenceNouns: Set<String> = []
    package var colorReferenceLinks: Set<String> = []
    /// Last words of a colour's name that make it a shade of its family (`Primary Dark`).
    package var familyShadeWords: Set<String> = []
    package var colorHueNouns: Set<String> = []
    /// Nouns that end the words calling a colour in a sentence, besides hues and hue nouns.
    package var colorSentenceNouns: Set<String> = []
    /// Nouns for a colour's use that make a bracketed colour after them a definition anywhere.
    package var sentenceRoleNouns: Set<String> = []
    /// Headings of a section about the palette.
    package var paletteSections = WordPhrases()
    /// Segments of a dotted token name that make it a token of another kind than colour.
    package var nonColorTokenSegments: Set<String> = []
    /// Endings after a role word that keep it that word (`borders`, `filled`).
    package var roleWordEndings: Set<String> = []
    /// Role words written before the colour (`Fondo bordó`): see `roleFirstWords`.
    package var roleFirstWords: Set<String> = []
    /// Words that part a phrase's clauses as `with` does (`con`, `avec`).
    package var clauseJoiners: [String] = []
    /// Words that join two colours each with its role (`and`, `y`, `et`).
    package var colorConjunctions: [String] = []
    /// Words that grade a quoted word (`a slightly "springy" curve`): the quote is no copy.
    package var scareQuoteModifiers: Set<String> = []
    /// CSS properties without a hyphen, for telling a declaration from copy.
    package var cssDeclarationProperties: Set<String> = []
    /// CSS properties that change a component's look in ways no preview value shows
    /// (`transform`, `filter`): declared, they are listed as not drawn, never dropped unseen.
    package var undrawnLookProperties: Set<String> = []
    /// Labels naming a component's states together (`Interaction: hover → …; press → …`).
    package var stateListLabels: Set<String> = []
    /// Words in brackets after a colour that say how it is used, never what it is called.
    package var colorNoteQualifiers: Set<String> = []
    /// Colours prose names without defining them, by lower-case name.
    package var basicColors: [String: RGBAColor] = [:]
    /// Words before a colour word that make it another colour (`off-white`).
    package var approximateColorWords: Set<String> = []
    /// Words of a column header that say its colours restate another column's roughly
    /// (`Hex Approx` beside `OKLCH`).
    package var approximationColumnWords: Set<String> = []
    /// The words of colour and shadow phrases (`black at 5% opacity`, `8pt blur`).
    package var valuePhraseWords = ValuePhraseWords()
    /// Words for transparent that only mean it where a colour is written.
    package var clearColorWords: Set<String> = []
    /// Nouns that open with a colour word and name no colour (`white space`).
    package var colorlessPhrases: [String] = []
    /// The first word of a part's label that says there is no such part (`No Dividers`).
    package var partDenials: Set<String> = []
    /// A component's colour label that is CSS's text colour where a background is stated beside it
    /// (`Color: #FFFFFF` under `Background: #F58700`), and opens a clause about the text's colour.
    package var textColorWords: [String] = []
    /// Gradient directions in words and their CSS angles, longest phrase first.
    package var gradientDirections: [(phrase: String, degrees: Double)] = []
    /// Phrases that put a border on one side: the CSS side and its phrases.
    package var borderSides: [(side: String, phrases: [String])] = []
    /// Name parts of background-like colours whose `-dark` twin is a dark theme.
    package var darkTwinSurfaces: Set<String> = []
    /// Fragments of a component phrase that set one property wherever they occur.
    package var phraseFlags = PhraseFlags()
    /// Fragments of headings about one property across the system, not about components.
    package var propertyHeadings: [String] = []
    /// Fragments of the section names of a component block written as plain code.
    package var codeBlockSections = CodeBlockSections()
    /// Endings dropped from a variant's name to find a token named like it.
    package var variantNameEndings: [String] = []
    /// Fragments of property-table headers that hold sample text.
    package var sampleColumns: [String] = []
    /// `copyStyleWords`: words of a copy line that say how copy is written, not what it says.
    package var copyStyleWords: Set<String> = []
    /// `propertyColumns`: a first column's header saying each row names a property (`| Property | Value |`).
    package var propertyColumns: Set<String> = []
    /// `forbiddingCaptions`, `approvingCaptions`: a list of pairings not to use, by its caption or heading.
    package var forbiddingCaptions = WordPhrases([])
    package var approvingCaptions = WordPhrases([])
    /// `classColumns`: a first column's header saying each row is a variant named by its class (`| Class | Background |`).
    package var classColumns: Set<String> = []
    /// How a phrase puts text on a fill (` text on `): see `textOnFill` in the vocabulary.
    package var textOnFill: [String] = []
    /// Quoted text that is CSS or OpenType (`"ss01"`), never copy: see `codeQuotes`.
    package var codeQuotes: Set<String> = []
    /// Words that open a bracketed condition: see `conditionOpeners`.
    package var conditionOpeners: Set<String> = []
    /// A change of colour with no part named, the text's: see `colorChangeWords`.
    package var colorChangeWords: [String] = []
    /// Words opening a clause that goes on about the clause before: see `clauseContinuations`.
    package var clauseContinuations: Set<String> = []
    /// Words for text just before "on" and a surface: see `textOnSurfaceWords`.
    package var textOnSurfaceWords: Set<String> = []
    /// A state's lightness change in words with no value: see `lightnessChangeWords`.
    package var lightnessChangeWords: [String] = []
    /// Words naming a colour as a step of a ramp: see `rampStepWords`.
    package var rampStepWords: Set<String> = []
    /// A border in the component's own fill: see `matchingFillWords`.
    package var matchingFillWords: [String] = []
    /// Kinds whose `Label:` is a part beside the control: see `separateLabelKinds`.
    package var separateLabelKinds: Set<ComponentKind> = []
    /// Kinds a name suggests that give way to a stated kind: see `statedKindYields`.
    package var statedKindYields: Set<ComponentKind> = []
    /// One side's padding label, as words, and the side (`padding left` → `left`).
    package var paddingSides: [String: String] = [:]
    /// "Same padding and radius as the primary button": see `sameAs`.
    package var sameAs = SameAsWords()
    /// Words of a button variant's name that make it an icon alone.
    package var iconOnlyButtons = IconOnlyButtons()
    /// Words that mark colours as telling states apart.
    package var stateColorWords: Set<String> = []
    /// Where a document says states are not told by colour alone.
    package var nonColorCues = NonColorCues()
    /// The words that make a sentence or a table cell a contrast claim.
    package var contrastClaims = ContrastClaimWords()
    /// `letterCaseRules`: see `TypeStyleCases`.
    package var letterCaseRules = LetterCaseRuleWords()
    /// Fragments that say what a length is for.
    package var dimensionRoles = DimensionRoleWords()
    /// Fragments that make a length a border width.
    package var borderWidthWords: [String] = []
    /// Fragments of a token's name that say what its value is.
    package var tokenNameHints = TokenNameHints()
    /// Labels of a bar's track and of the indicator drawn in it (`trackAndIndicator`).
    package var trackLabels: Set<String> = []
    package var indicatorLabels: Set<String> = []
    /// A heading's last word ranking a kind's looks (`Button Hierarchy`).
    package var rankingHeadingWords: Set<String> = []
    /// Words opening what a fill is for after its name (`for`, `on`).
    package var fillPurposeOpeners: Set<String> = []
    /// What joins the parts a label gives one colour (`Text + Icon color`).
    package var labelPartJoiners: [String] = [] { didSet { propertiesRead = MeaningsRead() } }
    /// The keys of a shadow written as a platform's properties (`shadowRadius`).
    package var platformShadowKeys = PlatformShadowKeys()
    /// Headers of token tables.
    package var tokenTables = TokenTableHeaders()
    /// Labels of a font family statement.
    package var fontFamilyLabels = FontFamilyLabels()
    package var tokenLineFields = TokenLineFields()
    package var typeDesignWords: [String] = []
    /// `knownFontFamilies`: see `PropertyPhraseReader.knownFamily(in:)`.
    package var knownFontFamilies: [String] = []
    /// `typeStyleNameWords`: see `PropertyPhraseReader.namesTypeStyle`.
    package var typeStyleNameWords: Set<String> = []
    /// Fragments of the label of a gradient list's direction.
    package var gradientDirectionLabels: [String] = []
    /// Words for "active", pressed or selected depending on the kind (`activeMeansSelected`).
    package var activeStateWords: Set<String> = []
    /// Words of a component's name that make "active" its selected state (`sidebar-link-active`).
    package var activeMeansSelectedWords: Set<String> = []
    /// Words that open a clause placing a part (`above the text`): no colour's words.
    package var placementWords: Set<String> = []
    /// State words that name a component before a kind's name (`Select dropdown`).
    package var componentStateWords: Set<String> = []
    /// Words before a state's word that make the look the resting one (`non sélectionnées`), for
    /// the `negatableStates`.
    package var stateNegations: Set<String> = []
    /// Words that lead into a state's word at a clause's start or end (`on hover`, `em foco`).
    package var stateLeads = StateLeadWords()
    package var negatableStates: Set<ComponentState> = []
}

extension Vocabulary {
    /// The words of the standard vocabulary's phrases for `kind` (`kinds`), formed once per
    /// process: the readers ask for a kind's own words for every label and variant they read,
    /// and filtering every kind phrase for each was most of what such a question cost.
    package static func kindWords(of kind: ComponentKind) -> Set<String> {
        standardKindWords[kind] ?? []
    }

    private static let standardKindWords: [ComponentKind: Set<String>] =
        Dictionary(grouping: standard.kinds, by: \.kind).mapValues { Set($0.flatMap(\.phrase)) }

    /// Every word of every kind phrase of the standard vocabulary, formed once per process.
    package static let allKindWords: Set<String> = Set(standard.kinds.flatMap(\.phrase))
}
