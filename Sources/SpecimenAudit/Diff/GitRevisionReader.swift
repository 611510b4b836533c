import Foundation
import SpecimenModel
import SpecimenReading

/// Reads a folder or a file as it was in a git revision, without touching the checkout: the
/// working tree, the index and HEAD stay exactly as they were. Folders come out of
/// `git archive` into a temporary folder; files out of `git cat-file`.
public struct GitRevisionReader: Sendable {
    /// Where git runs: the working directory paths are relative to.
    public var directory: String

    public init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
    }

    /// What a path is in a revision.
    public enum Entry: Sendable, Equatable {
        case folder, file, missing
    }

    /// The commit a revision names, or an error naming the revision.
    public func commit(_ revision: String) throws -> String {
        guard !revision.hasPrefix("-") else { throw SpecimenError("not a revision: \(revision)", file: revision) }
        let result = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"])
        guard result.status == 0 else {
            if try git(["rev-parse", "--git-dir"]).status != 0 {
                throw SpecimenError("not a file, a folder or a git revision: \(directory) is not inside a git repository", file: revision)
            }
            throw SpecimenError("not a file, a folder or a revision this repository knows", file: revision)
        }
        return result.text.trimmingWhitespaceAndNewlines
    }

    /// `path` (relative to `directory`) as git names it inside a revision: relative to the repository root.
    public func repositoryPath(_ path: String) throws -> String {
        var relative = try git(["rev-parse", "--show-prefix"]).text.trimmingWhitespaceAndNewlines + "/" + path
        if path.hasPrefix("/") {
            // An absolute path names a place in the work tree: make it relative to its top.
            let top = try git(["rev-parse", "--show-toplevel"]).text.trimmingWhitespaceAndNewlines
            let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
            let resolvedPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard !top.isEmpty, resolvedPath == resolvedTop || resolvedPath.hasPrefix(resolvedTop + "/") else {
                throw SpecimenError("path is outside the git repository\(top.isEmpty ? "" : " at \(top)")", file: path)
            }
            relative = String(resolvedPath.dropFirst(resolvedTop.count))
        }
        var parts: [Substring] = []
        for part in relative.split(separator: "/") where part != "." && !part.isEmpty {
            if part == ".." {
                guard parts.popLast() != nil else { throw SpecimenError("path leaves the repository", file: path) }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    public func entry(_ commit: String, path: String) throws -> Entry {
        let result = try git(["cat-file", "-t", "\(commit):\(path)"])
        guard result.status == 0 else { return .missing }
        switch result.text.trimmingWhitespaceAndNewlines {
        case "tree": return .folder
        case "blob": return .file
        default: return .missing
        }
    }

    /// The git object a path is in a revision (a tree for a folder), or nil when the revision
    /// does not have it: the same id exactly when the contents are the same.
    public func objectID(_ commit: String, path: String) throws -> String? {
        let result = try git(["rev-parse", "--verify", "--quiet", "\(commit):\(path)"])
        return result.status == 0 ? result.text.trimmingWhitespaceAndNewlines : nil
    }

    /// The bytes of a file in a revision.
    public func file(_ commit: String, path: String, label: String) throws -> Data {
        let result = try git(["cat-file", "blob", "\(commit):\(path)"])
        guard result.status == 0 else { throw SpecimenError("cannot read from git: \(result.error)", file: label) }
        return result.data
    }

    /// Extracts a folder of a revision into `destination` (which must exist): its contents, not the folder itself.
    public func extractFolder(_ commit: String, path: String, into destination: String, label: String) throws {
        let archive = destination + "/.specimen-archive.tar"
        let tree = path.isEmpty ? commit : "\(commit):\(path)"
        // From the top of the work tree: in a subfolder, git archive would keep only that
        // subfolder's part of the tree it is given.
        let top = try git(["rev-parse", "--show-toplevel"]).text.trimmingWhitespaceAndNewlines
        let result = try Self.run("git", ["archive", "--format=tar", "--output", archive, tree], in: top.isEmpty ? directory : top)
        guard result.status == 0 else { throw SpecimenError("git archive failed: \(result.error)", file: label) }
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let untar = try Self.run("tar", ["-x", "-f", archive, "-C", destination], in: directory)
        guard untar.status == 0 else { throw SpecimenError("cannot unpack the revision: \(untar.error)", file: label) }
    }

    package struct Output {
        package var status: Int32
        package var data: Data
        package var error: String
        package var text: String { String(decoding: data, as: UTF8.self) }
    }

    package func git(_ arguments: [String]) throws -> Output {
        // No pager, no prompts and no locale-dependent messages: this is a tool talking to a tool.
        try Self.run("git", ["-c", "core.quotepath=off"] + arguments, in: directory)
    }

    package static func run(_ program: String, _ arguments: [String], in directory: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SpecimenError("cannot run \(program): \(error.localizedDescription)")
        }
        // Read stderr on another thread, so neither pipe can fill up and stall the other.
        let errorBox = ErrorBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let message = String(decoding: errorBox.data, as: UTF8.self).trimmingWhitespaceAndNewlines
        return Output(status: process.terminationStatus, data: data, error: message)
    }

    private final class ErrorBox: @unchecked Sendable {
        var data = Data()
    }
}
