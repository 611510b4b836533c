import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let specBlockLine = #/\s*-\s*[A-Za-z][^:]{0,30}:\s*\S.*|[A-Z][A-Za-z ]{0,30}:\s*/#
nonisolated(unsafe) private let specBlockHeader = #/([A-Za-z][A-Za-z ]{0,30}):/#
nonisolated(unsafe) private let specBlockCapsLine = #/([A-Z][A-Z0-9 ]+?)\s+[-–—]\s+(.+)$/#

/// Component blocks written as code without code in them:
///
///     Style:
///     - Background: Critical Red (#E0245E)
///     States:
///     🔵 SCHEDULED  - Blue background
///
/// Section lines (`Style:`, `States:`, `Usage:`, `Components:`) say how the lines under them read.
struct CodeBlockSpecReader: ComponentBlockReader {
    func read(_ block: MarkdownNode, into builder: inout SpecBuilder) -> Bool {
        guard case .codeBlock = block.kind else { return false }
        let lines = block.literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Real code (braces, calls) belongs to the SwiftUI reader.
        guard !lines.contains(where: { $0.contains("{") || $0.contains("}") }),
              lines.contains(where: { $0.wholeMatch(of: specBlockLine) != nil }) else { return false }
        var mode = ""
        let sections = Vocabulary.standard.codeBlockSections
        for (offset, raw) in lines.enumerated() {
            let line = block.startLine + 1 + offset
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            if let header = text.wholeMatch(of: specBlockHeader) {
                mode = header.1.lowercased()
                continue
            }
            if text.contains("│") || text.contains("┌") || text.contains("└") {
                readDiagramLine(text, line: line, into: &builder)
                continue
            }
            let body = text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
            if sections.variants.contains(where: { mode.contains($0) }),
               let match = body.firstMatch(of: specBlockCapsLine) {
                readVariantLine(name: String(match.1), description: String(match.2), line: line, into: &builder)
                continue
            }
            if sections.parts.contains(where: { mode.contains($0) }) || body.first?.isNumber == true {
                builder.readPartLine(body, line: line)
                continue
            }
            if let (label, rest) = body.labelSplit, builder.readLabelled(label: label, rest: rest, line: line, variant: nil) { continue }
            builder.readPlain(body, line: line, variant: nil)
        }
        return true
    }

    /// `SCHEDULED - Blue background`: a variant whose colour is a token named after it when
    /// the words give none the system defines.
    private func readVariantLine(name: String, description: String, line: Int, into builder: inout SpecBuilder) {
        let index = builder.variantIndex(name, line: line)
        let provenance = builder.context.provenance(line: line)
        var set = PropertySet()
        builder.phrases.phrase(description, line: line, defaultRole: .fill, into: &set)
        if set.fill?.value == nil, set.fill?.reference == nil || builder.context.colorToken(named: set.fill!.reference!) == nil,
           let token = Self.token(namedLike: name, context: builder.context) {
            set.fill = PropertyValue(raw: description, reference: token.name, provenance: provenance)
        }
        set.sampleText = PropertyValue(raw: name, value: name, provenance: provenance)
        builder.spec.variants[index][.default] = set.merged(over: builder.spec.variants[index][.default])
        builder.addSample(name, line: line)
    }

    /// A colour token named like the variant: `Scheduled` for SCHEDULED, `Alert Active` for ALERTING.
    static func token(namedLike name: String, context: ComponentContext) -> DesignToken? {
        if let exact = context.colorToken(named: name.capitalized) { return exact }
        var stem = name.lowercased()
        for suffix in ["ing", "ed", "s"] where stem.hasSuffix(suffix) && stem.count - suffix.count >= 4 {
            stem.removeLast(suffix.count)
            break
        }
        let colors = context.tokens.tokens(of: .color)
        let byName = colors.filter { token in token.slug.split(separator: "-").contains { $0.hasPrefix(stem) } }
        if byName.count == 1 { return byName[0] }
        let byUsage = colors.filter { token in
            ComponentKind.words(of: token.usage ?? "").contains { $0.hasPrefix(stem) }
        }
        return byUsage.count == 1 ? byUsage[0] : nil
    }

    /// `│    No Saved Items       │  28pt Heavy`: text drawn in the diagram, named by its note.
    private func readDiagramLine(_ text: String, line: Int, into builder: inout SpecBuilder) {
        let pieces = text.split(separator: "│", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.count >= 3, let note = pieces.last, !note.isEmpty else { return }
        let content = pieces.dropFirst().dropLast().joined(separator: " ")
            .trimmingCharacters(in: CharacterSet.letters.union(.decimalDigits).union(.punctuationCharacters).union(.whitespaces).inverted)
            .trimmingCharacters(in: .whitespaces)
        guard !content.isEmpty, content.contains(where: \.isLetter) else { return }
        let provenance = builder.context.provenance(line: line)
        if let font = builder.phrases.font(in: note, provenance: provenance), ValueScanner.length(in: note) != nil, !note.lowercased().contains("icon") {
            var part = PropertySet()
            part.font = font
            part.sampleText = PropertyValue(raw: text, value: content, provenance: provenance)
            builder.spec.parts.append(ComponentPart(name: content, properties: part, provenance: provenance))
            builder.addSample(content, line: line)
        } else if ComponentKind.classify(note) != nil {
            builder.addSample(content, line: line)
        }
    }
}
