import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What the site-wide pages (home, 404, navigation, cross-system pages, fonts) need from one
/// system. The build cache keeps it, so a system whose inputs did not change is not read again.
public struct SiteMember: Sendable, Codable {
    /// A system as the site navigation lists it, and the keys it is ordered by.
    public struct NavEntry: Sendable, Codable, Hashable {
        public var slug: String
        public var name: String
        public var order: Int?

        package init(_ system: IngestedSystem) {
            slug = system.slug
            name = system.name
            order = system.sidecar.order
        }

        package init(_ system: DesignSystem) {
            self.init(system.ingested)
        }
    }

    public var nav: NavEntry
    package var card: SystemCard
    /// The system's column on each cross-system page, by component kind, as rendered HTML.
    package var compareColumns: [String: String]
    package var componentCounts: [String: Int]
    package var auditRow: AuditOverviewRow?
    package var fonts: FontPackager.Needs
    /// The system's line in the site home's list of changes, when the build has `--base`.
    package var changes: SystemChangeRow? = nil
}

extension SiteMember {
    /// The compare columns as bytes: for each kind in order, the kind, a line break, the HTML's
    /// length in bytes, a line break and the HTML. The build cache keeps a system's columns in
    /// this form, in a file of their own, and the site-wide pages' digest takes their digest.
    package static func encodeColumns(_ columns: [String: String]) -> Data {
        var data = Data()
        for (kind, html) in columns.sorted(by: { $0.key < $1.key }) {
            data.append(contentsOf: Array("\(kind)\n\(html.utf8.count)\n".utf8))
            data.append(contentsOf: Array(html.utf8))
        }
        return data
    }

    /// Nil for bytes `encodeColumns` did not write.
    package static func decodeColumns(_ data: Data) -> [String: String]? {
        let bytes = [UInt8](data)
        var columns: [String: String] = [:]
        var index = 0
        func line() -> String? {
            guard let end = bytes[index...].firstIndex(of: Ascii.newline) else { return nil }
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        while index < bytes.count {
            guard let kind = line(), let count = line().flatMap({ Int($0) }), count >= 0, index + count <= bytes.count else { return nil }
            columns[kind] = String(decoding: bytes[index..<(index + count)], as: UTF8.self)
            index += count
        }
        return columns
    }

    /// Everything the site-wide pages draw from this system, as one digest: the summary as JSON
    /// and `columns`, the digest of its compare columns' bytes (passed in, because a reused
    /// system's columns stay on disk unless a compare page is drawn). Nil if the summary does
    /// not encode; the site-wide pages are then drawn.
    package func pagesDigest(columns: String) -> String? {
        var summary = self
        summary.compareColumns = [:]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard var data = try? encoder.encode(summary) else { return nil }
        data.append(contentsOf: Array("\ncolumns \(columns)".utf8))
        return ContentHash.digest(data)
    }
}
