import SpecimenModel

/// The size one `rem` is when the document sets its own: `html { font-size: 62.5% }`,
/// "1rem = 10px", or a labelled line (`Root font size: 10px`) its own conversions agree with
/// (`1.4rem (14px)`). A component's lengths written in rem are drawn at that size; with none
/// stated, a rem is CSS's 16px.
package enum RootFontSize {
    /// CSS's root font size, which the readers measure rem against.
    static let cssDefault = 16.0

    /// `1rem = 10px`, `1.4rem (14px)`: a length in rem and the px it is said to be.
    nonisolated(unsafe) private static let conversion = Vocabulary.pattern(#"(\d*\.?\d+)\s*rem`?\s*(?:=|\(|（)\s*(?:\d*\.?\d+)\s*px"#)

    package static func pixels(in statements: [Statement]) -> Double? {
        var stated: Double?
        var labelled: Double?
        var conversions: [(rem: Double, px: Double)] = []
        let labels = Vocabulary.standard.rootFontSizeLabels
        for statement in statements {
            let text = statement.value
            if text.contains(literal: "rem") {
                for match in text.matches(of: conversion) {
                    guard let rem = Double(match.output.1), let px = Double(text[match.range].split(whereSeparator: { !$0.isNumber && $0 != "." }).last ?? ""),
                          rem > 0 else { continue }
                    if rem == 1, match.range.lowerBound == text.startIndex || text[..<match.range.lowerBound].last == " " || text[..<match.range.lowerBound].last == "`",
                       text[match.range].contains("=") { stated = stated ?? px }
                    conversions.append((rem, px))
                }
            }
            let label = statement.label.lowercased().trimmingWhitespace
            guard !label.isEmpty else { continue }
            if statement.syntax == .code, label == "font-size", let subject = statement.subject.last?.trimmingWhitespace.lowercased(),
               subject == "html" || subject == ":root" {
                stated = stated ?? size(text)
            } else if labels.contains(label) {
                labelled = labelled ?? size(text)
            }
        }
        if let stated { return stated == cssDefault ? nil : stated }
        // A labelled size the document's own conversions bear out, every one of them.
        guard let labelled, labelled != cssDefault, !conversions.isEmpty,
              conversions.allSatisfy({ abs($0.rem * labelled - $0.px) < 0.01 }) else { return nil }
        return labelled
    }

    /// `62.5%` of CSS's 16px, or `10px`.
    private static func size(_ text: String) -> Double? {
        let value = ValueScanner.clean(text).trimming(charactersIn: " ;`")
        if value.hasSuffix("%"), let percent = Double(value.dropLast()), percent > 0 { return cssDefault * percent / 100 }
        if value.lowercased().hasSuffix("px"), let px = Double(value.dropLast(2).trimmingWhitespace), px > 0 { return px }
        return nil
    }

    /// `font-size: 1.4rem` on a 10px root reads as `14px`: each statement's lengths in rem,
    /// measured against `root` before any component reads them, as the browser would.
    package static func restate(_ statements: inout [Statement], root: Double) {
        for index in statements.indices where statements[index].value.contains(literal: "rem") {
            let value = statements[index].value
            var out = ""
            var rest = Substring(value)
            while let match = rest.firstMatch(of: remLength) {
                out += rest[..<match.range.lowerBound]
                // (`h1.4rem` is a word, not a length.)
                if let before = rest[..<match.range.lowerBound].last ?? out.last, before.isLetter || before.isNumber || before == "-" || before == "_" {
                    out += rest[match.range]
                    rest = rest[match.range.upperBound...]
                    continue
                }
                let pixels = ((Double(match.output.1) ?? 0) * root * 10_000).rounded() / 10_000
                out += pixels == pixels.rounded() ? "\(Int(pixels))px" : "\(pixels)px"
                rest = rest[match.range.upperBound...]
            }
            statements[index].value = out + rest
        }
    }

    /// `1.4rem`, not `-rem` in a name nor `1.4remx`.
    nonisolated(unsafe) private static let remLength = Vocabulary.pattern(#"(\d*\.?\d+)rem(?![\w-])"#)
}
