/// View models of the component gallery. Styles are custom-property lists from
/// `ComponentStyle`; labels and names are plain text that Mustache escapes.

struct PartPreview: Sendable {
    var name: String
    var style: String
    var label: String?
    var index: Int
}

/// Everything one kind template needs to draw one component in one state.
struct PreviewView: Sendable {
    var style: String
    var label: String
    /// Further sample content (pill labels, tab names, list row subtitles), document order.
    var samples: [String]
    var secondary: String?
    var tertiary: String?
    var parts: [PartPreview]
    /// The real, focusable element with every state wired to `:hover`, `:active`, `:focus-visible`.
    var live: Bool
    /// `is-pressed`, `is-focus`… on static copies.
    var stateClass: String
    var continuous: Bool
    var selectedStyle: String
    var accessibleName: String
}

struct StateCellView: Sendable {
    var label: String
    var html: String
}

struct StageView: Sendable {
    var mode: String?
    var backdrop: String
    /// Readable text colour on the backdrop, for labels drawn on it.
    var ink: String
    /// Nil for kinds that are not controls; Mustache treats an empty string as present.
    var liveHTML: String?
    var states: [StateCellView]
}

struct GalleryVariantView: Sendable {
    var name: String
    var showName: Bool
    var stages: [StageView]
}

struct PropertyRowView: Sendable {
    var scope: String
    var property: String
    var value: String
    var swatch: String?
    var written: String
    var source: SourceView
}

struct ViolationView: Sendable {
    var message: String
    var rule: SourceView
    var source: SourceView?
}

struct GalleryComponentView: Sendable {
    var name: String
    var kind: String
    var anchor: String
    var source: SourceView
    var variants: [GalleryVariantView]
    var properties: [PropertyRowView]
    var css: String
    var violations: [ViolationView]
    var rules: [String]
    var sampleNote: String?
}

struct GalleryKindView: Sendable {
    var title: String
    var anchor: String
    var components: [GalleryComponentView]
}

struct GalleryView: Sendable {
    var systemName: String
    var sidebar: SidebarView
    var kinds: [GalleryKindView]
    var count: Int
    var backdropNote: String
    var backdropSource: SourceView?
    var hasDark: Bool
    var violationCount: Int
    var hasViolations: Bool
}

struct CompareSystemView: Sendable {
    var name: String
    var href: String
    var components: [GalleryComponentView]
}

struct CompareKindView: Sendable {
    var title: String
    /// Each system's column, rendered through `partials.compare-column`.
    var columns: [String]
}

struct CompareRowView: Sendable {
    var title: String
    var href: String
    var counts: [String]
}

struct CompareIndexView: Sendable {
    var systemNames: [String]
    var rows: [CompareRowView]
}
