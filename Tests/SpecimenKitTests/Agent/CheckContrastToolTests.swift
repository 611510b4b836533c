import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenAudit
@testable import SpecimenModel

@Suite("Agent: check_contrast") struct CheckContrastToolTests {
    /// The issue's own example: 4.478:1, shown truncated as the audit shows it, failing AA for
    /// normal text.
    @Test func greyOnWhiteIsFourPointFourSevenAndFailsAA() async throws {
        let answer = try await AgentTestSupport.answer("check_contrast", ["foreground": "#777777", "background": "#FFFFFF"])
        let ratio = try #require(answer["ratio"]?.number)
        #expect(abs(ratio - 4.478) < 0.0005)
        #expect(answer["ratioText"]?.string == "4.47")
        #expect(answer["category"]?.string == "normal-text")
        #expect(answer["verdicts"]?["AA"]?["passes"] == .bool(false))
        #expect(answer["verdicts"]?["AA"]?["minimum"]?.number == 4.5)
        #expect(answer["verdicts"]?["AAA"]?["passes"] == .bool(false))
        let levels = answer["suggestions"]?.array.compactMap { $0["level"]?.string }
        #expect(levels == ["AA", "AAA"])
        // Each suggested colour passes its level when measured again.
        for suggestion in answer["suggestions"]?.array ?? [] {
            let target = try #require(suggestion["target"]?.number)
            let options = suggestion["options"]?.array ?? []
            #expect(!options.isEmpty)
            for option in options where option["change"]?.string == "foreground" {
                let hex = try #require(option["hex"]?.string)
                let color = try #require(RGBAColor(css: hex))
                #expect(ContrastRatio(foreground: color, background: RGBAColor(red: 1, green: 1, blue: 1)).meets(target))
            }
        }
    }

    @Test func largeTextNeedsThreeToOne() async throws {
        let large = try await AgentTestSupport.answer("check_contrast", ["foreground": "#777777", "background": "#FFFFFF", "font_size": 24])
        #expect(large["category"]?.string == "large-text")
        #expect(large["verdicts"]?["AA"]?["passes"] == .bool(true))
        let bold = try await AgentTestSupport.answer("check_contrast", ["foreground": "#777777", "background": "#FFFFFF", "font_size": 19, "font_weight": "bold"])
        #expect(bold["category"]?.string == "large-text")
        let semibold = try await AgentTestSupport.answer("check_contrast", ["foreground": "#777777", "background": "#FFFFFF", "font_size": 19, "font_weight": 600])
        #expect(semibold["category"]?.string == "normal-text")
    }

    @Test func nonTextAndDisabled() async throws {
        let border = try await AgentTestSupport.answer("check_contrast", ["foreground": "#949494", "background": "#FFFFFF", "role": "non-text"])
        #expect(border["category"]?.string == "non-text")
        #expect(border["verdicts"]?["AA"]?["minimum"]?.number == 3)
        let disabled = try await AgentTestSupport.answer("check_contrast", ["foreground": "#CCCCCC", "background": "#FFFFFF", "role": "disabled"])
        #expect(disabled["exemption"]?.string != nil)
        #expect(disabled["suggestions"]?.array.isEmpty == true)
    }

    /// A translucent foreground is measured as seen over its background: half-black on white
    /// is a mid grey, not black.
    @Test func translucentForegroundIsComposited() async throws {
        let answer = try await AgentTestSupport.answer("check_contrast", ["foreground": "rgb(0 0 0 / 0.5)", "background": "white"])
        #expect(answer["foreground"]?["hex"]?.string == "#00000080")
        #expect(answer["foreground"]?["composited"]?.string == "#808080")
        let seen = ContrastRatio(foreground: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), background: RGBAColor(red: 1, green: 1, blue: 1))
        #expect(answer["ratioText"]?.string == seen.formatted)
        #expect(seen.value > 3.9 && seen.value < 4)
    }

    /// With a system, token names resolve and its palette is offered before invented colours.
    @Test func aSystemsPaletteComesFirst() async throws {
        let tokens = try await AgentTestSupport.answer("get_tokens", ["system": "paper-ide", "group": "color"])
        let colours = tokens["tokens"]?.array ?? []
        let first = try #require(colours.first { $0["light"]?["hex"]?.string != nil })
        let name = try #require(first["name"]?.string)
        let hex = try #require(first["light"]?["hex"]?.string)
        let named = try await AgentTestSupport.answer("check_contrast", ["foreground": .string(name), "background": "#FFFFFF", "system": "paper-ide"])
        #expect(named["foreground"]?["token"]?.string == name)
        #expect(named["foreground"]?["hex"]?.string == hex)
        let failing = try await AgentTestSupport.answer("check_contrast", ["foreground": "#BBBBBB", "background": "#FFFFFF", "system": "paper-ide"])
        let options = failing["suggestions"]?.array.first?["options"]?.array ?? []
        let sources = options.compactMap { $0["from"]?.string }
        #expect(sources.first == "palette")
        #expect(sources.contains("same-hue"))
        #expect(options.first?["token"]?.string != nil)
    }

    @Test(arguments: [
        (["background": "#FFFFFF"] as [String: Value], "foreground"),
        (["foreground": "#zzzzzz", "background": "#FFFFFF"], "foreground"),
        (["foreground": "#777777", "background": "#FFFFFF", "font_size": "large"], "font_size"),
        (["foreground": "#777777", "background": "#FFFFFF", "font_size": -3], "font_size"),
        (["foreground": "#777777", "background": "#FFFFFF", "font_weight": "heavyish"], "font_weight"),
        (["foreground": "#777777", "background": "#FFFFFF", "role": "decoration"], "role"),
        (["foreground": "#777777", "background": "#FFFFFF", "fontSize": 18], "fontSize"),
        (["foreground": "#777777", "background": "#FFFFFF", "system": "no-such-system"], "system"),
        (["foreground": "Nonexistent Ink", "background": "#FFFFFF", "system": "paper-ide"], "foreground"),
        (["foreground": "#777777", "background": "#FFFFFF", "appearance": "dark"], "appearance"),
    ])
    func badArgumentsAreToolErrorsThatNameTheArgument(arguments: [String: Value], argument: String) async throws {
        let message = try await AgentTestSupport.failure("check_contrast", arguments)
        #expect(message.hasPrefix("argument '\(argument)': "), "\(message)")
    }
}
