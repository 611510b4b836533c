import Foundation
import SpecimenModel
import SpecimenReading

/// The templates and site assets compiled into Specimen: the repository's Templates/ folder,
/// turned into `entries` by the EmbedTemplates build-tool plugin at every build. A project's
/// own templates folder overrides them file by file (`TemplateFiles.read`), and
/// `specimen templates --eject DIR` writes them out to start from.
public enum BuiltInTemplates {
    /// Where errors and listings say a built-in file comes from: it is on no disk.
    public static let location = "(built-in templates)"

    package struct Entry {
        package var path: String
        package var data: Data

        package init(path: String, text: String) {
            self.path = path
            data = Data(text.utf8)
        }

        package init(path: String, base64: String) {
            self.path = path
            data = Data(base64Encoded: base64) ?? Data()
        }
    }

    /// Every built-in file, by its path below the templates folder, in path order.
    public static let files: [TemplateFiles.File] = entries.map { entry in
        TemplateFiles.File(path: entry.path, data: entry.data, digest: ContentHash.digest(entry.data), origin: .builtIn)
    }
}
