import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Every way the site draws one kind of component differently from another, in one table keyed
/// by kind: a new kind is a row here and a template in `Templates/components/`.
///
/// What the other stages treat per kind is theirs: which parts the audit measures on a fill or
/// an outline (`ComponentPairCollector`), and which words mean selected rather than pressed
/// (`vocabulary.yml`).
package struct ComponentTraits: Sendable {
    /// When a preview is sized for a glyph rather than for a word (see `CompactLabel`).
    package enum Compactness: Sendable, Equatable {
        case never
        case always
        /// When the spec makes it square (equal stated width and height), or its name or
        /// variant calls it an icon button.
        case whenSquareOrNamedIcon
        /// When the spec makes it square: a shape of a stated side (`size: 18px`).
        case whenSquare
    }

    /// What a compact preview shows when its text does not fit.
    package enum StandIn: Sendable, Equatable {
        /// An icon placeholder, whose accessible name the text becomes.
        case icon
        /// The first day number the copy holds.
        case dayNumber
    }

    /// The gallery's heading for the kind, also the compare page's ("All status badges").
    package var title: String
    /// The live preview is a real control a reader can hover, press and tab to; other kinds
    /// with several one-state variants show them side by side in one row.
    package var interactive = false
    package var compactness = Compactness.never
    /// The box the gallery style sheet draws for a compact preview when the spec is silent.
    package var metrics: CompactLabel.Metrics?
    /// Whether a stated height gives a compact preview's side when no width is stated. A day
    /// cell's side is its width: its stated height makes room for more than the number.
    package var heightSetsSide = true
    package var standIn = StandIn.icon
    /// What the stand-in note calls a compact preview ("does not fit a button sized for a glyph").
    package var compactNoun = "button"
    /// Whether its template draws a mark before the text and a chevron after it, and so asks
    /// whether the document states them (`ComponentSpec.states(_:)`).
    package var rowAccessories = false
    /// Whether its template draws the other components its prose puts inside it (a nav's
    /// buttons) though it draws no other part.
    package var drawsChildren = false
    /// Whether one of its items drawn alone with a stated padding is that item (one tab), sized
    /// by its padding and text, rather than the kind's full-width bar.
    package var itemAloneSizedByPadding = false
    /// Whether its preview shows copy: a switch, a box to tick, a bar or a line is a shape alone,
    /// its name only its accessible name, so no note says the name stands in for copy.
    package var showsCopy = true
    /// Whether its mark covers a share of it that a percentage for copy states (a progress bar
    /// whose drawing reads "42%").
    package var markShowsShare = false
    /// Whether its template draws a label above it that a `Label` part styles (a field's
    /// caption, `Label: Bold, 13px, uppercase`).
    package var drawsFieldLabel = false

    package static func of(_ kind: ComponentKind) -> ComponentTraits {
        switch kind {
        case .button:
            ComponentTraits(title: "Buttons", interactive: true, compactness: .whenSquareOrNamedIcon, metrics: .init(side: 44, fontSize: 16))
        case .pill: ComponentTraits(title: "Pills", interactive: true)
        case .statusBadge: ComponentTraits(title: "Status badges")
        case .card: ComponentTraits(title: "Cards")
        case .container: ComponentTraits(title: "Containers")
        case .sectionBox: ComponentTraits(title: "Section boxes")
        case .bentoHeader: ComponentTraits(title: "Bento headers")
        case .header: ComponentTraits(title: "Headers", drawsChildren: true)
        case .textInput: ComponentTraits(title: "Text inputs", interactive: true, drawsFieldLabel: true)
        case .textEditor: ComponentTraits(title: "Text editors", interactive: true, drawsFieldLabel: true)
        case .listRow: ComponentTraits(title: "List rows", rowAccessories: true)
        case .tabBar: ComponentTraits(title: "Tab bars", interactive: true, itemAloneSizedByPadding: true)
        case .segmentedControl: ComponentTraits(title: "Segmented controls", interactive: true)
        case .toggle: ComponentTraits(title: "Toggles", interactive: true, showsCopy: false)
        case .checkbox: ComponentTraits(title: "Checkboxes", interactive: true, showsCopy: false)
        case .radio: ComponentTraits(title: "Radio buttons", interactive: true, showsCopy: false)
        case .floatingActionButton:
            // The gallery always draws it round, so it is always sized for a glyph.
            ComponentTraits(title: "Floating action buttons", interactive: true, compactness: .always, metrics: .init(side: 56, fontSize: 28))
        case .emptyState: ComponentTraits(title: "Empty states")
        case .errorState: ComponentTraits(title: "Error states")
        case .indicatorDot: ComponentTraits(title: "Indicator dots")
        case .progressBar: ComponentTraits(title: "Progress bars", showsCopy: false, markShowsShare: true)
        case .divider: ComponentTraits(title: "Dividers", showsCopy: false)
        case .calendarDayCell:
            ComponentTraits(
                title: "Calendar day cells", compactness: .always, metrics: .init(side: 48, fontSize: 16, padding: 6),
                heightSetsSide: false, standIn: .dayNumber)
        case .wordmark: ComponentTraits(title: "Wordmarks")
        // A component of no known kind sized as a square or circle (an 18px round arrow) is a
        // glyph's box: a label that does not fit gives way to the icon placeholder.
        case .other:
            ComponentTraits(title: "Other components", compactness: .whenSquare, metrics: .init(side: 300, fontSize: 16), compactNoun: "shape")
        }
    }
}

extension ComponentKind {
    /// How the site draws this kind (`ComponentTraits`).
    package var traits: ComponentTraits { ComponentTraits.of(self) }
}
