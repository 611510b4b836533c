import Foundation
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Reads the seed documents and fixtures from the repository, found from this file's path.
enum SeedDocuments {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return url
    }()

    static func document(_ slug: String) throws -> MarkdownDocument {
        try parse("Content/\(slug)/DESIGN.md")
    }

    static func fixture(_ name: String) throws -> MarkdownDocument {
        try parse("Tests/SpecimenKitTests/Fixtures/tokens/\(name)")
    }

    static func parse(_ relativePath: String) throws -> MarkdownDocument {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
        return MarkdownParser().parse(text, file: relativePath)
    }

    static func tokens(_ slug: String) throws -> TokenSet {
        TokenExtractor().extract(from: try document(slug))
    }
}
