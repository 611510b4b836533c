import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenModel

@Suite("Agent: get_tokens and find_token") struct TokenToolTests {
    /// The check: The Paper IDE's ink is among its tokens, with the line that states it.
    @Test func paperIDETokensIncludeItsInk() async throws {
        let answer = try await AgentTestSupport.answer("get_tokens", ["system": "paper-ide"])
        let tokens = answer["tokens"]?.array ?? []
        #expect(answer["count"]?.number == Double(tokens.count))
        let ink = try #require(tokens.first { $0["light"]?["hex"]?.string == "#222222" && $0["name"]?.string?.lowercased().contains("ink") == true })
        let source = try #require(ink["light"]?["source"])
        let line = try #require(source["line"]?.number)
        let document = try String(contentsOfFile: TestSupport.contentFolder + "/" + (source["file"]?.string ?? ""), encoding: .utf8)
        let stated = document.components(separatedBy: "\n")[Int(line) - 1]
        #expect(stated.uppercased().contains("222222"), "line \(Int(line)): \(stated)")
        #expect(ink["reference"]?.string?.hasPrefix("{color.") == true)
    }

    /// Every value named in the answer is on the line it cites, for every shipped system: the
    /// source lines are the document's, not invented.
    @Test(arguments: ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"])
    func everyCitedLineExists(system: String) async throws {
        let answer = try await AgentTestSupport.answer("get_tokens", ["system": .string(system)])
        var files: [String: [String]] = [:]
        for token in answer["tokens"]?.array ?? [] {
            for appearance in ["light", "dark"] {
                guard let source = token[appearance]?["source"], let file = source["file"]?.string, let line = source["line"]?.number else { continue }
                if files[file] == nil {
                    files[file] = try String(contentsOfFile: TestSupport.contentFolder + "/" + file, encoding: .utf8).components(separatedBy: "\n")
                }
                #expect(Int(line) >= 1 && Int(line) <= files[file]!.count, "\(file):\(Int(line))")
            }
        }
        #expect(!(answer["tokens"]?.array.isEmpty ?? true))
    }

    @Test func groupAndAppearanceFilter() async throws {
        let all = try await AgentTestSupport.answer("get_tokens", ["system": "lumen-labs"])
        let colours = try await AgentTestSupport.answer("get_tokens", ["system": "lumen-labs", "group": "color"])
        #expect((colours["tokens"]?.array ?? []).allSatisfy { $0["group"]?.string == "color" })
        #expect((colours["tokens"]?.array.count ?? 0) < (all["tokens"]?.array.count ?? 0))
        let dark = try await AgentTestSupport.answer("get_tokens", ["system": "lumen-labs", "group": "color", "appearance": "dark"])
        let darkTokens = dark["tokens"]?.array ?? []
        #expect(darkTokens.allSatisfy { $0["light"] == nil && $0["dark"] != nil })
        // A colour with a dark value of its own shows it, and says it is the dark one.
        #expect(darkTokens.contains { $0["dark"]?["mode"]?.string == "dark" })
    }

    @Test func getTokensIsDeterministic() async throws {
        let first = try await AgentTestSupport.call("get_tokens", ["system": "ticker"])
        let second = try await AgentTestSupport.call("get_tokens", ["system": "ticker"])
        #expect(first == second)
    }

    @Test func findTokenFindsAnExactColour() async throws {
        let answer = try await AgentTestSupport.answer("find_token", ["system": "paper-ide", "value": "#222"])
        let best = try #require(answer["matches"]?.array.first)
        #expect(best["exact"] == .bool(true))
        #expect(best["hex"]?.string == "#222222")
        #expect(best["distance"]?.number == 0)
        #expect(answer["query"]?["kind"]?.string == "color")
    }

    /// A colour no token has: nearest first, and none of them exact.
    @Test func findTokenOrdersNearColoursByDistance() async throws {
        let answer = try await AgentTestSupport.answer("find_token", ["system": "paper-ide", "value": "#232323"])
        let matches = answer["matches"]?.array ?? []
        #expect(matches.count > 1)
        #expect(matches.first?["exact"] == .bool(false))
        let distances = matches.compactMap { $0["distance"]?.number }
        #expect(distances == distances.sorted())
    }

    @Test func findTokenFindsALength() async throws {
        let tokens = try await AgentTestSupport.answer("get_tokens", ["system": "lumen-labs", "group": "spacing"])
        let spacing = try #require(tokens["tokens"]?.array.first)
        let value = try #require(spacing["light"]?["value"]?.string)
        let answer = try await AgentTestSupport.answer("find_token", ["system": "lumen-labs", "value": .string(value), "group": "spacing"])
        let best = try #require(answer["matches"]?.array.first)
        #expect(best["exact"] == .bool(true))
        #expect(best["group"]?.string == "spacing")
        #expect(answer["query"]?["kind"]?.string == "length")
    }

    @Test func findTokenRefusesWhatIsNoValue() async throws {
        let message = try await AgentTestSupport.failure("find_token", ["system": "paper-ide", "value": "roughly blue"])
        #expect(message.hasPrefix("argument 'value': "))
        let group = try await AgentTestSupport.failure("get_tokens", ["system": "paper-ide", "group": "colours"])
        #expect(group.contains("must be one of"))
    }
}
