import SpecimenKit

/// Reads and analyses every system under `content` without rendering, printing warnings with
/// paths a user can open: what `specimen tokens` and `specimen audit` start from.
func analyzedContent(_ content: String) throws -> BuildState {
    let state = try locatingErrors(in: content) {
        try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: [])).analyze(BuildOptions(content: content))
    }
    for diagnostic in state.diagnostics where diagnostic.severity >= .warning {
        Terminal.error(diagnostic.located(in: content).formatted)
    }
    return state
}
