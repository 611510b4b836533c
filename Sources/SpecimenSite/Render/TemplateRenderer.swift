import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Runs compiled templates over typed values, with swift-mustache's semantics.
///
/// Each rule below is swift-mustache 2's, so a page is byte for byte what its interpreter
/// gives (a test renders every shipped template both ways): contexts are searched from the
/// innermost out, a dotted name only from where its first name was found; a section repeats
/// for a list, tests a Bool, and pushes anything else; a partial starts with the library's
/// escaping and no list position; overrides of an outer parent win over inner ones; and a
/// partial's indentation goes before a token's output when that template's own output so far
/// ends a line. Anything outside that (a list printed as text, a transform it does not know,
/// a content type other than Specimen's) throws `Unsupported`, and the page is left to
/// swift-mustache.
package struct TemplateRenderer {
    package struct Unsupported: Error {}

    package let programs: [String: TemplateProgram]

    package func render(_ value: TemplateValue, template name: String) throws(Unsupported) -> String? {
        guard let program = programs[name] else { return nil }
        var output = ""
        output.reserveCapacity(16 * 1024)
        var context = Context(stack: [value])
        try run(program.steps, &context, into: &output)
        return output
    }

    /// One context for the whole page, changed in place and put back as each section, partial
    /// and block ends: copying it for every section and list element (its stack retained value
    /// by value, and reallocated to push one) was most of the renderer's time.
    private struct Context {
        var stack: [TemplateValue]
        var position: Position?
        var indentation: String?
        var overrides: [String: [TemplateProgram.Step]]?
        /// False until a template selects Specimen's escaping: swift-mustache's own is not ours to copy.
        var escapesHTML = false

        func indented(_ more: String?) -> String? {
            guard let more else { return indentation }
            return (indentation ?? "") + more
        }
    }

    /// Where in a list the current element is, for `first()`, `last()`, `index()`.
    private struct Position {
        var first: Bool
        var last: Bool
        var index: Int
    }

    /// A looked-up value: a template value, or the list position a transform-only tag names.
    private enum Found {
        case value(TemplateValue)
        case position(Position)
    }

    /// Runs the steps of one template or section body. A content type it selects holds until
    /// the body ends, as each body is a scope of its own in swift-mustache.
    private func run(_ steps: [TemplateProgram.Step], _ context: inout Context, into output: inout String) throws(Unsupported) {
        let escapesHTML = context.escapesHTML
        defer { context.escapesHTML = escapesHTML }
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for step in steps { try run(step, &context, into: &output) }
            return
        }
        // swift-mustache indents a token's output when this template's output so far ends
        // with a newline Character ("\r\n" is one Character, so it does not count).
        let start = output.utf8.count
        for step in steps {
            var rendered = ""
            try run(step, &context, into: &rendered)
            if !rendered.isEmpty, Self.endsWithNewline(output.utf8.dropFirst(start)) {
                output += indentation
            }
            output += rendered
        }
    }

    private static func endsWithNewline(_ bytes: Substring.UTF8View) -> Bool {
        guard bytes.last == UInt8(ascii: "\n") else { return false }
        return bytes.dropLast().last != UInt8(ascii: "\r")
    }

    /// Runs `body` with `value` pushed as the innermost context.
    private func run(_ body: [TemplateProgram.Step], pushing value: TemplateValue, at position: Position?, _ context: inout Context, into output: inout String) throws(Unsupported) {
        let outer = context.position
        context.stack.append(value)
        context.position = position
        try run(body, &context, into: &output)
        context.stack.removeLast()
        context.position = outer
    }

    private func run(_ step: TemplateProgram.Step, _ context: inout Context, into output: inout String) throws(Unsupported) {
        switch step {
        case .text(let text):
            output += text
        case .variable(let path, let escaped):
            guard let found = try lookup(path, in: context) else { return }
            let text = try Self.text(of: found)
            if escaped {
                guard context.escapesHTML else { throw Unsupported() }
                output += HTMLEscaping().escapeText(text)
            } else {
                output += text
            }
        case .section(let path, let body):
            switch try lookup(path, in: context) {
            case .none: return
            case .value(.list(let elements)):
                for (index, element) in elements.enumerated() {
                    let position = Position(first: index == 0, last: index == elements.count - 1, index: index)
                    try run(body, pushing: element, at: position, &context, into: &output)
                }
            case .value(.bool(let bool)):
                if bool { try run(body, &context, into: &output) }
            case .value(let value):
                try run(body, pushing: value, at: nil, &context, into: &output)
            case .position:
                // swift-mustache pushes its sequence context, which has no names to look up.
                throw Unsupported()
            }
        case .invertedSection(let path, let body):
            switch try lookup(path, in: context) {
            case .none: try run(body, &context, into: &output)
            case .value(.list(let elements)):
                if elements.isEmpty { try run(body, pushing: .list(elements), at: nil, &context, into: &output) }
            case .value(.bool(let bool)):
                if !bool { try run(body, &context, into: &output) }
            case .value, .position: return
            }
        case .partial(let name, let indentation, let overrides):
            guard let program = programs[name] else {
                // A partial that is not compiled: the whole page goes to swift-mustache.
                throw Unsupported()
            }
            let outer = (context.position, context.indentation, context.escapesHTML, context.overrides)
            context.position = nil
            context.indentation = context.indented(indentation)
            context.escapesHTML = false
            if let overrides {
                context.overrides = (context.overrides ?? [:]).merging(overrides) { outer, _ in outer }
            }
            try run(program.steps, &context, into: &output)
            (context.position, context.indentation, context.escapesHTML, context.overrides) = outer
        case .block(let name, let fallback, let indentation):
            let outer = (context.position, context.indentation)
            context.position = nil
            context.indentation = context.indented(indentation)
            try run(context.overrides?[name] ?? fallback, &context, into: &output)
            (context.position, context.indentation) = outer
        case .contentType(let isSpecimenHTML):
            context.escapesHTML = isSpecimenHTML
            if !isSpecimenHTML { throw Unsupported() }
        }
    }

    private func lookup(_ path: TemplatePath, in context: Context) throws(Unsupported) -> Found? {
        var found: Found?
        switch path.start {
        case .sequence:
            found = context.position.map(Found.position)
        case .top:
            found = Self.child(path.names[...], of: context.stack[context.stack.count - 1]).map(Found.value)
        case .stack:
            if let first = path.names.first {
                for index in context.stack.indices.reversed() {
                    if let child = Self.field(first, of: context.stack[index]) {
                        found = Self.child(path.names.dropFirst(), of: child).map(Found.value)
                        break
                    }
                }
            } else {
                found = .value(context.stack[context.stack.count - 1])
            }
        }
        for transform in path.transforms.reversed() {
            guard let current = found else { return nil }
            found = try Self.apply(transform, to: current)
        }
        return found
    }

    private static func child(_ names: ArraySlice<String>, of value: TemplateValue) -> TemplateValue? {
        var value = value
        for name in names {
            guard let next = field(name, of: value) else { return nil }
            value = next
        }
        return value
    }

    /// Only objects have named children: swift-mustache's `Mirror` finds no labels in strings,
    /// numbers or arrays.
    private static func field(_ name: String, of value: TemplateValue) -> TemplateValue? {
        if case .object(let fields) = value { return fields[name] }
        return nil
    }

    /// swift-mustache's transforms for the values views hold. A transform it would answer with
    /// a type the renderer does not model (`reversed`, `sorted`, `enumerated`) is unsupported.
    private static func apply(_ transform: String, to found: Found) throws(Unsupported) -> Found? {
        switch found {
        case .position(let position):
            switch transform {
            case "first": return .value(.bool(position.first))
            case "last": return .value(.bool(position.last))
            case "index": return .value(.int(position.index))
            case "even": return .value(.bool(position.index & 1 == 0))
            case "odd": return .value(.bool(position.index & 1 == 1))
            default: return nil
            }
        case .value(let value):
            switch (value, transform) {
            case (.list(let elements), "first"): return elements.first.map(Found.value)
            case (.list(let elements), "last"): return elements.last.map(Found.value)
            case (.list(let elements), "count"): return .value(.int(elements.count))
            case (.list(let elements), "empty"): return .value(.bool(elements.isEmpty))
            case (.object(let fields), "count"): return .value(.int(fields.count))
            case (.object(let fields), "empty"): return .value(.bool(fields.isEmpty))
            case (.string(let string), "empty"): return .value(.bool(string.isEmpty))
            case (.string(let string), "lowercased"): return .value(.string(string.lowercased()))
            case (.string(let string), "uppercased"): return .value(.string(string.uppercased()))
            case (.string(let string), "capitalized"): return .value(.string(string.capitalized))
            case (.int(let int), "equalzero"): return .value(.bool(int == 0))
            case (.int(let int), "plusone"): return .value(.int(int + 1))
            case (.int(let int), "minusone"): return .value(.int(int - 1))
            case (.int(let int), "even"): return .value(.bool(int & 1 == 0))
            case (.int(let int), "odd"): return .value(.bool(int & 1 == 1))
            case (.bool, _), (.double, _): return nil
            default: throw Unsupported()
            }
        }
    }

    /// `String(describing:)` of the value, as swift-mustache prints it.
    private static func text(of found: Found) throws(Unsupported) -> String {
        switch found {
        case .value(.string(let string)): return string
        case .value(.int(let int)): return String(int)
        case .value(.double(let double)): return double.description
        case .value(.bool(let bool)): return bool ? "true" : "false"
        case .value(.list), .value(.object), .position: throw Unsupported()
        }
    }
}
