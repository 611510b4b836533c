import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

extension SpecimenError {
    /// The libraries name documents and sidecars relative to the content folder
    /// (`kit/specimen.yml`); on the terminal they should be paths a user can open.
    func located(in content: String) -> SpecimenError {
        guard let file, !file.hasPrefix("/"), !file.hasPrefix(content),
              FileManager.default.fileExists(atPath: content.appendingPathComponent(file)) else { return self }
        var copy = self
        copy.file = content.appendingPathComponent(file)
        return copy
    }
}

/// Runs the libraries' work, relocating any error's file under the content folder.
func locatingErrors<T>(in content: String, _ work: () throws -> T) throws -> T {
    do {
        return try work()
    } catch let error as SpecimenError {
        throw error.located(in: content)
    }
}
