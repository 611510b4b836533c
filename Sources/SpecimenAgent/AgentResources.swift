import Foundation
import MCP
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Each system's document, its tokens as DTCG (the `tokens.json` the site publishes) and what
/// Specimen read of it as DESIGN.md front matter (`specimen extract`), as MCP resources.
package enum AgentResources {
    package enum Kind: String, CaseIterable, Sendable {
        case document = "DESIGN.md"
        case tokens = "tokens.json"
        case extracted = "extracted.md"
    }

    package static func uri(_ slug: String, _ kind: Kind) -> String { "specimen://\(slug)/\(kind.rawValue)" }

    package static func list(_ snapshot: ContentLibrary.Snapshot) -> [Resource] {
        snapshot.readings.flatMap { reading -> [Resource] in
            let slug = reading.source.slug
            let document = reading.source.displayPath
            let name = (try? reading.result.get())?.name ?? slug
            return [
                Resource(
                    name: document, uri: uri(slug, .document), title: "\(name): the document",
                    description: "\(document) as written, front matter and prose.", mimeType: "text/markdown"),
                Resource(
                    name: "\(slug)/tokens.json", uri: uri(slug, .tokens), title: "\(name): tokens (DTCG)",
                    description: "The resolved tokens in the Design Tokens Community Group format 2025.10, light and dark, with the component tier: the tokens.json the site publishes.",
                    mimeType: "application/json"),
                Resource(
                    name: "\(slug)/extracted.md", uri: uri(slug, .extracted), title: "\(name): what Specimen read",
                    description: "What Specimen read of the document as DESIGN.md front matter, each value with a # line N comment, what it could not read as comments (specimen extract).",
                    mimeType: "text/markdown"),
            ]
        }
    }

    /// The resource's text, read afresh when its files changed. An unknown URI is a protocol
    /// error, as the specification asks (-32002 is reserved for it).
    package static func read(_ uri: String, library: ContentLibrary) async throws -> Resource.Content {
        let prefix = "specimen://"
        guard uri.hasPrefix(prefix) else { throw notFound(uri, "resources here start with \(prefix)") }
        let parts = uri.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[1])) else {
            throw notFound(uri, "expected \(prefix)<system>/\(Kind.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        let slug = String(parts[0])
        let system: AnalyzedSystem
        do {
            system = try await library.system(slug)
        } catch let error as AgentError {
            throw notFound(uri, error.description)
        }
        switch kind {
        case .document:
            guard let data = try? library.fileIO.read(system.source.documentPath) else {
                throw MCPError.internalError("cannot read \(system.source.displayPath)")
            }
            return .text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "text/markdown")
        case .tokens:
            let text = DTCGExporter().export(system.exportedTokens, systemName: system.name, systemSlug: system.slug)
            return .text(text, uri: uri, mimeType: "application/json")
        case .extracted:
            return .text(DesignMDWriter(system.system).write(), uri: uri, mimeType: "text/markdown")
        }
    }

    private static func notFound(_ uri: String, _ reason: String) -> MCPError {
        .serverError(code: -32002, message: "Resource not found: \(uri): \(reason)")
    }
}
