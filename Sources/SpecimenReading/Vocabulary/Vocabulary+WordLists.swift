import Foundation
import SpecimenModel

/// The word lists readers match as written: fragments found inside a text, whole labels, and
/// whole words their reader has already split. They keep the spelling `vocabulary.yml` gives
/// them, so each reader matches exactly as it did when the words were its own.
extension Vocabulary {
    /// A fragment of a SwiftUI condition, the state it selects, and whether the true branch is
    /// that state (false for `isEnabled`, whose false branch is the disabled look).
    package struct StateCondition: Sendable {
        package var fragment: String
        package var state: ComponentState
        package var whenTrue: Bool
    }

    /// `ruleScopes`: a prose rule about surfaces forbids a fill, one about text a text colour.
    package struct RuleScopes: Sendable {
        package var fill: Set<String> = []
        package var text: Set<String> = []
        /// The page, its main surfaces and running text: no component's own values.
        package var page = WordPhrases()
        /// Words that make a bare "not" a comparison rather than a prohibition.
        package var comparisons: Set<String> = []
        /// The first words of a check-list line, which forbids nothing.
        package var checks: Set<String> = []
        /// Words that tell someone to do something: a sentence without one, in a paragraph that
        /// gives a colour of its own, describes that colour rather than forbidding another.
        package var directives: Set<String> = []
        /// Phrases that make a "don't" a caution ("without checking contrast", "unless").
        package var cautions = WordPhrases()
        /// Verbs of checking that, with a word for contrast, make a "don't" a caution too.
        package var cautionVerbs = WordPhrases()
        package var contrastWords: Set<String> = []
        /// Words that open a rule's setting ("on coloured backgrounds"), not its property.
        package var settings: Set<String> = []
        /// Phrases that put a rule in the dark appearance ("dark mode guidelines").
        package var darkMode = WordPhrases()
    }

    /// `defaultAppearance`: the words that say which appearance a document's unmarked values are.
    package struct DefaultAppearanceWords: Sendable {
        package var labels = WordPhrases()
        package var dark = WordPhrases()
        package var light = WordPhrases()
        package var darkSentences = WordPhrases()
        package var lightSentences = WordPhrases()
    }

    /// `pageBackground`: see `PageBackground.score(_:)`.
    package struct PageBackgroundWords: Sendable {
        package var background = WordPhrases()
        /// A name made of just one of these is the page when nothing says background.
        package var surface = WordPhrases()
        package var screen = WordPhrases()
        package var content = WordPhrases()
        /// Words before a page's background phrase that make it the page by default.
        package var defaults: Set<String> = []
        /// Words that name the page itself (`Page`, `canvas`, `ページ`).
        package var page = WordPhrases()
        /// A usage note made of one of these, `determiners` aside, is the page ("The page.").
        package var itself = WordPhrases()
        package var determiners: Set<String> = []
        /// Words joining a usage note's items, each read on its own.
        package var joins: Set<String> = []
        /// A control's states (`hover`, `inactive`): a colour named with one is that state's fill.
        package var states = WordPhrases()
        package var secondary = WordPhrases()
        /// A status (`success`): a background named or grouped with one is that status's fill.
        package var statuses = WordPhrases()
        /// A group of statuses (`Expiry Status Colors`): a background in it is a status's fill.
        package var statusGroups = WordPhrases()
        /// Words before a background phrase that make it what the colour relates to.
        package var relations: Set<String> = []
        /// Words after a background phrase in a name that make the colour another thing, for
        /// the background (`Background Overlay`).
        package var others: Set<String> = []
    }

    /// `claimScopes`: see `ClaimScope.read(_:)`.
    package struct ClaimScopeWords: Sendable {
        package var icon = WordPhrases()
        package var nonText = WordPhrases()
        package var largeText = WordPhrases()
        package var body = WordPhrases()
        package var normalText = WordPhrases()
        package var text = WordPhrases()
        /// Words that make a claim about every pair ("all", "every", "minimum contrast").
        package var all = WordPhrases()
        /// A single pair the words name ("the primary text/background pairing"): never every pair.
        /// Matched as written, since word reading takes "combinations" for "combination".
        package var onePair: Set<String> = []
    }

    /// `textTokens`: a colour token named as text, unless it is for another surface.
    package struct TextTokenWords: Sendable {
        package var text: Set<String> = []
        package var excluded: Set<String> = []
        /// A usage note's item that names one of these says the colour is running text, links
        /// or metadata on the page ("Tertiary text, muted links").
        package var roles = WordPhrases()
        /// An item that names one of these is about something drawn that is not text (a link's
        /// underline, a divider), or is read on another surface.
        package var notText = WordPhrases()
        /// A name that says one of these (`Link Blue`, `placeholderGray`) is a text colour of that
        /// role, although `excluded` lists the word for names that merely mention it.
        package var namedRoles: Set<String> = []
        /// Text read inside a field, on the field's fill.
        package var placeholder = WordPhrases()
    }

