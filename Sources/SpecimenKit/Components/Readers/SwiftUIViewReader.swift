import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let viewStruct = #/^(?:public\s+|private\s+)?struct\s+(\w+)(?:<[^>]*>)?\s*:\s*[^{]*\b(View|ButtonStyle|ViewModifier)\b/#
nonisolated(unsafe) private let storedProperty = #/(?:let|var)\s+(\w+)\s*:\s*[\w.?]+\s*$/#.anchorsMatchLineEndings()
// `\b` keeps the search from restarting inside a long identifier, which was quadratic.
nonisolated(unsafe) private let defaultedParameter = #/\b(\w+)\s*:\s*[\w.?]+\s*=\s*([^,\n)]+(?:\([^)\n]*\))?)/#
nonisolated(unsafe) private let computedProperty = #/^(?:private\s+)?var\s+(\w+)\s*:\s*[\w.]+\s*\{$/#
nonisolated(unsafe) private let caseReturn = #/^case\s+(.+?):\s*return\s+(.+)$/#
nonisolated(unsafe) private let ifReturn = #/^if\s+(.+?)\s*\{\s*return\s+(.+?)\s*\}$/#
nonisolated(unsafe) private let returnValue = #/^(?:return\s+)?(.+)$/#
nonisolated(unsafe) private let textLiteral = #/Text\("([^"]+)"\)/#
nonisolated(unsafe) private let systemImage = #/systemName:\s*"([^"]+)"/#
nonisolated(unsafe) private let callHead = #/^(\w+)\(?([\w.]*)/#
nonisolated(unsafe) private let comparison = #/\s*(\w+)\s*([<>]=?|==)\s*([\d.]+)\s*/#
nonisolated(unsafe) private let fillCall = #/\.fill\(([^()]*(?:\([^()]*\))?)\)/#
nonisolated(unsafe) private let frameHeight = #/\.frame\(height:\s*([\d.]+)\)/#
nonisolated(unsafe) private let foregroundStyle = #/\.foregroundStyle\(([^()]+)\)/#
nonisolated(unsafe) private let roundedRectangle = #/RoundedRectangle\(cornerRadius:\s*([^,)]+)(,\s*style:\s*\.continuous)?/#
nonisolated(unsafe) private let trailingOpacity = #/\.opacity\(([\d.]+)\)$/#
nonisolated(unsafe) private let hexColor = #/Color\(hex:\s*"([^"]+)"\)/#
nonisolated(unsafe) private let identifierPath = #/[A-Za-z_][\w.]*/#
nonisolated(unsafe) private let fontCall = #/^\.?(?:Font\.)?(system|custom)\((.*)\)/#
nonisolated(unsafe) private let textOfProperty = #/(?:Text|TextField)\((\w+)/#
nonisolated(unsafe) private let wholeStringLiteral = #/^"([^"]*)"$/#

/// Reads SwiftUI views (`struct X: View`, button styles) from code blocks: the modifier chain
/// of the outermost styled view gives the component's properties, deeper chains give its
/// parts, ternaries on `isPressed`/`isSelected`/`isFocused` give states, and computed
/// properties that switch over a style give variants.
struct SwiftUIViewReader {
    private struct ViewStruct {
        var name: String
        var lines: [SwiftCodeLine]
        var defaults: [String: String] = [:]
        /// Properties without a default (`let color: Color`): the caller supplies them.
        var declared: Set<String> = []
        var computed: [String: [(variant: String?, condition: String?, value: String)]] = [:]
    }

    private struct Chain {
        var indent: Int
        var modifiers: [(name: String, arguments: String, line: Int)] = []
        var opener: String = ""
        var comment: String?
    }

    private static let visualModifiers: Set<String> = [
        "background", "overlay", "clipShape", "fill", "stroke", "padding", "frame", "border", "cornerRadius", "opacity",
        "foregroundStyle", "foregroundColor", "font", "shadow", "scaleEffect",
    ]

