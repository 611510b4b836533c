import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// One fixture document per writing style that real design documents use
/// (`Fixtures/styles/*.md`, all original text about invented brands), checked against the
/// hand-written expectations in `Fixtures/styles/expected.json`.
///
/// Each check is its own parameterised test, so the test report shows, per fixture, which of
/// colours / dark values / audited pairs / prose-only colours hold.
@Suite struct StyleFixtureTests {
    /// Expectations the statement model does not meet yet, each with the reason: recorded as
    /// known issues, so the run stays honest about them, and a gap that closes fails its test
    /// until it is taken off this list. (Issue #14 continues; docs/READING.md lists the same gaps.)
    static let knownGaps: [String: String] = [
        "russian.md pair Карточка товара": "Russian kind words are matched whole, without inflection (карточка товара is a card)",
        "russian.md pair Кнопка «Удалить»": "a variant named in quotation marks is not yet read as a variant",
    ]

    /// Runs an expectation, as a known issue when it is on the list of gaps.
    static func check(_ key: String, _ body: () -> Void) {
        if let reason = knownGaps[key] {
            withKnownIssue(Comment(rawValue: reason)) { body() }
        } else {
            body()
        }
    }

    /// Every fixture, listed by hand so a missing file fails loudly instead of silently running
    /// no cases; `everyFixtureHasExpectations` keeps this list, the folder and the JSON in step.
    static let files = [
        "android-xml.md",
        "app-notes.md",
        "bold-name-paren.md",
        "chinese.md",
        "css-variables.md",
        "flutter-compose.md",
        "hex-first-lines.md",
        "html-swatches.md",
        "japanese.md",
        "json-tokens.md",
        "light-dark-table.md",
        "plain-swatches.md",
        "prose-prohibitions.md",
        "russian.md",
        "scss-less.md",
        "shadcn-hsl.md",
        "swift-uikit.md",
        "tailwind-config.md",
        "tailwind-utilities.md",
    ]

    /// One entry of `expected.json`.
    struct Expectation: Decodable {
        struct Pair: Decodable {
            var component: String
            var text: String
            var background: String
            /// `icon` for a part that draws an icon, measured as a graphic (3:1); text otherwise.
            var element: String?
        }

        /// Name as written → light (or only) value, `#RRGGBB` or `#RRGGBBAA`.
        var colors: [String: String]
        /// Name → dark-mode value.
        var dark: [String: String]?
        /// Components that state a text colour and a solid background, resolved to hex.
        var pairs: [Pair]?
        /// Colours that appear only in prose (examples, prohibitions) and must not become tokens.
        var notTokens: [String]?
    }

    /// A colour token reduced to what the checks compare: its name, its resolved value and mode.
    struct ColorToken: CustomStringConvertible {
        var name: String
        var hex: String
        var mode: TokenMode?

        var description: String { "\(name) \(hex)\(mode.map { " [\($0)]" } ?? "")" }
    }

    static let folder = "styles"

    static func expectations() throws -> [String: Expectation] {
        let url = URL(fileURLWithPath: TestSupport.fixturesFolder + "/\(folder)/expected.json")
        return try JSONDecoder().decode([String: Expectation].self, from: Data(contentsOf: url))
    }

    static func expectation(_ file: String) throws -> Expectation {
        try #require(try expectations()[file], "expected.json has no entry for \(file)")
    }

    /// Builds the fixture in memory as the only document of a site, the way
    /// `FrontMatterComponentTests` does, and returns its analysed system.
    static func analysed(_ file: String) throws -> AnalyzedSystem {
        let slug = String(file.dropLast(".md".count))
        let text = try TestSupport.fixture("\(folder)/\(file)")
        let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": text])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first, "\(file): the build produced no design system")
    }

    /// Every token whose value, after following aliases, is a colour.
    static func colorTokens(_ system: AnalyzedSystem) -> [ColorToken] {
        system.tokens.tokens.compactMap { token in
            guard case .color(let color)? = system.tokens.value(of: token) else { return nil }
            return ColorToken(name: token.name, hex: color.hex, mode: token.mode)
        }
    }

    /// A name compared ignoring case, the separators `-`, `_`, `.` and space, and one leading
    /// `--`, `$` or `@`: `--orbit-sky`, `$Orbit_Sky` and `orbit.sky` are the same name.
    static func comparableName(_ name: String) -> String {
        var name = Substring(name.trimmingCharacters(in: .whitespaces))
        if name.hasPrefix("--") {
            name = name.dropFirst(2)
        } else if name.hasPrefix("$") || name.hasPrefix("@") {
            name = name.dropFirst()
        }
        return String(name.lowercased().filter { !"-_. ".contains($0) })
    }

