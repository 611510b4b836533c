import SpecimenModel

/// A view and the modifiers applied to it, in order: `Text("Hi").padding(8).background(.blue)`,
/// on one line or one modifier a line.
package struct ModifierChain {
    package struct Modifier {
        package var name: String
        /// The text inside the parentheses, lines trimmed and joined with `\n`; empty without any.
        package var arguments: String
        package var line: Int
    }

    /// The first line of the view the chain styles, trimmed (`Text(title)`, `VStack(spacing: 0) {`).
    package var opener: String
    /// A `//` comment on the line above the view, which often names it.
    package var comment: String?
    /// The indentation of the chain's first modifier line (or of its only line): the shallower
    /// the chain, the more of the view it styles.
    package var indent: Int
    package var modifiers: [Modifier]
}
