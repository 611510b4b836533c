import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The Debian packages that installed some files, asked of `dpkg -S` in one process for all of
/// them: a process per font was about a seventh of a seed build.
package enum DebianPackageOwners {
    /// The owning package of each path dpkg knows; a path it does not know has no entry.
    ///
    /// `query` runs `dpkg -S` with the given arguments and returns its standard output, or nil
    /// when dpkg cannot be run (not a Debian machine).
    /// `listed` answers first from the font packages' own file lists (`fontPackageOwners`),
    /// which takes a few milliseconds where `dpkg -S` reads the whole database; dpkg is asked
    /// only about the paths they do not settle.
    package static func owners(
        of paths: [String], query: ([String]) -> String? = Self.dpkg,
        listed: ([String]) -> [String: String] = { fontPackageOwners(of: $0) }
    ) -> [String: String] {
        var owners: [String: String] = [:]
        var literal: [String] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(path).inserted {
            if isLiteral(path) { literal.append(path) } else if let output = query([path]) {
                // dpkg reads this argument as a pattern, whose answer may be about other files:
                // asked alone, it means what it meant when every font was asked alone.
                if let owner = ownerField(output.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") {
                    owners[path] = owner
                }
            }
        }
        if !literal.isEmpty { owners.merge(listed(literal)) { $1 } }
        let unsettled = literal.filter { owners[$0] == nil }
        guard !unsettled.isEmpty, let output = query(unsettled) else { return owners }
        let answers = parse(output)
        for path in unsettled {
            if let owner = answers[path] { owners[path] = owner }
        }
        return owners
    }

    /// Debian's font packages by name: `fonts-noto-core`, and the older `ttf-`, `otf-` and
    /// `xfonts-` names. Only where to look first; a font from any other package is asked of dpkg.
    package static let fontPackagePrefixes = ["fonts-", "ttf-", "otf-", "xfonts-"]

    /// The owner of each path that exactly one font package's file list in dpkg's database
    /// (`info/<package>[:<arch>].list`) names, as `dpkg -S` would give it: the package without
    /// its architecture. A path two packages name, or one dpkg has diverted, is left to dpkg,
    /// whose answer for those is not a single package.
    package static func fontPackageOwners(of paths: [String], database: String = "/var/lib/dpkg", fileIO: FileIO = .local) -> [String: String] {
        guard let entries = try? fileIO.list(database + "/info") else { return [:] }
        let wanted = Set(paths.map { Substring($0) })
        var diverted: Set<String> = []
        if let diversions = try? fileIO.read(database + "/diversions") {
            diverted = Set(String(decoding: diversions, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        var found: [String: Set<String>] = [:]
        for entry in entries
        where entry.hasSuffix(".list") && fontPackagePrefixes.contains(where: { entry.hasPrefix($0) }) {
            guard let list = try? fileIO.read(database + "/info/" + entry) else { continue }
            let package = String(entry.dropLast(".list".count).prefix { $0 != ":" })
            for line in String(decoding: list, as: UTF8.self).split(separator: "\n") where wanted.contains(line) {
                found[String(line), default: []].insert(package)
            }
        }
        return found.compactMapValues { packages in packages.count == 1 ? packages.first : nil }
            .filter { !diverted.contains($0.key) }
    }

    /// `package: /path` lines (also `pkg:arch: /path`, `a, b: /path` and dpkg's
    /// `diversion by x from: /path`), keyed by path; the first line about a path wins, as it did
    /// when the path was asked alone and its output's first line was read.
    package static func parse(_ output: String) -> [String: String] {
        var answers: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let separator = line.range(ofLiteral: ": ") else { continue }
            let path = String(line[separator.upperBound...])
            if answers[path] == nil, let owner = ownerField(line) { answers[path] = owner }
        }
        return answers
    }

    /// The text before a line's first colon: the package, without its architecture.
    private static func ownerField(_ line: Substring) -> String? {
        line.split(separator: ":").first.map(String.init)
    }

    /// An absolute path dpkg matches as written. dpkg treats an argument with a wildcard as a
    /// glob and a relative one as a substring; a path with `": "` or a line break in it could
    /// not be told apart in the combined output.
    package static func isLiteral(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.contains(where: { "*?[]\\\n".contains($0) }) && !path.contains(literal: ": ")
    }

    /// Standard output of `dpkg -S`, whatever its status: it exits 1 when any one path is
    /// unknown, after naming the owners of the rest.
    package static func dpkg(_ paths: [String]) -> String? {
        (try? Subprocess.output("dpkg", ["-S"] + paths))?.text
    }
}
