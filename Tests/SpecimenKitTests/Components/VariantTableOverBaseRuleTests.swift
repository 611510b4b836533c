import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's looks in a table, one a row (`| Wariant | Tło | Tekst | Użycie |`, `| Variant |
/// Background | Text | Use |`), after a style sheet with the rule every look shares (`.btn { … }`):
/// each row is a look drawn with its own colours and with the rule's corners, padding and type;
/// the usage column says what the look is for, never how it looks. In any language the
/// vocabulary knows.
@Suite struct VariantTableOverBaseRuleTests {
    struct Words: CustomTestStringConvertible, Sendable {
        var section: String
        var heading: String
        var header: String
        var uses: [String]
        var testDescription: String { heading }
    }

    static let languages = [
        Words(section: "Komponenty", heading: "Przyciski", header: "| Wariant | Tło | Tekst | Użycie |",
              uses: ["Główna akcja", "Akcja wyróżniona", "Akcja poboczna"]),
        Words(section: "Components", heading: "Buttons", header: "| Variant | Background | Text | Use |",
              uses: ["The main action", "A highlighted action", "A side action"]),
        Words(section: "コンポーネント", heading: "ボタン", header: "| バリアント | 背景 | テキスト | 用途 |",
              uses: ["主要な操作", "目立たせる操作", "補助の操作"]),
    ]

    static func document(_ words: Words) -> String {
        """
        # Fernhill

        ## Colours

        | Token | Value |
        |---|---|
        | `--moss` | `#3F5B2E` |
        | `--cream` | `#FAF6EC` |
        | `--amber` | `#C98A2B` |
        | `--bark` | `#3B2A1A` |

        ## \(words.section)

        ### \(words.heading)

        ```css
        .btn {
          font-size: 14px;
          font-weight: 600;
          padding: 12px 24px;
          border-radius: 999px;
        }
        ```

        \(words.header)
        |---|---|---|---|
        | `.btn-main` | `--moss` | `--cream` | \(words.uses[0]) |
        | `.btn-warm` | `--amber` | `--bark` | \(words.uses[1]) |
        | `.btn-quiet` | transparent | `--moss` | \(words.uses[2]) |
        """
    }

    @Test(arguments: languages)
    func eachRowIsALookWithItsOwnColours(_ words: Words) throws {
        let system = try TestSupport.analysedSystem(Self.document(words))
        let buttons = try #require(system.components.first { $0.name == words.heading }, "\(system.components.map(\.name))")
        #expect(buttons.kind == .button)
        #expect(buttons.variants.map(\.name) == ["main", "warm", "quiet"])
        let main = try TestSupport.variant(words.heading, "main", in: system.components)[.default]
        #expect(main?.fill?.hex == "#3F5B2E" && main?.textColor?.hex == "#FAF6EC")
        let warm = try TestSupport.variant(words.heading, "warm", in: system.components)[.default]
        #expect(warm?.fill?.hex == "#C98A2B" && warm?.textColor?.hex == "#3B2A1A")
        let quiet = try TestSupport.variant(words.heading, "quiet", in: system.components)[.default]
        #expect(quiet?.textColor?.hex == "#3F5B2E")
        #expect(quiet?.provenance["textColor"]?.line == 29)
    }

    @Test(arguments: languages)
    func theRuleAboveGivesEveryLookWhatItShares(_ words: Words) throws {
        let system = try TestSupport.analysedSystem(Self.document(words))
        for name in ["main", "warm", "quiet"] {
            let look = try TestSupport.variant(words.heading, name, in: system.components)[.default]
            #expect(look?.radius == 999, "\(name)")
            #expect(look?.paddingHorizontal == 24 && look?.paddingVertical == 12, "\(name)")
            #expect(look?.font?.size == 14 && look?.font?.weight == "semibold", "\(name)")
            #expect(look?.provenance["radius"]?.line == 21, "\(name)")
        }
    }

    @Test(arguments: languages)
    func theUsageColumnIsNoValue(_ words: Words) throws {
        let system = try TestSupport.analysedSystem(Self.document(words))
        for name in ["main", "warm", "quiet"] {
            let look = try TestSupport.variant(words.heading, name, in: system.components)[.default]
            #expect(look?.sampleText == nil && look?.unresolvedValues.isEmpty == true, "\(name): \(String(describing: look))")
        }
        // The looks' colours are the palette's, and no look's cell is a colour of its own.
        #expect(system.tokens.tokens(of: .color).map(\.name).sorted() == ["--amber", "--bark", "--cream", "--moss"])
    }
}
