import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// The bullets nested under a component's bullet, or listed under its heading beside its own
/// fill, are its pieces, drawn and measured on its surface, never components of their own on the
/// page (`Fixtures/components/parts-of-a-parent.md`).
@Suite struct PartsOfAParentTests {
    static let parts = Result { try TestSupport.analysedSystem(TestSupport.fixture("components/parts-of-a-parent.md"), folder: "lantern") }

    static func textPair(_ part: String, of component: String, in system: AnalyzedSystem) throws -> ContrastPair {
        let audit = try #require(system.audit)
        return try #require(audit.pairs.first { $0.context.component == component && $0.context.variant == part && $0.context.element == "text" },
                            "\(audit.pairs.map { "\($0.context.component ?? "") · \($0.context.variant ?? "")" })")
    }

    @Test func piecesNestedUnderAVariantsBulletAreThatVariantsParts() throws {
        let system = try Self.parts.get()
        let component = try #require(system.components.first { $0.name == "Page Ends" }, "\(system.components.map(\.name))")
        let headers = try #require(component.parts.first { $0.name == "Group headers" }, "\(component.parts.map(\.name))")
        #expect(headers.variant == "Closing Band")
        #expect(component.parts.first { $0.name == "Shortcut rows" }?.variant == "Closing Band")
        // Measured on the band's night fill, not on the button beside it.
        let pair = try Self.textPair("Group headers", of: "Page Ends", in: system)
        #expect(pair.foreground.hex == "#8C93A0" && pair.background.hex == "#1B2430", "\(pair.background.hex)")
    }

    @Test func aComponentsBulletWhoseColourEndsWithItsRoleIsDrawnWithItsPieces() throws {
        let system = try Self.parts.get()
        #expect(!system.describedComponents.contains { $0.name == "Top Strip" })
        let strip = try TestSupport.variant("Top Strip", in: system.components)
        #expect(strip[.default]?.fill?.hex == "#1B2430")
        let pair = try Self.textPair("Menu links", of: "Top Strip", in: system)
        #expect(pair.foreground.hex == "#FFFFFF" && pair.background.hex == "#1B2430")
    }

    @Test func piecesListedBesideAHeadingsOwnFillAreItsParts() throws {
        let system = try Self.parts.get()
        let names = system.components.map(\.name)
        #expect(!names.contains("Group headers") && !names.contains("Shortcut rows") && !names.contains("Fine-print row"), "\(names)")
        let footer = try #require(system.components.first { $0.name == "Harbor Footer" }, "\(names)")
        #expect(footer.variants.first?[.default]?.fill?.hex == "#1B2430")
        #expect(Set(footer.parts.map(\.name)).isSuperset(of: ["Group headers", "Shortcut rows", "Fine-print row"]), "\(footer.parts.map(\.name))")
        // White link text is measured on the footer, never on the light page.
        let links = try Self.textPair("Shortcut rows", of: "Harbor Footer", in: system)
        #expect(links.foreground.hex == "#FFFFFF" && links.background.hex == "#1B2430")
        #expect(links.passes(.aa))
    }

    @Test func aKindNamedBulletWithAFillOfItsOwnIsStillAComponent() throws {
        let system = try Self.parts.get()
        let rows = try TestSupport.variant("Toggle Rows", in: system.components)
        #expect(rows[.default]?.fill?.hex == "#FFFFFF" && rows[.default]?.textColor?.hex == "#1B2430")
    }
}
