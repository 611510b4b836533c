import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The lines that say which family the system's text is set in, as guides write them
/// (fixtures `tokens/font-lines/`): a role label (`**Primary**:`, `**Primary Stack**:`) with a
/// quoted or coded name and a remark, fallbacks on the same line or their own, a CSS
/// `font-family:` declaration, a quick-reference `Font:` line. An icon font is a font the
/// document names, never the family its text is set in.
@Suite struct FontLineTests {
    static func tokens(_ name: String) throws -> TokenSet {
        TokenExtractor().extract(from: try SeedDocuments.fixture("font-lines/\(name)"))
    }

    static func families(_ name: String) throws -> [PinnedToken] {
        try tokens(name).pinned(.fontFamily)
    }

    static func textFamily(_ name: String) throws -> String? {
        ResolvedTokens(tokens: try tokens(name).tokens).textFontFamily
    }

    @Test func anIconFontIsNeverTheTextFamily() throws {
        #expect(try Self.families("icon-and-primary.md") == [
            PinnedToken(8, "Icon Font", "Glyphworks Duo"),
            PinnedToken(9, "Typefaces", "Kestrel Grotesk, Verdana, Tahoma, sans-serif"),
            // Under a heading that names typefaces, a role with a coded name is one more family.
            PinnedToken(10, "Icon Outline", "Glyphworks Line"),
        ])
        #expect(try Self.textFamily("icon-and-primary.md") == "Kestrel Grotesk")
        // A document that names only an icon font names no text family.
        let iconsOnly = TokenExtractor().extract(from: MarkdownParser().parse("""
            # Kestrel

            ## Typography
            - **Icon Font**: `Glyphworks Duo`
            - **Body**: 15px / 400
            """, file: "i.md"))
        #expect(iconsOnly.pinned(.fontFamily) == [PinnedToken(4, "Icon Font", "Glyphworks Duo")])
        #expect(ResolvedTokens(tokens: iconsOnly.tokens).textFontFamily == nil)
    }

    @Test func aQuotedFamilyWithARemarkAndAFallbackStack() throws {
        #expect(try Self.families("quoted-remark.md") == [
            PinnedToken(6, "Family", "Fenwick Sans, -apple-system, Segoe UI, Helvetica Neue, Helvetica, Arial, sans-serif"),
        ])
    }

    @Test func aPrimaryStackAndAFallbackSentenceThatNamesNoFont() throws {
        #expect(try Self.families("primary-stack.md") == [
            PinnedToken(6, "Font Families", "Larkspur Text, Noto Sans JP, system-ui, Arial, sans-serif"),
        ])
    }

    @Test func aPrimaryASecondaryAndAFallbackLineWithRemarks() throws {
        #expect(try Self.families("primary-secondary-fallback.md") == [
            PinnedToken(6, "Font Family", "Moorland, Sora, Arial, sans-serif"),
            PinnedToken(7, "Secondary", "Moorland Office"),
        ])
        #expect(try Self.textFamily("primary-secondary-fallback.md") == "Moorland")
    }

    @Test func aCSSFontFamilyDeclarationOutsideAFontFaceIsAFamily() throws {
        let families = try Self.families("css-block.md")
        #expect(families.first == PinnedToken(17, "Recommended for the marketing site", "QuillonAdjusted, Quillon Sans, Quillon, sans-serif"))
        // The `@font-face` rule names a face, not the system's text.
        #expect(!families.contains { $0.line == 9 })
        #expect(try Self.textFamily("css-block.md") == "QuillonAdjusted")
    }

    @Test func aQuickReferenceFontLineIsTheFamily() throws {
        #expect(try Self.textFamily("quick-reference.md") == "Pellucid Sans")
        #expect(try Self.families("quick-reference-code.md") == [
            PinnedToken(10, "Font", "TallowText, Noto Sans JP, Hiragino Sans, sans-serif"),
        ])
    }

    @Test func aStackIsReadWithoutItsRemark() {
        func stack(_ text: String) -> String? {
            ValueStatementInterpreter.fontStack(text).map { ([$0.family] + $0.fallbacks).joined(separator: " | ") }
        }
        #expect(stack("`Kestrel Grotesk`, with fallbacks: `Verdana, sans-serif`") == "Kestrel Grotesk | Verdana | sans-serif")
        #expect(stack("\"Fenwick Sans\" — a rounded humanist sans") == "Fenwick Sans")
        #expect(stack("Comfortaa (Google Font, free)") == "Comfortaa")
        #expect(stack("Inter, sans-serif") == "Inter | sans-serif")
        // Words are no font.
        #expect(stack("A long chain so that every platform renders something close") == nil)
        #expect(stack("16px system font") == nil)
        #expect(stack("Secondary face for notes, tags, and small print") == nil)
        #expect(stack("\"Noto sans jp\", Hiragino Kaku Gothic ProN, sans-serif") == "Noto sans jp | Hiragino Kaku Gothic ProN | sans-serif")
        #expect(stack("Inter, chosen for how it reads at small sizes") == "Inter")
    }
}
