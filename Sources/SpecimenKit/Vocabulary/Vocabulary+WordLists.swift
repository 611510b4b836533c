import Foundation

/// The word lists readers match as written: fragments found inside a text, whole labels, and
/// whole words their reader has already split. They keep the spelling `vocabulary.yml` gives
/// them, so each reader matches exactly as it did when the words were its own.
extension Vocabulary {
    /// A fragment of a SwiftUI condition, the state it selects, and whether the true branch is
    /// that state (false for `isEnabled`, whose false branch is the disabled look).
    struct StateCondition: Sendable {
        var fragment: String
        var state: ComponentState
        var whenTrue: Bool
    }

    /// `ruleScopes`: a prose rule about surfaces forbids a fill, one about text a text colour.
    struct RuleScopes: Sendable {
        var fill: Set<String> = []
        var text: Set<String> = []
    }

    /// `pageBackground`: see `PageBackground.score(_:)`.
    struct PageBackgroundWords: Sendable {
        var background = WordPhrases()
        /// A name made of just one of these is the page when nothing says background.
        var surface = WordPhrases()
        var screen = WordPhrases()
        var content = WordPhrases()
        var secondary = WordPhrases()
    }

    /// `claimScopes`: see `ClaimScope.read(_:)`.
    struct ClaimScopeWords: Sendable {
        var icon = WordPhrases()
        var nonText = WordPhrases()
        var largeText = WordPhrases()
        var body = WordPhrases()
        var normalText = WordPhrases()
        var text = WordPhrases()
        /// Words that make a claim about every pair ("all", "every", "minimum contrast").
        var all = WordPhrases()
    }

    /// `textTokens`: a colour token named as text, unless it is for another surface.
    struct TextTokenWords: Sendable {
        var text: Set<String> = []
        var excluded: Set<String> = []
        var ranks: Set<String> = []
    }

    /// `pairingColumns`: the header words of a pairing table's two columns.
    struct PairingColumns: Sendable {
        var foreground: Set<String> = []
        var background: Set<String> = []
    }

    /// `phraseFlags`: see `PropertyPhraseReader`.
    struct PhraseFlags: Sendable {
        var fullyRounded: [String] = []
        var continuousCorners: [String] = []
        var noBorder: [String] = []
        var clear: [String] = []
        var fullWidth: [String] = []
        var minimum: [String] = []
        var inverted: [String] = []
        var italic: [String] = []
        var uppercase: [String] = []
        /// Matched in the text as written, not lower-cased (`ALL CAPS`).
        var uppercaseAsWritten: [String] = []
        var divider: [String] = []
        var partOpacity: [String] = []
        var mentionsBorder: [String] = []
        var circlePart: [String] = []
    }

    /// `phraseWords`: the words the length phrases of `PropertyPhraseReader` are built from
    /// (`16pt vertical`, `min 44pt height`, `48pt circle`, `scale 0.97`).
    struct PhraseWords: Sendable {
        var scale: [String] = []
        var circle: [String] = []
        var minimum: [String] = []
        var height: [String] = []
        var vertical: [String] = []
        var horizontal: [String] = []
        var padding: [String] = []
        var radius: [String] = []
        var otherMeasures: [String] = []
    }

    /// `valuePhraseWords`: the words of colour and shadow phrases.
    struct ValuePhraseWords: Sendable {
        var opacity: [String] = []
        var at: [String] = []
        var blur: [String] = []
        var offset: [String] = []
    }

    /// `radiusRules`: a prose rule capping corner radii (`no radius greater than 8pt`).
    struct RadiusRuleWords: Sendable {
        var radius: [String] = []
        var above: [String] = []
    }

    /// `(?:a|b)` of words, longest first so `minimum` wins over `min`, each taken literally.
    static func alternation(_ words: [String]) -> String {
        "(?:" + words.sorted { ($0.count, $1) > ($1.count, $0) }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
    }

    /// A pattern with one capture built from vocabulary words. The words come from the embedded
    /// file, which `VocabularyTests` loads, so a pattern that fails to build is a build defect.
    /// A pattern built from vocabulary words capturing a number and an optional unit.
    static func lengthPattern(_ text: String) -> Regex<(Substring, Substring, Substring?)> {
        do {
            return try Regex(text, as: (Substring, Substring, Substring?).self)
        } catch {
            preconditionFailure("vocabulary.yml builds an invalid pattern \(text): \(error)")
        }
    }

    static func pattern(_ text: String) -> Regex<(Substring, Substring)> {
        do {
            return try Regex(text, as: (Substring, Substring).self)
        } catch {
            preconditionFailure("vocabulary.yml builds an invalid pattern \(text): \(error)")
        }
    }

    /// `codeBlockSections`: see `StatementSpecReader`.
    struct CodeBlockSections: Sendable {
        var variants: [String] = []
        var parts: [String] = []
        var aspects: Set<String> = []
    }

    /// `iconOnlyButtons`: see `CompactLabel.isCompact`.
    struct IconOnlyButtons: Sendable {
        var icon: Set<String> = []
        var text: Set<String> = []
    }

