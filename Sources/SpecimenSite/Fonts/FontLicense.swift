import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Finds the licence that must travel with a font file: a licence file beside it, or else the
/// copyright file of the Debian package that installed it.
package enum FontLicense {
    package static let names = ["LICENSE", "LICENSE.txt", "LICENSE.md", "OFL.txt", "OFL", "COPYING", "LICENCE", "LICENCE.txt"]

    package static func find(for fontPath: String, fileIO: FileIO) -> String? {
        find(for: [fontPath], fileIO: fileIO)[fontPath]
    }

    /// The licence of each font that has one, by font path. Fonts without a licence beside them
    /// are looked up in dpkg's database together, in one process.
    package static func find(
        for fontPaths: [String], fileIO: FileIO,
        owners: ([String]) -> [String: String] = { DebianPackageOwners.owners(of: $0) }
    ) -> [String: String] {
        var licenses: [String: String] = [:]
        var unowned: [String] = []
        // Each folder is looked at once: a family's fonts share one (64 faces of Inter here, each
        // trying every licence name was most of a build's file checks).
        var besideIn: [String: String?] = [:]
        for path in fontPaths {
            let folder = path.deletingLastPathComponent
            let beside = besideIn[folder] ?? { let found = Self.beside(inFolder: folder, fileIO: fileIO); besideIn[folder] = found; return found }()
            if let beside { licenses[path] = beside } else { unowned.append(path) }
        }
        guard !unowned.isEmpty else { return licenses }
        // A font reached through a symlink (Debian's alternatives, like fonts-japanese-gothic.ttf)
        // is the file it points to, from that file's package; dpkg owns no link it did not ship.
        var target: [String: String] = [:]
        for path in unowned { target[path] = fileIO.kind(path) == .symlink ? fileIO.resolve(path) ?? path : path }
        var asked: Set<String> = []
        let packages = owners(unowned.compactMap { target[$0] }.filter { asked.insert($0).inserted })
        var shipped: [String: Bool] = [:]
        for path in unowned {
            guard let package = target[path].flatMap({ packages[$0] }) else { continue }
            let copyright = "/usr/share/doc/\(package)/copyright"
            let exists = shipped[package] ?? { let found = fileIO.kind(copyright) == .file; shipped[package] = found; return found }()
            if exists { licenses[path] = copyright }
        }
        return licenses
    }

    /// A licence file in the font's own folder, which wins over the package's.
    package static func beside(_ fontPath: String, fileIO: FileIO) -> String? {
        beside(inFolder: fontPath.deletingLastPathComponent, fileIO: fileIO)
    }

    package static func beside(inFolder folder: String, fileIO: FileIO) -> String? {
        names.lazy.map { folder.appendingPathComponent($0) }.first { fileIO.kind($0) == .file }
    }
}
