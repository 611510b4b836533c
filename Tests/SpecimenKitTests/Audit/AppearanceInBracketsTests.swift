import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `**Primary Button (Dark Mode):**` beside `**Primary Button (Light Mode):**`: each is the
/// primary look in one appearance. Where the system has both, each is drawn and measured in its
/// own only; before, the dark look's white text was measured on the light page and failed.
@Suite struct AppearanceInBracketsTests {
    static let document = """
    # Lantern

    ## Colour

    ### Light mode

    | Token | Value | Usage |
    |---|---|---|
    | `--page` | `#f7f6f2` | Page background |
    | `--ink` | `#1c1c1c` | Body text |

    ### Dark mode

    | Token | Value | Usage |
    |---|---|---|
    | `--page` | `#0a0a0a` | Page background |
    | `--ink` | `#f2f2f2` | Body text |

    ## Components

    ### Button

    **Primary Button (Dark Mode):**
    ```css
    background-color: rgba(255, 255, 255, 0.12);
    color: #ffffff;
    border-radius: 9999px;
    padding: 12px 24px;
    ```

    **Primary Button (Light Mode):**
    ```css
    background-color: #1c1c1c;
    color: #ffffff;
    border-radius: 9999px;
    padding: 12px 24px;
    ```
    """

    @Test func aVariantNamedForAnAppearanceInBracketsIsMeasuredInThatAppearanceOnly() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.document).audit)
        let buttons = report.pairs.filter { $0.context.component == "Button" }
        let dark = try #require(buttons.first { $0.context.variant == "Primary (Dark Mode)" }, "\(buttons.map(\.description))")
        #expect(dark.context.mode == .dark && dark.ratioText == "14.86" && dark.passes(.aa))
        #expect(buttons.filter { $0.context.variant == "Primary (Dark Mode)" }.count == 1)
        let light = buttons.filter { $0.context.variant == "Primary (Light Mode)" }
        #expect(light.count == 1 && light.first?.context.mode == .light)
        #expect(!report.skipped.contains { $0.context.variant == "Primary (Dark Mode)" })
    }

    @Test func onlyAModeWordWithAnAppearanceWordNamesAnAppearance() {
        #expect(StatedSection.appearance(named: "Primary (Dark Mode)") == .dark)
        #expect(StatedSection.appearance(named: "Card (light theme)") == .light)
        #expect(StatedSection.appearance(named: "Dark mode") == .dark)
        // "Dark" alone may be a dark-filled variant of a light design.
        #expect(StatedSection.appearance(named: "Primary (Dark)") == nil)
        #expect(StatedSection.appearance(named: "Outline (small)") == nil)
    }
}
