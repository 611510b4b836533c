import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// `check_contrast`: one foreground on one background, measured as the audit measures pairs,
/// with WCAG verdicts at AA and AAA and, where it fails, the nearest colours that pass: the
/// system's own first when a system is named.
enum CheckContrastTool {
    struct Answer: Encodable {
        var foreground: ColorInput
        var background: ColorInput
        /// Unrounded; every verdict compares this value.
        var ratio: Double
        /// Truncated to two decimals, as the audit shows ratios: a failing ratio never reads as passing.
        var ratioText: String
        var category: String
        var fontSize: Double
        var fontWeight: Int
        var role: String
        var verdicts: ContrastVerdicts
        /// Why WCAG does not require the pair to pass, for a disabled control.
        var exemption: String?
        var system: String?
        var appearance: String?
        /// Per failing level: the nearest passing colours, the system's palette first.
        var suggestions: [Suggestion]
    }

    struct ColorInput: Encodable {
        /// As given.
        var input: String
        /// As stated: `#RRGGBB`, or `#RRGGBBAA` when translucent.
        var hex: String
        /// The token the input names, when it names one.
        var token: String?
        /// The opaque colour measured, when it differs from `hex` (a translucent colour over what lies beneath).
        var composited: String?
    }

    struct Suggestion: Encodable {
        var level: String
        var target: Double
        var options: [Option]
    }

    struct Option: Encodable {
        /// `foreground` or `background`: which colour to change.
        var change: String
        /// `palette`: a colour the system already has; `same-hue`: this colour made lighter or darker.
        var from: String
        var hex: String
        var token: String?
        var ratio: Double
        var ratioText: String
        /// OKLCH lightness change of a same-hue option; negative is darker.
        var lightnessChange: Double?
    }

    static let roles = ["text", "non-text", "disabled"]

    static let tool = AgentTool(
        name: "check_contrast", title: "Check a contrast pair",
        description: """
            The WCAG 2.2 contrast ratio of a foreground on a background, with verdicts at AA and AAA \
            (4.5:1 and 7:1 for normal text; 3:1 and 4.5:1 for large text, 24px or 18.67px at weight \
            700 and above; 3:1 for non-text such as borders, icons and focus rings; one iOS point is \
            one CSS px), and for each level it fails the nearest colours that pass. Colours are \
            CSS colours (#777, #777777, rgb(), hsl(), oklch(), names); with `system`, also the \
            system's token names, and the suggestions start with the system's own colours. A \
            translucent colour is measured over what lies beneath: the background over the \
            system's page (white without a system), the foreground over the background. Ratios \
            show truncated, as the audit shows them: 4.478 is 4.47.
            """,
        input: JSONSchema.object([
            "foreground": JSONSchema.string("The text or element colour: a CSS colour, or a token name when `system` is given."),
            "background": JSONSchema.string("The colour it sits on: a CSS colour, or a token name when `system` is given."),
            "font_size": JSONSchema.number("Font size in CSS px (an iOS point is one px). Default 16.", minimum: 1, maximum: 1000),
            "font_weight": JSONSchema.anyOf(
                [JSONSchema.number(minimum: 1, maximum: 1000), JSONSchema.string()],
                description: "Font weight, 100–900 or a name (regular, semibold, bold). Default 400."),
            "role": JSONSchema.string("text (default); non-text: a UI component's boundary, an icon or a focus ring (WCAG 1.4.11); disabled: an inactive control, which WCAG exempts.", oneOf: roles),
            "system": JSONSchema.string("A system's slug: token names are resolved in it, and its palette is suggested first."),
            "appearance": JSONSchema.string("With `system`: the appearance token names and the palette are taken in (default light).", oneOf: ["light", "dark"]),
        ], required: ["foreground", "background"], additional: false),
        output: JSONSchema.object([
            "foreground": colorSchema, "background": colorSchema,
            "ratio": JSONSchema.number(), "ratioText": JSONSchema.string(), "category": JSONSchema.string(),
            "verdicts": JSONSchema.object([
                "AA": verdictSchema, "AAA": verdictSchema,
            ], required: ["AA", "AAA"]),
            "suggestions": JSONSchema.array(JSONSchema.object([
                "level": JSONSchema.string(), "target": JSONSchema.number(),
                "options": JSONSchema.array(JSONSchema.object([
                    "change": JSONSchema.string(), "from": JSONSchema.string(), "hex": JSONSchema.string(), "ratio": JSONSchema.number(), "ratioText": JSONSchema.string(),
                ], required: ["change", "from", "hex", "ratio", "ratioText"])),
            ], required: ["level", "target", "options"])),
        ], required: ["foreground", "background", "ratio", "ratioText", "category", "verdicts", "suggestions"]),
        run: { arguments, library in
            var system: AnalyzedSystem?
            if let slug = try arguments.string("system") { system = try await library.system(slug) }
            let answer = try check(arguments, system: system)
            return try ToolAnswer(summary: summary(answer), encoding: answer)
        })

