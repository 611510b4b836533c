import Foundation

#if canImport(FoundationXML)
import FoundationXML
import SpecimenModel
#endif

/// Reads palette swatches drawn in raw HTML, as READMEs often show a palette: cards whose text
/// reads `Light Gray`, then `#F5F5F5`, then a usage line. What is read is the text a reader
/// sees, element by element, never the inline styles: a card's sample may be drawn in the
/// colour (a fill) or with it (a text sample on white), but its caption names the value.
///
/// The block is parsed with Foundation's XML parser (libxml2), which recovers from the usual
/// ways HTML is not XML (`<br>`, unquoted attributes); what it cannot parse states nothing.
package struct HTMLSwatchReader {
    package func statements(in html: String, firstLine: Int, subject: [String], headingCount: Int) -> [Statement] {
        // A block may hold several sibling elements, or only part of one: a root makes it one
        // document, and an unclosed tail is simply where the parse stops.
        let delegate = Delegate()
        let parser = XMLParser(data: Data("<root>\n\(html)\n</root>".utf8))
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        var out: [Statement] = []
        var name: String?
        for (index, text) in delegate.texts.enumerated() {
            let literal = ColorValueScanner.matches(in: text.text).first
            if let literal, literal.text == text.text {
                // `#F5F5F5` under `Light Gray`: that name's value, with the usage line after it.
                guard let owner = name else { continue }
                let next = delegate.texts.dropFirst(index + 1).first?.text
                let usage = next.flatMap { ColorValueScanner.matches(in: $0).isEmpty && !LabelledText.isName($0, maxWords: 4) ? $0 : nil }
                // The wrapper adds one line before the block's first.
                out.append(Statement(subject: subject, headingCount: headingCount, label: owner, value: text.text,
                                     comment: usage, line: firstLine + max(0, text.line - 2), syntax: .html))
                name = nil
            } else if literal == nil, LabelledText.isName(text.text, maxWords: 4) {
                name = text.text
            } else {
                name = nil
            }
        }
        return out
    }

    /// Collects each element's own text, in the order the elements close.
    private final class Delegate: NSObject, XMLParserDelegate {
        var stack: [(text: String, line: Int)] = []
        var texts: [(text: String, line: Int)] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(("", parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            let text = element.text.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
            if !text.isEmpty { texts.append((text, element.line)) }
        }
    }
}
