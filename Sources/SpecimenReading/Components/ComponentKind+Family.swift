/// Kinds that are drawn as one thing in different dress: a floating action button is a
/// button, a status badge a pill. A caption naming a kind of its section's family is one of
/// the section's looks (`**Icon Button**` under `### Buttons`); one naming another family's is
/// a component of its own (`**FAB**` under `### Tab Bar`).
extension ComponentKind {
    package var family: ComponentKind {
        switch self {
        case .floatingActionButton: .button
        case .statusBadge, .indicatorDot: .pill
        case .container, .sectionBox: .card
        case .bentoHeader: .header
        case .textEditor: .textInput
        case .segmentedControl: .tabBar
        default: self
        }
    }
}
