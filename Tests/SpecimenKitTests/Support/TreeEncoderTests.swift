import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The tree encoder behind the templates' values and audit.json: every kind of container, the
/// leaves each tree keeps, and what becomes of nil in each.
@Suite struct TreeEncoderTests {
    struct Empty: Encodable {}

    struct Inner: Encodable {
        var name = "inner"
        var weights: [Double] = [0.5, 2]
    }

    /// Writes one key twice, a nested keyed and unkeyed container, an explicit nil and a super
    /// encoder: what synthesised conformances never do, but a hand-written one may.
    struct HandWritten: Encodable {
        enum Keys: String, CodingKey { case twice, nested, list, gone, parent }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("first", forKey: .twice)
            try container.encode("last", forKey: .twice)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
            try nested.encode(1, forKey: .list)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode("deep", forKey: .gone)
            try container.encodeNil(forKey: .gone)
            try Inner().encode(to: container.superEncoder(forKey: .parent))
        }
    }

    struct Sample: Encodable {
        var text = "a \"quoted\" / slashed — 情報"
        var flag = false
        var count = -3
        var ratio = 4.5
        var small: Int32 = 7
        var link = URL(string: "https://example.com/a?b=c")!
        var missing: String? = nil
        var present: String? = "here"
        var optionals: [String?] = ["one", nil, "three"]
        var inner = Inner()
        var inners = [Inner(), Inner(name: "second", weights: [])]
        var empty = Empty()
        var table = ["b": 2, "a": 1]
        var handWritten = HandWritten()
    }

    @Test func jsonIsWhatFoundationsEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(Sample()), as: UTF8.self) + "\n"
        #expect(try JSONValueEncoder.encode(Sample()).pretty() == foundation)
    }

    @Test func templatesLeaveNilOutAndKeepAnElementsPlace() throws {
        guard case .object(let fields) = try TemplateEncoder.encode(Sample()) else {
            Issue.record("a struct is an object")
            return
        }
        #expect(fields["missing"] == nil)
        #expect(plain(fields["present"]) == "here")
        #expect(plain(fields["small"]) == "7")
        #expect(plain(fields["link"]) == "https://example.com/a?b=c")
        #expect(plain(fields["optionals"]) == "[one, {}, three]")
        #expect(plain(fields["inners"]) == "[{name: inner, weights: [0.5, 2.0]}, {name: second, weights: []}]")
        #expect(plain(fields["empty"]) == "{}")
        #expect(plain(fields["table"]) == "{a: 1, b: 2}")
        // The explicit nil is left out too; the key written twice keeps its last value.
        #expect(plain(fields["handWritten"]) == "{list: [true, {}, {gone: deep}], nested: {list: 1}, parent: {name: inner, weights: [0.5, 2.0]}, twice: last}")
    }

    /// An object past `TemplateFields.scanned` names is looked up by an index instead of a scan:
    /// both ways find every name, and the last of a name written twice.
    @Test(arguments: [TemplateFields.scanned - 1, TemplateFields.scanned, TemplateFields.scanned + 1, 3 * TemplateFields.scanned])
    func templateFieldsFindEveryNameScannedOrIndexed(count: Int) throws {
        struct Wide: Encodable {
            var count: Int
            struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                for index in 0..<count { try container.encode(index, forKey: Key(stringValue: "field-\(index)")) }
                // Written again, last: the value a dictionary would keep.
                try container.encode(-1, forKey: Key(stringValue: "field-0"))
            }
        }
        guard case .object(let fields) = try TemplateEncoder.encode(Wide(count: count)) else {
            Issue.record("a keyed container is an object")
            return
        }
        #expect(fields.count == count)
        #expect(fields.names == (0..<count).map { "field-\($0)" })
        #expect(plain(fields["field-0"]) == "-1")
        for index in 1..<count { #expect(plain(fields["field-\(index)"]) == "\(index)") }
        #expect(fields["field-\(count)"] == nil)
        #expect(fields["Field-1"] == nil)
    }

    /// A compact, ordered rendering of a template value, to compare whole subtrees.
    private func plain(_ value: TemplateValue?) -> String? {
        switch value {
        case nil: nil
        case .string(let string): string
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .double(let double): "\(double)"
        case .list(let elements): "[" + elements.map { plain($0)! }.joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.names.sorted().map { "\($0): \(plain(fields[$0])!)" }.joined(separator: ", ") + "}"
        }
    }
}
