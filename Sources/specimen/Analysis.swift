import SpecimenKit

/// Reads and analyses every system `found` names without rendering, printing warnings with
/// paths a user can open: what `specimen tokens` and `specimen audit` start from.
/// `only`: the one system asked for (`--system`); the others are not read, so a broken
/// document elsewhere neither stops it nor prints its warnings.
func analyzedContent(_ found: ContentDiscovery.Found, only: String? = nil, auditing: Bool = true) throws -> BuildState {
    var options = BuildOptions(content: found.content)
    options.document = found.loneDocument
    options.only = only
    let root = ContentLocation.displayRoot(found.content)
    let state = try locatingErrors(in: root) {
        try SiteBuilder(fileIO: .local, fontCatalog: FontCatalog(faces: [])).analyze(options, auditing: auditing)
    }
    for diagnostic in state.diagnostics where diagnostic.severity >= .warning {
        Terminal.error(diagnostic.located(in: root).formatted)
    }
    return state
}
