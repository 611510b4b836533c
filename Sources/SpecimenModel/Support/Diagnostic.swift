import Foundation

/// A problem found in the input that does not stop the build: a conflict, an unknown sidecar
/// key, a document skipped. Printed by the build and shown on the pages it concerns.
public struct Diagnostic: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int?
    /// Other places the problem involves, such as the second definition in a conflict.
    public var related: [Provenance]

    public init(_ severity: Severity, _ message: String, file: String, line: Int? = nil, related: [Provenance] = []) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.related = related
    }

    /// The same diagnostic with its files named under `content`, as a user can open them: the
    /// pipeline names files relative to the content folder.
    public func located(in content: String) -> Diagnostic {
        var located = self
        // An absolute path (a font on the machine) is where it is already.
        located.file = file.hasPrefix("/") ? file : content.appendingPathComponent(file)
        located.related = related.map { place in
            var place = place
            place.file = place.file.hasPrefix("/") ? place.file : content.appendingPathComponent(place.file)
            return place
        }
        return located
    }

    /// `file:line: severity: message`, the shape editors and CI logs recognise.
    public var formatted: String {
        var head = file
        if let line { head += ":\(line)" }
        var text = "\(head): \(severity.rawValue): \(message)"
        for place in related { text += "\n  \(place.location): note: \(place.excerpt)" }
        return text
    }
}
