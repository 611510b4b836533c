/// The single error type of Specimen: a reason, and the file and line it concerns where there
/// is one. The executable prints `formatted` to stderr and exits 1.
public struct SpecimenError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public var file: String?
    public var line: Int?

    public init(_ reason: String, file: String? = nil, line: Int? = nil) {
        self.reason = reason
        self.file = file
        self.line = line
    }

    public var formatted: String {
        switch (file, line) {
        case let (file?, line?): "\(file):\(line): error: \(reason)"
        case let (file?, nil): "\(file): error: \(reason)"
        default: "error: \(reason)"
        }
    }

    public var description: String { formatted }
}
