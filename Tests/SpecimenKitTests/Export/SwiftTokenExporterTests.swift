import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("Swift") struct SwiftFile {
        /// Runs `swiftc -typecheck` in Swift 6 mode on the files; the output when it fails.
        static func typecheck(_ sources: [String: String]) throws -> (status: Int32, output: String) {
            let folder = TestSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var paths: [String] = []
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                let path = folder + "/" + name
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
            return try TestProcess.run("swiftc", ["-typecheck", "-swift-version", "6"] + paths)
        }

        /// Just enough of SwiftUI's surface, with the real signatures, for the guarded half of
        /// a generated file to be type-checked where SwiftUI does not exist.
        static let swiftUIStand = """
            import Foundation
            public struct Color: Sendable {
                public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
                init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
            }
            public struct Font: Sendable {
                public enum Weight: Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
                public enum Design: Sendable { case `default`, serif, rounded, monospaced }
                public enum TextStyle: Sendable { case largeTitle, title, headline, body, caption }
                public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font() }
                public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font() }
                public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
                public func weight(_ weight: Weight) -> Font { self }
            }
            public struct UnitPoint: Sendable {
                public var x: CGFloat
                public var y: CGFloat
                init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
            }
            public struct Gradient: Sendable {
                public struct Stop: Sendable { init(color: Color, location: CGFloat) {} }
            }
            public struct LinearGradient: Sendable {
                init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
            }
            """

        /// The file with its SwiftUI half switched on, against the stand-in above.
        static func withSwiftUIHalf(_ source: String) -> String {
            source
                .replacingOccurrences(of: "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", with: "")
                .replacingOccurrences(of: "#if canImport(SwiftUI)\n", with: "#if true\n")
        }

        static let cases = TestSupport.seedSlugs + ["hand-made"]

        @Test("Tokens.swift type-checks", arguments: cases)
        func typechecks(slug: String) throws {
            let tokens = slug == "hand-made" ? ExportTests.handMade : try ExportTests.seed(slug)
            let source = ExportTests.export(SwiftTokenExporter(), tokens, name: slug.capitalized, slug: slug)
            let plain = try Self.typecheck(["Tokens.swift": source])
            #expect(plain.status == 0, "\(plain.output)\n\(source)")
            let full = try Self.typecheck(["SwiftUIStand.swift": Self.swiftUIStand, "Tokens.swift": Self.withSwiftUIHalf(source)])
            #expect(full.status == 0, "\(full.output)\n\(source)")
        }

        @Test func colourLinesAndNamespace() throws {
            let source = ExportTests.export(SwiftTokenExporter(), try ExportTests.seed("paper-ide"), name: "The Paper IDE", slug: "paper-ide")
            #expect(source.contains("public enum ThePaperIDE {\n"))
            let ui = try #require(source.components(separatedBy: "#if canImport(SwiftUI)\nextension ThePaperIDE {\n").last)
            #expect(ui.contains("        public static var canvas: Color { Color(.sRGB, red: 0.9569, green: 0.9451, blue: 0.9176, opacity: 1) }\n"))
            #expect(source.contains("        public static let spacingXS: CGFloat = 8\n"))
            // Outside the SwiftUI condition: everything before it is plain Foundation.
            let plain = try #require(source.components(separatedBy: "#if canImport(SwiftUI)\nextension").first)
            #expect(!plain.contains("Color(") && !plain.contains("Font."))

            let ticker = ExportTests.export(SwiftTokenExporter(), try ExportTests.seed("ticker"), name: "Ticker", slug: "ticker")
            #expect(ticker.contains("public static var background: Color { Ticker.adaptive(light: Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1), dark: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 1)) }"))
            #expect(ticker.contains("UIColor { traits in") && ticker.contains("NSColor(name: nil)"))
        }

        @Test func identifiers() throws {
            let source = ExportTests.export(SwiftTokenExporter(), ExportTests.handMade, name: "Color", slug: "color")
            #expect(source.contains("public enum ColorTokens {\n"), "the namespace must not shadow SwiftUI's Color")
            #expect(source.contains("public static let `class`: CGFloat = 4\n"))
            #expect(source.contains("public static let _2xl: CGFloat = 20\n"))
            #expect(source.contains("public static let space2xl: CGFloat = 48\n"))
            #expect(source.contains("public static var buttonBackground: Color { ColorTokens.adaptive(light: "))
            #expect(source.contains("Font.custom(\"EB Garamond\", size: 28).weight(.semibold)"))
            #expect(source.contains("Font.system(size: 12, weight: .regular, design: .rounded)"))
            #expect(!source.contains("\n} body"), "usage text stays inside one comment line")
            // Words in other scripts are left out, not read by machine; with none left, the slug.
            #expect(SwiftTokenExporter.namespace(systemName: "情報デザイン · Onsen Planner", systemSlug: "joho") == "OnsenPlanner")
            #expect(SwiftTokenExporter.namespace(systemName: "Harbor — 디자인 시스템", systemSlug: "harbor-ui") == "Harbor")
            #expect(SwiftTokenExporter.namespace(systemName: "情報デザイン", systemSlug: "joho") == "Joho")
            #expect(SwiftTokenExporter.namespace(systemName: "Панель", systemSlug: "panel-kit") == "PanelKit")
            #expect(SwiftTokenExporter.namespace(systemName: "Café Système 2", systemSlug: "cafe") == "CafeSysteme2")
            #expect(SwiftTokenExporter.namespace(systemName: "", systemSlug: "37signals") == "Tokens37signals")
            // Transliteration started ahead (as Ingest does) gives what ICU gives when asked directly.
            SwiftIdentifier.prefetch("Café デザイン")
            let direct = "Café デザイン".applyingTransform(.toLatin, reverse: false).flatMap { $0.applyingTransform(.stripDiacritics, reverse: false) }
            #expect(SwiftIdentifier.latin("Café デザイン") == direct)
            #expect(SwiftIdentifier.words("Café デザイン") == ["Cafe", "dezain"])
            // Names ICU is not asked about (no letter, digit or mark outside ASCII) have the
            // words it would have given.
            for name in ["      · Onsen Planner", "Ticker — Dark ✓", "a\u{200D}b", "e\u{301}cole", "٣ columns", "Ⅻ hours", "x²"] {
                let read = name.applyingTransform(.toLatin, reverse: false).flatMap { $0.applyingTransform(.stripDiacritics, reverse: false) }
                #expect(SwiftIdentifier.words(name) == SwiftIdentifier.words(try #require(read)), "\(name)")
            }
            #expect(SwiftIdentifier.latinPart("Œuvre — 12 ✓") == "Œuvre — 12 ✓")
            #expect(SwiftIdentifier.latinPart("Café デザイン") == "Café" + String(repeating: " ", count: 5))
            #expect(SwiftIdentifier.latinPart("Ωmega") == " mega")
            var used: Set<String> = []
            #expect(SwiftIdentifier.member("self", fallback: "token", used: &used) == "self_")
            #expect(SwiftIdentifier.member("Self", fallback: "token", used: &used) == "self_2")
            #expect(SwiftIdentifier.member("", fallback: "token", used: &used) == "token")
            #expect(SwiftIdentifier.member("default", fallback: "token", used: &used) == "`default`")
        }
    }
}
