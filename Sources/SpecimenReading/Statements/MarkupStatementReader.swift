import SpecimenModel

/// Reads a code block of markup (HTML, JSX, a template) into statements. Each snippet's
/// component (`MarkupClassReader.looks`) is one `.markup` statement: its classes, however many
/// lines the attribute spans, with the words it shows as its copy, under the comment that names
/// it (`// Caution` over a badge). A comment naming a state (`// Hover`) keeps the caption the
/// block sits under; any other name replaces it, as the finer subject. With neither, a library's
/// component tag names it (`<Select …>`); elements its library names as its parts
/// (`<CardHeader>` in a `<Card>`) are `.markup` statements labelled with the part's name
/// (`Header`). Snippets nothing names apart show one look, the first. An element's tags and
/// attributes are no definitions (`className="…"` names no colour `className`, `style={{ … }}`
/// none called `style`): the other lines, a `<style>` element's rules among them, are read as
/// any code is.
package struct MarkupStatementReader {
    package func statements(in code: String, firstLine: Int, language: String, subject: [String], headingCount: Int, caption: String?) -> [Statement] {
        let elements = MarkupClassReader.elements(in: code)
        var lines = code.lineSlices.map(String.init)
        var tagLines = Set<Int>()
        for element in elements { tagLines.formUnion(element.lineOffset...max(element.lineOffset, element.tagEndOffset)) }
        for offset in lines.indices where tagLines.contains(offset) || lines[offset].trimmingWhitespace.hasPrefix("<") {
            lines[offset] = ""
        }
        var out = CodeStatementReader().statements(
            in: lines.joined(separator: "\n"), firstLine: firstLine, language: language, subject: subject, headingCount: headingCount, caption: caption)
        var seen = Set<[String]>()
        for look in MarkupClassReader.looks(in: code) {
            var path = subject
            // (`<Button variant="outlined">`: the look the library is asked for names it, where no
            // comment does.)
            if let name = look.name ?? look.variant ?? look.state {
                let namesState = ComponentState.from(label: name, kind: nil).map { $0 != .default } == true
                path = (namesState ? subject : Array(subject.prefix(headingCount))) + [name]
            } else if subject.count == headingCount, look.tag.first?.isUppercase == true {
                // `<Input className="…">` with no caption over it: a library's component, named by its tag.
                path = subject + [MarkupClassReader.words(ofTag: look.tag)]
            }
            // Snippets no name tells apart show one look: the first is it.
            guard seen.insert(path).inserted else { continue }
            out.append(markup(look.classes, copy: look.text, label: "", path: path, line: firstLine + look.lineOffset))
            for part in look.parts {
                out.append(markup(part.classes, copy: part.text, label: part.name, path: path, line: firstLine + part.lineOffset))
            }
        }
        func markup(_ classes: String, copy: String?, label: String, path: [String], line: Int) -> Statement {
            var statement = Statement(subject: path, headingCount: headingCount, label: label, value: classes, line: line, syntax: .markup, block: firstLine)
            statement.copy = copy
            statement.caption = caption
            return statement
        }
        // In line order; the lines' own order where two share one.
        return out.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}
