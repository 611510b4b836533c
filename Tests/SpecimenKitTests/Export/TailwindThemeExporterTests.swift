import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("Tailwind theme JSON") struct TailwindThemeJSON {
        static func export(_ tokens: ResolvedTokens, slug: String = "sample") -> String {
            ExportTests.export(TailwindThemeExporter(), tokens, slug: slug)
        }

        /// `theme.extend`, after checking that the file holds nothing else.
        static func extend(_ text: String) throws -> [String: Any] {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Array(root.keys) == ["theme"])
            let theme = try #require(root["theme"] as? [String: Any])
            #expect(Array(theme.keys) == ["extend"])
            return try #require(theme["extend"] as? [String: Any])
        }

        @Test func sampleExactly() {
            let expected = #"""
            {
              "theme" : {
                "extend" : {
                  "borderRadius" : {
                    "md" : "10px"
                  },
                  "colors" : {
                    "action-primary" : {
                      "dark" : "#141414",
                      "DEFAULT" : "#f4f1ea"
                    },
                    "canvas" : {
                      "dark" : "#141414",
                      "DEFAULT" : "#f4f1ea"
                    },
                    "canvas-dark-2" : "#000000",
                    "ink" : "rgb(34 34 34 / 0.7)",
                    "x-body-display-none" : "#ff0000"
                  },
                  "fontFamily" : {
                    "display" : [
                      "\"Acme \\22 Display\\22 \\3b  \\7d \"",
                      "serif"
                    ],
                    "family-weight-heavy" : [
                      "\"Heavy Grotesk\""
                    ],
                    "title" : [
                      "\"EB Garamond\"",
                      "system-ui",
                      "sans-serif"
                    ]
                  },
                  "fontSize" : {
                    "caption" : [
                      "12px",
                      {
                        "fontWeight" : "500"
                      }
                    ],
                    "title" : [
                      "28px",
                      {
                        "fontWeight" : "600",
                        "letterSpacing" : "-0.5px",
                        "lineHeight" : "1.25"
                      }
                    ]
                  },
                  "fontWeight" : {
                    "caption" : "500",
                    "title" : "600"
                  },
                  "letterSpacing" : {
                    "title" : "-0.5px"
                  },
                  "lineHeight" : {
                    "title" : "1.25"
                  },
                  "spacing" : {
                    "spacing-xs" : "6px",
                    "xs" : "4px"
                  }
                }
              }
            }
            """#
            #expect(Self.export(ExportTests.tailwindSample) == expected + "\n")
        }

        @Test("the file is a theme.extend object in Tailwind v3's shapes", arguments: TestSupport.seedSlugs + ["sample", "hand-made"])
        func shape(slug: String) throws {
            let tokens = try ExportTests.TailwindCSS.tokens(slug)
            let extend = try Self.extend(Self.export(tokens, slug: slug))
            #expect(!extend.isEmpty)
            let keys = Set(TailwindNamespace.allCases.map(\.themeKey))
            for (key, group) in extend {
                #expect(keys.contains(key), "\(key)")
                let members = try #require(group as? [String: Any], "\(key)")
                #expect(!members.isEmpty, "\(slug): empty \(key)")
                for (name, value) in members {
                    #expect(name.wholeMatch(of: /[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*/) != nil, "\(name)")
                    switch key {
                    case "colors":
                        let nested = value as? [String: String]
                        #expect(value is String || nested.map { Set($0.keys) == ["DEFAULT", "dark"] } == true, "\(name)")
                    case "fontFamily":
                        #expect((value as? [String])?.isEmpty == false, "\(name)")
                    case "fontSize":
                        if let pair = value as? [Any] {
                            #expect(pair.count == 2 && pair[0] is String, "\(name)")
                            let options = try #require(pair.last as? [String: String], "\(name)")
                            #expect(!options.isEmpty && Set(options.keys).isSubset(of: ["lineHeight", "letterSpacing", "fontWeight"]), "\(name)")
                        } else {
                            #expect(value is String, "\(name)")
                        }
                    default:
                        #expect(value is String, "\(key).\(name)")
                    }
                }
            }
        }

        /// Nothing a theme key can hold is lost, and no key is written empty.
        @Test("every seed's tokens are all in theme.extend", arguments: TestSupport.seedSlugs)
        func seedsComplete(slug: String) throws {
            let tokens = try ExportTests.seed(slug)
            let extend = try Self.extend(Self.export(tokens, slug: slug))
            let catalog = ExportCatalog(tokens)
            func count(_ key: String) -> Int { (extend[key] as? [String: Any])?.count ?? 0 }
            func entries(_ kinds: TokenKind...) -> Int { kinds.map { catalog.entries(of: $0).count }.reduce(0, +) }
            #expect(count("colors") == entries(.color))
            #expect(count("spacing") == entries(.spacing, .size))
            #expect(count("borderRadius") == entries(.radius))
            #expect(count("borderWidth") == entries(.borderWidth))
            #expect(count("boxShadow") == entries(.shadow))
            #expect(count("opacity") == entries(.opacity))
            #expect(count("backgroundImage") == entries(.gradient))
            let styles = catalog.entries(of: .typeStyle).compactMap { entry -> TypeStyle? in
                guard case .typeStyle(let style)? = catalog.value(of: entry.primary, in: .light) else { return nil }
                return style
            }
            #expect(count("fontSize") == styles.filter { $0.size != nil }.count)
            #expect(count("fontWeight") == styles.filter { $0.numericWeight != nil }.count)
            let omitted = TailwindTheme(tokens).omitted { _ in true }.map(\.kind)
            #expect(omitted.allSatisfy { $0 == .number }, "\(omitted)")
            let written = Set(extend.keys)
            let nonEmpty = Set(TailwindNamespace.allCases.filter { !TailwindTheme(tokens).values(in: $0).isEmpty }.map(\.themeKey))
            #expect(written == nonEmpty)
        }

        @Test func darkColoursNest() throws {
            let extend = try Self.extend(Self.export(try ExportTests.seed("ticker"), slug: "ticker"))
            let background = (extend["colors"] as? [String: Any])?["background"] as? [String: String]
            #expect(background == ["DEFAULT": "#ffffff", "dark": "#000000"])
            let paper = try Self.extend(Self.export(try ExportTests.seed("paper-ide"), slug: "paper-ide"))
            #expect((paper["colors"] as? [String: Any])?["canvas"] as? String == "#f4f1ea")
        }
    }
}
