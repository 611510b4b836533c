import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// View models of the component gallery. Styles are custom-property lists from
/// `ComponentStyle`; labels and names are plain text that Mustache escapes.

package struct PartPreview: Sendable, Encodable {
    package var name: String
    package var style: String
    package var label: String?
    /// What a part drawn on its own shows: its sample copy, else its name ("Column labels").
    package var text: String
    package var index: Int
    /// The id of the audit pair this part's text is, for `data-audit-pair`. Named apart from
    /// `PreviewView.auditPair` so that a part without one does not pick up its component's.
    package var partPair: String?
    /// A picture part whose colour the document does not give: drawn hatched.
    package var placeholder = false
}

/// One `data-spec-*` attribute of a preview cell: a value the preview was drawn from, for tools
/// that check the drawing (the browser checks compare computed styles with these).
package struct SpecDataView: Sendable, Encodable {
    package var name: String
    package var value: String
}

/// One label of a tab bar or segmented control.
package struct PreviewItemView: Sendable, Encodable {
    package var label: String
    package var auditPair: String?
}

/// Everything one kind template needs to draw one component in one state.
package struct PreviewView: Sendable, Encodable {
    package var style: String
    package var label: String
    /// Further sample content (pill labels, tab names, list row subtitles), document order.
    package var samples: [String]
    /// The samples as tabs or segments: on the live preview the first is drawn selected, so its
    /// text is the selected state's pair.
    package var items: [PreviewItemView]
    package var secondary: String?
    package var tertiary: String?
    package var parts: [PartPreview]
    /// The parts a card draws as lines of their own, each by its name in its own style: those set
    /// in text (not an icon or a chevron) that give no copy (a part's copy is among the card's
    /// sample lines already).
    package var textParts: [PartPreview] = []
    /// The parts that hold a picture (`Image well: Mist fill`) and state its fill: drawn as a
    /// block of that fill above the card's text, where the picture goes.
    package var mediaParts: [PartPreview] = []
    /// Other components drawn inside this one (`a {component.button-ghost} pill`), each in
    /// that component's look, below the card's lines.
    package var childParts: [PartPreview] = []
    /// Lines between items (`item-divider`), each a rule in its colour.
    package var ruleParts: [PartPreview] = []
    /// The part a control draws inside its own shape (a switch's thumb, a progress bar's fill, a
    /// checkbox's tick, a radio's dot), in its `--m-` properties: nil where the document states
    /// none, and the kind's template draws its natural one.
    package var mark: PartPreview?
    /// A field's label the document styles (`Label: Bold, 13px, uppercase`), drawn above the field.
    package var fieldLabel: PartPreview?
    /// A list row's mark before its text and disclosure chevron after it, drawn only where the
    /// document states them (`ComponentSpec.states(_:)`).
    package var leadingMark = false
    package var chevron = false
    /// The real, focusable element with every state wired to `:hover`, `:active`, `:focus-visible`.
    package var live: Bool
    /// `is-pressed`, `is-focus`… on static copies.
    package var stateClass: String
    /// Sized for a glyph (`CompactLabel`): a button has no side padding but the stated one.
    package var compact: Bool
    /// One tab whose padding the document states: drawn as that tab, its padding and text giving
    /// its size as a button's do, not as a bar of equal tabs the gallery's width.
    package var sized = false
    /// The label does not fit: an icon placeholder is drawn, and the label is the accessible name.
    package var glyph: Bool
    package var continuous: Bool
    package var selectedStyle: String
    package var accessibleName: String
    /// The id of the audit pair the label's text is (`<slug>/light/component/…/text`), for
    /// `data-audit-pair`, so a page check can match what it sees with what the audit measured.
    package var auditPair: String?
}

package struct StateCellView: Sendable, Encodable {
    package var label: String
    package var html: String
    package var spec: [SpecDataView] = []
}

package struct StageView: Sendable, Encodable {
    package var mode: String?
    package var backdrop: String
    /// Readable text colour on the backdrop, for labels drawn on it.
    package var ink: String
    /// Nil for kinds that are not controls; Mustache treats an empty string as present.
    package var liveHTML: String?
    package var states: [StateCellView]
}

package struct GalleryVariantView: Sendable, Encodable {
    package var name: String
    package var showName: Bool
    package var stages: [StageView]
}

package struct PropertyRowView: Sendable, Encodable {
    package var scope: String
    package var property: String
    package var value: String
    package var swatch: String?
    package var written: String
    package var source: SourceView
}

package struct ViolationView: Sendable, Encodable {
    package var message: String
    package var rule: SourceView
    package var source: SourceView?
}

package struct GalleryComponentView: Sendable, Encodable {
    package var name: String
    package var kind: String
    package var anchor: String
    package var source: SourceView
    package var variants: [GalleryVariantView]
    package var properties: [PropertyRowView]
    package var css: String
    package var violations: [ViolationView]
    package var rules: [RuleView]
    package var sampleNote: String?
    /// What the document states of it that the preview does not draw, as written.
    package var notDrawn: [DescribedLineView] = []
}

/// A rule the document states for a component, with its inline Markdown rendered.
package struct RuleView: Sendable, Encodable {
    package var text: String
    package var html: String?
}

package struct GalleryKindView: Sendable, Encodable {
    package var title: String
    package var anchor: String
    package var components: [GalleryComponentView]
}

/// A component the document describes in words only: listed with its lines, not drawn.
package struct DescribedComponentView: Sendable, Encodable {
    package var name: String
    package var anchor: String
    package var source: SourceView
    package var lines: [DescribedLineView]
    /// "Read of it: fill, font" when something was, too little to draw it by.
    package var understood: String?
}

package struct DescribedLineView: Sendable, Encodable {
    package var text: String
    package var source: SourceView
}

package struct GalleryView: Sendable, Encodable {
    package var systemName: String
    package var sidebar: SidebarView
    package var kinds: [GalleryKindView]
    /// Components described in words Specimen does not read as a look.
    package var described: [DescribedComponentView] = []
    package var hasDescribed: Bool = false
    /// "2", and "are" or "is", for the lede.
    package var describedCount: Int = 0
    package var describedVerb: String = "are"
    /// "1 component", "12 components".
    package var componentCount: String
    package var backdropNote: String
    package var backdropSource: SourceView?
    package var hasDark: Bool
    package var violationCount: Int
    package var hasViolations: Bool
}

package struct CompareSystemView: Sendable, Encodable {
    package var name: String
    package var href: String
    package var components: [GalleryComponentView]
}

package struct CompareKindView: Sendable, Encodable {
    package var title: String
    /// Each system's column, rendered through `partials.compare-column`.
    package var columns: [String]
}

package struct CompareRowView: Sendable, Encodable {
    package var title: String
    package var href: String
    package var counts: [String]
}

package struct CompareIndexView: Sendable, Encodable {
    package var systemNames: [String]
    package var rows: [CompareRowView]
}
