import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/front-matter-prose-kind-bullets.md`: a DESIGN.md whose Components
    /// prose is written as app teams write it, kind headings (`### Buttons`) over bullets
    /// labelled in words (`**Main:**`, `**Tray:**`, `**Shape:**`). Each bullet adds what its
    /// front-matter component leaves open; a kind-wide one adds it to every component of the
    /// kind; one naming no front-matter component is listed as described.
    @Suite struct FrontMatterProseKindBullets {
        static let system = Result { () throws -> AnalyzedSystem in
            try TestSupport.analysedSystem(try TestSupport.fixture("components/front-matter-prose-kind-bullets.md"))
        }

        static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try system.get().components.first { $0.spec.name == name }?.variants.first?.states[state]
        }

        @Test func aBulletNamingTheComponentInWordsAddsWhatItLeavesOpen() throws {
            let tray = try #require(try Self.look("tray"))
            #expect(tray.borderWidth == 1)
            #expect(tray.borderColor?.hex == "#D9D2C4")
            #expect(tray.radius == 16)
            #expect(tray.fill?.hex == "#FFFFFF")
        }

        @Test func aKindNameReachesTheOnlyComponentOfTheKindWithNoVariantWord() throws {
            let entry = try #require(try Self.look("field"))
            #expect(entry.borderWidth == 1)
            #expect(entry.radius == 6)
            let lookup = try #require(try Self.look("field-lookup"))
            #expect(lookup.borderWidth == nil || lookup.borderWidth == 0)
            #expect(lookup.radius == nil)
        }

        @Test func aKindWideBulletFillsWhatEachButtonLeavesOpen() throws {
            let main = try #require(try Self.look("button-main"))
            #expect(main.radius == 10)
            #expect(main.height == 48, "the front matter's height is kept")
            #expect(main.font?.size == 14)
            let quiet = try #require(try Self.look("button-quiet"))
            #expect(quiet.radius == 8, "the front matter's radius is kept")
            #expect(quiet.height == 44)
            #expect(quiet.font?.size == 14)
        }

        @Test func aVariantBulletsDifferingColourIsNotDrawn() throws {
            let quiet = try #require(try Self.look("button-quiet"))
            #expect(quiet.fill?.hex == "#EFE7D8")
            #expect(quiet.textColor?.hex == "#2F5D50")
        }

        @Test func aComponentOnlyTheProseDescribesIsListedWithItsLine() throws {
            let system = try Self.system.get()
            #expect(system.componentSpecs.map(\.name) == ["button-main", "button-quiet", "tray", "field", "field-lookup"])
            let described = system.describedComponents
            #expect(described.map(\.name) == ["Float", "Tide marker"])
            #expect(described.map(\.provenance.line) == [45, 50])
            // A state's bullet (`Pressed:`) and a property's (`Shape:`) are no component.
            #expect(!described.contains { $0.name == "Pressed" || $0.name == "Shape" })
        }
    }
}
