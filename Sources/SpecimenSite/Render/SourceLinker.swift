import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Turns a source line into a link to the rendered document page that shows it: the section
/// page holding the line, at the anchor of the block that starts at or before it.
package struct SourceLinker: Sendable {
    private struct Entry: Sendable {
        var line: Int
        /// Relative to the system folder: `typography/index.html`, or `index.html` for the intro.
        var page: String
        var anchor: String
    }

    private let entries: [Entry]

    package init(outline: DocumentOutline) {
        var entries: [Entry] = []
        for block in outline.intro {
            entries.append(Entry(line: block.line, page: "index.html", anchor: "L\(block.line)"))
        }
        for section in outline.sections {
            // The section heading itself is the page title.
            entries.append(Entry(line: section.startLine, page: "\(section.slug)/index.html", anchor: "page-title"))
            for block in section.blocks {
                entries.append(Entry(line: block.line, page: "\(section.slug)/index.html", anchor: "L\(block.line)"))
            }
        }
        self.entries = entries.sorted { $0.line < $1.line }
    }

    /// A source citation for a page whose path to the system folder is `prefix` (`../` from a
    /// generated page, `../../slug/` from a cross-system page). Lines outside the document
    /// (sidecar values, which are not published) get no link.
    package func view(_ provenance: Provenance, prefix: String) -> SourceView {
        let supplied = provenance.origin == .sidecar
        return SourceView(
            location: provenance.location,
            href: supplied ? nil : href(line: provenance.line, fromDepth: 0).map { prefix + $0 },
            excerpt: provenance.excerpt, supplied: supplied)
    }

    /// The link from a page `depth` folders below the system folder, or nil before any content.
    package func href(line: Int, fromDepth depth: Int) -> String? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let entry = entries[low - 1]
        return String(repeating: "../", count: depth) + entry.page + "#" + entry.anchor
    }
}