    /// `pairingElements`: what the foreground side of an "X on Y" pairing draws.
    package struct PairingElements: Sendable {
        package var decorative = WordPhrases()
        package var graphic = WordPhrases()
        /// Words for a tone ("dark text") that name no colour.
        package var tones: Set<String> = []
        /// Words for a disabled look, which WCAG exempts.
        package var inactive: Set<String> = []
        /// Words for a fill the text of an "X with Y text on Z" sits on.
        package var filled: Set<String> = []
        /// Effects a component's part may be named for (`Glow`), which draw no text.
        package var effects = WordPhrases()
    }

    /// `auditContext`: what the audit reads around a colour to know what its text is and what
    /// it sits on: decoration, a backdrop that is a picture, headings, the surfaces text is put on.
    package struct AuditContextWords: Sendable {
        package var decorative = WordPhrases()
        package var imageBackdrops = WordPhrases()
        package var gradientBackdrops = WordPhrases()
        package var headings = WordPhrases()
        package var bodyRoles = WordPhrases()
        package var surfaces = WordPhrases()
        /// Words that put a component inside another ("the link items inside `nav-strip`"): it is
        /// drawn on that component's fill.
        package var within: Set<String> = []
        /// Words a colour token's name or note uses for a surface ("canvas", "surface"): with a
        /// dark word, the document's dark surface, on which a component meant for dark sections
        /// is drawn when the section's own colour is not given.
        package var surfaceTokens: Set<String> = []
        /// Nouns after a light or dark word that name a ground ("on light surfaces").
        package var grounds: Set<String> = []
        /// Words that may stand before "on light" or "on dark" in a note about a colour's text
        /// ("Works on both light and dark canvas", "also yellow on light").
        package var groundUse: Set<String> = []
        /// Words that make a light or dark word a variant's appearance ("Dark mode").
        package var appearances: Set<String> = []
    }

    /// `counterExamples`: how a heading, a caption or a comment says that what follows shows
    /// what not to do (`❌ Wrong`, `Don't`, `// Old` in a migration guide).
    package struct CounterExampleWords: Sendable {
        /// Marks a label opens with (`❌`).
        package var marks: [String] = []
        /// Words a label opens with (`Wrong`, `Bad example`, `Don't use hex`).
        package var openers = WordPhrases()
        /// Words that say it only as the whole label (`Old`, `Before`): "Before you start" is
        /// no counter-example.
        package var wholes = WordPhrases()
    }

    /// `pairingColumns`: the header words of a pairing table's two columns.
    package struct PairingColumns: Sendable {
        package var foreground: Set<String> = []
        package var background: Set<String> = []
    }

    /// `phraseFlags`: see `PropertyPhraseReader`.
    package struct PhraseFlags: Sendable {
        package var fullyRounded: [String] = []
        /// A radius's whole value saying it is fully rounded (`Radius: full`).
        package var fullyRoundedValues: Set<String> = []
        package var continuousCorners: [String] = []
        package var noBorder: [String] = []
        /// A shadow's value that says there is none (`Shadow: none`, `影: なし`): the whole value
        /// (after its code marks and a closing full stop), never a word inside a longer phrase.
        package var noShadow: [String] = []
        package var clear: [String] = []
        package var fullWidth: [String] = []
        package var minimum: [String] = []
        package var inverted: [String] = []
        package var italic: [String] = []
        package var uppercase: [String] = []
        /// Words in a clause that say its case term is not so (`never all-caps`).
        package var caseNegations: [String] = []
        package var divider: [String] = []
        package var partOpacity: [String] = []
        package var mentionsBorder: [String] = []
        package var circlePart: [String] = []
        package var lowercase: [String] = []
        package var capitalize: [String] = []
        package var underline: [String] = []
        package var noUnderline: [String] = []
        package var dotted: [String] = []
        /// A ring or outline drawn around a state (`ring 2px #x`, `outline 2px solid #000`).
        package var ring: [String] = []
        /// A fill's whole value saying there is none (`| Ghost | None | …`): no fill.
        package var noFill: [String] = []
        /// A look's word before a colour's name: filled in it (`solid Moss`) or outlined in it
        /// (`outline Graphite`).
        package var solidFill: [String] = []
        package var outlined: [String] = []
    }

    /// `controlShapes`: see `SpecBuilder.readControlShapeLine`.
    package struct ControlShapes: Sendable {
        /// Kinds drawn along a track, whose `Track:` line is their own body.
        package var trackKinds: Set<ComponentKind> = []
        package var track = WordPhrases()
        /// The words naming the mark drawn inside each kind (a switch's thumb, a bar's fill).
        package var marks: [ComponentKind: WordPhrases] = [:]
    }

    /// `phraseWords`: the words the length phrases of `PropertyPhraseReader` are built from
    /// (`16pt vertical`, `min 44pt height`, `48pt circle`, `scale 0.97`).
    package struct PhraseWords: Sendable {
        package var scale: [String] = []
        package var circle: [String] = []
        package var square: [String] = []
        package var minimum: [String] = []
        package var height: [String] = []
        package var width: [String] = []
        /// Words after a length that say which measure it is (`64px tall`, `120px wide`).
        package var tall: [String] = []
        package var wide: [String] = []
        package var vertical: [String] = []
        package var horizontal: [String] = []
        package var padding: [String] = []
        package var radius: [String] = []
        package var otherMeasures: [String] = []
    }