    private static let colorSchema = JSONSchema.object(["input": JSONSchema.string(), "hex": JSONSchema.string()], required: ["input", "hex"])
    private static let verdictSchema = JSONSchema.object(
        ["minimum": JSONSchema.number(), "criterion": JSONSchema.string(), "passes": JSONSchema.boolean()], required: ["minimum", "criterion", "passes"])

    /// The measurement, from arguments already checked against the schema's names.
    static func check(_ arguments: ToolArguments, system: AnalyzedSystem?) throws -> Answer {
        let appearance = try arguments.choice("appearance", from: ["light", "dark"]).flatMap(TokenMode.init(rawValue:)) ?? .light
        if system == nil, try arguments.string("appearance") != nil {
            throw AgentError("names an appearance of a system; give `system` too", argument: "appearance")
        }
        let foreground = try color(try arguments.requiredString("foreground"), argument: "foreground", system: system, mode: appearance)
        let background = try color(try arguments.requiredString("background"), argument: "background", system: system, mode: appearance)
        let size = try arguments.number("font_size", in: 1...1000) ?? 16
        let weight = try fontWeight(arguments)
        let role = try arguments.choice("role", from: roles) ?? "text"

        let page = system.map { PageBackground.choose(in: $0.tokens, mode: appearance, prose: $0.prose).representativeColor } ?? RGBAColor(red: 1, green: 1, blue: 1)
        let beneath = LayerStack(base: background.color, canvas: page)
        let ratio = ContrastRatio(foreground: foreground.color, on: beneath)
        let category: ContrastCategory = role == "non-text" ? .nonText : ContrastCategory(textSize: TextSizeCategory(pixelSize: size, weight: weight))
        let verdicts = ContrastVerdicts(category: category, ratio: ratio)
        let palette = system.map { AuditPalette(tokens: $0.tokens, mode: appearance).colors } ?? []
        var suggestions: [Suggestion] = []
        if role != "disabled" {
            for level in WCAGLevel.allCases where !verdicts[level].passes {
                let target = category.requirement(at: level).minimumRatio
                let found = PairSuggestion(
                    level: level, target: target, foreground: foreground.color, on: beneath, palette: palette,
                    ownFill: (background.color, page))
                var options = found.palette.map {
                    Option(change: "foreground", from: "palette", hex: $0.hex, token: $0.name, ratio: $0.ratio, ratioText: $0.ratioText, lightnessChange: nil)
                }
                if let hex = found.hex, let value = found.ratio, let text = found.ratioText {
                    options.append(Option(change: "foreground", from: "same-hue", hex: hex, token: nil, ratio: value, ratioText: text, lightnessChange: found.lightnessChange.map(lightness)))
                }
                if let fill = found.fill {
                    options.append(Option(change: "background", from: "same-hue", hex: fill.hex, token: nil, ratio: fill.ratio, ratioText: fill.ratioText, lightnessChange: lightness(fill.lightnessChange)))
                }
                suggestions.append(Suggestion(level: level.rawValue, target: target, options: options))
            }
        }
        let seenBackground = beneath.effectiveColor
        let seenForeground = beneath.effectiveColor(of: foreground.color)
        return Answer(
            foreground: ColorInput(input: foreground.input, hex: foreground.color.hex, token: foreground.token,
                                   composited: seenForeground.hex == foreground.color.hex ? nil : seenForeground.hex),
            background: ColorInput(input: background.input, hex: background.color.hex, token: background.token,
                                   composited: seenBackground.hex == background.color.hex ? nil : seenBackground.hex),
            ratio: ratio.value, ratioText: ratio.formatted, category: category.rawValue, fontSize: size, fontWeight: weight, role: role,
            verdicts: verdicts,
            exemption: role == "disabled" ? "inactive user-interface components are exempt from WCAG 1.4.3, 1.4.6 and 1.4.11" : nil,
            system: system?.slug, appearance: system == nil ? nil : appearance.rawValue, suggestions: suggestions)
    }

