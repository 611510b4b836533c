import Foundation
import SpecimenModel

/// Turns statements into the tokens that are not palette colours: type styles, lengths, border
/// widths, opacities, numbers, font families, gradients, shadows and aliases. Like
/// `ColorStatementInterpreter`, it reads labels, subjects and the vocabulary, not syntax:
/// - a table is a type scale or a length scale by its columns (`+Tables`);
/// - a list is a gradient (a direction and stops) or a font family with its fallbacks, and a
///   paragraph a font family or lines of `name value` tokens (`+Prose`);
/// - a value in code is what it reads as: a call (`Font.system(…)`, `LinearGradient(…)`), a
///   length, a number, a shadow or a font stack, by the name it is given (`+Code`), and an
///   object of a platform's shadow properties is a shadow (`+PlatformShadows`).
/// The lines it reads are claimed, so a gradient's stops or a type scale's colour column do not
/// become palette entries as well.
package struct ValueStatementInterpreter {
    package var document: MarkdownDocument
    package var vocabulary = Vocabulary.standard
    /// What one `rem` is in pixels: the document's own root size (`RootFontSize`), else CSS's.
    package var rootFontSize = RootFontSize.cssDefault

    /// A shadow token whose CSS names a colour token, and what the words say about it.
    package struct ReferencedShadow: Sendable {
        package var token: DesignToken
        package var written: ValueScanner.WrittenShadow
    }

    package struct Reading: Sendable {
        package var findings = TokenFindings()
        package var claimed: Set<Int> = []
        /// Shadows whose colour is a token (`0 0 0 2px {colors.ring}`), resolved once every
        /// token is read (`TokenExtractor.combine`).
        package var referencedShadows: [ReferencedShadow] = []

        package mutating func add(_ token: DesignToken) {
            findings.tokens.append(token)
            claimed.insert(token.provenance.line)
        }

        package mutating func claim(_ statements: [Statement]) {
            claimed.formUnion(statements.map(\.line))
        }
    }

    /// `chunk` of `chunks`: that share of the blocks, in order (each block is read alone, so
    /// the readings of the shares, put together in order, are the reading of the whole).
    package func tokens(from statements: [Statement], chunk: Int = 0, of chunks: Int = 1) -> Reading {
        var reading = Reading()
        let blocks = Self.blocks(of: statements)
        for block in blocks[(blocks.count * chunk / chunks)..<(blocks.count * (chunk + 1) / chunks)] {
            switch block[0].syntax {
            case .table: table(block, into: &reading)
            case .bullet: list(block, into: &reading)
            case .paragraph: paragraph(block, into: &reading)
            case .code:
                let shadows = platformShadows(block, into: &reading)
                for statement in block where !shadows.contains(statement.line) { code(statement, into: &reading) }
            // An element's classes style that element: no token.
            case .heading, .html, .diagram, .markup: continue
            }
        }
        return reading
    }

    /// Statements grouped by the block (table, list, paragraph, code block) they were read
    /// from, in document order.
    package static func blocks(of statements: [Statement]) -> [[Statement]] {
        struct Key: Hashable {
            var block: Int
            var syntax: Statement.Syntax
        }
        var order: [Key] = []
        var groups: [Key: [Statement]] = [:]
        for statement in statements {
            let key = Key(block: statement.block, syntax: statement.syntax)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(statement)
        }
        return order.compactMap { groups[$0] }
    }

    package func provenance(_ line: Int) -> Provenance {
        Provenance(file: document.file, line: line, excerpt: document.line(line))
    }

    package func invalidColor(_ error: ColorSyntaxError, line: Int) -> Diagnostic {
        Diagnostic(.warning, error.description, file: document.file, line: line)
    }

    /// What a length is for, from its name first, then the words given, then the headings
    /// nearest first: under a spacing heading bare numbers are spacing.
    package func role(for name: String, in statement: Statement, extra: [String] = []) -> DimensionRole {
        DimensionRole.infer(from: [name] + extra + statement.headings.reversed())
    }

    /// `Font: Comfortaa, 15pt` or `Height: 44pt` under a component describes the component
    /// (see `ComponentExtractor`): it is no token.
    package func describesComponent(_ statement: Statement) -> Bool {
        vocabulary.property(statement.label) != nil && statement.isAboutComponent
    }

    /// A length, or a border width when its name, its scope or its heading says border.
    package func lengthValue(_ length: Length, named name: String, in statement: Statement, scope: [String] = []) -> TokenValue {
        if ([name] + scope).contains(where: DimensionRole.mentionsBorder) || statement.headings.last.map(DimensionRole.mentionsBorder) == true {
            return .borderWidth(length)
        }
        return .dimension(length, role: role(for: name, in: statement, extra: scope))
    }
}
