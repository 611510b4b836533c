import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// `get_component`: one component as Specimen read and draws it: each variant and state in
/// each appearance, with the lines its values come from, the CSS the gallery uses, the
/// document's rules for it and how its pairs fare in the audit.
enum GetComponentTool {
    struct Answer: Encodable {
        var system: String
        var name: String
        var kind: String
        var source: SourceLine
        /// The gallery's snippet: the first variant's default state, as the page shows it.
        var css: String
        var variants: [Variant]
        var parts: [Part]
        var rules: [Rule]
        var violations: [Rule]
        var samples: [String]
        var contrast: [Pair]
    }

    struct Variant: Encodable {
        var name: String
        var states: [State]
    }

    struct State: Encodable {
        var state: String
        var light: Look?
        var dark: Look?
    }

    /// One state in one appearance.
    struct Look: Encodable {
        /// In DESIGN.md's words (`backgroundColor: "{colors.primary}"`), each with its line.
        var properties: [String: Property]
        /// The colours drawn, resolved: fill, text, border.
        var colors: [String: String]
        /// A rule for this variant and state: `.save-button--secondary:hover { … }`.
        var css: String
        /// The custom properties the gallery's preview cell sets (`--c-fill: #0B4F6C`).
        var previewProperties: [String]
        /// Values the document states that name nothing this system defines, with their lines.
        var unresolved: [Unresolved]
    }

    struct Property: Encodable {
        var value: String
        var line: Int?
    }

    struct Unresolved: Encodable {
        var property: String
        var words: String
        var line: Int
    }

    struct Part: Encodable {
        var name: String
        var properties: [String: Property]
        var css: String
    }

    struct Rule: Encodable {
        var text: String
        var source: SourceLine?
    }

    struct Pair: Encodable {
        var id: String
        var context: String
        var ratioText: String
        var AA: Bool
        var AAA: Bool
        var exemption: String?
    }

    static let tool = AgentTool(
        name: "get_component", title: "Get a component",
        description: """
            One component of a design system: its kind, every variant and state (default, hover, \
            pressed, focus, selected, disabled, error) in light and dark, each property in DESIGN.md \
            words with the line it was read from, the resolved colours, the CSS the gallery draws \
            it with (a rule per variant and state), its parts, the document's rules for it and \
            those the spec breaks, and its contrast pairs from the audit. `name` is matched \
            ignoring case and separators; an unknown name lists the components there are.
            """,
        input: JSONSchema.object([
            "system": JSONSchema.system,
            "name": JSONSchema.string("The component's name as list_systems' document states it (`Primary Button`, `primary-button`)."),
        ], required: ["system", "name"], additional: false),
        output: JSONSchema.object([
            "system": JSONSchema.string(), "name": JSONSchema.string(), "kind": JSONSchema.string(), "source": JSONSchema.source,
            "css": JSONSchema.string(),
            "variants": JSONSchema.array(JSONSchema.object([
                "name": JSONSchema.string(),
                "states": JSONSchema.array(JSONSchema.object(["state": JSONSchema.string()], required: ["state"])),
            ], required: ["name", "states"])),
            "parts": JSONSchema.array(JSONSchema.object([:])), "rules": JSONSchema.array(JSONSchema.object([:])),
            "violations": JSONSchema.array(JSONSchema.object([:])), "contrast": JSONSchema.array(JSONSchema.object([:])),
        ], required: ["system", "name", "kind", "source", "css", "variants"]),
        run: { arguments, library in
            let slug = try arguments.requiredString("system")
            let wanted = try arguments.requiredString("name")
            let system = try await library.system(slug)
            guard let index = find(wanted, in: system.components) else {
                let known = system.components.map(\.name)
                throw AgentError(
                    known.isEmpty ? "\(system.slug) describes no components" : "no component '\(wanted)' in \(system.slug); its components are: \(known.joined(separator: ", "))",
                    argument: "name")
            }
            let answer = describe(system, index: index)
            let states = answer.variants.flatMap(\.states).count
            let failing = answer.contrast.filter { !$0.AA && $0.exemption == nil }.count
            var summary = "\(answer.name) (\(answer.kind), \(answer.source.file):\(answer.source.line)): \(answer.variants.count) variant\(answer.variants.count == 1 ? "" : "s"), \(states) state\(states == 1 ? "" : "s")"
            summary += answer.contrast.isEmpty ? "" : "; \(answer.contrast.count) contrast pairs, \(failing) failing AA"
            if !answer.violations.isEmpty { summary += "; breaks \(answer.violations.count) of the document's rules" }
            summary += "\n" + answer.css
            return try ToolAnswer(summary: summary, encoding: answer)
        })

