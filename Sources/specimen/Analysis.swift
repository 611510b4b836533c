import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

/// Reads and analyses every system under `content` without rendering, printing warnings with
/// paths a user can open: what `specimen tokens` and `specimen audit` start from.
/// `only`: the one system asked for (`--system`); the others are not read, so a broken
/// document elsewhere neither stops it nor prints its warnings.
func analyzedContent(_ content: String, only: String? = nil, auditing: Bool = true) throws -> Analysis.Result {
    let state = try locatingErrors(in: content) {
        try Analysis(fileIO: .local).analyze(content: content, only: only, auditing: auditing)
    }
    for diagnostic in state.diagnostics where diagnostic.severity >= .warning {
        Terminal.error(diagnostic.located(in: content).formatted)
    }
    return state
}
