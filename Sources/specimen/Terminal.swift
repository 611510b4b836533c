import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite
import Synchronization

/// Writing to the terminal: progress and reports on stdout, problems on stderr.
///
/// Everything passes through `safe`: a document's words reach these lines (token names, file
/// names, diagnostics), and an escape sequence in them must not retitle or clear the terminal.
enum Terminal {
    /// Set when a line could not be written to stdout (a full disk, a closed file): the
    /// command finishes its work, then says so and exits 1 rather than report success.
    private static let stdoutFailure = Mutex<String?>(nil)

    static func error(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data((safe(message) + "\n").utf8))
    }

    /// A progress line. A failure to write it is remembered for `finish`.
    static func print(_ message: String) {
        if let failure = send(message + "\n") { stdoutFailure.withLock { $0 = $0 ?? failure } }
    }

    /// A report, or part of one, to stdout.
    static func write(_ text: String) throws {
        if let failure = send(text) { throw SpecimenError("cannot write to standard output: \(failure)") }
    }

    /// Writes to stdout; the reason it failed, or nil.
    private static func send(_ text: String) -> String? {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(safe(text).utf8))
            return nil
        } catch {
            return reason(error)
        }
    }

    /// The failure to write to stdout, if there was one since the command started.
    static var failure: String? { stdoutFailure.withLock { $0 } }

    /// Control characters but tab and line feed, shown as `\u{1B}` rather than acted on.
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
