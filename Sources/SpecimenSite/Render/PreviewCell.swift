import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// One preview a kind template draws: a component's variant in one state, mode and backdrop.
package struct PreviewCell {
    package var component: ResolvedComponent
    package var variant: String
    package var properties: ResolvedProperties
    /// `ComponentStyle` declarations; a live control's carry every state's under its suffix.
    package var style: [String]
    package var samples: [String]
    package var backdrop: PageBackground
    package var appearance: TokenMode
    /// The audit pair the label's text is.
    package var auditPair: String?
    /// The real control, with every state wired to the pointer and keyboard.
    package var live = false
    /// `is-pressed`, `is-focus`… on static copies.
    package var stateClass = ""
    /// The resting fill a static state copy's translucent fill is laid over.
    package var fillUnder: RGBAColor?
    /// The selected state, which a tab bar or segmented control draws on its first item.
    package var selected: ResolvedProperties?
    /// The selected state's pair, for a live control's first item.
    package var selectedPair: String?
}
