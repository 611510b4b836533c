import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenSite

@Suite("Agent: get_component") struct ComponentToolTests {
    /// Every component of every shipped system answers, with its states and the CSS the
    /// gallery shows under it on the built site.
    @Test(arguments: ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"])
    func everyComponentAnswersWithTheGallerysCSS(system: String) async throws {
        let site = try TestSupport.seedSite.get()
        let gallery = try site.text("\(system)/components/index.html")
        let analysed = try await AgentTestSupport.library.system(system)
        for component in analysed.components {
            let answer = try await AgentTestSupport.answer("get_component", ["system": .string(system), "name": .string(component.name)])
            #expect(answer["name"]?.string == component.name)
            let css = try #require(answer["css"]?.string)
            let escaped = css.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            #expect(gallery.contains("<code>\(escaped)</code>") || gallery.contains("<code>\(escaped.replacingOccurrences(of: "'", with: "&#39;"))</code>"),
                    "\(system) / \(component.name): the gallery shows other CSS")
            let variants = answer["variants"]?.array ?? []
            #expect(variants.count == component.variants.count)
            for variant in variants {
                #expect(!(variant["states"]?.array.isEmpty ?? true))
            }
        }
    }

    /// Lumen Labs states hover and pressed looks in light and dark: each has its own rule.
    @Test func statesAndAppearances() async throws {
        let analysed = try await AgentTestSupport.library.system("lumen-labs")
        let component = try #require(analysed.components.first { $0.variants.contains { $0.states.count > 1 } })
        let answer = try await AgentTestSupport.answer("get_component", ["system": "lumen-labs", "name": .string(component.name.uppercased())])
        #expect(answer["name"]?.string == component.name)
        let states = answer["variants"]?.array.flatMap { $0["states"]?.array ?? [] } ?? []
        let hover = try #require(states.first { $0["state"]?.string != "default" })
        let css = try #require(hover["light"]?["css"]?.string)
        #expect(css.contains(":"), "a state's rule has its selector: \(css)")
        #expect(hover["light"]?["previewProperties"]?.array.isEmpty == false)
        if analysed.tokens.hasDarkMode {
            #expect(states.contains { $0["dark"] != nil })
        }
    }

    @Test func anUnknownComponentListsTheKnownOnes() async throws {
        let analysed = try await AgentTestSupport.library.system("ticker")
        let message = try await AgentTestSupport.failure("get_component", ["system": "ticker", "name": "Hovercraft"])
        #expect(message.hasPrefix("argument 'name': no component 'Hovercraft'"))
        for component in analysed.components.prefix(3) { #expect(message.contains(component.name)) }
    }
}
