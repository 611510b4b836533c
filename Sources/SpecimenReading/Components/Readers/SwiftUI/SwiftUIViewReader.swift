import Foundation
import SpecimenModel

/// Reads SwiftUI views (`struct X: View`, button styles) from code blocks: the modifier chain
/// of the outermost styled view gives the component's properties, deeper chains give its
/// parts, ternaries on `isPressed`/`isSelected`/`isFocused` give states, and computed
/// properties that switch over a style give variants.
///
/// The work is split: `SwiftSourceScanner` tells code from strings and comments,
/// `SwiftUIViewDeclaration` finds the views and their declarations, `ModifierChainReader`
/// reads the chains, `SwiftValueEvaluator` evaluates arguments, and `SwiftUIPropertyTable`
/// (data in `vocabulary.yml`) says which modifier sets which property.
package struct SwiftUIViewReader {
    package var table: SwiftUIPropertyTable = Vocabulary.swiftUI
    /// Each code block's lines, split once: every block of a section is read as another's usage
    /// and diagram, and splitting them again for each view was quadratic in a section's blocks.
    /// Likewise the words the diagrams draw, which every view without samples takes (a reader
    /// reads one section, so one context).
    private let memo = Memo()

    private final class Memo {
        var byBlock: [Int: [SwiftCodeLine]] = [:]
        var diagramTexts: [[Int]: [PropertyValue<String>]] = [:]

        func lines(of block: MarkdownNode) -> [SwiftCodeLine] {
            if let known = byBlock[block.startLine] { return known }
            let lines = SwiftCodeLine.lines(of: block)
            byBlock[block.startLine] = lines
            return lines
        }
    }

    package func read(_ block: MarkdownNode, context: ComponentContext, following: [MarkdownNode], diagrams: [MarkdownNode]) -> [ComponentSpec] {
        // A view is declared on a line holding `struct`: most blocks (style sheets, tokens, other
        // languages) have none, and splitting and scanning each of them found nothing.
        guard case .codeBlock = block.kind, block.literal.contains(literal: "struct") else { return [] }
        let lines = memo.lines(of: block)
        let scanner = SwiftSourceScanner(block.literal)
        let structs = SwiftUIViewDeclaration.all(in: lines, scanner: scanner, names: table.names)
        guard !structs.isEmpty else { return [] }
        let usage = following.filter { if case .codeBlock = $0.kind { return true } else { return false } }
        let usageLines = usage.flatMap(memo.lines(of:))
        let samples = SwiftUISampleReader(names: table.names, lines: memo.lines(of:))
        var specs: [(spec: ComponentSpec, usedBy: String?)] = []
        for view in structs {
            let kind = ComponentKind.classify(view.name) ?? context.headings.last.flatMap(ComponentKind.classify)
            guard let kind, var spec = read(view, kind: kind, scanner: scanner, context: context, usage: usageLines) else { continue }
            if spec.samples.isEmpty {
                let key = diagrams.map(\.startLine)
                if memo.diagramTexts[key] == nil { memo.diagramTexts[key] = samples.diagramTexts(in: diagrams, context: context) }
                spec.samples = memo.diagramTexts[key] ?? []
            }
            let user = structs.first { other in other.name != view.name && other.lines.contains { $0.trimmed.contains(literal: "\(view.name)(") } }
            specs.append((spec, user?.name))
        }
        // A view used inside another view of the same listing (a tab item in its tab bar) is
        // a part of it; its states are how the outer view shows selection.
        var out = specs.filter { $0.usedBy == nil }.map(\.spec)
        for (inner, user) in specs {
            guard let user, let index = out.firstIndex(where: { $0.name == user }) else { continue }
            out[index].parts.append(ComponentPart(name: inner.name, properties: inner.base[.default], provenance: inner.provenance))
            for (state, properties) in inner.base.states where state != .default {
                out[index].base[state] = out[index].base[state].merged(over: properties)
            }
            if out[index].samples.isEmpty { out[index].samples = inner.samples }
        }
        return out
    }

    /// `body`: the lines the chains are read from, the first of them passed over (the
    /// `var body` line), and the offset where the body ends; the view's own body without it.
    func read(
        _ view: SwiftUIViewDeclaration, kind: ComponentKind, scanner: SwiftSourceScanner, context: ComponentContext, usage: [SwiftCodeLine],
        body stated: (lines: [SwiftCodeLine], limit: Int)? = nil
    ) -> ComponentSpec? {
        guard let body = stated ?? view.body(scanner: scanner, names: table.names) else { return nil }
        let chains = ModifierChainReader(scanner).chains(in: body.lines, limit: body.limit)
            .filter { chain in chain.modifiers.contains { table.styles($0.name) } }
        guard let main = chains.min(by: { $0.indent < $1.indent }) else { return nil }
        let evaluator = SwiftValueEvaluator(view: view, context: context, names: table.names)
        let samples = SwiftUISampleReader(names: table.names)
        let header = view.lines[0]
        var spec = ComponentSpec(name: view.name, kind: kind, provenance: context.provenance(line: header.line))
        var variants: [String: ComponentVariant] = [:]
        var order: [String] = []
        table.apply(main, evaluator: evaluator, base: &spec.base, variants: &variants, order: &order)
        var textChain: ModifierChain?
        for chain in chains where chain.indent != main.indent || chain.modifiers.first?.line != main.modifiers.first?.line {
            var part = ComponentVariant(name: "part", provenance: spec.provenance)
            var ignored: [String: ComponentVariant] = [:]
            var ignoredOrder: [String] = []
            table.apply(chain, evaluator: evaluator, base: &part, variants: &ignored, order: &ignoredOrder)
            let name = chain.comment ?? samples.label(of: chain.opener)
            spec.parts.append(ComponentPart(name: name, properties: part[.default], provenance: context.provenance(line: chain.modifiers[0].line)))
            for (state, properties) in part.states where state != .default {
                spec.base[state] = spec.base[state].merged(over: properties)
            }
            if textChain == nil, table.names.textViews.contains(where: { chain.opener.hasPrefix($0 + "(") }) { textChain = chain }
        }
        // The text inside a container-styled view gives the component its type.
        if spec.base[.default].font == nil, let textChain {
            var text = ComponentVariant(name: "text", provenance: spec.provenance)
            var ignored: [String: ComponentVariant] = [:]
            var ignoredOrder: [String] = []
            table.apply(textChain, evaluator: evaluator, base: &text, variants: &ignored, order: &ignoredOrder)
            spec.base[.default].font = text[.default].font
            spec.base[.default].textColor = spec.base[.default].textColor ?? text[.default].textColor
        }
        spec.variants = order.compactMap { variants[$0] }
        spec.mergeTrackParts()
        samples.readUsage(view, usage: usage, context: context, into: &spec)
        return spec
    }
}
