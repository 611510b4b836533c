import SpecimenModel

/// One export format of a system's tokens. Exporters are pure: they turn resolved tokens into
/// the text of one file and never touch the file system, so the Write stage decides where the
/// bytes go and tests compare strings.
public protocol TokenExporter: Sendable {
    /// The file name the site writes the export to, under `Public/<slug>/`.
    var fileName: String { get }

    /// - Parameters:
    ///   - input: the tokens, with what the exporters build from them (`ExportInput`).
    ///   - systemName: the display name, used in headers and the Swift namespace.
    ///   - systemSlug: the folder name under `Content/`, used where the name has no safe form.
    func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String
}

extension TokenExporter {
    /// The export of `tokens` alone; a caller that writes several formats builds one
    /// `ExportInput` for all of them.
    public func export(_ tokens: ResolvedTokens, systemName: String, systemSlug: String) -> String {
        export(ExportInput(tokens), systemName: systemName, systemSlug: systemSlug)
    }
}

/// A system's tokens with the catalogue every exporter works from, and the theme both Tailwind
/// exporters share, built once: building them for each of the five files was about a third
/// of drawing a system's pages.
public struct ExportInput: Sendable {
    package let catalog: ExportCatalog
    package let theme: TailwindTheme

    public init(_ tokens: ResolvedTokens) {
        catalog = ExportCatalog(tokens)
        theme = TailwindTheme(catalog)
    }
}
