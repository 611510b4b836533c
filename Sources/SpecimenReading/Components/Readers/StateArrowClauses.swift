/// `hover → \`filter: brightness(1.08)\`; press → \`translateY(1px)\``, or a Style cell
/// `bg var(--gold), text var(--ink); disabled: rgba(…)`: the clauses of a line or a cell that each
/// give one state's look after an arrow or a colon, and the clauses that give none (the resting
/// look). One reader for a state list's line and a table's Style cell, so both cut a line and
/// name its states alike.
package struct StateArrowClauses {
    /// The arrows that join a state to its look.
    package static let arrows = ["→", "->", "⟶", "⇒"]

    /// The clauses that open with no state's word and a mark, in order.
    package private(set) var resting: [String] = []
    /// Each state's look: the state, the words before the mark that name it, its words after the
    /// mark, and the clause as written.
    package private(set) var states: [(state: ComponentState, head: String, look: String, written: String)] = []

    /// `colons`: whether a colon joins a state to its look as an arrow does. A line under a
    /// state list's label is read only by its arrows, since its label already took the colon.
    package init(_ text: String, kind: ComponentKind, colons: Bool) {
        for clause in Self.clauses(of: text) {
            guard let mark = Self.arrows.lazy.compactMap({ clause.range(of: $0) }).first ?? (colons ? clause.range(of: ":") : nil),
                  case let head = clause[..<mark.lowerBound].trimmingWhitespace,
                  case let look = clause[mark.upperBound...].trimmingWhitespace, !look.isEmpty,
                  ComponentKind.words(of: head).count <= 2,
                  let state = ComponentState.from(label: head, kind: kind), state != .default else {
                resting.append(clause)
                continue
            }
            states.append((state, head, look, clause))
        }
    }

    /// A line cut at its semicolons, and at a comma that a state's word and an arrow follow,
    /// outside code spans and brackets (`\`transition: opacity 0.15s, transform 0.1s\`` is one).
    private static func clauses(of text: String) -> [String] {
        var clauses: [String] = []
        var current = ""
        var inCode = false
        var depth = 0
        var index = text.startIndex
        func opensPair(after comma: String.Index) -> Bool {
            let after = text[text.index(after: comma)...]
            guard let arrow = arrows.lazy.compactMap({ after.range(of: $0) }).first else { return false }
            let head = after[..<arrow.lowerBound].trimmingWhitespace
            return ComponentKind.words(of: head).count == 1 && ComponentState.from(label: head, kind: nil) != nil
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "(" { depth += 1 }
            if !inCode, character == ")" { depth = max(0, depth - 1) }
            if !inCode, depth == 0, character == ";" || (character == "," && opensPair(after: index)) {
                clauses.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
            index = text.index(after: index)
        }
        clauses.append(current.trimmingWhitespace)
        return clauses.filter { !$0.isEmpty }
    }
}
