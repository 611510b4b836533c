import Foundation

/// A SARIF 2.1.0 log with one run, in the subset code-scanning services read: rules, and
/// results located at a line of a file relative to the repository root. The audit and the lint
/// both write it.
package struct SARIFLog: Encodable {
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    package struct Rule: Encodable {
        package struct Text: Encodable {
            package var text: String
            package init(text: String) { self.text = text }
        }
        package struct Configuration: Encodable {
            package var level: String
            package init(level: String) { self.level = level }
        }
        package var id: String
        package var name: String
        package var shortDescription: Text
        package var fullDescription: Text
        package var helpUri: String
        package var defaultConfiguration: Configuration

        package init(id: String, name: String, shortDescription: Text, fullDescription: Text, helpUri: String, defaultConfiguration: Configuration) {
            self.id = id
            self.name = name
            self.shortDescription = shortDescription
            self.fullDescription = fullDescription
            self.helpUri = helpUri
            self.defaultConfiguration = defaultConfiguration
        }
    }

    package struct Run: Encodable {
        package struct Tool: Encodable { package var driver: Driver }
        package struct Driver: Encodable {
            package var name = "Specimen"
            package var informationUri: String
            package var rules: [Rule]
        }
        package var tool: Tool
        package var results: [Result]
    }

    package struct Result: Encodable {
        package struct Message: Encodable {
            package var text: String
            package init(text: String) { self.text = text }
        }
        package struct Location: Encodable { package var physicalLocation: PhysicalLocation }
        package struct PhysicalLocation: Encodable {
            package var artifactLocation: ArtifactLocation
            package var region: Region
        }
        package struct ArtifactLocation: Encodable { package var uri: String }
        package struct Region: Encodable { package var startLine: Int }
        package var ruleId: String
        package var ruleIndex: Int
        package var level = "error"
        package var message: Message
        package var locations: [Location]
        /// Stable identities of the result across runs, so services track it as one alert.
        package var partialFingerprints: [String: String]

        package init(ruleId: String, ruleIndex: Int, level: String = "error", message: Message, locations: [Location], partialFingerprints: [String: String]) {
            self.ruleId = ruleId
            self.ruleIndex = ruleIndex
            self.level = level
            self.message = message
            self.locations = locations
            self.partialFingerprints = partialFingerprints
        }
    }

    package var schema = SARIFLog.schemaURI
    package var version = "2.1.0"
    package var runs: [Run]
    package enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

    package init(informationUri: String, rules: [Rule], results: [Result]) {
        runs = [Run(tool: .init(driver: .init(informationUri: informationUri, rules: rules)), results: results)]
    }

    /// Where a result is: `file` (relative to the content folder, or as given) under
    /// `artifactRoot`, at `line`.
    package static func location(file: String, line: Int, artifactRoot: String) -> [Result.Location] {
        let root = artifactRoot.hasSuffix("/") ? String(artifactRoot.dropLast()) : artifactRoot
        let uri = root.isEmpty || root == "." || file.hasPrefix("/") ? file : "\(root)/\(file)"
        return [.init(physicalLocation: .init(artifactLocation: .init(uri: encodeURI(uri)), region: .init(startLine: max(1, line))))]
    }

    /// Percent-encodes what a relative URI reference cannot hold (spaces, non-ASCII), keeping slashes.
    package static func encodeURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Pretty, with sorted keys: the same log gives the same bytes.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
