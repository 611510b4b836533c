import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Pins every literal token each seed defines, read from the documents by hand.
@Suite struct SeedTokenTests {
    @Test func paperIDEColours() throws {
        let set = try SeedDocuments.tokens("paper-ide")
        #expect(set.pinned(.color) == [
            PinnedToken(27, "Canvas", "#F4F1EA"),
            PinnedToken(30, "Ink", "#222222"),
            PinnedToken(33, "Fade", "#888888"),
            PinnedToken(39, "Error/Alert", "#9E2A2B"),
            PinnedToken(40, "Success/State", "#4A5D23"),
            PinnedToken(41, "Citation/Link", "#2A4D69"),
            // The Swift listing restates the palette; only the names that differ are new.
            PinnedToken(268, "error", "#9E2A2B"),
            PinnedToken(269, "success", "#4A5D23"),
            PinnedToken(270, "citation", "#2A4D69"),
        ])
        let canvas = try #require(set.token(named: "Canvas"))
        #expect(canvas.role == "Background")
        #expect(canvas.usage?.hasPrefix("Global background.") == true)
        #expect(canvas.restatedAt.map(\.line) == [263])
        #expect(canvas.provenance.excerpt == "* **Canvas (Background):** `#F4F1EA`")
        // "rather than #000000" is an example in a usage note, not a definition.
        #expect(!set.tokens.contains { if case .color(let c) = $0.value { c.hex == "#000000" } else { false } })
        #expect(set.diagnostics.isEmpty)
    }

    @Test func paperIDEScalesAndFonts() throws {
        let set = try SeedDocuments.tokens("paper-ide")
        #expect(set.pinned(.spacing) == [
            PinnedToken(314, "spacingXS", "8pt"), PinnedToken(315, "spacingSM", "16pt"),
            PinnedToken(316, "spacingMD", "24pt"), PinnedToken(317, "spacingLG", "32pt"),
            PinnedToken(318, "spacingXL", "48pt"), PinnedToken(319, "spacingMargin", "24pt"),
            PinnedToken(320, "spacingMarginPad", "60pt"),
        ])
        #expect(set.pinned(.fontFamily).prefix(2) == [
            PinnedToken(52, "Typeface A: \"The Opinion\" (Serif)", "EB Garamond, New York"),
            PinnedToken(65, "Typeface B: \"The Docket\" (Monospace)", "SF Mono, Menlo"),
        ])
        #expect(set.pinned(.number) == [PinnedToken(307, "lineHeightBody", "1.6"), PinnedToken(308, "lineHeightOpinion", "1.7")])
    }

    @Test func zottieScales() throws {
        let set = try SeedDocuments.tokens("zottie")
        #expect(set.pinned(.typeStyle) == [
            PinnedToken(42, "title.large", "28pt semibold"),
            PinnedToken(43, "title.medium", "22pt semibold"),
            PinnedToken(44, "title.small", "18pt semibold"),
            PinnedToken(45, "body.primary", "16pt regular"),
            PinnedToken(46, "body.secondary", "14pt regular"),
            PinnedToken(47, "caption", "12pt regular"),
        ])
        #expect(set.pinned(.spacing) == [
            PinnedToken(69, "space.xs", "4pt"), PinnedToken(70, "space.sm", "8pt"),
            PinnedToken(71, "space.md", "16pt"), PinnedToken(72, "space.lg", "24pt"),
            PinnedToken(73, "space.xl", "32pt"), PinnedToken(74, "space.2xl", "48pt"),
        ])
        #expect(set.pinned(.radius) == [
            PinnedToken(88, "radius.sm", "6pt"), PinnedToken(89, "radius.md", "10pt"), PinnedToken(90, "radius.lg", "14pt"),
        ])
        #expect(set.token(named: "radius.lg")?.usage == "cards and sheets")
        #expect(set.token(named: "title.large")?.usage == "screen titles")
        // The eighteen semantic colour names carry no values, so there is nothing to extract.
        #expect(set.pinned(.color).isEmpty)
        #expect(set.tokens.count == 15)
    }

    @Test func tickerColours() throws {
        let set = try SeedDocuments.tokens("ticker")
        #expect(set.pinned(.color) == [
            PinnedToken(40, "Absolute Black", "#000000"),
            PinnedToken(41, "Absolute White", "#FFFFFF"),
            PinnedToken(42, "Surface Dark", "#141414"),
            PinnedToken(43, "Surface Light", "#FAFAFA"),
            PinnedToken(51, "Critical Red", "#FF2B55"),
            PinnedToken(52, "Alert Active", "#FF4500"),
            PinnedToken(53, "Danger Red", "#EB0000"),
            PinnedToken(65, "Scheduled", "#007AFF"),
            PinnedToken(66, "Running", "#34D64A"),
            PinnedToken(67, "Paused", "#FF9900"),
            PinnedToken(68, "Disabled", "#8E8E93"),
            PinnedToken(419, "Background", "#FFFFFF", mode: .light),
            PinnedToken(419, "Background", "#000000", mode: .dark),
            PinnedToken(422, "Surface", "#FAFAFA", mode: .light),
            PinnedToken(422, "Surface", "#141414", mode: .dark),
            PinnedToken(425, "Text Primary", "#000000", mode: .light),
            PinnedToken(425, "Text Primary", "#FFFFFF", mode: .dark),
            PinnedToken(428, "Text Secondary", "#000000B3", mode: .light),
            PinnedToken(428, "Text Secondary", "#FFFFFFB3", mode: .dark),
        ])
        #expect(set.token(named: "Critical Red")?.usage == "Primary actions, urgent states")
        #expect(set.diagnostics.isEmpty)
    }

    @Test func tickerScales() throws {
        let set = try SeedDocuments.tokens("ticker")
        #expect(set.pinned(.typeStyle) == [
            PinnedToken(85, "Hero Time", "72pt heavy"), PinnedToken(86, "Large Time", "56pt bold"),
            PinnedToken(87, "Medium Time", "36pt semibold"),
            PinnedToken(90, "XL Header", "34pt black"), PinnedToken(91, "Large Header", "28pt heavy"),
            PinnedToken(92, "Med Header", "22pt bold"), PinnedToken(93, "Small Header", "17pt semibold"),
            PinnedToken(96, "Large Body", "17pt regular"), PinnedToken(97, "Medium Body", "15pt regular"),
            PinnedToken(98, "Small Body", "13pt regular"),
            PinnedToken(101, "Bold Label", "11pt heavy"), PinnedToken(102, "Small Label", "10pt semibold"),
            PinnedToken(105, "Primary", "20pt bold"), PinnedToken(106, "Secondary", "17pt semibold"),
        ])
        #expect(set.token(named: "Hero Time")?.group == "TIME DISPLAY (Massive)")
        #expect(set.pinned(.spacing) == [
            PinnedToken(139, "XXS", "4pt"), PinnedToken(140, "XS", "8pt"), PinnedToken(141, "SM", "12pt"),
            PinnedToken(142, "MD", "16pt"), PinnedToken(143, "LG", "24pt"), PinnedToken(144, "XL", "32pt"),
            PinnedToken(145, "XXL", "48pt"), PinnedToken(146, "XXXL", "64pt"),
        ])
        #expect(set.tokens.count == 19 + 14 + 8)
    }

    @Test func johoColours() throws {
        let set = try SeedDocuments.tokens("joho")
        #expect(set.pinned(.color) == [
            PinnedToken(573, "Yellow", "#FFE566"), PinnedToken(574, "Cyan", "#A5F3FC"),
            PinnedToken(575, "Pink", "#FECDD3"), PinnedToken(576, "Orange", "#FED7AA"),
            PinnedToken(577, "Green", "#BBF7D0"), PinnedToken(578, "Purple", "#E9D5FF"),
            PinnedToken(579, "Red", "#E53935"), PinnedToken(580, "Black", "#000000"),
            PinnedToken(581, "White", "#FFFFFF"),
            PinnedToken(1155, "Cream", "#FEF3C7"),
            PinnedToken(1217, "True Black", "#000000"), PinnedToken(1218, "Dark Navy", "#1A1A2E"),
            PinnedToken(1219, "Near Black", "#0A0A0F"),
            PinnedToken(1246, "background", "#000000"),
            PinnedToken(2937, "Holiday", "#E53E3E"), PinnedToken(2938, "Observance", "#ED8936"),
            PinnedToken(2939, "Event", "#805AD5"), PinnedToken(2940, "Birthday", "#D53F8C"),
            PinnedToken(2941, "Note", "#ECC94B"), PinnedToken(2942, "Trip", "#3182CE"),
            PinnedToken(2943, "Expense", "#38A169"),
        ])
        // The palette is stated in a table, under a heading per colour and in code, all agreeing;
        // Appendix C's decision tree (`└── Yellow #FFE566`) states it once more.
        let yellow = try #require(set.token(named: "Yellow"))
        #expect(yellow.restatedAt.map(\.line) == [925, 1232, 5815, 7496, 8585])
        #expect(set.token(named: "Cream")?.role == "Personal")
        #expect(set.diagnostics.isEmpty)
    }

    @Test func johoScales() throws {
        let set = try SeedDocuments.tokens("joho")
        #expect(set.pinned(.borderWidth) == [
            PinnedToken(537, "Cells, small elements", "1pt"), PinnedToken(538, "List rows, sections", "1.5pt"),
            PinnedToken(539, "Buttons, interactive", "2pt"), PinnedToken(540, "Selected, focused", "2.5pt"),
            PinnedToken(541, "Containers, cards", "3pt"),
        ])
        #expect(set.pinned(.radius) == [
            PinnedToken(704, "Day cells", "8pt"), PinnedToken(705, "Buttons", "8pt"),
            PinnedToken(706, "Pills, badges", "6pt"), PinnedToken(707, "Cards", "12pt"),
            PinnedToken(708, "Containers", "16pt"),
        ])
        #expect(set.pinned(.spacing) == [
            PinnedToken(2262, "xs", "4pt"), PinnedToken(2263, "sm", "8pt"), PinnedToken(2264, "md", "12pt"),
            PinnedToken(2265, "lg", "16pt"), PinnedToken(2266, "xl", "20pt"), PinnedToken(2267, "xxl", "24pt"),
            PinnedToken(2268, "xxxl", "32pt"),
        ])
        #expect(set.token(named: "xs")?.restatedAt.first?.line == 2280)
        #expect(set.pinned(.typeStyle) == [
            PinnedToken(780, "displayLarge", "48pt heavy"), PinnedToken(781, "displayMedium", "32pt bold"),
            PinnedToken(782, "headline", "18pt bold"), PinnedToken(783, "body", "16pt medium"),
            PinnedToken(784, "bodySmall", "14pt medium"), PinnedToken(785, "label", "12pt bold"),
            PinnedToken(786, "labelSmall", "10pt bold"),
            // Stated under the drawing of the week number: `Hero number: 48pt heavy`.
            PinnedToken(1871, "Hero number", "48pt heavy"),
            PinnedToken(2128, "johoDisplayLarge", "48pt heavy"), PinnedToken(2129, "johoDisplayMedium", "32pt bold"),
            PinnedToken(2130, "johoHeadline", "18pt bold"), PinnedToken(2131, "johoBody", "16pt medium"),
            PinnedToken(2132, "johoBodySmall", "14pt medium"), PinnedToken(2133, "johoLabel", "12pt bold"),
            PinnedToken(2134, "johoLabelSmall", "10pt bold"),
        ])
        if case .typeStyle(let style) = set.token(named: "johoLabel")?.value { #expect(style.design == "rounded") }
    }

    @Test func mabelTokens() throws {
        let set = try SeedDocuments.tokens("mabel")
        #expect(set.pinned(.color) == [
            PinnedToken(78, "mabelGradientTop", "#AEF0EC"), PinnedToken(79, "mabelGradientMid", "#D9F4EF"),
            PinnedToken(80, "mabelGradientBot", "#FDF7E9"), PinnedToken(81, "mabelBackground", "#FFF8F0"),
            PinnedToken(82, "mabelText", "#2D2019"), PinnedToken(83, "mabelTeal", "#1F7A6F"),
            PinnedToken(84, "mabelBurgundy", "#A3243B"), PinnedToken(85, "mabelGold", "#E9C46A"),
            PinnedToken(86, "mabelSurface", "#F5EDE3"), PinnedToken(87, "mabelSubtle", "#7A7168"),
        ])
        #expect(set.pinned(.gradient) == [
            PinnedToken(27, "Gradient Specification", "#AEF0EC → #D9F4EF → #FDF7E9"),
            PinnedToken(49, "Option B — Code-based (lighter weight)", "#AEF0EC → #D9F4EF → #EBF5EA → #FDF7E9"),
        ])
        let gradients = set.tokens(of: .gradient)
        if case .gradient(let spec) = gradients.first?.value {
            #expect(spec.angle == 180)
            #expect(spec.stops.map(\.position) == [nil, 0.5, nil])
            #expect(spec.resolvedPositions == [0, 0.5, 1])
        }
        #expect(gradients.last?.variantOf == "Gradient Specification")
        #expect(set.diagnostics.map(\.line) == [49])
        #expect(set.pinned(.typeStyle) == [
            PinnedToken(104, "Hero heading", "32pt bold"), PinnedToken(105, "Heading", "28pt bold"),
            PinnedToken(106, "Subheading", "20pt medium"), PinnedToken(107, "Body", "16pt regular"),
            PinnedToken(108, "Helper text", "14pt regular"), PinnedToken(109, "Small label", "12pt light"),
        ])
        #expect(set.pinned(.spacing) == [
            PinnedToken(138, "screenPadH", "24pt"), PinnedToken(139, "sectionGap", "32pt"),
            PinnedToken(140, "elementGap", "16pt"), PinnedToken(141, "tightGap", "8pt"),
            PinnedToken(142, "bottomSafe", "40pt"), PinnedToken(143, "topSafe", "16pt"),
        ])
        #expect(set.pinned(.fontFamily) == [PinnedToken(100, "Font Family", "Comfortaa")])
    }
}
