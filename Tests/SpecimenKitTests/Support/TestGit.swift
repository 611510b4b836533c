import Foundation
import Testing

/// Git for tests that need revisions: temporary repositories with their own user, never the
/// checkout's.
enum TestGit {
    /// Runs git in `directory`; a failing command is a test issue with its output.
    @discardableResult
    static func run(_ arguments: [String], in directory: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let (status, output) = try TestProcess.run("git", arguments, in: directory)
        #expect(status == 0, "git \(arguments.joined(separator: " ")): \(output)", sourceLocation: sourceLocation)
        return output
    }

    /// An empty repository in a temporary folder, on `main`, whose user name and e-mail are set
    /// in the repository only.
    static func newRepository() throws -> String {
        let repository = TestSupport.temporaryFolder() + "/repo"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try run(["init", "-q", "-b", "main"], in: repository)
        try run(["config", "user.name", "Specimen Tests"], in: repository)
        try run(["config", "user.email", "tests@specimen.invalid"], in: repository)
        try run(["config", "commit.gpgsign", "false"], in: repository)
        return repository
    }
}
