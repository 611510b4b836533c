import Foundation

/// Writing to the terminal: progress on stdout, problems on stderr.
enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func print(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }
}