    func read(_ block: MarkdownNode, context: ComponentContext, following: [MarkdownNode], diagrams: [MarkdownNode]) -> [ComponentSpec] {
        guard case .codeBlock = block.kind else { return [] }
        let lines = SwiftCodeLine.lines(of: block)
        let structs = viewStructs(in: lines)
        guard !structs.isEmpty else { return [] }
        let usage = following.filter { if case .codeBlock = $0.kind { return true } else { return false } }
        let usageLines = usage.flatMap(SwiftCodeLine.lines(of:))
        var specs: [(spec: ComponentSpec, usedBy: String?)] = []
        for view in structs {
            let kind = ComponentKind.classify(view.name) ?? context.headings.last.flatMap(ComponentKind.classify)
            guard let kind, var spec = read(view, kind: kind, context: context, usage: usageLines) else { continue }
            if spec.samples.isEmpty { spec.samples = diagramTexts(in: diagrams, context: context) }
            let user = structs.first { other in other.name != view.name && other.lines.contains { $0.trimmed.contains("\(view.name)(") } }
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

    // MARK: Structure

    private func viewStructs(in lines: [SwiftCodeLine]) -> [ViewStruct] {
        var out: [ViewStruct] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmed.contains("struct"), let match = lines[index].trimmed.firstMatch(of: viewStruct) else {
                index += 1
                continue
            }
            let end = closingIndex(lines, from: index)
            var view = ViewStruct(name: String(match.1), lines: Array(lines[index...end]))
            collectDeclarations(&view)
            out.append(view)
            index = end + 1
        }
        return out
    }

    private func closingIndex(_ lines: [SwiftCodeLine], from start: Int) -> Int {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            for character in lines[index].text {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            if opened, depth <= 0 { return index }
        }
        return lines.count - 1
    }

    /// Stored properties with defaults, init parameters with defaults, and computed
    /// properties (`switch style { case .primary: return … }`, `if isToday { return … }`).
    private func collectDeclarations(_ view: inout ViewStruct) {
        let text = view.lines.map(\.text).joined(separator: "\n")
        for match in text.matches(of: storedProperty) {
            view.declared.insert(String(match.1))
        }
        for match in text.matches(of: defaultedParameter) {
            view.defaults[String(match.1)] = String(match.2).trimmingCharacters(in: .whitespaces)
        }
        var index = 0
        while index < view.lines.count {
            guard view.lines[index].trimmed.hasSuffix("{"), let match = view.lines[index].trimmed.firstMatch(of: computedProperty), match.1 != "body" else {
                index += 1
                continue
            }
            let end = closingIndex(view.lines, from: index)
            var cases: [(variant: String?, condition: String?, value: String)] = []
            for line in view.lines[(index + 1)..<end].map(\.trimmed) {
                if let found = line.firstMatch(of: caseReturn) {
                    for name in found.1.split(separator: ",") {
                        cases.append((name.trimmingCharacters(in: CharacterSet(charactersIn: " .")), nil, String(found.2)))
                    }
                } else if let found = line.firstMatch(of: ifReturn) {
                    cases.append((nil, String(found.1), String(found.2)))
                } else if let found = line.firstMatch(of: returnValue), !line.hasPrefix("switch"), !line.hasPrefix("}"), !line.hasPrefix("default") {
                    cases.append((nil, nil, String(found.1)))
                }
            }
            view.computed[String(match.1)] = cases
            index = end + 1
        }
    }

    // MARK: Chains

    private func chains(in view: ViewStruct) -> [Chain] {
        guard let bodyStart = view.lines.firstIndex(where: { $0.trimmed.hasPrefix("var body") || $0.trimmed.contains("func makeBody") || $0.trimmed.contains("func body(") }) else { return [] }
        let bodyEnd = closingIndex(view.lines, from: bodyStart)
        let body = Array(view.lines[bodyStart...bodyEnd])
        var chains: [Chain] = []
        var index = 1
        while index < body.count {
            let line = body[index]
            guard line.trimmed.hasPrefix("."), let name = Self.modifierName(line.trimmed) else {
                index += 1
                continue
            }
            var chain = Chain(indent: line.indent)
            let (opener, comment) = openerAndComment(body, before: index, indent: line.indent)
            chain.opener = opener
            chain.comment = comment
            var cursor = index
            var currentName = String(name)
            while cursor < body.count, body[cursor].trimmed.hasPrefix("."), body[cursor].indent == chain.indent {
                currentName = String(Self.modifierName(body[cursor].trimmed) ?? "")
                var joined = body[cursor].trimmed
                var last = cursor
                while SwiftExpression.balanced(Substring(joined)) == nil, joined.contains("("), last + 1 < body.count {
                    last += 1
                    joined += "\n" + body[last].trimmed
                }
                let arguments = SwiftExpression.balanced(Substring(joined))?.inner ?? ""
                chain.modifiers.append((currentName, arguments, body[cursor].line))
                cursor = last + 1
            }
            chains.append(chain)
            index = max(cursor, index + 1)
        }
        return chains
    }

    /// The view a chain styles (its first line) and the comment naming it, if any.
    private func openerAndComment(_ body: [SwiftCodeLine], before index: Int, indent: Int) -> (String, String?) {
        var cursor = index - 1
        while cursor > 0, body[cursor].trimmed.isEmpty { cursor -= 1 }
        if (body[cursor].trimmed.hasPrefix("}") || body[cursor].trimmed.hasPrefix(")")), body[cursor].indent == indent {
            // `VStack { … }` then `.frame(…)` at the same indentation: the view opens at the brace.
            let closingIndent = body[cursor].indent
            cursor -= 1
            while cursor > 0, !(body[cursor].indent == closingIndent && (body[cursor].trimmed.hasSuffix("{") || body[cursor].trimmed.hasSuffix("("))) { cursor -= 1 }
        } else {
            while cursor > 0, body[cursor].indent >= indent || body[cursor].trimmed.isEmpty { cursor -= 1 }
        }
        let opener = body[cursor].trimmed
        var comment: String?
        if cursor > 0, body[cursor - 1].trimmed.hasPrefix("//") {
            comment = body[cursor - 1].trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        return (opener, comment)
    }

    // MARK: Reading

    private func read(_ view: ViewStruct, kind: ComponentKind, context: ComponentContext, usage: [SwiftCodeLine]) -> ComponentSpec? {
        let chains = chains(in: view).filter { chain in chain.modifiers.contains { Self.visualModifiers.contains($0.name) } }
        guard let main = chains.min(by: { $0.indent < $1.indent }) else { return nil }
        let header = view.lines[0]
        var spec = ComponentSpec(name: view.name, kind: kind, provenance: context.provenance(line: header.line))
        var variants: [String: ComponentVariant] = [:]
        var order: [String] = []
        apply(main, view: view, context: context, base: &spec.base, variants: &variants, order: &order)
        var textChain: Chain?
        for chain in chains where chain.indent != main.indent || chain.modifiers.first?.line != main.modifiers.first?.line {
            var part = ComponentVariant(name: "part", provenance: spec.provenance)
            var ignored: [String: ComponentVariant] = [:]
            var ignoredOrder: [String] = []
            apply(chain, view: view, context: context, base: &part, variants: &ignored, order: &ignoredOrder)
            let name = chain.comment ?? Self.label(of: chain.opener)
            spec.parts.append(ComponentPart(name: name, properties: part[.default], provenance: context.provenance(line: chain.modifiers[0].line)))
            for (state, properties) in part.states where state != .default {
                spec.base[state] = spec.base[state].merged(over: properties)
            }
            if textChain == nil, chain.opener.hasPrefix("Text(") || chain.opener.hasPrefix("TextField(") { textChain = chain }
        }
        // The text inside a container-styled view gives the component its type.
        if spec.base[.default].font == nil, let textChain {
            var text = ComponentVariant(name: "text", provenance: spec.provenance)
            var ignored: [String: ComponentVariant] = [:]
            var ignoredOrder: [String] = []
            apply(textChain, view: view, context: context, base: &text, variants: &ignored, order: &ignoredOrder)
            spec.base[.default].font = text[.default].font
            spec.base[.default].textColor = spec.base[.default].textColor ?? text[.default].textColor
        }
        spec.variants = order.compactMap { variants[$0] }
        readUsage(view, main: main, chains: chains, usage: usage, context: context, into: &spec)
        return spec
    }

    /// `.padding(8)` → `padding`, without a regex: this runs on every line of every view.
    static func modifierName(_ line: String) -> Substring? {
        guard line.hasPrefix(".") else { return nil }
        let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : name
    }

    private static func label(of opener: String) -> String {
        if let text = opener.firstMatch(of: textLiteral) { return String(text.1) }
        if let image = opener.firstMatch(of: systemImage) { return String(image.1) }
        if let call = opener.firstMatch(of: callHead) {
            return call.2.isEmpty ? String(call.1) : "\(call.1)(\(call.2))"
        }
        return opener
    }

    /// Every value an expression can take, with the state or variant it belongs to.
    private func cases(of expression: String, view: ViewStruct, depth: Int = 0) -> [(state: ComponentState, variant: String?, value: String)] {
        let expression = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        guard depth < 4 else { return [(.default, nil, expression)] }
        if let (condition, then, otherwise) = SwiftExpression.ternary(expression), let (state, whenTrue) = ComponentState.from(condition: condition) {
            let stateValue = whenTrue ? then : otherwise
            let defaultValue = whenTrue ? otherwise : then
            return cases(of: defaultValue, view: view, depth: depth + 1)
                + cases(of: stateValue, view: view, depth: depth + 1).map { (state, $0.variant, $0.value) }
        }
        if let (condition, then, otherwise) = SwiftExpression.ternary(expression) {
            // A condition on a constant (`size > 6`) is decided by the constant's default.
            let decided = evaluate(condition, view: view) ?? true
            return cases(of: decided ? then : otherwise, view: view, depth: depth + 1)
        }
        if view.declared.contains(expression), view.defaults[expression] == nil { return [] }
        if let computed = view.computed[expression], !computed.isEmpty {
            return computed.flatMap { entry -> [(state: ComponentState, variant: String?, value: String)] in
                let state = entry.condition.flatMap { ComponentState.from(condition: $0)?.state } ?? .default
                return cases(of: entry.value, view: view, depth: depth + 1).map { (state == .default ? $0.state : state, entry.variant ?? $0.variant, $0.value) }
            }
        }
        if let value = view.defaults[expression] { return cases(of: value, view: view, depth: depth + 1) }
        return [(.default, nil, expression)]
    }

    private func evaluate(_ condition: String, view: ViewStruct) -> Bool? {
        guard let match = condition.wholeMatch(of: comparison),
              let left = view.defaults[String(match.1)].flatMap(SwiftExpression.number), let right = Double(match.3) else { return nil }
        switch match.2 {
        case ">": return left > right
        case ">=": return left >= right
        case "<": return left < right
        case "<=": return left <= right
        default: return left == right
        }
    }

    private func apply(
        _ chain: Chain, view: ViewStruct, context: ComponentContext,
        base: inout ComponentVariant, variants: inout [String: ComponentVariant], order: inout [String]
    ) {
        if chain.opener.hasPrefix("Circle()") || chain.opener.hasPrefix("Capsule()") {
            base[.default].fullyRounded = PropertyValue(raw: chain.opener, value: true, provenance: context.provenance(line: chain.modifiers[0].line))
        }
        if chain.opener.contains(".uppercased()") {
            var font = base[.default].font?.value ?? FontSpec()
            font.uppercase = true
            base[.default].font = PropertyValue(raw: chain.opener, value: font, provenance: context.provenance(line: chain.modifiers[0].line))
        }
        for modifier in chain.modifiers {
            let provenance = context.provenance(line: modifier.line)
            func set(_ expression: String, _ write: (inout PropertySet, String) -> Void) {
                for entry in cases(of: expression, view: view) {
                    if let variant = entry.variant {
                        if variants[variant] == nil {
                            variants[variant] = ComponentVariant(name: variant, provenance: provenance)
                            order.append(variant)
                        }
                        write(&variants[variant]!.states[entry.state, default: PropertySet()], entry.value)
                    } else {
                        var properties = base[entry.state]
                        write(&properties, entry.value)
                        base[entry.state] = properties
                    }
                }
            }
            let arguments = modifier.arguments
            switch modifier.name {
            case "padding":
                let parts = SwiftExpression.arguments(arguments)
                guard let last = parts.last, !last.isEmpty else { break }
                let edge = parts.count > 1 ? parts[0] : ""
                set(last) { properties, value in
                    let length = self.length(value, raw: modifier.arguments, provenance: provenance)
                    if edge != ".vertical" { properties.paddingHorizontal = length }
                    if edge != ".horizontal" { properties.paddingVertical = length }
                }
            case "background", "fill":
                if arguments.contains("RoundedRectangle") || arguments.contains("Capsule") {
                    shape(arguments, view: view, provenance: provenance, into: &base)
                    if let fill = arguments.firstMatch(of: fillCall) {
                        set(String(fill.1)) { $0.fill = self.color($1, context: context, provenance: provenance) }
                    }
                } else {
                    set(arguments) { $0.fill = self.color($1, context: context, provenance: provenance) }
                }
            case "foregroundStyle", "foregroundColor":
                set(arguments) { $0.textColor = self.color($1, context: context, provenance: provenance) }
            case "font":
                set(arguments) { properties, value in
                    properties.font = PropertyValue(raw: value, value: self.font(value, merging: properties.font?.value), provenance: provenance)
                }
            case "fontWeight":
                set(arguments) { properties, value in
                    var font = properties.font?.value ?? FontSpec()
                    font.weight = value.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
                    properties.font = PropertyValue(raw: value, value: font, provenance: provenance)
                }
            case "textCase":
                var font = base[.default].font?.value ?? FontSpec()
                font.uppercase = arguments.contains("uppercase")
                base[.default].font = PropertyValue(raw: arguments, value: font, provenance: provenance)
            case "frame":
                for (label, value) in SwiftExpression.labelled(arguments) {
                    if value.contains(".infinity") {
                        if label == "maxWidth" { base[.default].fullWidth = PropertyValue(raw: arguments, value: true, provenance: provenance) }
                        continue
                    }
                    set(value) { properties, value in
                        let length = self.length(value, raw: arguments, provenance: provenance)
                        switch label {
                        case "width": properties.width = length
                        case "height": properties.height = length
                        case "minWidth": properties.minWidth = length
                        case "minHeight": properties.minHeight = length
                        default: break
                        }
                    }
                }
            case "clipShape", "overlay", "border", "cornerRadius":
                if modifier.name == "cornerRadius" {
                    set(arguments) { $0.radius = self.length($1, raw: arguments, provenance: provenance) }
                    break
                }
                if modifier.name == "border" {
                    let labelled = SwiftExpression.labelled(arguments)
                    if let color = labelled.first { set(color.value) { $0.borderColor = self.color($1, context: context, provenance: provenance) } }
                    if let width = labelled.first(where: { $0.label == "width" }) { set(width.value) { $0.borderWidth = self.length($1, raw: arguments, provenance: provenance) } }
                    break
                }
                shape(arguments, view: view, provenance: provenance, into: &base)
                if let stroke = arguments.range(of: ".stroke("), let inner = SwiftExpression.balanced(arguments[arguments.index(before: stroke.upperBound)...])?.inner {
                    let labelled = SwiftExpression.labelled(inner)
                    if let color = labelled.first(where: { $0.label.isEmpty }) { set(color.value) { $0.borderColor = self.color($1, context: context, provenance: provenance) } }
                    if let width = labelled.first(where: { $0.label == "lineWidth" }) {
                        set(width.value) { $0.borderWidth = self.length($1, raw: arguments, provenance: provenance) }
                    }
                } else if modifier.name == "overlay", arguments.contains("Rectangle()"),
                          let height = arguments.firstMatch(of: frameHeight) {
                    base[.default].borderWidth = PropertyValue(raw: arguments, value: Length(Double(height.1) ?? 0), provenance: provenance)
                    let side = arguments.contains(".bottom") ? "bottom" : "top"
                    base[.default].borderSide = PropertyValue(raw: arguments, value: side, provenance: provenance)
                    if let color = arguments.firstMatch(of: foregroundStyle) {
                        base[.default].borderColor = self.color(String(color.1), context: context, provenance: provenance)
                    }
                }
            case "opacity":
                set(arguments) { properties, value in
                    if let number = SwiftExpression.number(value), number < 1 {
                        properties.opacity = PropertyValue(raw: value, value: number, provenance: provenance)
                    }
                }
            case "scaleEffect":
                set(arguments) { properties, value in
                    if let number = SwiftExpression.number(value), number < 1 {
                        properties.scaleOnPress = PropertyValue(raw: value, value: number, provenance: provenance)
                    }
                }
            case "shadow":
                let labelled = Dictionary(SwiftExpression.labelled(arguments).map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
                var shadow = Shadow()
                shadow.blur = labelled["radius"].flatMap(SwiftExpression.number).map { Length($0) }
                shadow.x = labelled["x"].flatMap(SwiftExpression.number).map { Length($0) }
                shadow.y = labelled["y"].flatMap(SwiftExpression.number).map { Length($0) }
                base[.default].shadow = PropertyValue(raw: arguments, value: shadow, provenance: provenance)
            default:
                break
            }
        }
    }

    private func shape(_ arguments: String, view: ViewStruct, provenance: Provenance, into base: inout ComponentVariant) {
        if let rounded = arguments.firstMatch(of: roundedRectangle) {
            let radius = String(rounded.1).trimmingCharacters(in: .whitespaces)
            base[.default].radius = length(view.defaults[radius] ?? radius, raw: arguments, provenance: provenance)
            if rounded.2 != nil { base[.default].continuousCorners = PropertyValue(raw: arguments, value: true, provenance: provenance) }
        } else if arguments.hasPrefix("Capsule") || arguments.hasPrefix("Circle") {
            base[.default].fullyRounded = PropertyValue(raw: arguments, value: true, provenance: provenance)
        }
    }

    func color(_ expression: String, context: ComponentContext, provenance: Provenance) -> PropertyValue<RGBAColor>? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        var opacity: Double?
        if let match = text.firstMatch(of: trailingOpacity) {
            opacity = Double(match.1)
            text = String(text[..<match.range.lowerBound])
        }
        if let hex = text.firstMatch(of: hexColor), case .success(let color) = RGBAColor.parse(ValueScanner.normalisedHex(String(hex.1))) {
            return PropertyValue(raw: expression, value: color, opacity: opacity, provenance: provenance)
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard name.wholeMatch(of: identifierPath) != nil else { return nil }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if ["clear"].contains(last) || (["white", "black"].contains(last) && (name == last || name.hasPrefix("Color."))) {
            return PropertyValue(raw: expression, value: ValueScanner.namedColor(last), reference: name, opacity: opacity, provenance: provenance)
        }
        // A local binding (`color`, `indicator.color`) is the caller's choice, not a token.
        if name.first?.isLowercase == true, context.colorToken(named: name) == nil { return nil }
        return PropertyValue(raw: expression, reference: name, opacity: opacity, provenance: provenance)
    }

    func length(_ expression: String, raw: String, provenance: Provenance) -> PropertyValue<Length>? {
        let text = expression.trimmingCharacters(in: .whitespaces)
        if let number = SwiftExpression.number(text) { return PropertyValue(raw: text, value: Length(number), provenance: provenance) }
        guard text.wholeMatch(of: identifierPath) != nil else { return nil }
        return PropertyValue(raw: text, reference: text, provenance: provenance)
    }

    /// `.appBody`, `.system(size: 18, weight: .semibold)`, `.custom(DesignSystem.fontSerif, size: 18)`.
    private func font(_ expression: String, merging existing: FontSpec?) -> FontSpec {
        var spec = existing ?? FontSpec()
        let text = expression.trimmingCharacters(in: .whitespaces)
        if let call = text.firstMatch(of: fontCall) {
            for (label, value) in SwiftExpression.labelled(String(call.2)) {
                switch label {
                case "size":
                    if let number = SwiftExpression.number(value) { spec.size = Length(number) } else { spec.sizeReference = value }
                case "weight": spec.weight = value.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
                case "design": spec.family = value.trimmingCharacters(in: CharacterSet(charactersIn: ". ")).capitalized
                case "": if call.1 == "custom" { spec.family = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                default: break
                }
            }
        } else {
            spec.styleReference = text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        return spec
    }

    // MARK: Samples

    /// Labels passed where the listing uses the view (`AppButton(title: "Save", style: .primary)`)
    /// or written into it (`Text("Team Meeting")` inside its content).
    private func readUsage(_ view: ViewStruct, main: Chain, chains: [Chain], usage: [SwiftCodeLine], context: ComponentContext, into spec: inout ComponentSpec) {
        let textParameters = Set(view.lines.compactMap { line in
            line.trimmed.firstMatch(of: textOfProperty).map { String($0.1) }
        })
        let all = usage
        let own = (view.lines.first?.line ?? 0)...(view.lines.last?.line ?? 0)
        for (index, line) in all.enumerated() where !own.contains(line.line) {
            guard let start = line.trimmed.range(of: "\(view.name)(") ?? line.trimmed.range(of: "\(view.name) {") else { continue }
            var joined = String(line.trimmed[start.lowerBound...])
            var cursor = index
            while SwiftExpression.balanced(Substring(joined)) == nil, joined.contains("("), cursor + 1 < all.count, cursor - index < 12 {
                cursor += 1
                joined += " " + all[cursor].trimmed
            }
            let arguments = SwiftExpression.balanced(Substring(joined))?.inner ?? ""
            let labelled = SwiftExpression.labelled(arguments)
            var sample: String?
            for (label, value) in labelled where textParameters.contains(label) || label == "title" {
                if let quoted = value.firstMatch(of: wholeStringLiteral) { sample = String(quoted.1); break }
            }
            if sample == nil, joined.hasSuffix("{") || line.trimmed.hasSuffix("{") {
                for next in all[(index + 1)...].prefix(12) {
                    if let text = next.trimmed.firstMatch(of: textLiteral) { sample = String(text.1); break }
                }
            }
            guard let sample else { continue }
            let provenance = context.provenance(line: line.line)
            if !spec.samples.contains(where: { $0.value == sample }) {
                spec.samples.append(PropertyValue(raw: line.trimmed, value: sample, provenance: provenance))
            }
            if let style = labelled.first(where: { $0.value.hasPrefix(".") && spec.variant(named: String($0.value.dropFirst())) != nil }),
               let variant = spec.variants.firstIndex(where: { $0.name == String(style.value.dropFirst()) }),
               spec.variants[variant][.default].sampleText == nil {
                spec.variants[variant][.default].sampleText = PropertyValue(raw: line.trimmed, value: sample, provenance: provenance)
            }
        }
    }

    /// Words drawn in the section's diagram (`WEEK 42`, `October 2026`) when no code names any.
    private func diagramTexts(in blocks: [MarkdownNode], context: ComponentContext) -> [PropertyValue<String>] {
        for block in blocks {
            guard case .codeBlock = block.kind, block.literal.contains("│") else { continue }
            var out: [PropertyValue<String>] = []
            for line in SwiftCodeLine.lines(of: block) {
                let pieces = line.text.split(separator: "│", omittingEmptySubsequences: false)
                guard pieces.count >= 3 else { continue }
                for piece in pieces.dropFirst().dropLast().flatMap({ $0.split(separator: "   ") }) {
                    let text = piece.trimmingCharacters(in: CharacterSet.alphanumerics.union(.punctuationCharacters).inverted)
                    guard text.filter({ $0.isLetter || $0.isNumber }).count >= 2, !text.hasPrefix("("), !text.hasSuffix(":"),
                          ValueScanner.length(in: text) == nil,
                          !text.contains("─"), !text.contains("█"), !out.contains(where: { $0.value == text }) else { continue }
                    out.append(PropertyValue(raw: line.trimmed, value: text, provenance: context.provenance(line: line.line)))
                }
            }
            if !out.isEmpty { return out }
        }
        return []
    }
}
