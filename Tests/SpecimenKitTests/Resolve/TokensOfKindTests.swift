import Foundation
import Synchronization
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `ResolvedTokens.tokens(of:)` keeps what it found for each kind, and `ComponentKind.words(of:)`
/// keeps each text's words: neither may ever answer with what the tokens or the text no longer say.
@Suite("Tokens of a kind")
struct TokensOfKindTests {
    static func token(_ name: String, _ value: TokenValue, line: Int) -> DesignToken {
        DesignToken(name: name, value: value, group: "colors", provenance: Provenance(file: "tidepool.md", line: line, excerpt: ""))
    }

    @Test("A kind asked again after the tokens change lists the tokens as they are now")
    func askedAgainAfterAChange() {
        let kelp = Self.token("kelp", .color(RGBAColor(red8: 31, green8: 92, blue8: 64)), line: 3)
        let brine = Self.token("brine", .color(RGBAColor(red8: 12, green8: 40, blue8: 61)), line: 4)
        var tokens = ResolvedTokens(tokens: [kelp])
        #expect(tokens.tokens(of: .color).map(\.name) == ["kelp"])
        #expect(tokens.tokens(of: .color).map(\.name) == ["kelp"])
        tokens.tokens.append(brine)
        #expect(tokens.tokens(of: .color).map(\.name) == ["kelp", "brine"])
        tokens.tokens[0].value = .opacity(0.4)
        #expect(tokens.tokens(of: .color).map(\.name) == ["brine"])
        #expect(tokens.tokens(of: .opacity).map(\.name) == ["kelp"])
    }

    @Test("A copy made before a change keeps its own tokens' kinds")
    func aCopyKeepsItsOwn() {
        let kelp = Self.token("kelp", .color(RGBAColor(red8: 31, green8: 92, blue8: 64)), line: 3)
        let original = ResolvedTokens(tokens: [kelp])
        _ = original.tokens(of: .color)
        var changed = original
        changed.tokens = []
        #expect(changed.tokens(of: .color).isEmpty)
        #expect(original.tokens(of: .color).map(\.name) == ["kelp"])
    }

    @Test("Words asked from many threads at once are each text's own")
    func wordsFromManyThreads() {
        let texts = (0..<400).map { "Tidepool Card \($0) (Rockpool)" }
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { round in
            for (index, text) in texts.enumerated() where (index + round) % 2 == 0 {
                if ComponentKind.words(of: text) != ["tidepool", "card", String(index)] { wrong.withLock { $0 += 1 } }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }
}
