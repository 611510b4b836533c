import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

/// Where a command's report goes: a file, written atomically, or stdout.
enum ReportOutput {
    static func write(_ text: String, to output: String?) throws {
        guard let output else {
            try Terminal.write(text)
            return
        }
        try checkTarget(output)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw SpecimenError("cannot write the report: \(error.localizedDescription)", file: output)
        }
    }

    /// A report replaces its file by renaming a new one over it, which would put a regular file
    /// where a device, a FIFO or a symlink was (/dev/null among them): only a regular file, or
    /// a path where nothing is yet, is written.
    static func checkTarget(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let kind: String? = switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
        if let kind {
            throw SpecimenError("the report path is \(kind); give a regular file or a new path (to print the report, leave out --output)", file: path)
        }
    }
}
