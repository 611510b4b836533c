import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Class rules under a heading in the document's own language that names no kind Specimen
    /// draws (`### ダイアログ` over `.dialog`, `### Avisos` over `.alert-ok`): the English word
    /// the class is named with is the heading's word glossed (`classWordGlosses`), so the rules are
    /// that heading's component, as they are under `### Dialog`.
    @Suite struct ClassWordGlosses {
        static let document = MarkdownParser().parse("""
            # 画面部品の手引き

            ## コンポーネント

            ### ダイアログ

            ```css
            .dialog-backdrop {
              background-color: rgba(10, 20, 30, 0.4);
            }
            .dialog {
              background-color: #FAFAF7;
              border-radius: 14px;
              padding: 28px;
            }
            .dialog-dismiss {
              color: #6A6F73;
              padding: 6px;
            }
            .dialog-dismiss:hover {
              background-color: #ECEDEE;
            }
            ```

            ### お知らせ・アラート

            ```css
            .alert {
              padding: 12px 18px;
              border-radius: 10px;
              border-left: 3px solid;
            }
            .alert-ok {
              background-color: #EEF8F0;
              border-color: #2E9E55;
            }
            .alert-bad {
              background-color: #FBEEEE;
              border-color: #C93A3A;
            }
            ```

            ### テキストエリア

            ```css
            .textarea {
              min-height: 96px;
            }
            ```

            ### 並べ方

            ```css
            .grid {
              display: grid;
              gap: 16px;
            }
            ```

            ### Toast

            ```css
            .toast {
              background-color: #FFFFFF;
              padding: 14px;
              animation: pop 0.2s ease-out;
            }
            @keyframes pop {
              from { opacity: 0; }
              to { opacity: 1; }
            }
            ```
            """, file: "glosses.md")

        @Test func rulesUnderAHeadingInAnotherLanguageAreItsComponent() throws {
            let seed = ComponentSeed(document: Self.document)
            let dialog = try #require(seed.component("ダイアログ"), "\(seed.inventory)")
            // A dialog is drawn as the card its English word names.
            #expect(dialog.kind == .card)
            let own = try #require(dialog.variants.first { $0[.default]?.fill?.hex == "#FAFAF7" }, "\(seed.dump)")
            #expect(own[.default]?.radius == 14)
            let alerts = try #require(seed.component("お知らせ・アラート"), "\(seed.inventory)")
            #expect(alerts.variants.compactMap { $0[.default]?.borderColor?.hex }.sorted() == ["#2E9E55", "#C93A3A"], "\(seed.dump)")
            #expect(seed.component("テキストエリア")?.kind == .textEditor, "\(seed.inventory)")
        }

        @Test func rulesTheHeadingDoesNotNameStayUndrawn() {
            // `### 並べ方` ("arrangement") over `.grid`: a layout, not a component.
            let seed = ComponentSeed(document: Self.document)
            #expect(!seed.specs.contains { $0.name == "並べ方" }, "\(seed.inventory)")
        }

        @Test func anAnimationsFramesAreNoLook() throws {
            let seed = ComponentSeed(document: Self.document)
            let toast = try #require(seed.component("Toast"), "\(seed.inventory)")
            #expect(toast.variants.count == 1, "\(seed.dump)")
            #expect(toast.variants.first?[.default]?.opacity == nil, "\(seed.dump)")
        }
    }
}
