import Foundation

/// Runs a helper program found on PATH and returns its standard output.
package enum Subprocess {
    package static func run(_ program: String, _ arguments: [String], input: Data? = nil) throws -> String {
        let result = try output(program, arguments)
        guard result.status == 0 else {
            throw SpecimenError("\(program) exited with status \(result.status)")
        }
        return result.text
    }

    /// The standard output and exit status, for programs whose failure status still comes with
    /// output worth reading: `dpkg -S` exits 1 when any one of its paths is unknown, after
    /// naming the owners of the others.
    package static func output(_ program: String, _ arguments: [String]) throws -> (text: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
