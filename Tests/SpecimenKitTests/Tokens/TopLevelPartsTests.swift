import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A value's parts are cut as slices; they must be what the Character-by-Character build gave.
@Suite struct TopLevelPartsTests {
    static func reference(_ value: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in value {
            if LabelledText.openers.contains(character) || character == "[" { depth += 1 }
            if LabelledText.closers.contains(character) || character == "]" { depth = max(0, depth - 1) }
            if depth == 0, ",;|，；、".contains(character) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    @Test func cutsAsTheCharacterBuildDid() {
        #expect(LabelledText.topLevelParts(of: "#666666, Placeholder: #999999 (a, b)") == ["#666666", " Placeholder: #999999 (a, b)"])
        var generator = SystemRandomNumberGenerator()
        let pieces = [",", ";", "|", "，", "；", "、", "(", ")", "（", "）", "[", "]", "a", " ", "#FFF", ",\u{301}", "(\u{301}", "\r\n", "情", "👍🏽"]
        for _ in 0..<3_000 {
            let value = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(LabelledText.topLevelParts(of: value).map(String.init) == Self.reference(value), "\(value.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
