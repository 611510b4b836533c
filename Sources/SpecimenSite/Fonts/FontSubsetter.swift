import Foundation
import SpecimenModel
import SpecimenReading

/// Cuts a font down to the characters a site draws with HarfBuzz's subsetter (`hb-subset`, from
/// Debian's libharfbuzz-bin), then compresses it to WOFF2 with `woff2_compress`. A font shipped
/// whole carries every glyph it has, most of which no page draws, and compressing it whole was
/// most of a first build's work; a subset holds only the glyphs the pages draw.
///
/// Results are kept in the user cache (`cacheFolder`) under the font's digest and the digest of
/// the character set, so a build with the same fonts and the same text reads them back. The
/// font's digest is remembered by its stamp, as `FontConverter` does, so such a build reads no
/// font either. A font that cannot be subset (a collection, a tool that is missing or fails) is
/// converted whole by `whole`, with a note saying why.
public struct FontSubsetter: Sendable {
    /// What is shipped for one font.
    public struct Shipped: Sendable {
        public var data: Data
        public var fileExtension: String
        /// Why the font went out whole; nil for a subset.
        public var note: String?
    }

    public var cacheFolder: String
    /// Converts a font whole, for one that cannot be subset.
    public var whole: FontConverter
    /// Runs the subsetter: the font, a file of code points, the file to write.
    public var subsetTool: @Sendable (_ font: String, _ unicodes: String, _ output: String) throws -> Void = { font, unicodes, output in
        _ = try Subprocess.run("hb-subset", ["--font-file=\(font)", "--unicodes-file=\(unicodes)", "--output-file=\(output)"])
    }
    /// Compresses a font file in place to the `.woff2` beside it.
    public var compress: @Sendable (_ input: String) throws -> Void = { input in
        _ = try Subprocess.run("woff2_compress", [input])
    }

    /// Formats hb-subset reads as a single font; collections (`.ttc`) would need a face index
    /// fontconfig does not give here.
    package static let subsettable: Set<String> = ["ttf", "otf"]

    public init(cacheFolder: String, whole: FontConverter) {
        self.cacheFolder = cacheFolder
        self.whole = whole
    }

    public func ship(_ path: String, characters: FontCharacters, fileIO: FileIO) throws -> Shipped {
        let fileExtension = path.pathExtension.lowercased()
        guard Self.subsettable.contains(fileExtension) else {
            return try shippedWhole(path, fileIO: fileIO, because: "a .\(fileExtension) file is not subset")
        }
        let known = FontConverter.SourceDigest(path: path, cacheFolder: cacheFolder)
        let stamp = fileIO.stamp(path)
        let key = characters.digest
        if let stamp, let digest = known.digest(if: stamp), let hit = FileManager.default.contents(atPath: cached(digest, key)) {
            return Shipped(data: hit, fileExtension: "woff2", note: nil)
        }
        let data = try fileIO.read(path)
        let digest = ContentHash.digest(data)
        if let hit = FileManager.default.contents(atPath: cached(digest, key)) {
            if let stamp { known.remember(digest, for: stamp) }
            return Shipped(data: hit, fileExtension: "woff2", note: nil)
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-subset-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let subset: Data
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let input = work.appendingPathComponent("source." + fileExtension)
            let unicodes = work.appendingPathComponent("unicodes.txt")
            let output = work.appendingPathComponent("font." + fileExtension)
            try data.write(to: URL(fileURLWithPath: input))
            try Data(characters.unicodesList.utf8).write(to: URL(fileURLWithPath: unicodes))
            try subsetTool(input, unicodes, output)
            try compress(output)
            guard let compressed = FileManager.default.contents(atPath: work.appendingPathComponent("font.woff2")), !compressed.isEmpty else {
                throw SpecimenError("woff2_compress wrote nothing")
            }
            subset = compressed
        } catch {
            let reason = (error as? SpecimenError)?.reason ?? "\(error)"
            return try shippedWhole(path, fileIO: fileIO, because: "it could not be subset (\(reason); is libharfbuzz-bin installed?)")
        }
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? subset.write(to: URL(fileURLWithPath: cached(digest, key)), options: .atomic)
        if let stamp { known.remember(digest, for: stamp) }
        return Shipped(data: subset, fileExtension: "woff2", note: nil)
    }

    private func cached(_ font: String, _ characters: String) -> String {
        cacheFolder.appendingPathComponent("\(font)-\(characters).woff2")
    }

    private func shippedWhole(_ path: String, fileIO: FileIO, because reason: String) throws -> Shipped {
        let converted = try whole.convert(path, fileIO)
        return Shipped(data: converted.data, fileExtension: converted.fileExtension, note: "shipped whole: \(reason)")
    }
}
