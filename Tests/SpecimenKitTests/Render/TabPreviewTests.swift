import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenSite

/// A tab whose padding the document states is drawn as that tab, its padding and text giving its
/// size as a button's do (`is-sized`), not as a bar of equal tabs the gallery's width; a tab whose
/// size is left open, and a bar of several tabs, keep the bar.
@Suite struct TabPreviewTests {
    /// The class list and style of each tab preview (live and static) in the component's article.
    func tabs(_ html: String, component: String) throws -> [(classes: String, style: String)] {
        let start = try #require(html.range(of: "id=\"component-\(Slug.make(component, fallback: ""))\""))
        let rest = html[start.upperBound...]
        let article = rest[..<(rest.range(of: "</article>")?.lowerBound ?? rest.endIndex)]
        return article.matches(of: #/<div class="cmp cmp-tabs([^"]*)" style="([^"]*)"/#).map { (String($0.output.1), String($0.output.2)) }
    }

    func built() throws -> String {
        let memory = try TestSupport.memorySite(documents: ["brackenfield/DESIGN.md": try TestSupport.fixture("components/tabs-sized-by-padding.md")])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return try #require(memory.text("/Public/brackenfield/components/index.html"))
    }

    @Test func aTabWithAStatedPaddingIsSizedByItInEveryCell() throws {
        let trail = try tabs(try built(), component: "trail-tab")
        // The live preview, the default cell and the active (selected) cell.
        #expect(trail.count == 3, "\(trail)")
        for tab in trail {
            #expect(tab.classes.contains("is-sized"), "\(tab)")
            #expect(tab.style.contains("--c-pady: 6px; --c-padx: 22px"), "\(tab.style)")
        }
        #expect(trail.last?.classes.contains("is-selected") == true)
    }

    @Test func anUnderlinedTabWithFourSidesOfPaddingIsSizedSoItsUnderlineSpansItAlone() throws {
        let ledger = try tabs(try built(), component: "ledger-tab")
        #expect(ledger.count == 3, "\(ledger)")
        #expect(ledger.allSatisfy { $0.classes.contains("is-sized") }, "\(ledger)")
        let active = try #require(ledger.last)
        #expect(active.classes.contains("is-selected"))
        // The active tab keeps the default's padding, each side as written, and draws its line below.
        #expect(active.style.contains("--c-padt: 4px; --c-padr: 12px; --c-padb: 10px; --c-padl: 12px"), "\(active.style)")
        #expect(active.style.contains("--c-bw: 3px; --c-bc: #2F4A32; --c-bstyle: none none solid none"), "\(active.style)")
    }

    @Test func aTabWhoseSizeIsLeftOpenKeepsTheBar() throws {
        let canopy = try tabs(try built(), component: "canopy-tab")
        #expect(!canopy.isEmpty)
        #expect(canopy.allSatisfy { !$0.classes.contains("is-sized") }, "\(canopy)")
    }

    @Test func aTabGroupKeepsTheBarThoughItStatesAPadding() throws {
        // Its 4px is the tray's inset around the tabs, not one tab's.
        let group = try tabs(try built(), component: "thicket-tab-group")
        #expect(!group.isEmpty)
        for tab in group {
            #expect(tab.style.contains("--c-pady: 4px; --c-padx: 4px"), "\(tab.style)")
            #expect(!tab.classes.contains("is-sized"), "\(tab)")
        }
    }

    @Test func aBarOfSeveralTabsKeepsTheBarWhateverPaddingItStates() throws {
        // Joho's tab bar states its own inset padding around five tabs.
        let html = try TestSupport.seedSite.get().text("joho/components/index.html")
        let bar = try tabs(html, component: "JohoTabBar")
        #expect(!bar.isEmpty)
        for tab in bar {
            #expect(tab.style.contains("--c-pady: 8px"), "\(tab.style)")
            #expect(!tab.classes.contains("is-sized"), "\(tab)")
        }
    }

    @Test func theStyleSheetSizesASizedTabByItsPaddingAndItsContent() throws {
        // The rule the class selects: the stated padding on the tab, and a width its content gives.
        let css = try String(contentsOfFile: TestSupport.templatesFolder + "/assets/gallery.css", encoding: .utf8)
        let rule = try #require(css.firstMatch(of: #/\.cmp\.cmp-tabs\.is-sized \{([^}]*)\}/#)).output.1
        #expect(rule.contains("width: var(--c-width, fit-content)"))
        let item = try #require(css.firstMatch(of: #/\.cmp-tabs\.is-sized \.cmp-tabs__item \{([^}]*)\}/#)).output.1
        #expect(item.contains("var(--c-pady, 8px)") && item.contains("var(--c-padx, 6px)"))
        // The live tab is drawn selected: its line (an active tab's underline) is the selected one's.
        let live = try #require(css.firstMatch(of: #/\.cmp\.cmp-tabs\.is-sized:has\(> button\.cmp-tabs__item\) \{([^}]*)\}/#)).output.1
        #expect(live.contains("var(--c-bc-selected, var(--c-bc, currentColor))") && live.contains("var(--c-bstyle-selected, var(--c-bstyle, solid))"))
    }
}
