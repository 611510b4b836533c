import SpecimenModel

/// Where a line's clauses end.
private let clauseBreaks = CharacterList(",;.—–、。")

/// Everything a document says about one component, with provenance on every value.
public struct ComponentSpec: Sendable, Hashable {
    public var name: String
    public var kind: ComponentKind
    /// Properties stated for the component as a whole, before or without any variant.
    public var base: ComponentVariant
    /// Named variants; each inherits what it leaves open from `base`.
    public var variants: [ComponentVariant]
    public var parts: [ComponentPart]
    /// Prose rules stated for the component ("No rounded corners", "Avoid destructive emphasis").
    public var rules: [DocumentText]
    /// Example content from the document, in document order: labels, names, placeholders.
    public var samples: [PropertyValue<String>]
    public var provenance: Provenance
    /// Later places that describe the same component again.
    public var restatedAt: [Provenance]
    /// Set when the document describes the component only in words Specimen does not read as a
    /// look: its lines, for `DescribedComponent`. Such a spec is listed, never drawn.
    package var describedOnly: [DocumentText]?
    /// Set for the sizes a heading of their own gives (`#### Sizes` under `### Buttons`): the
    /// lines of the parent heading's section, whose components of this kind are drawn at the
    /// default size. Each variant is one size.
    package var sizeScale: ClosedRange<Int>?
    /// The lines of its own section, kept for a list row: what it draws beside its text is
    /// often said in a line that gives no value (`Leading icon, title, chevron`).
    package var sectionWords: [DocumentText] = []
    /// The lines each variant's statements were read from, by variant name: copy quoted on one
    /// of them is that variant's, never the component's shared copy.
    package var variantLines: [String: Set<Int>] = [:]
    /// What the document states of the component that its preview does not draw (a front-matter
    /// key outside the format whose meaning is not plain, a part no template can show), as
    /// written with its line: listed on the component's page.
    package var notDrawn: [DocumentText] = []
    /// The lines of the prose that describes a front-matter component (its caption, the lines
    /// under it), in its document: where it says what it sits on ("inside `top-strip`").
    package var describedAt: [Int] = []
    /// The box's width over its height (`aspect-ratio: 1 / 1`), when stated.
    package var aspectRatio: PropertyValue<Double>?
    /// What the component says it shares with a component of another section (`Mismo que
    /// Primary Button`), resolved once the whole document is read (`SameAsElsewhere`).
    package var sameAsElsewhere: [SameAsElsewhere] = []

    public init(
        name: String, kind: ComponentKind, base: ComponentVariant? = nil, variants: [ComponentVariant] = [],
        parts: [ComponentPart] = [], rules: [DocumentText] = [], samples: [PropertyValue<String>] = [],
        provenance: Provenance, restatedAt: [Provenance] = []
    ) {
        self.name = name
        self.kind = kind
        self.base = base ?? ComponentVariant(name: "base", provenance: provenance)
        self.variants = variants
        self.parts = parts
        self.rules = rules
        self.samples = samples
        self.provenance = provenance
        self.restatedAt = restatedAt
    }

    /// The variants a preview draws, each with the base properties filled in; the base alone
    /// when the document names no variants.
    public var effectiveVariants: [ComponentVariant] {
        guard !variants.isEmpty else { return [base] }
        // A base named "default" is a variant of its own (the primary look), not only shared values.
        return (base.name == "default" ? [base] : []) + variants.map { $0.merged(over: base) }
    }

    /// The first of `effectiveVariants` named `name`, without merging every other variant.
    public func effectiveVariant(named name: String) -> ComponentVariant? {
        guard !variants.isEmpty else { return base.name == name ? base : nil }
        if base.name == "default", name == "default" { return base }
        return variants.first { $0.name == name }?.merged(over: base)
    }

    public func variant(named name: String) -> ComponentVariant? {
        if let exact = variants.first(where: { $0.name == name }) { return exact }
        let wanted = ComponentKind.words(of: name)
        return variants.first { ComponentKind.words(of: $0.name) == wanted }
    }

    public func part(named name: String) -> ComponentPart? {
        let wanted = ComponentKind.words(of: name)
        return parts.first { ComponentKind.words(of: $0.name) == wanted }
    }

    /// True when the spec has anything a preview can draw or a reader can learn from.
    public var hasContent: Bool {
        !base.isEmpty || variants.contains { !$0.isEmpty } || parts.contains { $0.properties.hasVisualProperty } || !rules.isEmpty
    }

    /// The variant whose statements were written on `line`, if any.
    package func variant(writtenOn line: Int) -> String? {
        variants.first { variantLines[$0.name]?.contains(line) == true }?.name
    }

    /// Whether a sample was quoted on a line of one of the variants: that variant's copy.
    package func isVariantCopy(_ sample: PropertyValue<String>) -> Bool {
        variant(writtenOn: sample.provenance.line) != nil
            || variants.contains { $0.states[.default]?.sampleText?.value == sample.value }
    }

    /// The lines its values were read from, in its variants, states and parts.
    package var understoodLines: Set<Int> {
        var lines: Set<Int> = []
        for variant in [base] + variants {
            for set in variant.states.values { lines.formUnion(set.understoodLines) }
        }
        for part in parts { lines.formUnion(part.properties.understoodLines) }
        return lines
    }

    /// Whether its own words state one of `words` as something drawn (a list row's leading icon,
    /// its disclosure chevron): a part named so, or a clause of its heading, variants, parts,
    /// notes or values' lines that says one and does not take it away ("hide the chevron").
    package func states(_ words: Set<String>) -> Bool {
        if parts.contains(where: { !words.isDisjoint(with: ComponentKind.words(of: $0.name)) }) { return true }
        var lines = [provenance.excerpt] + variants.map(\.provenance.excerpt) + parts.map(\.provenance.excerpt) + rules.map(\.text) + sectionWords.map(\.text)
        for variant in [base] + variants {
            for set in variant.states.values { lines += set.statedExcerpts }
        }
        let negations = Vocabulary.standard.rowAccessoryNegations
        for line in Set(lines) {
            for clause in line.split(whereSeparator: clauseBreaks.contains) {
                let clauseWords = Set(ComponentKind.words(of: String(clause)))
                let says = !words.isDisjoint(with: clauseWords) || (words.contains("›") && clause.contains("›"))
                if says, negations.isDisjoint(with: clauseWords) { return true }
            }
        }
        return false
    }

    /// The names of the properties it states, in any variant, state or part (`fill`, `textColor`…).
    package var statedProperties: Set<String> {
        var names: Set<String> = []
        for variant in [base] + variants {
            for set in variant.states.values { names.formUnion(set.statedNames) }
        }
        for part in parts { names.formUnion(part.properties.statedNames) }
        return names
    }
}

/// A sentence from the document with where it was written.
public struct DocumentText: Sendable, Hashable {
    public var text: String
    public var provenance: Provenance

    public init(text: String, provenance: Provenance) {
        self.text = text
        self.provenance = provenance
    }
}
