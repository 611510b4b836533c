import Foundation

/// Reads a component section's bullet and caption statements into its spec. Where a statement
/// sits decides what it describes: directly under the section's heading it is the component's
/// own; under a caption or a parent bullet (`**Primary Button**:`, `- Secondary`) it is that
/// variant's. A labelled bullet whose nested bullets are plain items lists samples or part lines.
struct StatementSpecReader {
    /// The section's bullet and paragraph statements, in document order.
    var statements: [Statement]
    /// How many headings the section sits under; deeper subjects are variants.
    var headingCount: Int

    func read(into builder: inout SpecBuilder) {
        var consumed = Set<Int>()
        for (index, statement) in statements.enumerated() where !consumed.contains(index) {
            let selectors = statement.subject.dropFirst(headingCount).map(Self.selector)
            let inner = selectors.map(\.name).filter { !$0.isEmpty }
            // The component's own selector may carry the state (`.button:hover`).
            let state = statement.subject.suffix(from: max(0, headingCount - 1)).compactMap { Self.selector($0).state }.last ?? .default
            let variant = inner.isEmpty ? nil : variantIndex(for: inner, builder: &builder)
            if statement.syntax == .code, let part = statement.subject.dropFirst(max(0, headingCount - 1)).compactMap(Self.pseudoElement).last {
                builder.readPartDeclaration(part: part, label: Vocabulary.standard.codeLabel(statement.label), rest: statement.value, line: statement.line)
                continue
            }
            if statement.syntax == .code {
                // CSS-like declarations: `color` is the text's colour there, not the fill.
                builder.readLabelled(label: Vocabulary.standard.codeLabel(statement.label), rest: statement.value,
                                     line: statement.line, variant: variant, state: state)
                continue
            }
            if statement.label.isEmpty {
                // An unlabelled paragraph is prose; only bullets state things without a label.
                guard statement.syntax == .bullet, !isSubjectOnly(index) else { continue }
                builder.readPlain(statement.value, line: statement.line, variant: variant)
                continue
            }
            if statement.value.isEmpty, isSubjectOnly(index) { continue }
            let children = childIndices(of: index)
            let subs = children.filter { statements[$0].label.isEmpty }.map { (statements[$0].value, statements[$0].line) }
            if builder.readLabelled(label: statement.label, rest: statement.value, line: statement.line, variant: variant, subItems: subs) {
                consumed.formUnion(children.filter { statements[$0].label.isEmpty })
                continue
            }
            builder.readPlain(statement.value, line: statement.line, variant: variant)
        }
    }

    /// The part a selector styles through a pseudo-element: `.input::placeholder` → `placeholder`.
    static func pseudoElement(_ subject: String) -> String? {
        guard let range = subject.range(of: "::") else { return nil }
        let name = subject[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
        return name.isEmpty ? nil : name.replacingOccurrences(of: "-", with: " ")
    }

    /// A code scope read as a component subject: `.button-clear:hover` is the `button clear`
    /// in its hover state; other subjects are names as written.
    static func selector(_ subject: String) -> (name: String, state: ComponentState?) {
        var text = subject.trimmingCharacters(in: .whitespaces)
        // Selectors only: `.button-clear:hover`, `#submit`, `button:disabled`, never a clause.
        guard text.hasPrefix(".") || text.hasPrefix("#") || (text.contains(":") && !text.contains(" ")) else { return (subject, nil) }
        var state: ComponentState?
        if let pseudo = text.range(of: "::") { text = String(text[..<pseudo.lowerBound]) }
        if let colon = text.dropFirst().firstIndex(of: ":") {
            state = ComponentState.from(label: String(text[text.index(after: colon)...]), kind: nil)
            text = String(text[..<colon])
        }
        // BEM and utility names put the block first (`button-colored`, `card__title`); English
        // puts the head noun last, so the block moves to the end: `colored button`.
        var words = text.trimmingCharacters(in: CharacterSet(charactersIn: ".# ")).split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if words.count > 1, ComponentKind.classify(words[0]) != nil { words.append(words.removeFirst()) }
        // A heading's capital: `.button-colored` names the `Colored button`.
        let name = words.joined(separator: " ")
        return (name.prefix(1).uppercased() + name.dropFirst(), state)
    }

    /// A bullet that only names what its nested bullets describe (`- **Default Button**:`).
    private func isSubjectOnly(_ index: Int) -> Bool {
        let statement = statements[index]
        return (statement.label.isEmpty || statement.value.isEmpty) && !childIndices(of: index).isEmpty
    }

    /// The statements nested directly under a statement's bullet.
    private func childIndices(of index: Int) -> [Int] {
        let statement = statements[index]
        let name = statement.label.isEmpty ? statement.value : statement.label
        let path = statement.subject + [name]
        var out: [Int] = []
        for next in statements.indices.dropFirst(index + 1) {
            let candidate = statements[next]
            if candidate.subject == path { out.append(next) } else if !candidate.subject.starts(with: path) { break }
        }
        return out
    }

    /// The variant a nested statement belongs to: its innermost subject that is not the
    /// component itself, with the component's own words dropped (`Primary CTA Button` → `Primary CTA`).
    private func variantIndex(for inner: [String], builder: inout SpecBuilder) -> Int? {
        for subject in inner {
            // `.round-icon-button` under `### Round icon button` is the component itself.
            if ComponentKind.words(of: subject) == ComponentKind.words(of: builder.spec.name) { continue }
            let kept = subject.split(separator: " ").map(String.init).filter { ComponentKind.classify($0) != builder.spec.kind }
            // A subject naming only the component itself (`- Button:` under Buttons) is the base.
            guard !kept.isEmpty else { continue }
            let line = statements.first { $0.subject.last == subject }?.line ?? builder.spec.provenance.line
            return builder.variantIndex(kept.joined(separator: " "), line: line)
        }
        return nil
    }
}
