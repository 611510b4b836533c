import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Lines and sentence pieces split by bytes are the ones Character splitting gives, on text
/// whose line endings are normalised, in any script.
@Suite struct LineSplittingTests {
    static let texts = [
        "", "\n", "\n\n", "one", "one\n", "one\ntwo", "\nlead", "a\n\nb\n", "背景\n#FFFFFF — 主要\n",
        "e\u{301}\ncafe\u{301}", "👍🏽\n👨‍👩‍👧\n", "tab\there\n  indented", "\u{200B}\nzero width",
        "line\r\nnext\rlast",
    ].map(\.normalizedForReading)

    @Test(arguments: texts)
    func linesAreTheCharacterSplitsLines(_ text: String) {
        #expect(text.lineSlices == text.split(separator: "\n", omittingEmptySubsequences: false))
        let inner = ("x" + text + "x").dropFirst().dropLast()
        #expect(inner.lineSlices == inner.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test(arguments: texts + [
        "Never round corners. Do not use shadows! Keep it flat", "No. No! ..!!", "Ends with a stop.",
        "Une phrase. Puis une autre! E\u{301}.", "A stop then a mark .\u{301} stays joined", "句。Latin. 終わり!",
    ])
    func piecesAreTheCharacterSplitsPieces(_ text: String) {
        let expected = text.split(whereSeparator: { $0 == "." || $0 == "!" || $0 == "\n" })
        #expect(text.nonEmptyPieces(separatedBy: ".!\n") == expected)
    }

    /// The byte search's pieces over generated text: separators with combining and prepended
    /// marks, carriage returns before and after line feeds, emoji sequences and Japanese.
    @Test func piecesAreTheCharacterSplitsOnGeneratedText() {
        let alphabet = [".", "!", "\n", "\r", "\r\n", "a", " ", "情", "。", "\u{301}", "\u{0600}", "👍🏽", "\u{200D}", "🇯🇵", "é", "?"]
        var mismatches: [String] = []
        for text in WordBoundaryTests.generated(count: 8000, seed: 23, alphabet: alphabet) {
            // By ASCII value, as before: a carriage return and line feed is one Character, "\n".
            let expected = text.split(whereSeparator: { $0.asciiValue.map { ".!\n".utf8.contains($0) } ?? false })
            if text.nonEmptyPieces(separatedBy: ".!\n") != expected { mismatches.append(text) }
        }
        let failed = mismatches.count
        #expect(failed == 0, "\(mismatches.prefix(3).map { Array($0.unicodeScalars) })")
    }

    @Test(arguments: [
        "", "│", "││", "plain text", "│  6:30 AM   │  Event cell", "┌──┐ │ a │ b │", "│ 情報 │ デザイン │",
        "│\u{301} a combining mark makes it another Character │ but not here", "e\u{301}│x", "👍🏽│👨‍👩‍👧│",
        "\u{0600}│ after a prepended mark", "│ ends with a bar │",
    ])
    func cellsAreTheCharacterSplitsCells(_ line: String) {
        #expect(line.pieces(splitAt: "│") == line.split(separator: "│", omittingEmptySubsequences: false))
    }
}
