import Foundation
import SpecimenModel

/// A view written bare under its component's heading, with no struct around it:
/// `Button(action: { }) { Text("Save") … }` then `.background(Color.blue)`, or a chain alone
/// (`.padding(16)`, `.clipShape(RoundedRectangle(cornerRadius: 12))`). Many documents give a
/// component as the snippet that builds it; its chains are read as a view's body is.
extension SwiftUIViewReader {
    /// The component a Swift snippet under the heading builds; nil when the block is no Swift
    /// (`languages` of the vocabulary's `swiftUIModifiers.views`), declares a view of its own
    /// (read as that view), or holds no chain that styles a view.
    package func readSnippet(_ block: MarkdownNode, named name: String, kind: ComponentKind, context: ComponentContext) -> ComponentSpec? {
        guard case .codeBlock(let info) = block.kind,
              let language = info.split(whereSeparator: \.isWhitespace).first.map({ $0.lowercased() }),
              table.names.snippetLanguages.contains(language), block.literal.contains(literal: "."),
              !block.literal.contains(literal: "struct") else { return nil }
        let scanner = SwiftSourceScanner(block.literal)
        // The fence's line stands where a view's `var body` line would: the reading passes it over.
        let lines = [SwiftCodeLine("", line: block.startLine)] + SwiftCodeLine.lines(of: block)
        guard let last = lines.last else { return nil }
        let view = SwiftUIViewDeclaration(name: name, lines: lines)
        guard var spec = read(view, kind: kind, scanner: scanner, context: context, usage: [],
                              body: (lines, last.offset + last.text.utf8.count)) else { return nil }
        spec.provenance = context.provenance(line: block.startLine)
        // The words the snippet shows (`Text("Save")`) are the preview's copy.
        let samples = SwiftUISampleReader(names: table.names)
        if let shown = lines.lazy.compactMap({ line in samples.literalText(in: line.trimmed).map { (line, $0) } }).first {
            spec.samples = [PropertyValue(raw: shown.0.trimmed, value: shown.1, provenance: context.provenance(line: shown.0.line))]
        }
        return spec
    }
}
