import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// One file of the generated site, by its path relative to the output folder.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var data: Data
    /// A file of a system the build cache supplied: its bytes are those of the same path in the
    /// previous site, which the writer links rather than reads.
    public var carried: Bool = false

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    package static func carried(_ path: String) -> OutputFile {
        var file = OutputFile(path: path, data: Data())
        file.carried = true
        return file
    }

    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }
}
