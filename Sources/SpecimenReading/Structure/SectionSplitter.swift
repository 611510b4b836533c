import Foundation
import SpecimenModel

/// Splits a parsed document into sections. Three structures occur in practice:
/// - headings, where the shallowest level used more than once starts a section;
/// - a book of `# Chapter N` headings, whose `## Appendix` headings (and whatever follows them at
///   that level, such as a conclusion) are promoted to sections of their own;
/// - documents without headings whose parts are numbered plain lines between thematic breaks
///   (`1. Design Principles` after `---`), which CommonMark reads as one-item ordered lists.
public struct SectionSplitter: Sendable {
    /// Reserved per system: the generated pages live there.
    public static let reservedSlugs: Set<String> = ["tokens", "components", "audit", "changes", "assets", "index.html"]
    package static let frontMatterTitle = "Front matter"

    public init() {}

    public func split(_ document: MarkdownDocument) -> DocumentOutline {
        var blocks = document.blocks.map { OutlineBlock(node: $0, heading: Self.heading(of: $0)) }
        let levels = blocks.compactMap { $0.heading?.level }
        if levels.allSatisfy({ $0 == 1 }) && levels.count <= 1 {
            blocks = Self.detectPlainLineHeadings(blocks)
        }

        var title: String?
        var subtitle: String?
        if let first = blocks.first(where: { !Self.isSpacer($0.node) }), first.heading?.level == 1 {
            title = first.heading?.text
            blocks.removeAll { $0 == first }
            // A level-2 heading on the very next line, with no blank line between, is a tagline.
            if let next = blocks.first, next.heading?.level == 2, next.line == first.node.endLine + 1 {
                subtitle = next.heading?.text
                blocks.removeFirst()
            }
        }

        let sectionLevel = Self.sectionLevel(of: blocks)
        var intro: [OutlineBlock] = []
        var sections: [DocumentSection] = []
        var inBackMatter = false
        for block in blocks {
            if let heading = block.heading, startsSection(heading, level: sectionLevel, inBackMatter: &inBackMatter) {
                sections.append(DocumentSection(
                    title: heading.text, titleHTML: heading.inlineHTML, slug: "",
                    startLine: block.line, endLine: block.node.endLine, blocks: []))
            } else if sections.isEmpty {
                intro.append(block)
            } else {
                sections[sections.count - 1].blocks.append(block)
                sections[sections.count - 1].endLine = block.node.endLine
            }
        }
        // A book's front matter (about, how to read) has headings of its own: give it a page.
        if intro.contains(where: { $0.heading != nil }), let firstLine = intro.first?.line {
            let front = DocumentSection(
                title: Self.frontMatterTitle, titleHTML: nil, slug: "", startLine: firstLine,
                endLine: intro.last?.node.endLine ?? firstLine, blocks: intro)
            sections.insert(front, at: 0)
            intro = []
        }
        assignSlugs(&sections)
        return DocumentOutline(title: title, subtitle: subtitle, intro: intro, sections: sections, sectionLevel: sectionLevel)
    }

    private func startsSection(_ heading: OutlineBlock.Heading, level: Int, inBackMatter: inout Bool) -> Bool {
        if heading.level == level { return true }
        guard level == 1, heading.level == 2 else { return false }
        if heading.text.lowercased().hasPrefix("appendix") { inBackMatter = true }
        return inBackMatter
    }

    private func assignSlugs(_ sections: inout [DocumentSection]) {
        var taken = Self.reservedSlugs
        for index in sections.indices {
            var base = Slug.make(Self.stripNumbering(sections[index].title), fallback: "section-\(index + 1)")
            if Self.reservedSlugs.contains(base) { base += "-section" }
            var slug = base
            var counter = 2
            while taken.contains(slug) {
                slug = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(slug)
            sections[index].slug = slug
        }
    }

    /// "1. Core Philosophy" publishes as `core-philosophy/`; "Chapter 1" keeps its number.
    package static func stripNumbering(_ title: String) -> String {
        let trimmed = title.drop { $0.fastIsNumber }
        guard trimmed.count < title.count, let first = trimmed.first, first == "." || first == ")" else { return title }
        let rest = trimmed.dropFirst().trimmingWhitespace
        return rest.isEmpty ? title : rest
    }

    package static func sectionLevel(of blocks: [OutlineBlock]) -> Int {
        let levels = blocks.compactMap { $0.heading?.level }
        guard let shallowest = levels.min() else { return 2 }
        // A lone heading at the shallowest level is a banner, not a structure: split below it.
        if levels.filter({ $0 == shallowest }).count == 1, let next = levels.filter({ $0 > shallowest }).min(),
           levels.filter({ $0 == next }).count > 1 {
            return next
        }
        return shallowest
    }

    package static func heading(of node: MarkdownNode) -> OutlineBlock.Heading? {
        guard let level = node.headingLevel else { return nil }
        return OutlineBlock.Heading(level: level, text: node.plainText.trimmingWhitespace, inlineHTML: node.inlineHTML)
    }

    package static func isSpacer(_ node: MarkdownNode) -> Bool {
        if case .thematicBreak = node.kind { return true }
        if case .htmlBlock = node.kind { return true }
        return false
    }

    /// Turns numbered plain lines after a thematic break into level-2 headings, and short label
    /// lines ("Font Family") before a block into level-3 headings.
    package static func detectPlainLineHeadings(_ blocks: [OutlineBlock]) -> [OutlineBlock] {
        var result = blocks
        var sawNumbered = false
        for index in result.indices where result[index].heading == nil {
            let node = result[index].node
            let previousIsBreak = index == 0 || { if case .thematicBreak = result[index - 1].node.kind { return true }; return false }()
            if previousIsBreak, let text = numberedLine(node) {
                result[index].heading = OutlineBlock.Heading(level: 2, text: text, inlineHTML: nil)
                sawNumbered = true
            }
        }
        guard sawNumbered else { return result }
        for index in result.indices.dropLast() where result[index].heading == nil {
            if let text = labelLine(result[index].node), !isSpacer(result[index + 1].node), result[index + 1].heading == nil {
                result[index].heading = OutlineBlock.Heading(level: 3, text: text, inlineHTML: nil)
            }
        }
        return result
    }

    /// `7. Motion and Feedback` alone on its line: a one-item ordered list of one short line.
    package static func numberedLine(_ node: MarkdownNode) -> String? {
        guard case .list(ordered: true, let start, _) = node.kind, node.children.count == 1,
              let item = node.children.first, item.children.count == 1,
              let paragraph = item.children.first, case .paragraph = paragraph.kind,
              paragraph.startLine == paragraph.endLine
        else { return nil }
        let text = paragraph.plainText.trimmingWhitespace
        guard !text.isEmpty, text.count <= 80, !text.hasSuffix(".") else { return nil }
        return "\(start). \(text)"
    }

    /// A short one-line paragraph of plain text that reads as a label, not a sentence.
    package static func labelLine(_ node: MarkdownNode) -> String? {
        guard case .paragraph = node.kind, node.startLine == node.endLine,
              node.children.allSatisfy({ if case .text = $0.kind { return true }; return false })
        else { return nil }
        let text = node.plainText.trimmingWhitespace
        guard let first = text.first, first.fastIsUppercase, text.count <= 48,
              let last = text.last, !".:;,!?".contains(last),
              text.split(separator: " ").count <= 6
        else { return nil }
        return text
    }
}
