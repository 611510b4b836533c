import Foundation
import SpecimenModel

/// Reads one system's files and turns bytes into a parsed document, refusing input that is not
/// a text document (binary, not UTF-8, absurdly large) with a message that names the file.
public struct DocumentReader: Sendable {
    /// Large enough for a whole book many times over; larger input is almost surely a mistake.
    public static let maxDocumentBytes = 16 * 1024 * 1024
    /// Each top-level section is a page; past this a document is a dump, not a design system,
    /// and its pages would take minutes to write.
    public static let maxSections = 5_000

    public var fileIO: FileIO

    public init(fileIO: FileIO) {
        self.fileIO = fileIO
    }

    public func read(_ source: SystemSource) throws -> (IngestedSystem, [Diagnostic]) {
        var stamps: [String: FileStamp] = [:]
        stamps[source.documentPath] = fileIO.stamp(source.documentPath)
        let data = try fileIO.read(source.documentPath)
        let text = try Self.decode(data, file: source.displayPath)
        var digests = [source.documentPath: ContentHash.digest(data)]
        var diagnostics: [Diagnostic] = []
        var sidecar = Sidecar(file: source.slug + "/" + ContentScanner.sidecarName)
        if let sidecarPath = source.sidecarPath {
            let display = source.slug + "/" + ContentScanner.sidecarName
            stamps[sidecarPath] = fileIO.stamp(sidecarPath)
            let sidecarData = try fileIO.read(sidecarPath)
            digests[sidecarPath] = ContentHash.digest(sidecarData)
            let sidecarText = try Self.decode(sidecarData, file: display)
            let parsed = try SidecarParser().parse(sidecarText, file: display)
            sidecar = parsed.0
            diagnostics += parsed.1
        }
        // Invalid YAML is reported by the lint (`parser:YAML_PARSE_ERROR`), and the document is
        // published from its prose rather than refused: one typo must not stop a whole site.
        var (frontMatterRead, body, yamlProblem) = try FrontMatter.read(text, file: source.displayPath)
        if frontMatterRead == nil, yamlProblem == nil, FrontMatter.opensWithRuleOverMarkdown(text) {
            diagnostics.append(Diagnostic(.note, "the document opens with '---' over Markdown, not YAML: read as a rule, not a front matter", file: source.displayPath, line: 1))
        }
        // Any colour in it is listed as unread with its line, as in a front matter that did not parse.
        var unreadFrontMatter = yamlProblem == nil ? [] : FrontMatter.lines(of: text)
        // A front matter read past lines it skipped: those lines alone are unread.
        if let skipped = frontMatterRead?.repairs?.skippedLines, !skipped.isEmpty {
            unreadFrontMatter = FrontMatter.lines(of: text).enumerated().map { skipped.contains($0.offset + 1) ? $0.element : "" }
        }
        if frontMatterRead == nil, yamlProblem == nil, let toml = FrontMatter.tomlBlock(of: text) {
            body = toml.body
            unreadFrontMatter = toml.lines
            diagnostics.append(Diagnostic(.warning, "the document opens with front matter in TOML ('+++'), which Specimen does not read: a DESIGN.md front matter is YAML between '---' lines; lines 1–\(toml.lines.count) are skipped", file: source.displayPath, line: 1))
        }
        let document = MarkdownParser().parse(body, file: source.displayPath)
        let yaml = try YAMLSources.collect(
            frontMatter: frontMatterRead, frontMatterProblem: yamlProblem, document: document, file: source.displayPath)
        let frontMatter = yaml.frontMatter
        let outline = SectionSplitter().split(document)
        if outline.sections.count > Self.maxSections {
            throw SpecimenError(
                "the document has \(outline.sections.count) top-level sections, and Specimen makes a page of each up to \(Self.maxSections); split it into several documents or use fewer top-level headings",
                file: source.displayPath, line: outline.sections[Self.maxSections].startLine)
        }
        if outline.sections.isEmpty && outline.intro.isEmpty && frontMatter == nil && yaml.problems.isEmpty {
            throw SpecimenError("the document has no content", file: source.displayPath)
        }
        let system = IngestedSystem(
            source: source, sidecar: sidecar, document: document, outline: outline, frontMatter: frontMatter,
            yamlSources: YAMLSourceSummary(yaml), inputDigests: digests, inputStamps: stamps,
            unreadFrontMatter: unreadFrontMatter)
        return (system, diagnostics)
    }

    package static func decode(_ data: Data, file: String) throws -> String {
        guard !data.isEmpty else { throw SpecimenError("the file is empty", file: file) }
        guard data.count <= maxDocumentBytes else {
            let size = (Double(data.count) / 1_048_576 * 10).rounded(.down) / 10
            throw SpecimenError("the file is \(size.fixedText(places: 1)) MiB; documents over \(maxDocumentBytes / 1_048_576) MiB are refused", file: file)
        }
        // Searched in the buffer: `Data`'s own search reads it a subscript call per byte.
        if let nul = data.withUnsafeBytes({ $0.firstIndex(of: 0) }) {
            throw SpecimenError("the file is binary (NUL byte at offset \(nul)), not a Markdown document", file: file)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let line = invalidUTF8Line(data)
            throw SpecimenError("the file is not valid UTF-8; save it as UTF-8", file: file, line: line)
        }
        return text.normalizedForReading
    }

    /// The line of the first byte sequence that is not UTF-8, so the user can find it.
    package static func invalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == UInt8(ascii: "\n") {
            if String(validating: data[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
