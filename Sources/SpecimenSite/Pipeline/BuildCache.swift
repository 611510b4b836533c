import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What one build leaves for the next, in `<output>.specimen-cache` beside the output folder:
/// for each system, a digest of every file it was built from and of every file it produced,
/// and what the site-wide pages need from it.
///
/// A later build reuses a system only when all of these hold: its document, sidecar and font
/// files have the same digests; the templates, the tool, the base URL and the installed fonts
/// are the same (the site key); the site navigation (every system's name, slug and order) is the
/// same; and its files in the previous site are as recorded. The reused system
/// is not read again: its pages are hard-linked from the previous site. Anything else is built
/// afresh, so an incremental build is byte-for-byte a clean one.
///
/// The site-wide pages (home, 404, compare pages) are recorded in the same way, with a digest of
/// every system's summary they were drawn from: a build whose systems give the same digest, and
/// whose previous pages are as recorded, carries them over.
///
/// The file is JSON Lines: a header (format, site key, navigation, site-wide pages), then one
/// line per system in slug order. Each line is encoded and decoded alone, so a site of hundreds
/// of systems never has its whole cache in an encoder's tree at once (which made Record the peak
/// of a large build's memory).
package struct BuildCache: Sendable {
    package static let format = 10

    package var format: Int
    package var site: String
    package var nav: [SiteMember.NavEntry]
    package var systems: [String: Entry]
    package var pages: Pages?

    package init(format: Int, site: String, nav: [SiteMember.NavEntry], systems: [String: Entry], pages: Pages? = nil) {
        self.format = format
        self.site = site
        self.nav = nav
        self.systems = systems
        self.pages = pages
    }

    /// The site-wide pages of the previous build, and the digest of what they were drawn from
    /// (`SiteRenderer.SitePages`).
    package struct Pages: Codable, Sendable, Equatable {
        package var inputs: String
        /// Output path → digest of each page, and its stamp once the site was in place.
        package var files: [String: String]
        package var stamps: [String: FileStamp] = [:]

        package init(_ pages: SiteRenderer.SitePages) {
            inputs = pages.inputs
            files = pages.files
        }

        package var drawn: SiteRenderer.SitePages { SiteRenderer.SitePages(inputs: inputs, files: files) }

        private enum CodingKeys: String, CodingKey { case inputs, outputs }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            inputs = try container.decode(String.self, forKey: .inputs)
            (files, stamps) = try container.decode(Produced.self, forKey: .outputs).read()
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(inputs, forKey: .inputs)
            try container.encode(Produced(files, stamps: stamps), forKey: .outputs)
        }
    }

    package struct Entry: Codable, Sendable {
        package var document: String
        package var sidecar: String?
        /// Absolute path → digest of every file the system was built from.
        package var inputs: [String: String]
        /// The stamp of the document and the sidecar when they were read (`DesignSystem.inputStamps`):
        /// a rebuild takes the recorded digest of a file whose stamp is unchanged instead of
        /// reading it. Written with `inputs`, as `Produced` files are.
        package var inputStamps: [String: FileStamp] = [:]
        /// Output path → digest of every file the system produced.
        package var files: [String: String]
        /// Output path → the file's stamp once the site was in place. A file whose stamp is
        /// unchanged is taken as recorded without reading it: a rebuild would otherwise read
        /// and digest the whole previous site.
        package var stamps: [String: FileStamp] = [:]
        package var member: SiteMember
        package var diagnostics: [Diagnostic]
        /// The digest and stamp of the system's compare-columns file (`Columns`); its columns are
        /// neither in the line nor in `member` once the entry is saved or loaded.
        package var columns: StampedDigest?
        /// What the site-wide pages draw from the system (`SiteMember.pagesDigest`), kept so that
        /// a rebuild need not encode every reused summary again to find it.
        package var pages: String?
        /// The cache line this entry was read from, not itself encoded: a reused system's entry
        /// is written back as it was read rather than encoded again (most of a rebuild's Record,
        /// since nearly every entry is reused). Anything that changes an entry clears it.
        package var line: Data?

        private enum CodingKeys: String, CodingKey { case document, sidecar, inputs, outputs, member, diagnostics, columns, pages }

        package init(
            document: String, sidecar: String?, inputs: [String: String], inputStamps: [String: FileStamp] = [:],
            files: [String: String], stamps: [String: FileStamp] = [:],
            member: SiteMember, diagnostics: [Diagnostic], columns: StampedDigest? = nil, pages: String? = nil
        ) {
            self.document = document
            self.sidecar = sidecar
            self.inputs = inputs
            self.inputStamps = inputStamps
            self.files = files
            self.stamps = stamps
            self.member = member
            self.diagnostics = diagnostics
            self.columns = columns
            self.pages = pages
        }

        // The inputs and the produced files are read as `Produced` arrays, the diagnostics as
        // `CachedDiagnostic` arrays; each type says why.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            document = try container.decode(String.self, forKey: .document)
            sidecar = try container.decodeIfPresent(String.self, forKey: .sidecar)
            (inputs, inputStamps) = try container.decode(Produced.self, forKey: .inputs).read()
            member = try container.decode(SiteMember.self, forKey: .member)
            diagnostics = try container.decode([CachedDiagnostic].self, forKey: .diagnostics).map(\.diagnostic)
            columns = try container.decodeIfPresent(String.self, forKey: .columns).map(Produced.recorded)
            (files, stamps) = try container.decode(Produced.self, forKey: .outputs).read()
            pages = try container.decodeIfPresent(String.self, forKey: .pages)
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(document, forKey: .document)
            try container.encodeIfPresent(sidecar, forKey: .sidecar)
            try container.encode(Produced(inputs, stamps: inputStamps), forKey: .inputs)
            try container.encode(member, forKey: .member)
            try container.encode(diagnostics.map(CachedDiagnostic.init), forKey: .diagnostics)
            try container.encodeIfPresent(columns?.text, forKey: .columns)
            try container.encodeIfPresent(pages, forKey: .pages)
            try container.encode(Produced(files, stamps: stamps), forKey: .outputs)
        }
    }

    /// Produced files as the cache writes them: their paths in order, and beside them each
    /// one's `StampedDigest` ("digest size modified", or "digest" before the site was in place).
    /// A rebuild decodes every system's files: as a map from path to a digest and a map of stamp
    /// objects they were two thirds of decoding the cache, and as one map from path to string
    /// still three times as slow to decode as two arrays of strings. An entry's inputs (files
    /// it was built from) are written in the same form.
    package struct Produced: Codable {
        package var paths: [String]
        package var digests: [String]

        package init(_ files: [String: String], stamps: [String: FileStamp]) {
            paths = files.keys.sorted()
            digests = paths.map { StampedDigest(digest: files[$0]!, stamp: stamps[$0]).text }
        }

        /// The files and their stamps; arrays of two lengths, or a string that is neither form,
        /// are a damaged cache.
        package func read() throws -> (files: [String: String], stamps: [String: FileStamp]) {
            guard paths.count == digests.count else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(paths.count) paths for \(digests.count) recorded files"))
            }
            var files: [String: String] = [:]
            var stamps: [String: FileStamp] = [:]
            files.reserveCapacity(paths.count)
            for (path, recorded) in zip(paths, digests) {
                let file = try Self.recorded(recorded)
                files[path] = file.digest
                stamps[path] = file.stamp
            }
            return (files, stamps)
        }

        /// One recorded file's `StampedDigest`; text that is neither form is a damaged cache.
        package static func recorded(_ text: String) throws -> StampedDigest {
            guard let file = StampedDigest(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a recorded file: '\(text)'"))
            }
            return file
        }
    }

    /// A diagnostic as the cache writes it: an array of its severity, message, file and line
    /// (or null), then each related place as an array of its file, line, excerpt and origin. The
    /// diagnostics are a third of the cache, and every rebuild decodes them to print them again;
    /// as arrays they decode in less than half the time of the objects Swift synthesizes (which
    /// reports and SARIF keep).
    package struct CachedDiagnostic: Codable {
        package var diagnostic: Diagnostic

        package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

        package init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            let severity = try fields.decode(Diagnostic.Severity.self)
            let message = try fields.decode(String.self)
            let file = try fields.decode(String.self)
            let line = try fields.decodeNil() ? nil : try fields.decode(Int.self)
            var related: [Provenance] = []
            while !fields.isAtEnd {
                var place = try fields.nestedUnkeyedContainer()
                related.append(Provenance(
                    file: try place.decode(String.self), line: try place.decode(Int.self),
                    excerpt: try place.decode(String.self), origin: try place.decode(Provenance.Origin.self)))
            }
            diagnostic = Diagnostic(severity, message, file: file, line: line, related: related)
        }

        package func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(diagnostic.severity)
            try fields.encode(diagnostic.message)
            try fields.encode(diagnostic.file)
            if let line = diagnostic.line { try fields.encode(line) } else { try fields.encodeNil() }
            for place in diagnostic.related {
                var nested = fields.nestedUnkeyedContainer()
                try nested.encode(place.file)
                try nested.encode(place.line)
                try nested.encode(place.excerpt)
                try nested.encode(place.origin)
            }
        }
    }

    /// Whether every file is in `output` as recorded: its stamp unchanged, or else its bytes.
    package static func intact(_ files: [String: String], stamps: [String: FileStamp], output: String, fileIO: FileIO) -> Bool {
        for (path, digest) in files {
            let file = output.appendingPathComponent(path)
            if let recorded = stamps[path], fileIO.stamp(file) == recorded { continue }
            guard let data = try? fileIO.read(file), ContentHash.digest(data) == digest else { return false }
        }
        return true
    }

    /// The stamp of each of `paths` as it now is in `output`.
    package static func stamps(_ paths: some Sequence<String>, output: String, fileIO: FileIO) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for path in paths {
            if let stamp = fileIO.stamp(output.appendingPathComponent(path)) { stamps[path] = stamp }
        }
        return stamps
    }

    /// Each system's pre-rendered compare columns, kept as raw HTML in a file of its own in
    /// `<output>.specimen-columns/` rather than in its JSON line: they are nine tenths of the
    /// cache's bytes, and as JSON strings, full of escaped quotes, slashes and line breaks,
    /// unescaping them was most of a rebuild's Plan. The file is `SiteMember.encodeColumns`'s
    /// bytes; the line keeps its digest and stamp, and a file that does not match makes the
    /// system's entry unusable. A build reads it only to draw the compare pages.
    package enum Columns {
        package static func folder(for output: String) -> String { output.siblingPath(".specimen-columns") }

        package static func file(of slug: String, output: String) -> String { folder(for: output).appendingPathComponent(slug) }

        /// Whether `slug`'s file is as `recorded`: its stamp unchanged, or else its bytes.
        package static func intact(_ recorded: StampedDigest, of slug: String, output: String, fileIO: FileIO) -> Bool {
            BuildCache.intact([slug: recorded.digest], stamps: recorded.stamp.map { [slug: $0] } ?? [:], output: folder(for: output), fileIO: fileIO)
        }

        /// `slug`'s columns, which Plan found as recorded; changed since, they fail the build
        /// rather than draw pages from columns that are not the system's.
        package static func read(_ recorded: StampedDigest, of slug: String, output: String, fileIO: FileIO) throws -> [String: String] {
            let path = file(of: slug, output: output)
            guard let data = try? fileIO.read(path), ContentHash.digest(data) == recorded.digest,
                  let columns = SiteMember.decodeColumns(data) else {
                throw SpecimenError("the build cache's compare columns changed during the build; build again", file: path)
            }
            return columns
        }
    }

    package static func path(for output: String) -> String { output.siblingPath(".specimen-cache") }

    private struct Header: Codable {
        var format: Int
        var site: String
        var nav: [SiteMember.NavEntry]
        var pages: Pages?
    }

    private struct Line: Codable {
        var slug: String
        var entry: Entry
    }

    /// The cache beside `output` when it was written by this format for this site key; nil
    /// when there is none, or it is unreadable (a cache is only ever a shortcut).
    package static func load(_ output: String, site: String, fileIO: FileIO) -> BuildCache? {
        load(output, fileIO: fileIO).flatMap { $0.site == site ? $0 : nil }
    }

    /// The cache beside `output` when it was written by this format, for whichever site key:
    /// what a build can start decoding before it has its own key.
    package static func load(_ output: String, fileIO: FileIO) -> BuildCache? {
        guard let data = try? fileIO.read(path(for: output)) else { return nil }
        // Lines found in the raw bytes (`Data`'s own split checks exclusive access at every
        // byte), and each copied out only by the worker that decodes it.
        let lines: [Range<Int>] = data.withUnsafeBytes { bytes in
            bytes.split(separator: UInt8(ascii: "\n")).map { data.startIndex + $0.startIndex ..< data.startIndex + $0.endIndex }
        }
        guard let first = lines.first, let header = try? JSONDecoder().decode(Header.self, from: data.subdata(in: first)),
              header.format == format else { return nil }
        // Lines decode on every core: the entries are most of a rebuild's reading.
        let decoded = Array(lines.dropFirst()).concurrentMap { range -> Line? in
            let bytes = data.subdata(in: range)
            guard var line = try? JSONDecoder().decode(Line.self, from: bytes) else { return nil }
            line.entry.line = bytes
            return line
        }
        var systems: [String: Entry] = [:]
        for line in decoded {
            guard let line else { return nil }
            systems[line.slug] = line.entry
        }
        return BuildCache(format: header.format, site: header.site, nav: header.nav, systems: systems, pages: header.pages)
    }

    package static let linesAtOnce = 8

    /// Writes the cache beside `output`, and returns it as `load` would read it back: each entry
    /// with the line written for it and its columns file's digest and stamp, its columns no
    /// longer in memory.
    @discardableResult
    package func save(_ output: String, fileIO: FileIO) throws -> BuildCache {
        var saved = self
        let encoder = JSONEncoder()
        // Slashes as they are: every path's escaped slashes sent each string down the decoder's
        // slower path. JSONEncoder still escapes newlines inside strings, so each value is one line.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Header(format: format, site: site, nav: nav, pages: pages))
        // Lines encode on every core, a few at a time so that memory holds the file and a few
        // lines rather than the file twice, and are joined in slug order.
        let entries = systems.sorted { $0.key < $1.key }
        let columns = Columns.folder(for: output)
        if !fileIO.isDirectory(columns) {
            if fileIO.exists(columns) { try fileIO.remove(columns) }
            try fileIO.createDirectory(columns)
        }
        for chunk in stride(from: 0, to: entries.count, by: Self.linesAtOnce) {
            let part = entries[chunk..<min(chunk + Self.linesAtOnce, entries.count)]
            let lines = Array(part).concurrentMap { slug, entry in
                Result { () throws -> (line: Data, columns: StampedDigest?) in
                    // A reused line's columns file is the one it names, still in place.
                    if let line = entry.line { return (line, entry.columns) }
                    var entry = entry
                    let file = SiteMember.encodeColumns(entry.member.compareColumns)
                    let path = Columns.file(of: slug, output: output)
                    try fileIO.write(path, file)
                    entry.columns = StampedDigest(digest: ContentHash.digest(file), stamp: fileIO.stamp(path))
                    entry.member.compareColumns = [:]
                    return (try encoder.encode(Line(slug: slug, entry: entry)), entry.columns)
                }
            }
            for ((slug, _), line) in zip(part, lines) {
                let written = try line.get()
                data.append(UInt8(ascii: "\n"))
                data.append(written.line)
                saved.systems[slug]?.line = written.line
                saved.systems[slug]?.columns = written.columns
                saved.systems[slug]?.member.compareColumns = [:]
            }
        }
        data.append(UInt8(ascii: "\n"))
        let target = Self.path(for: output)
        let temporary = target + ".tmp"
        try fileIO.write(temporary, data)
        if fileIO.exists(target) { try fileIO.remove(target) }
        try fileIO.move(temporary, target)
        // Columns of systems the site no longer has.
        for name in try fileIO.list(columns) where systems[name] == nil {
            try fileIO.remove(columns.appendingPathComponent(name))
        }
        return saved
    }

    /// Whether `source` can be reused as recorded: same inputs, and its pages in the previous
    /// site untouched.
    package func reusable(_ source: SystemSource, documentDigest: String, sidecarDigest: String?, output: String, fileIO: FileIO) -> Entry? {
        guard let entry = systems[source.slug], entry.document == source.documentPath, entry.sidecar == source.sidecarPath,
              entry.inputs[source.documentPath] == documentDigest,
              source.sidecarPath.map({ entry.inputs[$0] == sidecarDigest }) ?? true else { return nil }
        for (path, digest) in entry.inputs where path != source.documentPath && path != source.sidecarPath {
            guard let data = try? fileIO.read(path), ContentHash.digest(data) == digest else { return nil }
        }
        guard let columns = entry.columns, Columns.intact(columns, of: source.slug, output: output, fileIO: fileIO),
              Self.intact(entry.files, stamps: entry.stamps, output: output, fileIO: fileIO) else { return nil }
        return entry
    }

    /// The site-wide pages, if they are in `output` as recorded.
    package func reusablePages(output: String, fileIO: FileIO) -> SiteRenderer.SitePages? {
        guard let pages, Self.intact(pages.files, stamps: pages.stamps, output: output, fileIO: fileIO) else { return nil }
        return pages.drawn
    }

    /// `entry` with the stamp of each of its files as they now are in `output`.
    package static func stamped(_ entry: Entry, output: String, fileIO: FileIO) -> Entry {
        var entry = entry
        entry.line = nil
        entry.stamps = stamps(entry.files.keys, output: output, fileIO: fileIO)
        return entry
    }
}
