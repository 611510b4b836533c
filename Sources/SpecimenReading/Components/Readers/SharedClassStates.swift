import SpecimenModel

/// A state written once on a class many components wear, in a rule of its own:
///
/// ```css
/// .pill.pill--mint { … }          /* under one heading */
/// .pill.pill--sand { … }          /* under another */
/// .pill:hover { opacity: 0.8; }   /* under "Hover", apart from both */
/// ```
///
/// Every component whose own rules put that class in their selectors takes the state, unless
/// it states that state itself. The rule is read once; it is no component of its own.
package enum SharedClassStates {
    package static func apply(to specs: inout [ComponentSpec], statements: [Statement], context: ComponentContext) {
        // The rules no component took: `.pill:hover` and its declarations, by class and state.
        let taken = specs.reduce(into: Set<Int>()) { $0.formUnion($1.understoodLines) }
        var shared: [String: [ComponentState: [Statement]]] = [:]
        var classesOnLine: [Int: [String]] = [:]
        for statement in statements where statement.syntax == .code {
            guard let subject = statement.subject.last, subject.hasPrefix("."), let selector = StyleSheetRules.parse(subject),
                  selector.descendant.isEmpty else { continue }
            classesOnLine[statement.line] = selector.classes
            guard selector.classes.count == 1, selector.pseudoElement == nil, selector.pseudoClasses.count == 1,
                  let state = ComponentState.from(label: selector.pseudoClasses[0], kind: nil), state != .default,
                  !taken.contains(statement.line) else { continue }
            shared[selector.classes[0], default: [:]][state, default: []].append(statement)
        }
        guard !shared.isEmpty else { return }
        for index in specs.indices {
            let spec = specs[index]
            // The classes the component's own rules are written on, modifiers among them.
            let worn = Set(spec.understoodLines.flatMap { classesOnLine[$0] ?? [] })
            for name in worn.sorted() {
                guard let states = shared[name] else { continue }
                for (state, rule) in states.sorted(by: { $0.key < $1.key }) {
                    guard ([spec.base] + spec.variants).allSatisfy({ $0.states[state] == nil }) else { continue }
                    var builder = SpecBuilder(name: spec.name, kind: spec.kind, line: rule[0].line, context: context)
                    StatementSpecReader(statements: rule, headingCount: rule[0].subject.count).read(into: &builder)
                    let read = builder.finish()
                    guard let set = ([read.base] + read.variants).lazy.compactMap({ $0.states[state] }).first else { continue }
                    specs[index].base[state] = set.merged(over: specs[index].base[state])
                    specs[index].notDrawn += read.notDrawn.filter { !specs[index].notDrawn.contains($0) }
                }
            }
        }
    }
}
