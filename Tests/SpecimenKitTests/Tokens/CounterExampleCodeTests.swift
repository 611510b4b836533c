import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Code a document shows as what not to do: under a heading or a caption that says so, or after
/// a comment that does (`// Old` in a migration guide). It defines no token, styles no component
/// and sets no page; its colours are listed as forbidden.
@Suite struct CounterExampleCodeTests {
    static let document = """
    # Jetty

    ## Palette

    - **Harbor:** #1F3A5F
    - **Sand:** #E8DCC0

    ## Using the palette

    ### ❌ Wrong: raw hex values

    ```css
    .page { background-color: #F4E9D0; }
    ```

    ### Don't

    ```css
    :root {
      --background: #FAF3E3;
    }
    ```

    **Bad:**
    ```js
    const surface = { background: '#EFEFEF' }
    ```

    ### Migration

    ```js
    // Old
    const theme = { accent: '#0FA37F' }

    // New
    const theme = { accent: colors.harbor }
    ```

    ```css
    /* Before */
    .card { background: #F0F0F0; }
    ```

    ## Components

    ### Cards

    ```css
    .card {
      background: #FFFFFF;
      /* ❌ Don't */
      border: 1px solid #FF0000;
    }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aCounterExampleDefinesNoToken() throws {
        let names = try Self.system.get().tokens.tokens.map(\.name).sorted()
        #expect(names == ["Harbor", "Sand"])
    }

    @Test func aCounterExampleSetsNoPage() throws {
        let page = PageBackground.choose(in: try Self.system.get().tokens, mode: .light)
        #expect(page.representativeColor.hex != "#FAF3E3")
        #expect(page.representativeColor.hex != "#F4E9D0")
    }

    /// The code after `/* ❌ Don't */` is what not to do; the line before it is the card's.
    @Test func aCounterExampleStylesNoComponent() throws {
        let card = try TestSupport.variant("Cards", in: Self.system.get().components)
        #expect(card[.default]?.fill?.hex == "#FFFFFF")
        #expect(card[.default]?.borderColor == nil)
    }

    @Test func itsColoursAreListedAsForbidden() throws {
        let unread = try Self.system.get().system.unreadColors
        for literal in ["#F4E9D0", "#FAF3E3", "#EFEFEF", "#0FA37F", "#F0F0F0", "#FF0000"] {
            #expect(unread.first { $0.literal.uppercased() == literal }?.reason == .forbidden, "\(literal)")
        }
    }

    @Test(arguments: [
        ("❌ FALSE: hex values", true), ("Wrong", true), ("Don't", true), ("Bad example", true), ("Old", true),
        ("Before", true), ("Wrong — raw hex", true), ("Do's and Don'ts", false), ("Before you start", false), ("Old Brand Colors", false),
        ("NG", true), ("NG例", true), ("ng-container wrapper", false), ("Wrong Answer Banner", false), ("Bad Weather Theme", false), ("New", false),
    ])
    func whatIntroducesACounterExample(label: String, introduces: Bool) {
        #expect(Vocabulary.standard.introducesCounterExample(label) == introduces)
    }
}
