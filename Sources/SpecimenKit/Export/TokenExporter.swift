/// One export format of a system's tokens. Exporters are pure: they turn resolved tokens into
/// the text of one file and never touch the file system, so the Write stage decides where the
/// bytes go and tests compare strings.
public protocol TokenExporter: Sendable {
    /// The file name the site writes the export to, under `Public/<slug>/`.
    var fileName: String { get }

    /// - Parameters:
    ///   - systemName: the display name, used in headers and the Swift namespace.
    ///   - systemSlug: the folder name under `Content/`, used where the name has no safe form.
    func export(_ tokens: ResolvedTokens, systemName: String, systemSlug: String) -> String
}
