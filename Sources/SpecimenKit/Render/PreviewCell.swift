/// One preview a kind template draws: a component's variant in one state, mode and backdrop.
struct PreviewCell {
    var component: ResolvedComponent
    var variant: String
    var properties: ResolvedProperties
    /// `ComponentStyle` declarations; a live control's carry every state's under its suffix.
    var style: [String]
    var samples: [String]
    var backdrop: PageBackground
    var appearance: TokenMode
    /// The audit pair the label's text is.
    var auditPair: String?
    /// The real control, with every state wired to the pointer and keyboard.
    var live = false
    /// `is-pressed`, `is-focus`… on static copies.
    var stateClass = ""
    /// The selected state, which a tab bar or segmented control draws on its first item.
    var selected: ResolvedProperties?
    /// The selected state's pair, for a live control's first item.
    var selectedPair: String?
}
