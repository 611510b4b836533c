import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    /// `JSONValue.pretty()` replaced `JSONSerialization` for the JSON exports, whose bytes must
    /// not change: each case is written both ways and compared.
    @Suite("JSON writer") struct JSONWriter {
        static func foundation(_ object: Any) throws -> String {
            let data = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self) + "\n"
        }

        @Test func keysInFoundationsOrder() throws {
            // Numbers inside names, case, punctuation and non-ASCII names, as token keys have.
            let keys = [
                "space-10", "space-2", "space-1", "Space-3", "space_4", "space.5", "$value", "$type",
                "$extensions", "a", "B", "b", "A", "z9", "z10", "z09", "ß", "é", "e", "情報", "デザイン",
                "x-10-a", "x-9-b", "", "-", "_", "dark", "DEFAULT", "2xl", "10xl", "xl",
            ]
            var typed: [String: JSONValue] = [:]
            var plain: [String: Any] = [:]
            for (index, key) in keys.enumerated() {
                typed[key] = .int(index)
                plain[key] = index
            }
            #expect(JSONValue.object(typed).pretty() == (try Self.foundation(plain)))
        }

        @Test func valuesAsFoundationWritesThem() throws {
            // Each character that needs an escape also alone, since text without any goes in whole.
            let strings = ["plain", "quote \" and \\ backslash", "only \"", "only \\", "only \n", "slash / stays", "tab\tnew\nline\r",
                           "\u{8}\u{C}\u{0}\u{1F}\u{7F}", "emoji 🎨 and 日本語", ""]
            let doubles = [0, 1, -1, 0.5, 1.25, 16, 0.0001, 1234.5678, 1e-7, 1e21, 255.0 / 3]
            let typed: JSONValue = [
                "strings": .strings(strings),
                "doubles": .array(doubles.map(JSONValue.double)),
                "ints": [0, -3, 400, 1_000_000],
                "bools": [true, false],
                "empty array": [],
                "empty object": .object([:]),
                "nested": ["inner": [["deep": "x"], []]],
            ]
            let plain: [String: Any] = [
                "strings": strings,
                "doubles": doubles,
                "ints": [0, -3, 400, 1_000_000],
                "bools": [true, false],
                "empty array": [Any](),
                "empty object": [String: Any](),
                "nested": ["inner": [["deep": "x"], [Any]()]],
            ]
            #expect(typed.pretty() == (try Self.foundation(plain)))
        }
    }
}
