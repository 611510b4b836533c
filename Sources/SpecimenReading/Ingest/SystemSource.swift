import Foundation
import SpecimenModel

/// One design system found under the content folder, before it is read.
public struct SystemSource: Sendable, Hashable {
    /// The folder name under Content/ (or the file name of a lone document): the system's URL path.
    public var slug: String
    /// Absolute path of the Markdown document.
    public var documentPath: String
    /// The document's path relative to the content folder, as shown in diagnostics.
    public var displayPath: String
    /// Absolute path of `specimen.yml`, when the system has one.
    public var sidecarPath: String?
    /// The folder that holds the document and its assets; sidecar paths may not leave it.
    public var folder: String

    /// The document and the sidecar: the files whose stamps the build cache records.
    package var stampedInputs: [String] { [documentPath] + (sidecarPath.map { [$0] } ?? []) }

    public init(slug: String, documentPath: String, displayPath: String, sidecarPath: String?, folder: String) {
        self.slug = slug
        self.documentPath = documentPath
        self.displayPath = displayPath
        self.sidecarPath = sidecarPath
        self.folder = folder
    }

    /// How closely a diagnostic is about this system: most for its document, then for a file in
    /// its folder (a sidecar, a font) by how deep that folder is; nil for neither. A function, so
    /// that the folder is worked out once for a build's thousands of diagnostics.
    package var claim: @Sendable (Diagnostic) -> Int? {
        let document = displayPath
        let folder = displayPath.deletingLastPathComponent
        let prefix = folder.isEmpty ? nil : folder + "/"
        let depth = folder.utf8.count
        return { diagnostic in
            if diagnostic.file == document { return Int.max }
            guard let prefix, diagnostic.file.hasPrefix(prefix) else { return nil }
            return depth
        }
    }

    /// `diagnostics` grouped by the system of `sources` each is most about, in their order, and
    /// in their own order within each: what a build prints however its systems were batched and
    /// whichever of them the cache supplied (a reused system's diagnostics arrive at once, a
    /// fresh one's stage by stage). One about none of them comes last.
    package static func grouped(_ diagnostics: some Collection<Diagnostic>, by sources: [SystemSource]) -> [Diagnostic] {
        var groups = [[Diagnostic]](repeating: [], count: sources.count + 1)
        let claims = sources.map(\.claim)
        for diagnostic in diagnostics {
            var owner = (index: sources.count, claim: Int.min)
            for (index, claim) in claims.enumerated() {
                if let claim = claim(diagnostic), claim > owner.claim { owner = (index, claim) }
            }
            groups[owner.index].append(diagnostic)
        }
        return groups.flatMap { $0 }
    }
}
