import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// No phantom pairs: a component whose colour names nothing, or whose text is its own fill, is
/// not measured. Each is listed with its reason and line, in the report, its JSON and its page.
@Suite struct SkippedPairTests {
    static let document = """
    # Tidepool Notes

    ## Colours

    - Kelp: #1E4D3A
    - Foam: #F4F7F5
    - Shell: #FFFFFF

    ## Components

    ### Save button
    - Background: Kelp
    - Text: Shell

    ### Alert banner
    - Background: Coral
    - Text: Shell

    ### Ghost chip
    - Background: Shell
    - Text: Shell
    """

    func report() throws -> AuditReport {
        let memory = try TestSupport.memorySite(documents: ["tide/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit)
    }

    @Test func anUnknownColourAndAColourOnItselfAreListedNotMeasured() throws {
        let report = try report()
        let components = Set(report.pairs.compactMap(\.context.component))
        #expect(components.contains("Save button"))
        #expect(!components.contains("Alert banner"))
        #expect(!components.contains("Ghost chip"))
        #expect(!report.pairs.contains { $0.foreground.hex == $0.background.hex })

        let alert = try #require(report.skipped.first { $0.context.component == "Alert banner" })
        #expect(alert.reason == "the fill ‘Coral’ names no colour the document defines")
        #expect(alert.source.line == 16)
        let ghost = try #require(report.skipped.first { $0.context.component == "Ghost chip" })
        #expect(ghost.reason.contains("#FFFFFF on #FFFFFF, the same colour"))
    }

    /// Fills stated in words or utilities that name no colour of the system are unknown too:
    /// the text is never measured on the page as if the component had no fill.
    @Test func aFillNamedInWordsOrUtilitiesThatNamesNothingIsUnknown() throws {
        let document = """
        # Tidepool UI Components Design System

        ## Principles

        ### Core Values
        - **Calm**: generous white space around every block

        ## Colours

        - Kelp: #1E4D3A
        - Shell: #FFFFFF

        ## Components

        ### Buttons
        - **Confirm**: Kelp bg, Shell text
        - **Delete**: Crimson bg, Shell text

        ### Tag

        ```
        Default:
          bg-heather-500 text-white rounded-full px-2
        ```
        """
        let memory = try TestSupport.memorySite(documents: ["tide/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let report = try #require(state.systems.first?.audit)
        // The title mentions components, but "Core Values" is no component.
        #expect(!report.pairs.contains { $0.context.component == "Core Values" })
        #expect(!report.skipped.contains { $0.context.component == "Core Values" })
        #expect(report.pairs.contains { $0.context.variant == "Confirm" && $0.background.hex == "#1E4D3A" })
        #expect(!report.pairs.contains { $0.context.variant == "Delete" || $0.context.component == "Tag" })
        let delete = try #require(report.skipped.first { $0.context.variant == "Delete" })
        #expect(delete.reason == "the fill ‘Crimson bg’ names no colour the document defines")
        let tag = try #require(report.skipped.first { $0.context.component == "Tag" })
        // (A step of a palette that is not Tailwind's: Tailwind's own, `bg-violet-500`, is its
        // published colour where the document defines no violet of its own.)
        #expect(tag.reason.contains("‘bg-heather-500’"))
    }

    @Test func theJSONAndTheTextReportListThem() throws {
        let run = AuditRun(reports: [try report()], level: .aa)
        let json = try #require(JSONSerialization.jsonObject(with: Data(AuditJSONFormatter().format(run).utf8)) as? [String: Any])
        let system = try #require((json["systems"] as? [[String: Any]])?.first)
        let skipped = try #require(system["skipped"] as? [[String: Any]])
        #expect(skipped.count == 2)
        #expect(skipped.allSatisfy { ($0["reason"] as? String)?.isEmpty == false && $0["source"] != nil })
        let text = AuditTextFormatter(color: false).format(run)
        #expect(text.contains("Not measured"))
        // One page measured: the row names no appearance.
        #expect(text.contains("Alert banner · text") && !text.contains("Alert banner · text · light"))
        // A baseline written before the list existed still reads.
        var old = json
        var systems = try #require(old["systems"] as? [[String: Any]])
        systems[0].removeValue(forKey: "skipped")
        old["systems"] = systems
        let decoded = try JSONDecoder().decode(AuditRun.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(decoded.systems.first?.skipped.isEmpty == true)
    }
}
