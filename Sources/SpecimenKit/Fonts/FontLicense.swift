import Foundation

/// Finds the licence that must travel with a font file: a licence file beside it, or else the
/// copyright file of the Debian package that installed it.
enum FontLicense {
    static let names = ["LICENSE", "LICENSE.txt", "LICENSE.md", "OFL.txt", "OFL", "COPYING", "LICENCE", "LICENCE.txt"]

    static func find(for fontPath: String, fileIO: FileIO) -> String? {
        let folder = (fontPath as NSString).deletingLastPathComponent
        for name in names where fileIO.kind(folder.appendingPathComponent(name)) == .file {
            return folder.appendingPathComponent(name)
        }
        guard let owner = try? Subprocess.run("dpkg", ["-S", fontPath]),
              let package = owner.split(separator: ":").first.map(String.init) else { return nil }
        let copyright = "/usr/share/doc/\(package)/copyright"
        return fileIO.kind(copyright) == .file ? copyright : nil
    }
}
