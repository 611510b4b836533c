import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct ComponentTraitsTests {
    static func template(_ kind: ComponentKind) -> String? {
        let name = String(GalleryBuilder.templateName(kind).dropFirst("components.".count))
        return try? String(contentsOfFile: "\(TestSupport.templatesFolder)/components/\(name).mustache", encoding: .utf8)
    }

    /// Every kind has its own template, so a row of the table is never drawn as "other".
    @Test(arguments: ComponentKind.allCases) func everyKindHasATemplate(kind: ComponentKind) {
        #expect(Self.template(kind) != nil)
    }

    /// The table and the templates agree on which kinds are live controls: only their
    /// templates draw a `{{#live}}` control.
    @Test(arguments: ComponentKind.allCases) func interactiveKindsAreTheLiveTemplates(kind: ComponentKind) throws {
        let template = try #require(Self.template(kind))
        #expect(kind.traits.interactive == template.contains("{{#live}}"))
    }

    /// A kind that can be compact has the box the style sheet draws for it; no other has one.
    @Test(arguments: ComponentKind.allCases) func compactKindsHaveMetrics(kind: ComponentKind) {
        let traits = kind.traits
        #expect((traits.compactness != .never) == (traits.metrics != nil))
        if traits.standIn == .dayNumber { #expect(traits.compactness == .always) }
    }

    @Test func titlesAreDistinctPlurals() {
        let titles = ComponentKind.allCases.map(\.traits.title)
        #expect(Set(titles).count == titles.count)
        #expect(ComponentKind.statusBadge.traits.title == "Status badges")
        #expect(ComponentKind.button.traits.title == "Buttons")
        #expect(ComponentKind.other.traits.title == "Other components")
        for title in titles { #expect(title.first?.isUppercase == true && title.hasSuffix("s"), "\(title)") }
    }

    /// No file of Render keeps a list of kinds of its own: the table is the one place.
    @Test func renderHasNoOtherSetOfKinds() throws {
        let folder = TestSupport.repositoryRoot + "/Sources/SpecimenSite/Render"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != "ComponentTraits.swift" {
            let source = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            for line in source.split(separator: "\n") where line.contains("static let") || line.contains("static var") {
                #expect(!line.contains("ComponentKind"), "\(name): \(line)")
            }
            for kind in ComponentKind.allCases {
                #expect(!source.contains("case .\(kind.rawValue)"), "\(name): case .\(kind.rawValue)")
                #expect(!source.contains("== .\(kind.rawValue)"), "\(name): == .\(kind.rawValue)")
            }
        }
    }
}
