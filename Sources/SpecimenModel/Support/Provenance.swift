/// Where a value came from: the document file, the 1-based line, and the sentence or table row
/// that stated it. Every extracted value carries one so pages and reports can link back.
public struct Provenance: Sendable, Hashable, Codable {
    public enum Origin: String, Sendable, Hashable, Codable {
        /// Stated in the Markdown document.
        case document
        /// Supplied by the `specimen.yml` sidecar because the document lacks it.
        case sidecar
    }

    public var file: String
    public var line: Int
    public var excerpt: String
    public var origin: Origin

    public init(file: String, line: Int, excerpt: String, origin: Origin = .document) {
        self.file = file
        self.line = line
        self.excerpt = excerpt
        self.origin = origin
    }

    public var location: String { "\(file):\(line)" }
}
