/// Kinds that are drawn as one thing in different dress: a floating action button, a pill, a
/// tag or a status badge is a labelled button-like box (`**Buoy Tag**` under `### Buttons` is
/// one of the buttons' looks). A caption naming a kind of its section's family is one of the
/// section's looks (`**Icon Button**` under `### Buttons`); one naming another family's is a
/// component of its own (`**FAB**` under `### Tab Bar`).
extension ComponentKind {
    package var family: ComponentKind {
        switch self {
        case .floatingActionButton, .pill, .statusBadge: .button
        case .container, .sectionBox: .card
        case .bentoHeader: .header
        case .textEditor: .textInput
        case .segmentedControl: .tabBar
        default: self
        }
    }
}