    /// `valuePhraseWords`: the words of colour and shadow phrases.
    package struct ValuePhraseWords: Sendable {
        package var opacity: [String] = []
        package var at: [String] = []
        package var blur: [String] = []
        package var offset: [String] = []
        package var reduction: [String] = []
        package var by: [String] = []
    }

    /// `radiusRules`: a prose rule capping corner radii (`no radius greater than 8pt`).
    package struct RadiusRuleWords: Sendable {
        package var radius: [String] = []
        package var above: [String] = []
        package var otherProperties: Set<String> = []
    }

    /// `(?:a|b)` of words, longest first so `minimum` wins over `min`, each taken literally.
    package static func alternation(_ words: [String]) -> String {
        "(?:" + words.sorted { ($0.count, $1) > ($1.count, $0) }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
    }

    /// A pattern with one capture built from vocabulary words. The words come from the embedded
    /// file, which `VocabularyTests` loads, so a pattern that fails to build is a build defect.
    /// A pattern built from vocabulary words capturing a number and an optional unit.
    package static func lengthPattern(_ text: String) -> Regex<(Substring, Substring, Substring?)> {
        do {
            return try Regex(text, as: (Substring, Substring, Substring?).self)
        } catch {
            preconditionFailure("vocabulary.yml builds an invalid pattern \(text): \(error)")
        }
    }

    package static func pattern(_ text: String) -> Regex<(Substring, Substring)> {
        do {
            return try Regex(text, as: (Substring, Substring).self)
        } catch {
            preconditionFailure("vocabulary.yml builds an invalid pattern \(text): \(error)")
        }
    }

    /// `codeBlockSections`: see `StatementSpecReader`.
    package struct CodeBlockSections: Sendable {
        package var variants: [String] = []
        package var parts: [String] = []
        package var aspects: Set<String> = []
    }

    /// `iconOnlyButtons`: see `CompactLabel.isCompact`.
    /// `sameAs`: see `SameAsReference`.
    package struct SameAsWords: Sendable {
        package var openers: [String] = []
        package var linkers: [String] = []
        package var followers: [String] = []
        package var reusers: [String] = []
        /// Each property word, longest first, with the properties it copies.
        package var properties: [(word: String, group: String)] = []
        package var nouns: Set<String> = []
        package var verbs: [String] = []
        package var articles: Set<String> = []
    }

    package struct IconOnlyButtons: Sendable {
        package var icon: Set<String> = []
        package var text: Set<String> = []
    }

    /// `nonColorCues`: see `ColorVisionFinding.nonColorCue(in:)`.
    package struct NonColorCues: Sendable {
        package var phrases: [String] = []
        package var words: [String] = []
    }

    /// `letterCaseRules`: see `TypeStyleCases`.
    package struct LetterCaseRuleWords: Sendable {
        /// The kinds whose text is their label, which a rule about their labels sets.
        package var kinds: Set<String> = []
        package var qualifiers: Set<String> = []
        package var verbs: Set<String> = []
        package var fillers: Set<String> = []
        package var quantifiers: Set<String> = []
        package var joiners: Set<String> = []
        package var hedges: Set<String> = []
        package var skipHeadings: [String] = []
    }

    /// `contrastClaims`: see `ClaimExtractor`.
    package struct ContrastClaimWords: Sendable {
        /// Words that make a sentence about contrast: `wcag` and these.
        package var contrast = WordPhrases()
        package var hedges: Set<String> = []
        /// What a level beside them measures instead of contrast: target size.
        package var otherMeasures = WordPhrases()
        package var tableReferences: Set<String> = []
        package var ignoredColumns: Set<String> = []
        /// Verbs that say a pair reaches a level ("passes AA"): a claim about contrast.
        package var levelVerbs = WordPhrases()
        /// Words and marks that report a pair falling short, and the words that make such a
        /// sentence a rule after all.
        package var shortfall = WordPhrases()
        package var shortfallMarks: [String] = []
        package var obligations = WordPhrases()
        /// What a ratio measures when it is no contrast: an aspect, a crop, a line height.
        package var otherRatios = WordPhrases()
        /// Sizes a level may be said of: a height, a width, a breakpoint.
        package var dimensions = WordPhrases()
        /// Headings of examples and samples: text written for a reader to copy, not what the
        /// document says of itself.
        package var examples = WordPhrases()
        /// Headings on accessibility, and the marks that open a checklist's verdict lines: a
        /// fence of such lines under such a heading states claims (`DocumentProse`).
        package var accessibility = WordPhrases()
        package var verdictMarks: [String] = []
    }

    /// `dimensionRoles`: see `DimensionRole.mentioned(in:)`.
    package struct DimensionRoleWords: Sendable {
        package var size: [String] = []
        package var radius: [String] = []
        package var spacing: [String] = []
    }

    /// `tokenNameHints`: see the code-line readers.
    package struct TokenNameHints: Sendable {
        package var opacity: [String] = []
        package var number: [String] = []
        package var fontFamily: [String] = []
        package var swiftFontFamily: [String] = []
        package var shadow: [String] = []
    }