    /// `nonColorCues`: see `ColorVisionFinding.nonColorCue(in:)`.
    struct NonColorCues: Sendable {
        var phrases: [String] = []
        var words: [String] = []
    }

    /// `contrastClaims`: see `ClaimExtractor`.
    struct ContrastClaimWords: Sendable {
        /// Words that make a sentence about contrast: `wcag` and these.
        var contrast = WordPhrases()
        var hedges: Set<String> = []
        /// What a level beside them measures instead of contrast: target size.
        var otherMeasures = WordPhrases()
        var tableReferences: Set<String> = []
        var ignoredColumns: Set<String> = []
        /// Verbs that say a pair reaches a level ("passes AA"): a claim about contrast.
        var levelVerbs = WordPhrases()
        /// Words and marks that report a pair falling short, and the words that make such a
        /// sentence a rule after all.
        var shortfall = WordPhrases()
        var shortfallMarks: [String] = []
        var obligations = WordPhrases()
    }

    /// `dimensionRoles`: see `DimensionRole.mentioned(in:)`.
    struct DimensionRoleWords: Sendable {
        var size: [String] = []
        var radius: [String] = []
        var spacing: [String] = []
    }

    /// `tokenNameHints`: see the code-line readers.
    struct TokenNameHints: Sendable {
        var opacity: [String] = []
        var number: [String] = []
        var fontFamily: [String] = []
        var swiftFontFamily: [String] = []
        var shadow: [String] = []
    }

    /// `tokenTables`: see `ValueStatementInterpreter+Tables`.
    struct TokenTableHeaders: Sendable {
        var size: Set<String> = []
        var weight: Set<String> = []
        var typeHeadings: [String] = []
        var length: Set<String> = []
        var lineHeight: Set<String> = []
        var tracking: Set<String> = []
        var family: Set<String> = []
    }

    /// A field of a token line (`title.large size 28 weight semibold usage screen titles`).
    enum TokenLineField: String, Sendable, CaseIterable {
        case size, weight, usage, lineHeight, tracking, family, color, value
    }

    /// `tokenLineFields`: the words that name each field, lower case.
    struct TokenLineFields: Sendable {
        var words: [String: TokenLineField] = [:]

        func field(_ word: String) -> TokenLineField? { words[word.lowercased()] }
    }

    /// `fontFamilyLabels`: see `ValueStatementInterpreter+Prose`.
    struct FontFamilyLabels: Sendable {
        var family: Set<String> = []
        var fallback: [String] = []
        var usage: Set<String> = []
    }

