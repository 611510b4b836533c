import Foundation

/// A single-file component in a fence of markup (```` ```vue ````, `svelte`): its markup, then
/// a `<style>` block of CSS.
///
/// ```vue
/// <template><button class="save-button">Save</button></template>
/// <style scoped>
/// .save-button { background-color: var(--accent); border-radius: 20px; }
/// </style>
/// ```
///
/// The walk reads the style block as a fence of CSS written in its place is read, and the
/// rest as the markup it is (`blocks(of:)`).
package enum SingleFileComponent {
    /// The fence as two blocks, the markup before its style block and the style block's CSS
    /// (each node's lines the document's), or nil when the fence holds no style block.
    /// `firstLine`: the document's line of the fence's first line.
    package static func blocks(of block: MarkdownNode, firstLine: Int) -> [MarkdownNode]? {
        guard case .codeBlock(let info) = block.kind, Vocabulary.standard.isMarkupLanguage(info) else { return nil }
        let lines = block.literal.lineSlices
        guard let open = lines.firstIndex(where: { $0.trimmingWhitespace.hasPrefix("<style") }),
              let close = lines[open...].firstIndex(where: { $0.trimmingWhitespace.hasPrefix("</style") }),
              close > open + 1 else { return nil }
        var blocks: [MarkdownNode] = []
        if lines[..<open].contains(where: { !$0.trimmingWhitespace.isEmpty }) {
            var markup = block
            markup.literal = lines[..<open].joined(separator: "\n") + "\n"
            markup.endLine = firstLine + open - 1
            blocks.append(markup)
        }
        let sheet = lines[(open + 1)..<close].joined(separator: "\n") + "\n"
        blocks.append(MarkdownNode(kind: .codeBlock(info: language(of: lines[open])), literal: sheet,
                                   startLine: firstLine + open + 1, endLine: firstLine + close - 1))
        return blocks
    }

    /// `<style scoped lang="scss">`: the style sheet's language, CSS unless it names another.
    static func language(of tag: Substring) -> String {
        guard let range = tag.range(of: #"lang\s*=\s*["']?([A-Za-z]+)"#, options: .regularExpression) else { return "css" }
        let named = tag[range].split(whereSeparator: { "=\"' ".contains($0) }).last.map(String.init) ?? "css"
        return Vocabulary.standard.isStyleLanguage(named) ? named.lowercased() : "css"
    }
}
