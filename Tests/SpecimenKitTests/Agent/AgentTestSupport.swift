import Foundation
import MCP
import Testing
@testable import SpecimenAgent
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// One library over the shipped Content/, shared by the tool tests: each system is read once.
enum AgentTestSupport {
    static let library = ContentLibrary(content: TestSupport.contentFolder)
    static let toolbox = AgentToolbox(library: library)

    /// A tool's answer through the same entry point the server uses.
    static func call(_ tool: String, _ arguments: [String: Value] = [:], toolbox: AgentToolbox = toolbox) async throws -> CallTool.Result {
        try await toolbox.call(tool, arguments: arguments)
    }

    /// The structured content of an answer that must have succeeded.
    static func answer(_ tool: String, _ arguments: [String: Value] = [:], toolbox: AgentToolbox = toolbox, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String: Value] {
        let result = try await call(tool, arguments, toolbox: toolbox)
        #expect(result.isError == false, "\(tool) failed: \(text(result))", sourceLocation: sourceLocation)
        return try #require(result.structuredContent?.objectValue, sourceLocation: sourceLocation)
    }

    /// The message of an answer that must have been a tool error.
    static func failure(_ tool: String, _ arguments: [String: Value] = [:], toolbox: AgentToolbox = toolbox, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let result = try await call(tool, arguments, toolbox: toolbox)
        #expect(result.isError == true, "\(tool) should have failed: \(text(result))", sourceLocation: sourceLocation)
        return text(result)
    }

    static func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { content -> String? in
            if case .text(let text, _, _) = content { return text }
            return nil
        }.first ?? ""
    }

    /// A content folder of its own, with the given documents, for tests that change files.
    static func folder(_ documents: [String: String]) throws -> String {
        let folder = TestSupport.temporaryFolder() + "/Content"
        for (path, text) in documents {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: file.deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: false, encoding: .utf8)
        }
        return folder
    }
}

extension Value {
    subscript(key: String) -> Value? { objectValue?[key] }
    var array: [Value] { arrayValue ?? [] }
    var string: String? { stringValue }
    /// A JSON number, whichever way it was decoded.
    var number: Double? { doubleValue ?? intValue.map(Double.init) }
}
