import Foundation

/// A SARIF 2.1.0 log with one run, in the subset code-scanning services read: rules, and
/// results located at a line of a file relative to the repository root. The audit and the lint
/// both write it.
struct SARIFLog: Encodable {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Rule: Encodable {
        struct Text: Encodable { var text: String }
        struct Configuration: Encodable { var level: String }
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    struct Run: Encodable {
        struct Tool: Encodable { var driver: Driver }
        struct Driver: Encodable {
            var name = "Specimen"
            var informationUri: String
            var rules: [Rule]
        }
        var tool: Tool
        var results: [Result]
    }

    struct Result: Encodable {
        struct Message: Encodable { var text: String }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region
        }
        struct ArtifactLocation: Encodable { var uri: String }
        struct Region: Encodable { var startLine: Int }
        var ruleId: String
        var ruleIndex: Int
        var level = "error"
        var message: Message
        var locations: [Location]
        /// Stable identities of the result across runs, so services track it as one alert.
        var partialFingerprints: [String: String]
    }

    var schema = SARIFLog.schemaURI
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

    init(informationUri: String, rules: [Rule], results: [Result]) {
        runs = [Run(tool: .init(driver: .init(informationUri: informationUri, rules: rules)), results: results)]
    }

    /// Where a result is: `file` (relative to the content folder, or as given) under
    /// `artifactRoot`, at `line`.
    static func location(file: String, line: Int, artifactRoot: String) -> [Result.Location] {
        let root = artifactRoot.hasSuffix("/") ? String(artifactRoot.dropLast()) : artifactRoot
        let uri = root.isEmpty || root == "." || file.hasPrefix("/") ? file : "\(root)/\(file)"
        return [.init(physicalLocation: .init(artifactLocation: .init(uri: encodeURI(uri)), region: .init(startLine: max(1, line))))]
    }

    /// Percent-encodes what a relative URI reference cannot hold (spaces, non-ASCII), keeping slashes.
    static func encodeURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Pretty, with sorted keys: the same log gives the same bytes.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
