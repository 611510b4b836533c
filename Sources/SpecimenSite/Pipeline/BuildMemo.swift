import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What one build leaves for the next in the same process, as `specimen serve` rebuilds on
/// every save; each is a fixed cost that a rebuild after an edit to a document would otherwise
/// pay again:
/// - the parsed templates, kept while every file of the templates folder is byte for byte the
///   same (swift-mustache's parse and reading its tokens);
/// - the build cache as the last build wrote it, kept while the cache file on disk has the
///   stamp it had when written and the site key is the same (decoding it, mostly diagnostics).
///
/// Anything else a build reads, it reads afresh.
public final class BuildMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: (root: String, digest: String, library: TemplateLibrary)?
    private var cache: (path: String, stamp: FileStamp, value: BuildCache)?
    /// How many times the templates were parsed and the cache read from disk: what tests count.
    package private(set) var templateParses = 0
    package private(set) var cacheReads = 0

    public init() {}

    /// The templates of `files`, parsed again only when a file there was added, removed or
    /// changed since the last call (a syntax error is not kept: it is reported on every build).
    package func templates(_ files: TemplateFiles, fileIO: FileIO, cache: (path: String, tool: String)? = nil) throws -> TemplateLibrary {
        let root = files.root
        let digest = files.digest
        if let kept = lock.withLock({ templates }), kept.root == root, kept.digest == digest { return kept.library }
        let library = try TemplateLibrary(files: files, fileIO: fileIO, cache: cache)
        lock.withLock {
            templates = (root, digest, library)
            templateParses += 1
        }
        return library
    }

    /// The cache beside `output`, as `BuildCache.load` reads it: the one the last build of this
    /// process wrote when the file is still that one, else read from disk.
    package func cache(for output: String, site: String, fileIO: FileIO) -> BuildCache? {
        let path = BuildCache.path(for: output)
        if let kept = lock.withLock({ cache }), kept.path == path, kept.value.site == site, fileIO.stamp(path) == kept.stamp {
            return kept.value
        }
        lock.withLock { cacheReads += 1 }
        return BuildCache.load(output, site: site, fileIO: fileIO)
    }

    /// Keeps the cache Record just wrote beside `output`, as `save` returned it: with each
    /// entry's line, so that the next Record copies the line instead of encoding it again.
    package func keep(_ written: BuildCache, for output: String, fileIO: FileIO) {
        let path = BuildCache.path(for: output)
        guard let stamp = fileIO.stamp(path) else { return }
        lock.withLock { cache = (path, stamp, written) }
    }
}
