import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The seeds audited once and shared: every claim and failing pair pinned here was found by
/// reading the documents.
enum AuditSeeds {
    static let state: BuildState? = try? SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: []))
        .analyze(BuildOptions(content: TestSupport.contentFolder))

    static func report(_ slug: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AuditReport {
        let state = try #require(state, "the seeds must analyse", sourceLocation: sourceLocation)
        let system = try #require(state.systems.first { $0.slug == slug }, sourceLocation: sourceLocation)
        return try #require(system.audit, "the Audit stage must run", sourceLocation: sourceLocation)
    }

    static func claim(_ report: AuditReport, line: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> ContrastClaim {
        try #require(report.claims.first { $0.source.line == line }, "a claim at line \(line)", sourceLocation: sourceLocation)
    }
}

extension AuditTests {
    @Suite("Seeds") struct SeedTests {
        /// The Audit stage runs each system's two parts as separate jobs, in any order and on
        /// any core; the report must be the one a single pass gives.
        @Test func theStagesReportIsThatOfOnePassWhateverOrderThePartsRunIn() throws {
            let state = try #require(AuditSeeds.state)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            for system in state.systems {
                let audit = SystemAudit(system.system)
                let reversed = audit.report(SystemAudit.Part.allCases.reversed().map(audit.run))
                let stage = try #require(system.audit)
                #expect(try encoder.encode(reversed) == encoder.encode(stage), "\(system.slug)")
                #expect(try encoder.encode(ContrastAuditor().audit(system.system)) == encoder.encode(stage), "\(system.slug)")
                #expect(!stage.pairs.isEmpty, "\(system.slug)")
            }
        }

        @Test func tickerAllTextAAAIsContradictedByItsBadges() throws {
            let report = try AuditSeeds.report("ticker")
            let claim = try AuditSeeds.claim(report, line: 30)
            #expect(claim.text == "All text meets WCAG AAA standards")
            #expect(claim.kind == .level)
            #expect(claim.claimed.level == .aaa)
            #expect(!claim.holds)
            #expect(claim.measured.ratioText == "1.93")
            // White badge text on the green "Running" fill, line 263 says "Text Color: Always white".
            let running = try #require(report.pairs.first { $0.id == "ticker/light/component/status-badge/running/default/text" })
            #expect(running.source.line == 263)
            #expect(running.foreground.hex == "#FFFFFF")
            #expect(running.background.hex == "#34D64A")
            #expect(running.category == .normalText)
            #expect(running.fails(.aa))
            #expect(!running.suggestions.isEmpty)
            #expect(running.suggestions.first?.palette.isEmpty == false)
        }

        @Test func tickerSecondaryTextPassesAAAInBothModes() throws {
            let report = try AuditSeeds.report("ticker")
            let secondary = report.pairs.filter { $0.foreground.name == "Text Secondary" }
            #expect(secondary.count == 2)
            #expect(secondary.allSatisfy { $0.passes(.aaa) })
            #expect(Set(secondary.map(\.context.mode)) == [.light, .dark])
        }

        @Test func tickerRequirementTableRows() throws {
            let report = try AuditSeeds.report("ticker")
            #expect(try !AuditSeeds.claim(report, line: 362).holds)  // large text 4.5:1 vs white on Critical Red 3.66
            // Body text 7:1 is the text colours on the page (8.52:1 and up), not the badges'
            // labels, which the next row claims for on their own.
            let body = try AuditSeeds.claim(report, line: 363)
            #expect(body.holds && body.verifiable && body.scope == "body text pairs")
            #expect(try !AuditSeeds.claim(report, line: 364).holds)  // status badges 4.5:1
            let icons = try AuditSeeds.claim(report, line: 365)
            #expect(icons.holds && !icons.verifiable)
        }

        @Test func tickerLargeTextFromRealFontSizes() throws {
            let report = try AuditSeeds.report("ticker")
            let button = try #require(report.pairs.first { $0.id == "ticker/light/component/primary-button/default/default/text" })
            #expect(button.context.textSize == 20)
            #expect(button.context.textWeight == 700)
            #expect(button.category == .largeText)  // 20px bold ≥ 18.67px bold
            #expect(button.passes(.aa) && !button.passes(.aaa))
            let badge = try #require(report.pairs.first { $0.id == "ticker/light/component/status-badge/scheduled/default/text" })
            #expect(badge.context.textSize == 11)
            #expect(badge.category == .normalText)
        }

        @Test func tickerDarkPairsAreSeparate() throws {
            let report = try AuditSeeds.report("ticker")
            let light = report.pairs.filter { $0.context.mode == .light }
            let dark = report.pairs.filter { $0.context.mode == .dark }
            #expect(!light.isEmpty && !dark.isEmpty)
            #expect(Set(light.map(\.id)).isDisjoint(with: dark.map(\.id)))
            let darkText = try #require(report.pairs.first { $0.id == "ticker/dark/text-token/text-primary/background/-/text" })
            #expect(darkText.context.mode == .dark)
            // The badges give none of their colours a dark value: the dark appearance draws them
            // as the light one does, so each is one pair, measured once and said to be the same.
            #expect(!report.pairs.contains { $0.id == "ticker/dark/component/status-badge/running/default/text" })
            let badge = try #require(report.pairs.first { $0.id == "ticker/light/component/status-badge/running/default/text" })
            #expect(badge.context.notes.contains(SystemAudit.sameInDark))
            // A status badge is told by its label (WCAG 1.4.11): its fill against the page is no pair.
            #expect(!report.pairs.contains { $0.context.kind == .statusBadge && $0.category == .nonText })
        }

        @Test func johoContrastTable() throws {
            let report = try AuditSeeds.report("joho")
            let yellow = try AuditSeeds.claim(report, line: 1319)
            #expect(yellow.kind == .pair && yellow.holds)
            #expect(yellow.claimed.ratio == 14.2)
            #expect(yellow.measured.ratioText == "16.65")
            let red = try AuditSeeds.claim(report, line: 1325)
            #expect(red.text == "White text on Red | 5.9:1 | AA")
            #expect(!red.holds)
            #expect(red.measured.ratioText == "4.22")
            let all = try AuditSeeds.claim(report, line: 1327)
            #expect(all.text == "All combinations meet WCAG AA requirements.")
            #expect(!all.holds && all.measured.pairs == 7 && all.measured.failing == 1)
            #expect(!report.claims.contains { $0.text.hasPrefix("Most meet") })
        }

        @Test func johoStatedPairingsAndRedText() throws {
            let report = try AuditSeeds.report("joho")
            let stated = try #require(report.pairs.first { $0.id == "joho/light/stated-pairing/white/red/-/text" })
            #expect(stated.source.line == 1325 && stated.fails(.aa))
            // "Text on semantic colors is always black" and the table give black on each semantic colour.
            #expect(report.pairs.contains { $0.origin == .statedPairing && $0.foreground.name == "Black" && $0.background.name == "Yellow" })
            let sunday = try #require(report.pairs.first { $0.id == "joho/light/component/day-cell/base/default/text" })
            #expect(sunday.source.line == 5986 && sunday.ratioText == "4.22" && sunday.fails(.aa))
            #expect(report.backgrounds.first?.name == "White")
        }

        @Test func paperIDEFadeOnCanvasFailsWhileTheInkClaimHolds() throws {
            let report = try AuditSeeds.report("paper-ide")
            let claim = try AuditSeeds.claim(report, line: 414)
            #expect(claim.holds && claim.kind == .pair && claim.scope == "Ink on Canvas")
            let fade = report.pairs.filter { $0.foreground.hex == "#888888" && $0.background.hex == "#F4F1EA" }
            #expect(Set(fade.map(\.source.line)) == [33, 150, 162])
            #expect(fade.allSatisfy { $0.ratioText == "3.14" && $0.fails(.aa) })
        }

        @Test func mabelTextOnTranslucentSurfacesOverTheGradient() throws {
            let report = try AuditSeeds.report("mabel")
            #expect(report.backgrounds.first?.isGradient == true)
            let placeholder = try #require(report.pairs.first { $0.id == "mabel/light/component/text-input/placeholder/default/text" })
            #expect(placeholder.source.line == 205)
            #expect(placeholder.ratioText == "4.07")
            #expect(placeholder.fails(.aa))
            let extent = try #require(placeholder.gradient)
            #expect(extent.worstRatio == placeholder.ratio)
            #expect(extent.bestRatio > extent.worstRatio)
            #expect(placeholder.background.declared == "#F5EDE3E6")  // mabelSurface at 90%
            // The selectable pill has a label, which identifies it: its faint border is not held
            // to 3:1 (WCAG 1.4.11), while the text input's focus ring is.
            #expect(!report.pairs.contains { $0.id == "mabel/light/component/pill-button-selectable/base/default/border" })
            let focus = try #require(report.pairs.first { $0.id == "mabel/light/component/text-input/base/focus/focus-ring" })
            #expect(focus.category == .nonText)
        }

        @Test func zottieMinimumAAHoldsWithTheSuppliedValues() throws {
            let report = try AuditSeeds.report("zottie")
            let claim = try AuditSeeds.claim(report, line: 217)
            #expect(claim.text == "Minimum contrast WCAG AA")
            #expect(claim.holds && claim.verifiable)
            #expect(claim.measured.ratioText == "5.06")
            #expect(report.failingPairs(at: .aa).isEmpty)
            #expect(!report.failingPairs(at: .aaa).isEmpty)
        }

        @Test func colourVisionFindsConfusableStateColours() throws {
            let ticker = try AuditSeeds.report("ticker")
            let badges = try #require(ticker.colorVision.first { $0.set == "Status Badge variants" && $0.mode == .light })
            #expect(badges.confusions.contains { $0.first == "RUNNING" && $0.second == "PAUSED" && $0.deficiency == .deuteranopia })
            #expect(badges.nonColorCue != nil)
            let paper = try AuditSeeds.report("paper-ide")
            #expect(paper.colorVision.contains { $0.isRisk })
        }

        @Test func disabledStatesAreExemptNotFailing() throws {
            let report = try AuditSeeds.report("joho")
            let disabled = report.pairs.filter { $0.context.state == .disabled }
            #expect(!disabled.isEmpty)
            #expect(disabled.allSatisfy { $0.exemption != nil && !$0.fails(.aaa) && $0.suggestions.isEmpty })
        }

        @Test func orderingIsDeterministic() throws {
            let state = try #require(AuditSeeds.state)
            let again = state.systems.map { ContrastAuditor().audit($0.system) }
            #expect(again == state.systems.compactMap(\.audit))
            let ids = again.flatMap(\.pairs).map(\.id)
            #expect(Set(ids).count == ids.count)
        }
    }
}
