import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A small Markdown document around a Swift listing, read the way the pipeline reads one.
struct SwiftUIListing {
    var seed: ComponentSeed

    /// `body` goes inside `struct ProbeButton: View { var body: some View { … } }`, after
    /// `declarations`; `tokens` is Markdown before the listing (a colour table, say).
    init(body: String, declarations: String = "", tokens: String = "") {
        let indentedBody = body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let listing = "struct ProbeButton: View {\n\(declarations)\n    var body: some View {\n\(indentedBody)\n    }\n}"
        self.init(markdown: "# Probe\n\n\(tokens)\n\n## Button\n\n```swift\n\(listing)\n```\n")
    }

    init(markdown: String) {
        seed = ComponentSeed(document: MarkdownParser().parse(markdown, file: "probe.md"))
    }

    var spec: ComponentSpec? { seed.spec("ProbeButton") }
    var base: PropertySet { spec?.base[.default] ?? PropertySet() }

    /// The evaluator of the probe view, for reading single expressions.
    static func evaluator(tokens: String = "") -> SwiftValueEvaluator {
        let document = MarkdownParser().parse("# Probe\n\n\(tokens)\n", file: "probe.md")
        let resolved = ResolvedTokens(tokens: TokenExtractor().extract(from: document).tokens)
        let view = SwiftUIViewDeclaration(name: "ProbeButton", lines: [])
        return SwiftValueEvaluator(view: view, context: ComponentContext(document: document, tokens: resolved), names: Vocabulary.swiftUI.names)
    }

    static let provenance = Provenance(file: "probe.md", line: 1, excerpt: "")
}