    static func normalisedHex(_ hex: String) -> String { hex.uppercased() }

    // MARK: - The fixture set itself

    /// The folder, the hand-kept list and expected.json name the same documents.
    @Test func everyFixtureHasExpectations() throws {
        let listed = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixturesFolder + "/\(Self.folder)")
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        #expect(Set(listed) == Set(Self.files), "Fixtures/styles holds \(listed.sorted()), the test lists \(Self.files)")
        #expect(Set(try Self.expectations().keys) == Set(Self.files), "expected.json keys differ from the fixture list")
    }

    // MARK: - Per fixture

    /// Every palette entry the document defines is a colour token with that value, and some token
    /// carrying the value has the expected name.
    @Test(arguments: files) func paletteColoursAreTokens(file: String) throws {
        let expectation = try Self.expectation(file)
        let system = try Self.analysed(file)
        // Light values: tokens without a mode or in light mode.
        let tokens = Self.colorTokens(system).filter { $0.mode != .dark }
        for (name, value) in expectation.colors.sorted(by: { $0.key < $1.key }) {
            let hex = Self.normalisedHex(value)
            let carrying = tokens.filter { $0.hex == hex }
            Self.check("\(file) colour \(name)") {
                // The value must be a token at all...
                #expect(!carrying.isEmpty, "\(file): colour '\(name)' \(hex) is not a (light) colour token")
                guard !carrying.isEmpty else { return }
                // ...and one of the tokens with that value must carry the name the document gives it.
                let named = carrying.contains { Self.comparableName($0.name) == Self.comparableName(name) }
                #expect(named, "\(file): colour \(hex) is a token, but named \(carrying.map(\.name)) instead of '\(name)'")
            }
        }
    }

    /// Every dark-mode value the document defines is the value of a dark-mode colour token.
    @Test(arguments: files) func darkValuesAreDarkTokens(file: String) throws {
        let expectation = try Self.expectation(file)
        guard let dark = expectation.dark, !dark.isEmpty else { return }
        let system = try Self.analysed(file)
        let darkHexes = Set(Self.colorTokens(system).filter { $0.mode == .dark }.map(\.hex))
        for (name, value) in dark.sorted(by: { $0.key < $1.key }) {
            let hex = Self.normalisedHex(value)
            #expect(darkHexes.contains(hex), "\(file): dark value of '\(name)' \(hex) is not a dark-mode colour token (dark tokens: \(darkHexes.sorted()))")
        }
    }

    /// Every component that states a text colour and a solid background is measured by the
    /// contrast audit as that text on that background (a component pair, light appearance).
    @Test(arguments: files) func componentPairsAreAudited(file: String) throws {
        let expectation = try Self.expectation(file)
        let system = try Self.analysed(file)
        let measured = (system.audit?.pairs ?? []).filter {
            $0.origin == .component && ["text", "icon"].contains($0.context.element) && $0.context.mode == .light
        }
        for pair in expectation.pairs ?? [] {
            let text = Self.normalisedHex(pair.text)
            let background = Self.normalisedHex(pair.background)
            let element = pair.element ?? "text"
            let found = measured.contains { $0.foreground.hex == text && $0.background.hex == background && $0.context.element == element }
            // What the audit did measure for a component of that name, to make a failure readable.
            let sameName = measured
                .filter { Self.comparableName($0.context.component ?? "") == Self.comparableName(pair.component) }
                .map { "\($0.foreground.hex) on \($0.background.hex)" }
            Self.check("\(file) pair \(pair.component)") {
                #expect(found, "\(file): '\(pair.component)' text \(text) on \(background) is not an audited component pair (audited for that name: \(sameName); components audited: \(Set(measured.compactMap(\.context.component)).sorted()))")
            }
        }
    }

    /// Colours written only as examples or prohibitions in prose never become tokens.
    @Test(arguments: files) func proseOnlyColoursAreNotTokens(file: String) throws {
        let expectation = try Self.expectation(file)
        guard let notTokens = expectation.notTokens, !notTokens.isEmpty else { return }
        let tokens = Self.colorTokens(try Self.analysed(file))
        for value in notTokens {
            let hex = Self.normalisedHex(value)
            let offending = tokens.filter { $0.hex == hex }
            #expect(offending.isEmpty, "\(file): \(hex) appears only in prose but became token(s) \(offending)")
        }
    }
}