    /// An OKLCH lightness change to three decimals (0.002, not 0.0020000000000000018): the
    /// search steps by thousandths, so nothing finer is meant.
    private static func lightness(_ change: Double) -> Double { (change * 1000).rounded() / 1000 }

    private struct Named {
        var input: String
        var color: RGBAColor
        var token: String?
    }

    /// A CSS colour, else (with a system) a token's colour in the appearance asked for.
    private static func color(_ text: String, argument: String, system: AnalyzedSystem?, mode: TokenMode) throws -> Named {
        switch CSSColor.parse(text) {
        case .success(let parsed): return Named(input: text, color: parsed.color, token: nil)
        case .failure(let error):
            guard let system else {
                throw AgentError("\(error.description); without `system`, give a CSS colour (#777777, rgb(), hsl(), oklch() or a colour name)", argument: argument)
            }
            guard let token = system.tokens.index.lookup(text, mode: mode) else {
                throw AgentError("'\(text)' is neither a CSS colour nor a colour token of \(system.slug) (get_tokens lists them)", argument: argument)
            }
            guard case .color(let value)? = system.tokens.value(of: token, mode: mode) else {
                throw AgentError("'\(token.name)' in \(system.slug) is no colour (\(token.provenance.location))", argument: argument)
            }
            return Named(input: text, color: value, token: token.name)
        }
    }

    private static func fontWeight(_ arguments: ToolArguments) throws -> Int {
        guard let value = arguments.values["font_weight"], value != .null else { return 400 }
        switch value {
        case .int, .double:
            guard let number = try arguments.number("font_weight", in: 1...1000) else { return 400 }
            return Int(number.rounded())
        case .string(let text):
            guard let weight = CSSFontWeight.parse(text) else {
                throw AgentError("'\(text)' is no font weight; give 100–900 or a name such as regular, medium, semibold, bold", argument: "font_weight")
            }
            return weight
        default:
            throw AgentError("must be a number (100–900) or a weight name", argument: "font_weight")
        }
    }

    private static func summary(_ answer: Answer) -> String {
        func verdict(_ level: WCAGLevel) -> String {
            let judged = answer.verdicts[level]
            return "\(level.rawValue) \(judged.passes ? "passes" : "fails") (needs \(RGBAColor.format(judged.minimum)):1)"
        }
        let category = ContrastCategory(rawValue: answer.category)?.label ?? answer.category
        var text = "\(answer.foreground.input) on \(answer.background.input): \(answer.ratioText):1 (\(RGBAColor.format((answer.ratio * 1000).rounded() / 1000))) as \(category); \(verdict(.aa)), \(verdict(.aaa))."
        if let exemption = answer.exemption { text += " Exempt: \(exemption)." }
        for suggestion in answer.suggestions {
            let options = suggestion.options.prefix(4).map { option in
                "\(option.change) \(option.hex)\(option.token.map { " (\($0))" } ?? "") \(option.ratioText):1"
            }
            if !options.isEmpty { text += "\nNearest passing \(suggestion.level): " + options.joined(separator: "; ") }
        }
        return text
    }
}
