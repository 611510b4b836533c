import Foundation

/// Converts TTF/OTF to WOFF2 with Google's `woff2_compress` (Debian package `woff2`).
///
/// Compression is slow (about a second a file), so results are cached by the source's bytes
/// under `~/.cache/specimen/woff2`; when the tool is missing the original file is shipped.
public struct FontConverter: Sendable {
    public var convert: @Sendable (_ source: Data, _ name: String) -> (data: Data, fileExtension: String)

    public init(convert: @escaping @Sendable (Data, String) -> (data: Data, fileExtension: String)) {
        self.convert = convert
    }

    /// Ships fonts as they are; used by tests and where no converter is installed.
    public static let passthrough = FontConverter { data, name in
        (data, (name as NSString).pathExtension.lowercased())
    }

    public static let woff2 = FontConverter { data, name in
        let original = (data, (name as NSString).pathExtension.lowercased())
        let cacheFolder = UserCache.folder().appendingPathComponent("woff2")
        let key = ContentHash.digest(data)
        let cached = cacheFolder.appendingPathComponent(key + ".woff2")
        if let hit = FileManager.default.contents(atPath: cached) { return (hit, "woff2") }

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-woff2-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let input = work.appendingPathComponent("font." + original.1)
            try data.write(to: URL(fileURLWithPath: input))
            _ = try Subprocess.run("woff2_compress", [input])
            let output = work.appendingPathComponent("font.woff2")
            guard let converted = FileManager.default.contents(atPath: output) else { return original }
            try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
            try? converted.write(to: URL(fileURLWithPath: cached), options: .atomic)
            return (converted, "woff2")
        } catch {
            return original
        }
    }
}
