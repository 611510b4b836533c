import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `| Class | Background | Text |` under a heading that names a kind among other words (`### Tag
/// looks`, `### Badge status variants`), in a components section or not: that kind's variants,
/// each named by what tells its class apart from its siblings' (`.hb-tag-live` → `live`), and
/// none of their colours a palette entry. Combinations a document forbids are neither drawn nor
/// audited as pairs in use.
@Suite struct ClassTableTests {
    static let document = """
    # Harbor

    ## Colors
    | Token | Hex | Use |
    |---|---|---|
    | `--hb-navy` | `#1F3A5F` | Primary actions |
    | `--hb-sand` | `#F2E8D5` | Page background |
    | `--hb-mint` | `#CFF5E1` | Positive tags |
    | `--hb-ink` | `#22262B` | Body text |

    **Combinations to avoid:**
    - Ink text on Navy ❌
    - White text on Mint ❌

    ## Helper Classes

    ### Tag looks
    | Class | Background | Text | Meaning |
    |---|---|---|---|
    | `.hb-tag-live` | `#CFF5E1` | `#1D4A30` | Running |
    | `.hb-tag-idle` | `#F2E8D5` | `#7A6E5C` | Paused |
    | `.hb-tag-alert` | `#B23A3A` | `#FFFFFF` | Needs attention |

    ### Section classes
    | Class | Background | Text |
    |---|---|---|
    | `.hb-band-dark` | `#1F3A5F` | `#FFFFFF` |
    | `.hb-band-light` | `#F2E8D5` | `#22262B` |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aClassTableUnderAHeadingNamingAKindIsThatKindsVariants() throws {
        let tags = try #require(Self.system.get().components.first { $0.name == "Tag looks" })
        #expect(tags.kind == .pill)
        #expect(tags.variants.map(\.name) == ["live", "idle", "alert"])
        let live = try TestSupport.variant("Tag looks", "live", in: Self.system.get().components)[.default]
        #expect(live?.fill?.hex == "#CFF5E1" && live?.textColor?.hex == "#1D4A30")
    }

    @Test func aClassTableOfNoKindDrawsNothing() throws {
        #expect(try !Self.system.get().components.contains { $0.name.lowercased().contains("section") })
    }

    @Test func itsColoursAreNoPaletteEntries() throws {
        let values = try Self.system.get().tokens.tokens.compactMap { token -> String? in
            if case .color(let color) = token.value { return color.hex }
            return nil
        }
        #expect(!values.contains("#1D4A30") && !values.contains("#7A6E5C"), "\(values)")
    }

    @Test func forbiddenCombinationsAreNotAuditedAsPairsInUse() throws {
        let system = try Self.system.get()
        let pairs = try #require(system.audit).pairs
        #expect(!pairs.contains { $0.foreground.hex == "#22262B" && $0.background.hex == "#1F3A5F" }, "\(pairs.map(\.id))")
        #expect(!system.components.contains { $0.name.lowercased().contains("combination") })
    }
}
