import SpecimenModel

/// A component shown as markup (```` ```html ```` or JSX): `<button className="bg-black
/// text-white rounded-xl px-4">Save</button>`. The first element whose `class` or `className`
/// attribute is a list of utility classes is the component; its classes are read as a class
/// list is anywhere (`UtilityClassReader`), and the words it holds, when it holds only words,
/// are its copy. Nothing else of the markup is read: it is an example of the look, not a
/// specification of structure.
package enum MarkupClassReader {
    package struct Element: Equatable {
        /// The attribute's classes as written, and the line (from 0) they are on.
        package var classes: String
        package var lineOffset: Int
        /// The element's own text (`Save`), when it holds text and no other element.
        package var text: String?
    }

    private static let attributes = ["className=", "class="]

    package static func firstElement(in code: String) -> Element? {
        let lines = code.lineSlices.map(String.init)
        for (offset, line) in lines.enumerated() {
            guard let (classes, end) = classAttribute(in: line), UtilityClassReader.isClassList(classes) else { continue }
            // The element's text: what follows the tag's `>` up to the next `<`, on this line
            // or the lines after it.
            let rest = ([String(line[end...])] + lines.dropFirst(offset + 1)).joined(separator: "\n")
            var text: String?
            if let close = rest.firstIndex(of: ">") {
                let inner = rest[rest.index(after: close)...].prefix { $0 != "<" }.trimmingWhitespace
                let words = inner.split(whereSeparator: \.fastIsWhitespace).joined(separator: " ")
                if !words.isEmpty, !words.contains(where: { "{}=".contains($0) }) { text = words }
            }
            return Element(classes: classes, lineOffset: offset, text: text)
        }
        return nil
    }

    /// The quoted value of a line's class attribute (`className="…"`, `class='…'`,
    /// `className={"…"}`) and where it ends.
    private static func classAttribute(in line: String) -> (String, String.Index)? {
        guard line.contains(literal: "<") else { return nil }
        for attribute in attributes {
            guard let found = line.range(ofLiteral: attribute) else { continue }
            var index = found.upperBound
            if index < line.endIndex, line[index] == "{" { index = line.index(after: index) }
            guard index < line.endIndex, let quote = line[index...].first, "\"'`".contains(quote) else { continue }
            let start = line.index(after: index)
            guard let close = line[start...].firstIndex(of: quote) else { continue }
            return (String(line[start..<close]), line.index(after: close))
        }
        return nil
    }
}
