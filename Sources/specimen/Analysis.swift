import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

/// Reads and analyses every system `found` names without rendering, printing warnings with
/// paths a user can open: what `specimen tokens` and `specimen audit` start from.
/// `only`: the one system asked for (`--system`); the others are not read, so a broken
/// document elsewhere neither stops it nor prints its warnings.
func analyzedContent(_ found: ContentDiscovery.Found, only: String? = nil, auditing: Bool = true) throws -> Analysis.Result {
    let root = ContentLocation.displayRoot(found.content)
    let state = try locatingErrors(in: root) {
        try Analysis(fileIO: .local).analyze(content: found.content, document: found.loneDocument, only: only, auditing: auditing)
    }
    for diagnostic in state.diagnostics where diagnostic.severity >= .warning {
        Terminal.error(diagnostic.located(in: root).formatted)
    }
    return state
}
