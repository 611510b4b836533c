import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Converts TTF/OTF to WOFF2 with Google's `woff2_compress` (Debian package `woff2`).
///
/// Compression of a whole font is slow, so results are cached by the source's bytes under
/// `~/.cache/specimen/woff2`; when the tool is missing the original file is shipped. A build
/// ships fonts cut down to the site's characters (`subset`, `FontSubsetter`) and converts a
/// font whole only when it cannot be subset.
public struct FontConverter: Sendable {
    /// The file to ship for the font at `path`, read through `fileIO`, and its extension.
    public var convert: @Sendable (_ path: String, _ fileIO: FileIO) throws -> (data: Data, fileExtension: String)

    /// The file to ship for the font at `path` cut down to `characters`, when this converter
    /// subsets (`FontSubsetter`); nil ships every font whole through `convert`.
    public var subset: (@Sendable (_ path: String, _ characters: FontCharacters, _ fileIO: FileIO) throws -> FontSubsetter.Shipped)?

    public init(convert: @escaping @Sendable (_ path: String, _ fileIO: FileIO) throws -> (data: Data, fileExtension: String)) {
        self.convert = convert
    }

    /// Ships fonts as they are; used by tests and where no converter is installed.
    public static let passthrough = FontConverter { path, fileIO in
        (try fileIO.read(path), path.pathExtension.lowercased())
    }

    /// Subsets with HarfBuzz, then compresses to WOFF2; a font that cannot be subset is
    /// converted whole.
    public static let woff2: FontConverter = {
        var converter = woff2(cacheFolder: UserCache.folder().appendingPathComponent("woff2"))
        let subsetter = FontSubsetter(cacheFolder: UserCache.folder().appendingPathComponent("subsets"), whole: converter)
        converter.subset = { path, characters, fileIO in try subsetter.ship(path, characters: characters, fileIO: fileIO) }
        return converter
    }()

    /// Converts with `woff2_compress`, keeping results in `cacheFolder` by the source's digest.
    /// Which digest a source has is remembered beside them with the source's stamp, so that a
    /// build whose fonts are all converted reads none of them (about 7 MB for the seeds' fonts):
    /// a font whose stamp is as remembered is trusted to be the same bytes, as the build cache
    /// trusts a page's. Meant for fonts on disk: an in-memory `FileIO`'s stamps are write counts,
    /// which mean nothing to another process (tests of memory sites use `passthrough`).
    package static func woff2(cacheFolder: String, compress: @escaping @Sendable (_ input: String) throws -> Void = { input in
        _ = try Subprocess.run("woff2_compress", [input])
    }) -> FontConverter {
        FontConverter { path, fileIO in
            let fileExtension = path.pathExtension.lowercased()
            let stamp = fileIO.stamp(path)
            let known = SourceDigest(path: path, cacheFolder: cacheFolder)
            if let stamp, let digest = known.digest(if: stamp),
               let hit = FileManager.default.contents(atPath: cacheFolder.appendingPathComponent(digest + ".woff2")) {
                return (hit, "woff2")
            }
            let data = try fileIO.read(path)
            let digest = ContentHash.digest(data)
            let cached = cacheFolder.appendingPathComponent(digest + ".woff2")
            func remembered(_ converted: Data) -> (Data, String) {
                // Only a stamp taken before the read names these bytes; a font saved meanwhile
                // has another stamp and is read again next time.
                if let stamp { known.remember(digest, for: stamp) }
                return (converted, "woff2")
            }
            if let hit = FileManager.default.contents(atPath: cached) { return remembered(hit) }

            let work = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-woff2-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: work) }
            do {
                try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
                let input = work.appendingPathComponent("font." + fileExtension)
                try data.write(to: URL(fileURLWithPath: input))
                try compress(input)
                let output = work.appendingPathComponent("font.woff2")
                guard let converted = FileManager.default.contents(atPath: output) else { return (data, fileExtension) }
                try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
                try? converted.write(to: URL(fileURLWithPath: cached), options: .atomic)
                return remembered(converted)
            } catch {
                return (data, fileExtension)
            }
        }
    }

    /// The digest last found for the source at a path, with the stamp the source had: one small
    /// file per source under `sources/`, named by the path's digest.
    package struct SourceDigest {
        package let file: String

        package init(path: String, cacheFolder: String) {
            file = cacheFolder.appendingPathComponent("sources").appendingPathComponent(ContentHash.digest(Data(path.utf8)))
        }

        /// The remembered digest, when the source's stamp is still `stamp`.
        package func digest(if stamp: FileStamp) -> String? {
            guard let data = FileManager.default.contents(atPath: file),
                  let known = StampedDigest(String(decoding: data, as: UTF8.self)), known.stamp == stamp else { return nil }
            return known.digest
        }

        /// Best effort: a memo that cannot be written costs the next build a read, nothing else.
        package func remember(_ digest: String, for stamp: FileStamp) {
            guard self.digest(if: stamp) != digest else { return }
            try? FileManager.default.createDirectory(atPath: file.deletingLastPathComponent, withIntermediateDirectories: true)
            try? Data(StampedDigest(digest: digest, stamp: stamp).text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        }
    }
}
