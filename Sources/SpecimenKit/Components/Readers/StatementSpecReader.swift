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
            let inner = Array(statement.subject.dropFirst(headingCount))
            let variant = inner.isEmpty ? nil : variantIndex(for: inner, builder: &builder)
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

    /// A bullet that only names what its nested bullets describe (`- **Default Button**:`).
    private func isSubjectOnly(_ index: Int) -> Bool {
        let statement = statements[index]
        let name = statement.label.isEmpty ? statement.value : statement.label
        return (statement.label.isEmpty || statement.value.isEmpty) && !childIndices(of: index).isEmpty
            && statement.subject.count == statements[childIndices(of: index)[0]].subject.count - 1
            && statements[childIndices(of: index)[0]].subject.last == name
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
            let kept = subject.split(separator: " ").map(String.init).filter { ComponentKind.classify($0) != builder.spec.kind }
            // A subject naming only the component itself (`- Button:` under Buttons) is the base.
            guard !kept.isEmpty else { continue }
            let line = statements.first { $0.subject.last == subject }?.line ?? builder.spec.provenance.line
            return builder.variantIndex(kept.joined(separator: " "), line: line)
        }
        return nil
    }
}
