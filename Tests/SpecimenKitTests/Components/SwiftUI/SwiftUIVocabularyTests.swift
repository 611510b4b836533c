import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// The SwiftUI property table is data in `vocabulary.yml`.
    @Suite struct SwiftUIVocabularyTests {
        @Test func theShippedTableLoads() {
            let table = Vocabulary.swiftUI
            #expect(table.modifiers["background"]?.reads == .fill)
            #expect(table.modifiers["foregroundStyle"]?.reads == .textColor)
            #expect(table.modifiers["frame"]?.labels["height"] == "height")
            #expect(table.names.systemColors["blue"]?.hex == "#007AFF")
            #expect(table.names.fixedColors["clear"]?.alpha == 0)
            #expect(table.names.viewProtocols.contains("ButtonStyle"))
        }

        @Test func theOtherKeysStayAsTheyWere() throws {
            // The table is one more key: the component vocabulary reads the same file unchanged.
            #expect(Vocabulary.standard.kinds.count > 40)
        }

        @Test func anUnknownReadingIsAnError() throws {
            let shipped = String(decoding: PackageResources.vocabulary_yml, as: UTF8.self)
            let broken = shipped.replacingOccurrences(of: "background: {reads: fill", with: "background: {reads: paint")
            #expect(throws: SpecimenError.self) { try Vocabulary.swiftUI(yaml: broken) }
            let missing = shipped.replacingOccurrences(of: "    literal: Text\n", with: "")
            #expect(throws: SpecimenError.self) { try Vocabulary.swiftUI(yaml: missing) }
        }
    }
}
