/// View models of the component gallery. Styles are custom-property lists from
/// `ComponentStyle`; labels and names are plain text that Mustache escapes.

struct PartPreview: Sendable, Encodable {
    var name: String
    var style: String
    var label: String?
    var index: Int
    /// The id of the audit pair this part's text is, for `data-audit-pair`. Named apart from
    /// `PreviewView.auditPair` so that a part without one does not pick up its component's.
    var partPair: String?
}

/// One `data-spec-*` attribute of a preview cell: a value the preview was drawn from, for tools
/// that check the drawing (the browser checks compare computed styles with these).
struct SpecDataView: Sendable, Encodable {
    var name: String
    var value: String
}

/// One label of a tab bar or segmented control.
struct PreviewItemView: Sendable, Encodable {
    var label: String
    var auditPair: String?
}

/// Everything one kind template needs to draw one component in one state.
struct PreviewView: Sendable, Encodable {
    var style: String
    var label: String
    /// Further sample content (pill labels, tab names, list row subtitles), document order.
    var samples: [String]
    /// The samples as tabs or segments: on the live preview the first is drawn selected, so its
    /// text is the selected state's pair.
    var items: [PreviewItemView]
    var secondary: String?
    var tertiary: String?
    var parts: [PartPreview]
    /// The real, focusable element with every state wired to `:hover`, `:active`, `:focus-visible`.
    var live: Bool
    /// `is-pressed`, `is-focus`… on static copies.
    var stateClass: String
    /// Sized for a glyph (`CompactLabel`): a button has no side padding but the stated one.
    var compact: Bool
    /// The label does not fit: an icon placeholder is drawn, and the label is the accessible name.
    var glyph: Bool
    var continuous: Bool
    var selectedStyle: String
    var accessibleName: String
    /// The id of the audit pair the label's text is (`<slug>/light/component/…/text`), for
    /// `data-audit-pair`, so a page check can match what it sees with what the audit measured.
    var auditPair: String?
}

struct StateCellView: Sendable, Encodable {
    var label: String
    var html: String
    var spec: [SpecDataView] = []
}

struct StageView: Sendable, Encodable {
    var mode: String?
    var backdrop: String
    /// Readable text colour on the backdrop, for labels drawn on it.
    var ink: String
    /// Nil for kinds that are not controls; Mustache treats an empty string as present.
    var liveHTML: String?
    var states: [StateCellView]
}

struct GalleryVariantView: Sendable, Encodable {
    var name: String
    var showName: Bool
    var stages: [StageView]
}

struct PropertyRowView: Sendable, Encodable {
    var scope: String
    var property: String
    var value: String
    var swatch: String?
    var written: String
    var source: SourceView
}

struct ViolationView: Sendable, Encodable {
    var message: String
    var rule: SourceView
    var source: SourceView?
}

struct GalleryComponentView: Sendable, Encodable {
    var name: String
    var kind: String
    var anchor: String
    var source: SourceView
    var variants: [GalleryVariantView]
    var properties: [PropertyRowView]
    var css: String
    var violations: [ViolationView]
    var rules: [RuleView]
    var sampleNote: String?
}

/// A rule the document states for a component, with its inline Markdown rendered.
struct RuleView: Sendable, Encodable {
    var text: String
    var html: String?
}

struct GalleryKindView: Sendable, Encodable {
    var title: String
    var anchor: String
    var components: [GalleryComponentView]
}

struct GalleryView: Sendable, Encodable {
    var systemName: String
    var sidebar: SidebarView
    var kinds: [GalleryKindView]
    /// "1 component", "12 components".
    var componentCount: String
    var backdropNote: String
    var backdropSource: SourceView?
    var hasDark: Bool
    var violationCount: Int
    var hasViolations: Bool
}

struct CompareSystemView: Sendable, Encodable {
    var name: String
    var href: String
    var components: [GalleryComponentView]
}

struct CompareKindView: Sendable, Encodable {
    var title: String
    /// Each system's column, rendered through `partials.compare-column`.
    var columns: [String]
}

struct CompareRowView: Sendable, Encodable {
    var title: String
    var href: String
    var counts: [String]
}

struct CompareIndexView: Sendable, Encodable {
    var systemNames: [String]
    var rows: [CompareRowView]
}