    /// Reads the word lists of `root`. A missing key leaves its list empty, so a small
    /// vocabulary (a test's) still loads; a key of the wrong shape names its line.
    mutating func readWordLists(_ root: YAMLValue, file: String) throws {
        func node(_ path: [String]) -> YAMLValue? {
            path.reduce(Optional(root)) { value, key in value?[key] }
        }
        func strings(_ path: [String]) throws -> [String] {
            guard let value = node(path) else { return [] }
            guard case .sequence(let items, _) = value, case let words = items.compactMap(\.string), words.count == items.count else {
                throw SpecimenError("'\(path.joined(separator: "."))' must be a list of words", file: file, line: value.line)
            }
            return words
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
            minimum: try list("phraseWords", "minimum"), height: try list("phraseWords", "height"),
            vertical: try list("phraseWords", "vertical"), horizontal: try list("phraseWords", "horizontal"),
            padding: try list("phraseWords", "padding"), radius: try list("phraseWords", "radius"),
            otherMeasures: try list("phraseWords", "otherMeasures"))
        radiusRules = RadiusRuleWords(radius: try list("radiusRules", "radius"), above: try list("radiusRules", "above"))
        ruleScopes = RuleScopes(fill: try set("ruleScopes", "fill"), text: try set("ruleScopes", "text"))
        ruleColors = try colors("ruleColors").map { ($0.name, $0.color) }
        colorNameStopWords = try set("colorNameStopWords")
        phraseRoles = try pairs("phraseRoles").map { fragment, meaning, line in
            guard let role = PropertyPhraseReader.Role(rawValue: meaning) else {
                throw SpecimenError("'\(meaning)' is no part a phrase styles (phraseRoles: fill, text, border or shadow)", file: file, line: line)
            }
            return (fragment, role)
        }
        ruleLabels = try set("ruleLabels")
        ruleOpeners = try list("ruleOpeners")
        variantListLabels = try list("variantListLabels")
        stateNouns = try set("stateNouns")
        negatingOpeners = try list("negatingOpeners")
        listConjunctions = try set("listConjunctions")
        borderlessVariantWords = try list("borderlessVariantWords")
        variantNames = Set(try list("variantNames").flatMap { ComponentKind.words(of: $0) })
        sameValueWords = try set("sameValueWords")
        graphicParts = Set(try list("graphicParts").flatMap { ComponentKind.words(of: $0) })
        pageBackground = PageBackgroundWords(
            background: try phrases("pageBackground", "background"), surface: try phrases("pageBackground", "surface"),
            screen: try phrases("pageBackground", "screen"), content: try phrases("pageBackground", "content"),
            secondary: try phrases("pageBackground", "secondary"))
        claimScopes = ClaimScopeWords(
            icon: try phrases("claimScopes", "icon"), nonText: try phrases("claimScopes", "nonText"),
            largeText: try phrases("claimScopes", "largeText"), body: try phrases("claimScopes", "body"),
            normalText: try phrases("claimScopes", "normalText"),
            text: try phrases("claimScopes", "text"), all: try phrases("claimScopes", "all"))
        textTokens = TextTokenWords(text: try set("textTokens", "text"), excluded: try set("textTokens", "excluded"), ranks: try set("textTokens", "ranks"))
        pairingColumns = PairingColumns(foreground: try set("pairingColumns", "foreground"), background: try set("pairingColumns", "background"))
        colorFillerWords = try set("colorFillerWords")
        basicColors = Dictionary(try colors("basicColors").map { ($0.name.lowercased(), $0.color) }, uniquingKeysWith: { first, _ in first })
        darkTwinSurfaces = try set("darkTwinSurfaces")
        phraseFlags = PhraseFlags(
            fullyRounded: try list("phraseFlags", "fullyRounded"), continuousCorners: try list("phraseFlags", "continuousCorners"),
            noBorder: try list("phraseFlags", "noBorder"), clear: try list("phraseFlags", "clear"),
            fullWidth: try list("phraseFlags", "fullWidth"), minimum: try list("phraseFlags", "minimum"),
            inverted: try list("phraseFlags", "inverted"), italic: try list("phraseFlags", "italic"),
            uppercase: try list("phraseFlags", "uppercase"), uppercaseAsWritten: try list("phraseFlags", "uppercaseAsWritten"),
            divider: try list("phraseFlags", "divider"), partOpacity: try list("phraseFlags", "partOpacity"),
            mentionsBorder: try list("phraseFlags", "mentionsBorder"), circlePart: try list("phraseFlags", "circlePart"))
        propertyHeadings = try list("propertyHeadings")
        codeBlockSections = CodeBlockSections(variants: try list("codeBlockSections", "variants"), parts: try list("codeBlockSections", "parts"),
                                              aspects: try set("codeBlockSections", "aspects"))
        variantNameEndings = try list("variantNameEndings")
        sampleColumns = try list("sampleColumns")
        iconOnlyButtons = IconOnlyButtons(icon: try set("iconOnlyButtons", "icon"), text: try set("iconOnlyButtons", "text"))
        stateColorWords = try set("stateColorWords")
        nonColorCues = NonColorCues(phrases: try list("nonColorCues", "phrases"), words: try list("nonColorCues", "words"))
        contrastClaims = ContrastClaimWords(
            contrast: try phrases("contrastClaims", "contrast"), hedges: try set("contrastClaims", "hedges"),
            otherMeasures: try phrases("contrastClaims", "otherMeasures"),
            tableReferences: try set("contrastClaims", "tableReferences"), ignoredColumns: try set("contrastClaims", "ignoredColumns"),
            levelVerbs: try phrases("contrastClaims", "levelVerbs"), shortfall: try phrases("contrastClaims", "shortfall"), shortfallMarks: try list("contrastClaims", "shortfallMarks"),
            obligations: try phrases("contrastClaims", "obligations"))
        dimensionRoles = DimensionRoleWords(
            size: try list("dimensionRoles", "size"), radius: try list("dimensionRoles", "radius"),
            spacing: try list("dimensionRoles", "spacing"))
        borderWidthWords = try list("borderWidthWords")
        tokenNameHints = TokenNameHints(
            opacity: try list("tokenNameHints", "opacity"), number: try list("tokenNameHints", "number"),
            fontFamily: try list("tokenNameHints", "fontFamily"), swiftFontFamily: try list("tokenNameHints", "swiftFontFamily"),
            shadow: try list("tokenNameHints", "shadow"))
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
        fontFamilyLabels = FontFamilyLabels(
            family: try set("fontFamilyLabels", "family"), fallback: try list("fontFamilyLabels", "fallback"),
            usage: try set("fontFamilyLabels", "usage"))
        gradientDirectionLabels = try list("gradientDirectionLabels")
        valuePhraseWords = ValuePhraseWords(
            opacity: try list("valuePhraseWords", "opacity"), at: try list("valuePhraseWords", "at"),
            blur: try list("valuePhraseWords", "blur"), offset: try list("valuePhraseWords", "offset"))
        clearColorWords = try set("clearColorWords")
        gradientDirections = try pairs("gradientDirections").map { phrase, angle, line in
            guard let degrees = Double(angle) else {
                throw SpecimenError("'\(angle)' is no angle in degrees (gradientDirections)", file: file, line: line)
            }
            return (phrase, degrees)
        }
        borderSides = [("top", try list("borderSides", "top")), ("bottom", try list("borderSides", "bottom"))]
        activeStateWords = try set("activeStateWords")
    }
}
