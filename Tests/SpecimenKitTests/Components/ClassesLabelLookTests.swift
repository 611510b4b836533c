import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Bold captions over bullets under one component (`**Remove (list row)**` then `- Classes:
/// p-1.5 text-slate-500 hover:text-red-600`, `**Archive**` then its own `- Classes:` line): each
/// caption is a variant, and a `Classes:` line of utility classes is that variant's look, as a
/// `Style:` line is (`lookLabels`), never a part called "Classes". A singular `Class:` names a
/// CSS class and stays what it was.
@Suite struct ClassesLabelLookTests {
    static let document = """
    # Quarry

    ## Components

    ### Buttons

    **Remove (list row)**

    - Icon: `<Trash className="w-4 h-4" />`
    - Classes: `p-1.5 text-slate-500 hover:text-red-600 hover:bg-red-50 rounded`

    **Archive**

    - Tailwind classes: `px-3 py-1.5 bg-slate-800 text-white rounded-md hover:bg-slate-700`
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ name: String) throws -> ResolvedVariant {
        try TestSupport.variant("Buttons", name, in: system.get().components)
    }

    @Test func eachCaptionsClassesAreItsLook() throws {
        let archive = try Self.variant("Archive")
        #expect(archive[.default]?.fill?.hex == "#1E293B" && archive[.default]?.textColor?.hex == "#FFFFFF")
        #expect(archive[.hover]?.fill?.hex == "#334155")
        let remove = try Self.variant("Remove")
        #expect(remove[.default]?.textColor?.hex == "#64748B")
        #expect(remove[.hover]?.textColor?.hex == "#DC2626" && remove[.hover]?.fill?.hex == "#FEF2F2")
    }

    @Test func noPartIsCalledClasses() throws {
        let buttons = try #require(Self.system.get().components.first { $0.name == "Buttons" })
        #expect(!buttons.parts.contains { $0.name == "Classes" })
        #expect(!buttons.spec.notDrawn.contains { $0.text.hasPrefix("Classes") })
    }
}

/// The caption in other languages (`**Klasy:**`, `Clases:`): the component's own look, never a
/// variant named after the caption.
@Suite struct ClassesCaptionInOtherLanguagesTests {
    static let document = """
    # Sosna

    ## Komponenty

    ### Button

    **Klasy:** `rounded-md bg-emerald-700 text-white px-4 h-10 hover:bg-emerald-800`

    ### Card

    - Clases: `rounded-lg border border-stone-200 bg-white p-6`
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theCaptionIsNoVariant() throws {
        let components = try Self.system.get().components
        let button = try #require(components.first { $0.name == "Button" })
        #expect(button.variants.count == 1)
        #expect(!button.variants.contains { $0.name.lowercased() == "klasy" })
        #expect(button.variants.first?[.default]?.fill?.hex == "#047857")
        #expect(button.variants.first?[.hover]?.fill?.hex == "#065F46")
        let card = try #require(components.first { $0.name == "Card" })
        #expect(!card.variants.contains { $0.name.lowercased() == "clases" })
        #expect(card.variants.first?[.default]?.borderColor?.hex == "#E7E5E4")
    }
}
