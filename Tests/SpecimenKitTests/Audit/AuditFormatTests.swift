import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Report formats") struct AuditFormatTests {
        func run(_ level: WCAGLevel = .aa) throws -> AuditRun {
            let state = try #require(AuditSeeds.state)
            return AuditRun(reports: state.systems.compactMap(\.audit), level: level)
        }

        @Test func jsonRoundTripsAndHasTheDocumentedKeys() throws {
            let run = try run()
            let text = AuditJSONFormatter().format(run)
            let decoded = try JSONDecoder().decode(AuditRun.self, from: Data(text.utf8))
            #expect(decoded == run)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["schemaVersion", "level", "passed", "systems", "summary"])
            let system = try #require((object["systems"] as? [[String: Any]])?.first { $0["system"] as? String == "ticker" })
            let pair = try #require((system["pairs"] as? [[String: Any]])?.first)
            for key in ["system", "foreground", "background", "ratio", "ratioText", "verdicts", "context", "source", "suggestions", "category", "id"] {
                #expect(pair[key] != nil, "pair key \(key)")
            }
            #expect((pair["foreground"] as? [String: Any])?["hex"] is String)
            #expect(Set(((pair["verdicts"] as? [String: Any]) ?? [:]).keys) == ["AA", "AAA"])
            #expect(Set(((pair["source"] as? [String: Any]) ?? [:]).keys) == ["file", "line"])
            #expect(Set(((pair["context"] as? [String: Any]) ?? [:]).keys).isSuperset(of: ["component", "variant", "state", "mode", "element"]))
            let claim = try #require((system["claims"] as? [[String: Any]])?.first)
            for key in ["text", "source", "claimed", "measured", "holds"] { #expect(claim[key] != nil, "claim key \(key)") }
            #expect(AuditJSONFormatter().format(run) == text)  // deterministic
        }

        /// The typed writer gives what `JSONEncoder` gives, byte for byte, for every seed system
        /// alone and for the whole run, at both levels, with and without a baseline's fields.
        @Test func jsonIsWhatFoundationsEncoderWrites() throws {
            for level in [WCAGLevel.aa, .aaa] {
                let run = try run(level)
                #expect(AuditJSONFormatter().format(run) == AuditJSONFormatter.foundationFormat(run))
                for report in run.systems {
                    let single = AuditRun(reports: [report], level: level)
                    #expect(AuditJSONFormatter().format(single) == AuditJSONFormatter.foundationFormat(single), "\(report.system)")
                }
            }
            let empty = AuditRun(reports: [], level: .aa)
            #expect(AuditJSONFormatter().format(empty) == AuditJSONFormatter.foundationFormat(empty))
        }

        /// The site's compact audit.json is the same document without indentation: what
        /// `JSONEncoder` writes without `.prettyPrinted`, byte for byte, on one line.
        @Test func compactJSONIsFoundationsWithoutIndentation() throws {
            let run = try run()
            for report in run.systems {
                let single = AuditRun(reports: [report], level: .aa)
                let compact = AuditJSONFormatter(compact: true).format(single)
                #expect(compact == AuditJSONFormatter.foundationFormat(single, compact: true), "\(report.system)")
                #expect(compact.firstIndex(of: "\n") == compact.index(before: compact.endIndex), "\(report.system): one line")
                #expect(compact.utf8.count * 3 < AuditJSONFormatter().format(single).utf8.count * 2, "\(report.system): at most two thirds of the indented size")
            }
        }

        /// A translucent colour is written as the document states it, with the colour measured
        /// beside it: `#F5EDE3E6` (mabelSurface at 90%) and its composite over the page.
        @Test func aTranslucentColourIsWrittenAsStatedWithItsComposite() throws {
            let run = try run()
            let translucent = try #require(run.systems.flatMap(\.pairs).first { $0.background.declared == "#F5EDE3E6" })
            let data = try JSONEncoder().encode(translucent.background)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["hex"] as? String == "#F5EDE3E6")
            #expect(object["composited"] as? String == translucent.background.hex)
            #expect(object["declared"] == nil)
            let opaque = try #require(run.systems.flatMap(\.pairs).first { $0.foreground.declared == nil })
            let plain = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(opaque.foreground)) as? [String: Any])
            #expect(plain["composited"] == nil)
            #expect(try JSONDecoder().decode(AuditColor.self, from: data) == translucent.background)
        }

        @Test func junitIsXMLWithOneTestCasePerPair() throws {
            let run = try run()
            let xml = AuditJUnitFormatter().format(run)
            let counter = JUnitCounter()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = counter
            #expect(parser.parse(), "JUnit XML must parse: \(String(describing: parser.parserError))")
            #expect(counter.pairCases == run.systems.reduce(0) { $0 + $1.pairs.count })
            #expect(counter.failures == run.summary.failures(at: .aa))
            #expect(AuditJUnitFormatter.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
        }

        @Test func sarifValidatesAgainstTheOfficialSchema() throws {
            let run = try run(.aaa)
            let sarif = AuditSARIFFormatter(artifactRoot: "Content").format(run)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
            #expect(object["version"] as? String == "2.1.0")
            let results = try #require(((object["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
            #expect(results.count == run.summary.failures(at: .aaa))
            let uris = results.compactMap { result -> String? in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
            }
            #expect(uris.contains("Content/ticker/DESIGN.md"))
            #expect(results.allSatisfy { $0["level"] as? String == "error" })

            let validation = try SARIFValidator.validate(sarif)
            #expect(validation.valid, "SARIF must validate (python3 with jsonschema, see scripts/setup): \(validation.output)")
        }

        @Test func textIsAlignedAndColouredOnlyWhenAsked() throws {
            let run = try run()
            let plain = AuditTextFormatter(color: false).format(run)
            #expect(!plain.contains("\u{1B}["))
            let coloured = AuditTextFormatter(color: true).format(run)
            #expect(coloured.contains("\u{1B}[31m"))
            // Every row of a table starts its SOURCE column at the same display column.
            let lines = plain.split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.hasPrefix("  RESULT  RATIO") })
            let column = try #require(header.range(of: "SOURCE")).lowerBound.utf16Offset(in: header)
            let block = lines.drop { $0 != header }.dropFirst().prefix { $0.hasPrefix("  PASS") || $0.hasPrefix("  FAIL") || $0.hasPrefix("  EXEMPT") }
            #expect(!block.isEmpty)
            for line in block {
                let padded = String(line.prefix(column))
                #expect(DisplayWidth.of(padded) == column || line.contains { !$0.isASCII })
                #expect(line.dropFirst(column).hasPrefix(String(line.dropFirst(column)).trimmingCharacters(in: .whitespaces)))
            }
        }

        @Test func markdownSummarisesEverySystem() throws {
            let run = try run()
            let markdown = AuditMarkdownFormatter().format(run)
            #expect(markdown.hasPrefix("## Contrast audit (WCAG AA): failed"))
            for slug in TestSupport.seedSlugs { #expect(markdown.contains("(`\(slug)`)")) }
            #expect(markdown.contains("`joho/DESIGN.md:1325`"))
        }
    }
}

/// Counts test cases of pair suites (claims suites end in ".claims") and failures.
final class JUnitCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
    var pairCases = 0
    var failures = 0
    private var inClaims = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuite": inClaims = attributes["name"]?.hasSuffix(".claims") == true
        case "testcase": if !inClaims { pairCases += 1 }
        case "failure": failures += 1
        default: break
        }
    }
}
