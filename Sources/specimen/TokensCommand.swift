import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print a design system's tokens as a table, DTCG JSON, CSS, Swift or a Tailwind theme.",
        discussion: """
            Reads the documents exactly as `specimen build` does and prints the tokens of one \
            system (or, for the table, of every system) to stdout. The table has a SOURCE column \
            with the file and line that defines each value; values supplied by specimen.yml are \
            marked there.

            \(ContentLocation.help)

            Examples:
              specimen tokens
              specimen tokens --system acme --format dtcg > tokens.json
              specimen tokens --system acme --format css
              specimen tokens --system acme --format tailwind-json > tailwind.theme.json
              specimen tokens --system acme --format tailwind-css > tailwind.theme.css

            After the palette, every format lists the component tier: each colour a component \
            states, named after the component, variant, state and property \
            (--save-button-hover-background). A palette name is an alias of that token; a literal \
            is its value.

            The site publishes the same files in each system's folder: tokens.json, tokens.css, \
            Tokens.swift, tailwind.theme.json and tailwind.theme.css.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, dtcg, css, swift
        case tailwindJSON = "tailwind-json"
        case tailwindCSS = "tailwind-css"
    }

    @Argument(help: ArgumentHelp("A design document, or a folder to look in (see 'Where the documents are').", valueName: "path"))
    var path: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The system's slug (its folder name under --content). Required for every format but table when there are several systems.", valueName: "slug"))
    var system: String?

    @Option(name: .long, help: ArgumentHelp(
        "Output format: table, dtcg (DTCG 2025.10 JSON), css (custom properties, light and dark), swift (SwiftUI constants), tailwind-json (Tailwind v3 theme.extend, for a preset or tailwind.config.js), tailwind-css (Tailwind v4 @theme variables, dark colours as overrides).",
        valueName: "format"))
    var format: Format = .table

    func validate() throws {
        if path != nil, content != nil { throw ValidationError("give a document or folder, or --content DIR, not both") }
    }

    func run() throws {
        let state = try analyzedContent(try ContentLocation.find(path: path, content: content), only: system, auditing: false)
        let systems = try SystemSelection.select(system, from: state.systems, single: format != .table)
        let exporter: any TokenExporter = switch format {
        case .table: TokenTableFormatter()
        case .dtcg: DTCGExporter()
        case .css: CSSTokenExporter()
        case .swift: SwiftTokenExporter()
        case .tailwindJSON: TailwindThemeExporter()
        case .tailwindCSS: TailwindCSSExporter()
        }
        for (index, system) in systems.enumerated() {
            if systems.count > 1 { Terminal.print((index > 0 ? "\n" : "") + "# \(system.name) (\(system.slug))") }
            var text = exporter.export(system.exportedTokens, systemName: system.name, systemSlug: system.slug)
            if text.hasSuffix("\n") { text.removeLast() }
            Terminal.print(text)
        }
    }
}
