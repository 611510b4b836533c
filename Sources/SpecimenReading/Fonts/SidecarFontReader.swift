import Foundation
import SpecimenModel

/// Reads the `fonts:` key of a sidecar: font files the system ships itself, for families not
/// installed on the machine.
///
/// ```yaml
/// fonts:
///   Acme Sans:
///     files: [fonts/AcmeSans-Regular.ttf, fonts/AcmeSans-Bold.ttf]
///     license: fonts/OFL.txt
/// ```
///
/// Paths are relative to the system's folder and must stay inside the content folder: a path
/// that climbs out (`../../etc/passwd`) or a symlink that points out is an error, so a
/// document can never publish files from elsewhere on the machine.
package struct SidecarFontReader {
    package var file: String
    package var systemFolder: String
    package var contentRoot: String
    package var fileIO: FileIO

    package static let fontExtensions: Set<String> = ["ttf", "otf", "woff", "woff2"]

    package func read(_ sidecar: Sidecar) throws -> (faces: [FontFace], licenses: [String: String]) {
        guard let entries = sidecar.root?["fonts"] else { return ([], [:]) }
        guard case .mapping(let families, _) = entries else {
            throw SpecimenError("'fonts' must map family names to their files", file: file, line: entries.line)
        }
        var faces: [FontFace] = []
        var licenses: [String: String] = [:]
        for (family, entry) in families {
            guard FontFace.safeFamilyName(family) != nil else {
                throw SpecimenError("font family '\(family)' may contain only letters, digits, spaces and hyphens", file: file, line: entry.line)
            }
            guard case .sequence(let files, _)? = entry["files"] else {
                throw SpecimenError("font '\(family)' needs 'files', a list of font files", file: file, line: entry.line)
            }
            for item in files {
                guard let relative = item.string else {
                    throw SpecimenError("font files must be paths", file: file, line: item.line)
                }
                let path = try contained(relative, line: item.line)
                let fileExtension = path.pathExtension.lowercased()
                guard Self.fontExtensions.contains(fileExtension) else {
                    throw SpecimenError("'\(relative)' is not a font file (ttf, otf, woff or woff2)", file: file, line: item.line)
                }
                let name = relative.lastPathComponent.lowercased()
                faces.append(FontFace(family: family, weight: Self.weight(fromFileName: name), italic: name.contains(literal: "italic") || name.contains(literal: "oblique"), path: path))
            }
            if let license = entry["license"] {
                guard let relative = license.string else {
                    throw SpecimenError("'license' must be a path", file: file, line: license.line)
                }
                licenses[family] = try contained(relative, line: license.line)
            }
        }
        return (faces, licenses)
    }

    private func contained(_ relative: String, line: Int) throws -> String {
        guard !relative.hasPrefix("/") else {
            throw SpecimenError("font paths are relative to the system's folder; '\(relative)' is absolute", file: file, line: line)
        }
        let path = systemFolder.appendingPathComponent(relative)
        guard let resolved = fileIO.resolve(path) else {
            throw SpecimenError("font file '\(relative)' does not exist", file: file, line: line)
        }
        guard resolved.hasPrefix(contentRoot + "/") else {
            throw SpecimenError("font file '\(relative)' is outside the content folder; refusing to publish it", file: file, line: line)
        }
        guard fileIO.kind(resolved) == .file else {
            throw SpecimenError("font file '\(relative)' is not a file", file: file, line: line)
        }
        return resolved
    }

    package static func weight(fromFileName name: String) -> Int {
        let table: [(String, Int)] = [
            ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700), ("black", 900), ("heavy", 900),
        ]
        return table.first { name.contains($0.0) }?.1 ?? 400
    }

    package init(file: String, systemFolder: String, contentRoot: String, fileIO: FileIO) {
        self.file = file
        self.systemFolder = systemFolder
        self.contentRoot = contentRoot
        self.fileIO = fileIO
    }
}
