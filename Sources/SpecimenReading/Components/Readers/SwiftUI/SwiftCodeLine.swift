import Foundation
import SpecimenModel

/// A line of a Swift listing with its source line, indentation and where it starts in the
/// listing's text (a UTF-8 offset, as `SwiftSourceScanner` counts).
package struct SwiftCodeLine {
    package var text: String
    package var line: Int
    package var indent: Int
    package var trimmed: String
    package var offset: Int

    package init(_ text: String, line: Int, offset: Int = 0) {
        self.text = text
        self.line = line
        self.offset = offset
        indent = text.prefix { $0 == " " || $0 == "\t" }.count
        trimmed = text.trimmingWhitespace
    }

    package static func lines(of block: MarkdownNode) -> [SwiftCodeLine] {
        var offset = 0
        return block.literal.lineSlices.enumerated().map { index, text in
            defer { offset += text.utf8.count + 1 }
            return SwiftCodeLine(String(text), line: block.startLine + 1 + index, offset: offset)
        }
    }
}
