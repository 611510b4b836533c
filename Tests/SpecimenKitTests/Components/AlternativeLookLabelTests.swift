import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// A badge's looks listed as bullets whose labels offer names as alternatives (`Live /
    /// Success`, `Paused / Danger`, `Queued / Warning`), each with its utility classes: a label
    /// one of whose names is a look's (`Success`, `Warning`, `Danger`) is that look, a variant of
    /// its own, never the hover or pressed state of another badge.
    @Suite struct AlternativeLookLabels {
        static let text = """
        # Ledgerly

        ## Components

        ### Badges (Status)
        Statuses keep one colour each:
        - **Live / Success**: `bg-emerald-500 hover:bg-emerald-600 text-white`.
        - **Paused / Danger**: `bg-rose-500 hover:bg-rose-600 text-white`.
        - **Queued / Warning**: `bg-amber-500 hover:bg-amber-600 text-white`.
        """

        @Test func eachOfferedNameIsALook() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse(Self.text, file: "doc.md"))
            let badge = try #require(seed.resolved.first { $0.kind == .statusBadge }, "\(seed.inventory)")
            #expect(badge.variants.count == 3, "\(seed.dump)")
            for (name, fill, hover) in [("Live / Success", "#10B981", "#059669"), ("Paused / Danger", "#F43F5E", "#E11D48"),
                                        ("Queued / Warning", "#F59E0B", "#D97706")] {
                let look = try #require(badge.variant(named: name), "\(name): \(seed.dump)")
                #expect(look[.default]?.fill?.hex == fill, "\(name): \(seed.dump)")
                #expect(look[.hover]?.fill?.hex == hover, "\(name): \(seed.dump)")
                #expect(look[.pressed] == nil && look[.selected] == nil, "\(name): \(seed.dump)")
            }
        }
    }
}