    /// `platformShadowKeys`: see `ValueStatementInterpreter+PlatformShadows`.
    package struct PlatformShadowKeys: Sendable {
        package var color: Set<String> = []
        package var offset: Set<String> = []
        package var opacity: Set<String> = []
        package var radius: Set<String> = []
        package var offsetX: Set<String> = []
        package var offsetY: Set<String> = []
        package var platformOnly: Set<String> = []
    }

    /// `tokenTables`: see `ValueStatementInterpreter+Tables`.
    package struct TokenTableHeaders: Sendable {
        package var size: Set<String> = []
        package var weight: Set<String> = []
        package var typeHeadings: [String] = []
        package var length: Set<String> = []
        package var lineHeight: Set<String> = []
        package var tracking: Set<String> = []
        package var family: Set<String> = []
    }

    /// A field of a token line (`title.large size 28 weight semibold usage screen titles`).
    package enum TokenLineField: String, Sendable, CaseIterable {
        case size, weight, usage, lineHeight, tracking, family, color, value
    }

    /// `tokenLineFields`: the words that name each field, lower case.
    package struct TokenLineFields: Sendable {
        package var words: [String: TokenLineField] = [:]

        package func field(_ word: String) -> TokenLineField? { words[word.lowercased()] }
    }

    /// `stateLeads`: the words before a state's word that open a clause with it or end one.
    package struct StateLeadWords: Sendable {
        package var opening: Set<String> = []
        package var closing: Set<String> = []
        package var linkers: Set<String> = []
    }

    /// `fontFamilyLabels`: see `ValueStatementInterpreter+Prose`.
    package struct FontFamilyLabels: Sendable {
        package var family: Set<String> = []
        package var primary: Set<String> = []
        package var secondary: Set<String> = []
        package var fallback: [String] = []
        package var usage: Set<String> = []
        package var icon: Set<String> = []
    }