    /// The component named `wanted`: by name ignoring case, then by the words of the name
    /// (`primary-button`, `PrimaryButton`), then by its DESIGN.md key.
    static func find(_ wanted: String, in components: [ResolvedComponent]) -> Int? {
        let lower = wanted.lowercased()
        if let exact = components.firstIndex(where: { $0.name.lowercased() == lower }) { return exact }
        let words = ComponentKind.words(of: wanted)
        if !words.isEmpty, let byWords = components.firstIndex(where: { ComponentKind.words(of: $0.name) == words }) { return byWords }
        let key = DesignMDWriter.key(wanted)
        return components.firstIndex { DesignMDWriter.key($0.name) == key }
    }

    static func describe(_ system: AnalyzedSystem, index: Int) -> Answer {
        let component = system.components[index]
        let dark = system.darkComponents.indices.contains(index) ? system.darkComponents[index] : nil
        let css = ComponentCSS(system: system)
        let selector = ComponentCSS.selector(component)
        let variants = component.variants.map { variant -> Variant in
            let darkVariant = dark?.variants.first { $0.name == variant.name }
            let variantSelector = variant.name == "base" || variant.name == "default" || component.variants.count == 1
                ? selector : "\(selector)--\(Slug.make(variant.name, fallback: "variant"))"
            let states = ComponentState.allCases.compactMap { state -> State? in
                guard let properties = variant.states[state] else { return nil }
                let stateSelector = variantSelector + (stateSelectors[state] ?? "")
                return State(
                    state: state.rawValue,
                    light: look(properties, selector: stateSelector, css: css, tokens: system.tokens),
                    dark: darkVariant?.states[state].map { look($0, selector: stateSelector, css: css, tokens: system.tokens) })
            }
            return Variant(name: variant.name, states: states)
        }
        let parts = component.parts.map { part in
            Part(
                name: part.name, properties: properties(part.properties, tokens: system.tokens),
                css: css.rule("\(selector)__\(Slug.make(part.name, fallback: "part"))", part.properties))
        }
        let violations = system.ruleViolations.filter { $0.component == component.name }.map { violation in
            Rule(text: violation.message, source: violation.provenance.map { SourceLine($0, words: false) })
        }
        let pairs = (system.audit?.pairs ?? []).filter { $0.origin == .component && $0.context.component == component.name }.map { pair in
            Pair(id: pair.id, context: pair.context.summary, ratioText: pair.ratioText, AA: pair.passes(.aa), AAA: pair.passes(.aaa), exemption: pair.exemption)
        }
        return Answer(
            system: system.slug, name: component.name, kind: component.kind.rawValue, source: SourceLine(component.spec.provenance, words: false),
            css: css.snippet(component), variants: variants, parts: parts,
            rules: component.spec.rules.map { Rule(text: $0.text, source: SourceLine($0.provenance, words: false)) },
            violations: violations, samples: GalleryBuilder.samples(component.spec), contrast: pairs)
    }

    /// How a state is selected in CSS: the pseudo-classes the gallery's live previews use, and
    /// ARIA attributes for the states CSS has no pseudo-class for.
    static let stateSelectors: [ComponentState: String] = [
        .hover: ":hover", .pressed: ":active", .focus: ":focus-visible", .disabled: ":disabled",
        .selected: "[aria-selected=\"true\"]", .error: "[aria-invalid=\"true\"]",
    ]

    private static func look(_ properties: ResolvedProperties, selector: String, css: ComponentCSS, tokens: ResolvedTokens) -> Look {
        var colors: [String: String] = [:]
        if let fill = properties.fill { colors["fill"] = fill.hex }
        if let text = properties.textColor { colors["text"] = text.hex }
        if let border = properties.borderColor { colors["border"] = border.hex }
        let unresolved = properties.unresolvedValues.sorted { $0.key < $1.key }.map {
            Unresolved(property: $0.key, words: $0.value.text, line: $0.value.provenance.line)
        }
        return Look(
            properties: Self.properties(properties, tokens: tokens), colors: colors, css: css.rule(selector, properties),
            previewProperties: css.previewProperties(properties), unresolved: unresolved)
    }

    private static func properties(_ properties: ResolvedProperties, tokens: ResolvedTokens) -> [String: Property] {
        var out: [String: Property] = [:]
        for (name, value) in DesignMDWriter.properties(properties, over: nil, tokens: tokens) {
            out[name] = Property(value: value, line: properties.provenance[DesignMDWriter.sourceName[name] ?? name]?.line)
        }
        return out
    }
}
