import SpecimenModel

/// The kind a component's own words state, over the kind its name suggests.
///
/// A name is a guess: `theme-toggle` says toggle, but `The theme toggle is an icon-only ghost
/// button` says what is drawn; a `### Mode switch` whose lines style a `Selected tab` is a
/// segmented control, not a switch with a knob. Only names whose kind draws chrome the words may
/// not describe (`statedKindYields`: a knob, an input's box, a page header) give way.
package struct StatedKinds {
    package let document: MarkdownDocument

    package init(document: MarkdownDocument) {
        self.document = document
    }

    /// What joins a component's name to what it is: `X is a …`, `**X** — …`.
    private static let joiners = [" is an ", " is a ", " — ", " – ", ": "]

    package func apply(to specs: inout [ComponentSpec]) {
        let yielding = Vocabulary.standard.statedKindYields
        // The lines that can state a kind, found once for all the components rather than read
        // again for each: a long document has thousands of lines, and few join a name to a kind.
        var joined: [Substring]?
        for index in specs.indices where yielding.contains(specs[index].kind) {
            if joined == nil { joined = document.lines.filter { line in Self.joiners.contains { line.contains(literal: $0) } } }
            if let stated = identityKind(of: specs[index], among: joined ?? []) ?? tabsKind(of: specs[index]), stated != specs[index].kind {
                specs[index].kind = stated
            }
        }
    }

    /// `The theme toggle is an icon-only ghost button.`, `- **Theme toggle** — ghost button, …`:
    /// a line that names the component (with at most two words before its name) and then, in its
    /// first clause, a kind as that clause's head noun. The first such line decides. `lines`: the
    /// document's lines that hold a joiner, in order (no other line can state a kind).
    func identityKind(of spec: ComponentSpec, among lines: [Substring]) -> ComponentKind? {
        let name = ComponentKind.words(of: spec.name)
        guard !name.isEmpty else { return nil }
        for raw in lines {
            // Most lines hold none of the name's letters: the words are formed only for the rest.
            guard let last = name.last, raw.mayContain(caseInsensitive: last) else { continue }
            for sentence in raw.split(separator: ". ") {
                if let kind = identityKind(in: String(sentence), name: name) { return kind }
            }
        }
        return nil
    }

    /// The kind one sentence states of the component named by `name` (its words), if any.
    private func identityKind(in line: String, name: [String]) -> ComponentKind? {
        for joiner in Self.joiners {
            guard let cut = line.range(ofLiteral: joiner) else { continue }
            let before = ComponentKind.words(of: String(line[..<cut.lowerBound]))
            guard before.count >= name.count, before.count <= name.count + 2, Array(before.suffix(name.count)) == name else { continue }
            let after = line[cut.upperBound...]
            let clause = after.prefix { !",.;(".contains($0) }
            guard let kind = ComponentKind.classifyHead(String(clause)), kind != .other else { continue }
            return kind
        }
        return nil
    }

    /// `### Mode switch` over `- Selected tab: white card`: a toggle under a heading whose lines
    /// label its tabs or segments is a segmented control. Only a heading's lines are read: a
    /// front matter's next key names another component.
    func tabsKind(of spec: ComponentSpec) -> ComponentKind? {
        guard spec.kind == .toggle, spec.provenance.file == document.file else { return nil }
        let start = spec.provenance.line
        guard start >= 1, start <= document.lines.count, document.lines[start - 1].hasPrefix("#") else { return nil }
        for raw in document.lines[start...] {
            if raw.hasPrefix("#") { break }
            let text = raw.trimmingWhitespace.trimming(charactersIn: "-*+ ")
            guard let colon = text.firstIndex(of: ":") else { continue }
            let label = String(text[..<colon]).trimming(charactersIn: "*_` ")
            if let kind = ComponentKind.classifyHead(label), kind == .tabBar || kind == .segmentedControl { return .segmentedControl }
        }
        return nil
    }
}