    /// Reads the word lists of `root`. A missing key leaves its list empty, so a small
    /// vocabulary (a test's) still loads; a key of the wrong shape names its line.
    package func readWordLists(_ root: YAMLValue, file: String) throws {
        func node(_ path: [String]) -> YAMLValue? {
            path.reduce(Optional(root)) { value, key in value?[key] }
        }
        let endings = Self.inflections(in: root)
        func strings(_ path: [String]) throws -> [String] {
            guard let value = node(path) else { return [] }
            guard case .sequence(let items, _) = value, case let words = items.compactMap(\.string), words.count == items.count else {
                throw SpecimenError("'\(path.joined(separator: "."))' must be a list of words", file: file, line: value.line)
            }
            return Self.inflected(words, endings: endings)
        }
        func list(_ path: String...) throws -> [String] { try strings(path) }
        func set(_ path: String...) throws -> Set<String> { Set(try strings(path)) }
        func phrases(_ path: String...) throws -> WordPhrases { WordPhrases(try strings(path)) }
        /// `- fragment: meaning` entries, in the order listed.
        func pairs(_ key: String) throws -> [(key: String, value: String, line: Int)] {
            guard let value = root[key] else { return [] }
            guard case .sequence(let items, _) = value else {
                throw SpecimenError("'\(key)' must be a list of 'words: meaning' entries", file: file, line: value.line)
            }
            return try items.map { item in
                guard let entries = item.entries, entries.count == 1, let meaning = entries[0].value.string else {
                    throw SpecimenError("each '\(key)' entry is one 'words: meaning'", file: file, line: item.line)
                }
                return (entries[0].key, meaning, item.line)
            }
        }
        func colors(_ key: String) throws -> [(name: String, color: RGBAColor)] {
            guard let value = root[key] else { return [] }
            guard let entries = value.entries else {
                throw SpecimenError("'\(key)' maps words to a colour", file: file, line: value.line)
            }
            return try entries.map { name, hex in
                guard let text = hex.string, case .success(let color) = RGBAColor.parse(text) else {
                    throw SpecimenError("'\(key).\(name)' must be a colour such as \"#FFFFFF\"", file: file, line: hex.line)
                }
                return (name, color)
            }
        }

        stateConditions = try pairs("stateConditions").map { fragment, meaning, line in
            let negated = meaning.hasPrefix("not ")
            guard let state = ComponentState(rawValue: negated ? String(meaning.dropFirst(4)) : meaning) else {
                throw SpecimenError("'\(meaning)' is no state Specimen knows (stateConditions)", file: file, line: line)
            }
            return StateCondition(fragment: fragment, state: state, whenTrue: !negated)
        }
        phraseWords = PhraseWords(
            scale: try list("phraseWords", "scale"), circle: try list("phraseWords", "circle"),
            square: try list("phraseWords", "square"),
            minimum: try list("phraseWords", "minimum"), height: try list("phraseWords", "height"),
            width: try list("phraseWords", "width"), tall: try list("phraseWords", "tall"), wide: try list("phraseWords", "wide"),
            vertical: try list("phraseWords", "vertical"), horizontal: try list("phraseWords", "horizontal"),
            padding: try list("phraseWords", "padding"), radius: try list("phraseWords", "radius"),
            otherMeasures: try list("phraseWords", "otherMeasures"))
        radiusRules = RadiusRuleWords(radius: try list("radiusRules", "radius"), above: try list("radiusRules", "above"),
                                      otherProperties: Set(try list("radiusRules", "otherProperties")))
        ruleScopes = RuleScopes(
            fill: try set("ruleScopes", "fill"), text: try set("ruleScopes", "text"), page: try phrases("ruleScopes", "page"),
            comparisons: try set("ruleScopes", "comparisons"), checks: try set("ruleScopes", "checks"),
            directives: try set("ruleScopes", "directives"), cautions: try phrases("ruleScopes", "cautions"),
            cautionVerbs: try phrases("ruleScopes", "cautionVerbs"), contrastWords: try set("ruleScopes", "contrastWords"),
            settings: try set("ruleScopes", "settings"), darkMode: try phrases("ruleScopes", "darkMode"))
        ruleColors = try colors("ruleColors").map { ($0.name, $0.color) }
        colorNameStopWords = try set("colorNameStopWords")
        colorNameCommonWords = try set("colorNameCommonWords")
        phraseRoles = try pairs("phraseRoles").map { fragment, meaning, line in
            guard let role = PropertyPhraseReader.Role(rawValue: meaning) else {
                throw SpecimenError("'\(meaning)' is no part a phrase styles (phraseRoles: fill, text, border or shadow)", file: file, line: line)
            }
            return (fragment, role)
        }
        phraseRoleWords = Dictionary(try pairs("phraseRoleWords").map { word, meaning, line in
            guard let role = PropertyPhraseReader.Role(rawValue: meaning) else {
                throw SpecimenError("'\(meaning)' is no part a phrase styles (phraseRoleWords: fill, text, border or shadow)", file: file, line: line)
            }
            return (word.lowercased(), role)
        }, uniquingKeysWith: { first, _ in first })
        ruleLabels = try set("ruleLabels")
        ruleOpeners = try list("ruleOpeners")
        variantListLabels = try list("variantListLabels")
        lookLabels = Set(try list("lookLabels").map { $0.lowercased() })
        stateNouns = try set("stateNouns")
        stateSentenceOpeners = try set("stateSentenceOpeners")
        negatingOpeners = try list("negatingOpeners")
        stateDenials = try set("stateDenials")
        listConjunctions = try set("listConjunctions")
        borderlessVariantWords = try list("borderlessVariantWords")
        for part in ["border", "fill", "text"] {
            for word in try list("colorUseParts", part) { colorUseParts[word] = part }
        }
        partNames = Set(try list("partNames").flatMap { ComponentKind.words(of: $0) })
        partListOpeners = try set("partListOpeners")
        containerPartNames = Set(try list("containerPartNames").map { ComponentKind.words(of: $0).joined(separator: " ") })
        layoutOnlyProperties = try set("layoutOnlyProperties")
        variantNames = Set(try list("variantNames").flatMap { ComponentKind.words(of: $0) })
        classModifierWords = Set(try list("classModifierWords").flatMap { ComponentKind.words(of: $0) })
        sameValueWords = try set("sameValueWords")
        utilityKeywords = try set("utilityKeywords")
        utilityKeywordPrefixes = try set("utilityKeywordPrefixes")
        graphicParts = Set(try list("graphicParts").flatMap { ComponentKind.words(of: $0) })
        graphicThumbs = Set(try list("graphicThumbs").flatMap { ComponentKind.words(of: $0) })
        borrowedLookWords = Set(try list("borrowedLookWords").flatMap { ComponentKind.words(of: $0) })
        hostWords = Set(try list("hostWords").flatMap { ComponentKind.words(of: $0) })
        everyVariantWords = Set(try list("everyVariantWords").flatMap { ComponentKind.words(of: $0) })
        replacingVerbs = try set("replacingVerbs")
        graphicPartPhrases = WordPhrases(try list("graphicParts") + list("graphicMarks"))
        mediaParts = Set(try list("mediaParts").flatMap { ComponentKind.words(of: $0) })
        pictureMarks = Set(try list("pictureMarks").flatMap { ComponentKind.words(of: $0) })
        pictureShapes = try phrases("pictureShapes")
        colouredPartMarks = Set(try (list("colouredPartSubjects", "marks") + list("pictureMarks")).flatMap { ComponentKind.words(of: $0) })
        colouredPartLines = Set(try list("colouredPartSubjects", "lines").flatMap { ComponentKind.words(of: $0) })
        colourLeadWords = Set(try list("colourLeadWords").flatMap { ComponentKind.words(of: $0) })
        graphicPictures = Set(try (list("pictureParts") + list("pictureMarks")).flatMap { ComponentKind.words(of: $0) })
        graphicMeaningWords = Set(try list("pictureMeaning").flatMap { ComponentKind.words(of: $0) })
        ownTextLabels = Set(try list("ownTextLabels").flatMap { ComponentKind.words(of: $0) })
        rowLeadingWords = Set(try list("rowLeadingWords").flatMap { ComponentKind.words(of: $0) })
        rowTrailingWords = Set(try list("rowTrailingWords").flatMap { $0 == "›" ? [$0] : ComponentKind.words(of: $0) })
        rowAccessoryNegations = Set(try list("rowAccessoryNegations").flatMap { ComponentKind.words(of: $0) })
        tabHolderWords = Set(try list("tabHolderWords").flatMap { ComponentKind.words(of: $0) })
        circleNames = try set("circleNames")
        var marks: [ComponentKind: WordPhrases] = [:]
        for kind in ComponentKind.allCases {
            let words = try list("controlShapes", "marks", kind.rawValue)
            if !words.isEmpty { marks[kind] = WordPhrases(words) }
        }
        controlShapes = ControlShapes(
            trackKinds: Set(try list("controlShapes", "trackKinds").compactMap(ComponentKind.init(rawValue:))),
            track: try phrases("controlShapes", "track"), marks: marks)
        pageBackground = PageBackgroundWords(
            background: try phrases("pageBackground", "background"), surface: try phrases("pageBackground", "surface"),
            screen: try phrases("pageBackground", "screen"), content: try phrases("pageBackground", "content"),
            defaults: try set("pageBackground", "defaults"),
            page: try phrases("pageBackground", "page"), itself: try phrases("pageBackground", "itself"), determiners: try set("pageBackground", "determiners"), joins: try set("pageBackground", "joins"),
            states: try phrases("pageBackground", "states"),
            secondary: try phrases("pageBackground", "secondary"), statuses: try phrases("pageBackground", "statuses"),
            statusGroups: try phrases("pageBackground", "statusGroups"), relations: try set("pageBackground", "relations"),
            others: try set("pageBackground", "others"))
        claimScopes = ClaimScopeWords(
            icon: try phrases("claimScopes", "icon"), nonText: try phrases("claimScopes", "nonText"),
            largeText: try phrases("claimScopes", "largeText"), body: try phrases("claimScopes", "body"),
            normalText: try phrases("claimScopes", "normalText"),
            text: try phrases("claimScopes", "text"), all: try phrases("claimScopes", "all"),
            onePair: try set("claimScopes", "onePair"))
        textTokens = TextTokenWords(
            text: try set("textTokens", "text"), excluded: try set("textTokens", "excluded"),
            roles: try phrases("textTokens", "roles"), notText: try phrases("textTokens", "notText"),
            namedRoles: try set("textTokens", "namedRoles"), placeholder: try phrases("textTokens", "placeholder"))
        boundaryControls = try phrases("boundaryControls")
        defaultAppearance = DefaultAppearanceWords(
            labels: try phrases("defaultAppearance", "labels"), dark: try phrases("defaultAppearance", "dark"),
            light: try phrases("defaultAppearance", "light"), darkSentences: try phrases("defaultAppearance", "darkSentences"),
            lightSentences: try phrases("defaultAppearance", "lightSentences"))
        auditContext = AuditContextWords(
            decorative: try phrases("auditContext", "decorative"), imageBackdrops: try phrases("auditContext", "imageBackdrops"),
            gradientBackdrops: try phrases("auditContext", "gradientBackdrops"),
            headings: try phrases("auditContext", "headings"), bodyRoles: try phrases("auditContext", "bodyRoles"),
            surfaces: try phrases("auditContext", "surfaces"), within: try set("auditContext", "within"),
            surfaceTokens: try set("auditContext", "surfaceTokens"), grounds: try set("auditContext", "grounds"),
            groundUse: try set("auditContext", "groundUse"), appearances: try set("auditContext", "appearances"))
        pairingElements = PairingElements(
            decorative: try phrases("pairingElements", "decorative"), graphic: try phrases("pairingElements", "graphic"),
            tones: try set("pairingElements", "tones"), inactive: try set("pairingElements", "inactive"),
            filled: try set("pairingElements", "filled"), effects: try phrases("pairingElements", "effects"))
        counterExamples = CounterExampleWords(
            marks: try list("counterExamples", "marks"), openers: try phrases("counterExamples", "openers"),
            wholes: try phrases("counterExamples", "wholes"))
        pairingColumns = PairingColumns(foreground: try set("pairingColumns", "foreground"), background: try set("pairingColumns", "background"))
        colorFillerWords = try set("colorFillerWords")
        colorHueWords = try set("colorHueWords")
        colorHueTranslations = [:]
        for (hue, _) in root["colorHueTranslations"]?.entries ?? [] {
            for word in try strings(["colorHueTranslations", hue]) where colorHueTranslations[word] == nil { colorHueTranslations[word] = hue }
        }
        colorReferenceNouns = try set("colorReferenceNouns")
        colorReferenceLinks = try set("colorReferenceLinks")
        familyShadeWords = try set("familyShadeWords")
        colorHueNouns = try set("colorHueNouns")
        colorSentenceNouns = try set("colorSentenceNouns")
        sentenceRoleNouns = try set("sentenceRoleNouns")
        paletteSections = try phrases("paletteSections")
        nonColorTokenSegments = try set("nonColorTokenSegments")
        scareQuoteModifiers = try set("scareQuoteModifiers")
        roleWordEndings = try set("roleWordEndings")
        roleFirstWords = try set("roleFirstWords")
        clauseJoiners = try list("clauseJoiners")
        colorConjunctions = try list("colorConjunctions")
        cssDeclarationProperties = try set("cssDeclarationProperties")
        undrawnLookProperties = try set("undrawnLookProperties")
        // Compared with a label's words, plurals reduced (`Estados` reads `estado`): formed the same way.
        stateListLabels = Set(try list("stateListLabels").map { ComponentKind.words(of: $0).joined(separator: " ") })
        colorNoteQualifiers = try set("colorNoteQualifiers")
        basicColors = Dictionary(try colors("basicColors").map { ($0.name.lowercased(), $0.color) }, uniquingKeysWith: { first, _ in first })
        darkTwinSurfaces = try set("darkTwinSurfaces")
        phraseFlags = PhraseFlags(
            fullyRounded: try list("phraseFlags", "fullyRounded"), fullyRoundedValues: try set("phraseFlags", "fullyRoundedValues"),
            continuousCorners: try list("phraseFlags", "continuousCorners"),
            noBorder: try list("phraseFlags", "noBorder"), noShadow: try list("phraseFlags", "noShadow"), clear: try list("phraseFlags", "clear"),
            fullWidth: try list("phraseFlags", "fullWidth"), minimum: try list("phraseFlags", "minimum"),
            inverted: try list("phraseFlags", "inverted"), italic: try list("phraseFlags", "italic"),
            uppercase: try list("phraseFlags", "uppercase"), caseNegations: try list("phraseFlags", "caseNegations"),
            divider: try list("phraseFlags", "divider"), partOpacity: try list("phraseFlags", "partOpacity"),
            mentionsBorder: try list("phraseFlags", "mentionsBorder"), circlePart: try list("phraseFlags", "circlePart"),
            lowercase: try list("phraseFlags", "lowercase"), capitalize: try list("phraseFlags", "capitalize"),
            underline: try list("phraseFlags", "underline"), noUnderline: try list("phraseFlags", "noUnderline"),
            dotted: try list("phraseFlags", "dotted"), ring: try list("phraseFlags", "ring"), noFill: try list("phraseFlags", "noFill"),
            solidFill: try list("phraseFlags", "solidFill"), outlined: try list("phraseFlags", "outlined"))
        propertyHeadings = try list("propertyHeadings")
        codeBlockSections = CodeBlockSections(variants: try list("codeBlockSections", "variants"), parts: try list("codeBlockSections", "parts"),
                                              aspects: try set("codeBlockSections", "aspects"))
        variantNameEndings = try list("variantNameEndings")
        sampleColumns = try list("sampleColumns")
        copyStyleWords = try set("copyStyleWords")
        propertyColumns = try set("propertyColumns")
        forbiddingCaptions = try phrases("forbiddingCaptions")
        approvingCaptions = try phrases("approvingCaptions")
        classColumns = try set("classColumns")
        textOnFill = try list("textOnFill")
        codeQuotes = try set("codeQuotes")
        conditionOpeners = try set("conditionOpeners")
        colorChangeWords = try list("colorChangeWords")
        lightnessChangeWords = try list("lightnessChangeWords")
        rampStepWords = try set("rampStepWords")
        clauseContinuations = try set("clauseContinuations")
        textOnSurfaceWords = try set("textOnSurfaceWords")
        matchingFillWords = try list("matchingFillWords")
        separateLabelKinds = Set(try list("separateLabelKinds").compactMap(ComponentKind.init(rawValue:)))
        statedKindYields = Set(try list("statedKindYields").compactMap(ComponentKind.init(rawValue:)))
        paddingSides = [:]
        for side in ["left", "right", "top", "bottom"] {
            for phrase in try list("paddingSides", side) { paddingSides[ComponentKind.words(of: phrase).joined(separator: " ")] = side }
        }
        let sameAsGroups = ["padding", "radius", "shape", "size", "height", "width", "border", "type", "shadow", "scale", "metrics"]
        sameAs = SameAsWords(
            openers: try list("sameAs", "openers"), linkers: try list("sameAs", "linkers"), followers: try list("sameAs", "followers"),
            reusers: try list("sameAs", "reusers"),
            properties: try sameAsGroups.flatMap { group in try list("sameAs", "properties", group).map { (word: $0.lowercased(), group: group) } }
                .sorted { $0.word.count > $1.word.count },
            nouns: try set("sameAs", "nouns"), verbs: try list("sameAs", "verbs"), articles: try set("sameAs", "articles"))
        iconOnlyButtons = IconOnlyButtons(icon: try set("iconOnlyButtons", "icon"), text: try set("iconOnlyButtons", "text"))
        stateColorWords = try set("stateColorWords")
        nonColorCues = NonColorCues(phrases: try list("nonColorCues", "phrases"), words: try list("nonColorCues", "words"))
        letterCaseRules = LetterCaseRuleWords(
            kinds: try set("letterCaseRules", "kinds"), qualifiers: try set("letterCaseRules", "qualifiers"),
            verbs: try set("letterCaseRules", "verbs"), fillers: try set("letterCaseRules", "fillers"),
            quantifiers: try set("letterCaseRules", "quantifiers"), joiners: try set("letterCaseRules", "joiners"),
            hedges: try set("letterCaseRules", "hedges"), skipHeadings: try list("letterCaseRules", "skipHeadings"))
        contrastClaims = ContrastClaimWords(
            contrast: try phrases("contrastClaims", "contrast"), hedges: try set("contrastClaims", "hedges"),
            otherMeasures: try phrases("contrastClaims", "otherMeasures"),
            tableReferences: try set("contrastClaims", "tableReferences"), ignoredColumns: try set("contrastClaims", "ignoredColumns"),
            levelVerbs: try phrases("contrastClaims", "levelVerbs"), shortfall: try phrases("contrastClaims", "shortfall"), shortfallMarks: try list("contrastClaims", "shortfallMarks"),
            obligations: try phrases("contrastClaims", "obligations"),
            otherRatios: try phrases("contrastClaims", "otherRatios"), dimensions: try phrases("contrastClaims", "dimensions"),
            examples: try phrases("contrastClaims", "examples"), accessibility: try phrases("contrastClaims", "accessibility"),
            verdictMarks: try list("contrastClaims", "verdictMarks"))
        dimensionRoles = DimensionRoleWords(
            size: try list("dimensionRoles", "size"), radius: try list("dimensionRoles", "radius"),
            spacing: try list("dimensionRoles", "spacing"))
        borderWidthWords = try list("borderWidthWords")
        tokenNameHints = TokenNameHints(
            opacity: try list("tokenNameHints", "opacity"), number: try list("tokenNameHints", "number"),
            fontFamily: try list("tokenNameHints", "fontFamily"), swiftFontFamily: try list("tokenNameHints", "swiftFontFamily"),
            shadow: try list("tokenNameHints", "shadow"))
        labelPartJoiners = try list("labelPartJoiners")
        rankingHeadingWords = try set("rankingHeadingWords")
        fillPurposeOpeners = try set("fillPurposeOpeners")
        trackLabels = try set("trackAndIndicator", "track")
        indicatorLabels = try set("trackAndIndicator", "indicator")
        platformShadowKeys = PlatformShadowKeys(
            color: try set("platformShadowKeys", "color"), offset: try set("platformShadowKeys", "offset"),
            opacity: try set("platformShadowKeys", "opacity"), radius: try set("platformShadowKeys", "radius"),
            offsetX: try set("platformShadowKeys", "offsetX"), offsetY: try set("platformShadowKeys", "offsetY"),
            platformOnly: try set("platformShadowKeys", "platformOnly"))
        tokenTables = TokenTableHeaders(
            size: try set("tokenTables", "size"), weight: try set("tokenTables", "weight"),
            typeHeadings: try list("tokenTables", "typeHeadings"), length: try set("tokenTables", "length"),
            lineHeight: try set("tokenTables", "lineHeight"), tracking: try set("tokenTables", "tracking"),
            family: try set("tokenTables", "family"))
        var lineFields: [String: TokenLineField] = [:]
        for field in TokenLineField.allCases {
            for word in try list("tokenLineFields", field.rawValue) { lineFields[word.lowercased()] = field }
        }
        tokenLineFields = TokenLineFields(words: lineFields)
        typeDesignWords = try list("typeDesignWords")
        knownFontFamilies = try list("knownFontFamilies")
        typeStyleNameWords = try set("typeStyleNameWords")
        fontFamilyLabels = FontFamilyLabels(
            family: try set("fontFamilyLabels", "family"), primary: try set("fontFamilyLabels", "primary"),
            secondary: try set("fontFamilyLabels", "secondary"), fallback: try list("fontFamilyLabels", "fallback"),
            usage: try set("fontFamilyLabels", "usage"), icon: try set("fontFamilyLabels", "icon"))
        gradientDirectionLabels = try list("gradientDirectionLabels")
        valuePhraseWords = ValuePhraseWords(
            opacity: try list("valuePhraseWords", "opacity"), at: try list("valuePhraseWords", "at"),
            blur: try list("valuePhraseWords", "blur"), offset: try list("valuePhraseWords", "offset"),
            reduction: try list("valuePhraseWords", "reduction"), by: try list("valuePhraseWords", "by"))
        clearColorWords = try set("clearColorWords")
        approximateColorWords = try set("approximateColorWords")
        approximationColumnWords = try set("approximationColumnWords")
        colorlessPhrases = try list("colorlessPhrases")
        partDenials = try set("partDenials")
        textColorWords = try list("textColorWords")
        gradientDirections = try pairs("gradientDirections").map { phrase, angle, line in
            guard let degrees = Double(angle) else {
                throw SpecimenError("'\(angle)' is no angle in degrees (gradientDirections)", file: file, line: line)
            }
            return (phrase, degrees)
        }
        borderSides = [("top", try list("borderSides", "top")), ("bottom", try list("borderSides", "bottom")),
                       ("left", try list("borderSides", "left")), ("right", try list("borderSides", "right"))]
        activeStateWords = try set("activeStateWords")
        activeMeansSelectedWords = try set("activeMeansSelectedWords")
        placementWords = try set("placementWords")
        componentStateWords = try set("componentStateWords")
        stateLeads = StateLeadWords(opening: try set("stateLeads", "opening"), closing: try set("stateLeads", "closing"),
                                    linkers: try set("stateLeads", "linkers"))
        stateNegations = try set("stateNegations")
        negatableStates = Set(try list("negatableStates").compactMap(ComponentState.init(rawValue:)))
    }
}
