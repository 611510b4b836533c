import Foundation
import SpecimenKit

/// Where a command's report goes: a file, written atomically, or stdout.
enum ReportOutput {
    static func write(_ text: String, to output: String?) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw SpecimenError("cannot write the report: \(error.localizedDescription)", file: output)
        }
    }
}
