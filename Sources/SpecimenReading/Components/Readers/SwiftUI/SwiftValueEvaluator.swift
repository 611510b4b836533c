import Foundation
import SpecimenModel

/// Turns the argument expressions of a view's modifiers into values: colours, lengths, fonts
/// and opacities, and, for an expression that depends on state or style, every value it can
/// take (`isPressed ? a : b`, a computed property that switches over a style).
package struct SwiftValueEvaluator {
    /// One value an expression takes, with the state or variant it belongs to.
    package struct Case {
        package var state: ComponentState
        package var variant: String?
        package var value: String
    }

    package var view: SwiftUIViewDeclaration
    package var context: ComponentContext
    package var names: SwiftUIPropertyTable.Names

    // MARK: Cases

    /// Every value an expression can take, with the state or variant it belongs to.
    package func cases(of expression: String, depth: Int = 0) -> [Case] {
        let expression = expression.trimmingWhitespaceAndNewlines
        guard depth < 4 else { return [Case(state: .default, value: expression)] }
        if let (condition, then, otherwise) = SwiftSourceScanner.ternary(expression) {
            if let (state, whenTrue) = ComponentState.from(condition: condition) {
                let stateValue = whenTrue ? then : otherwise
                let defaultValue = whenTrue ? otherwise : then
                return cases(of: defaultValue, depth: depth + 1)
                    + cases(of: stateValue, depth: depth + 1).map { Case(state: state, variant: $0.variant, value: $0.value) }
            }
            // A condition on a constant (`size > 6`) is decided by the constant's default.
            let decided = decide(condition) ?? true
            return cases(of: decided ? then : otherwise, depth: depth + 1)
        }
        if view.declared.contains(expression), view.defaults[expression] == nil { return [] }
        if let computed = view.computed[expression], !computed.isEmpty {
            return computed.flatMap { entry -> [Case] in
                let state = entry.condition.flatMap { ComponentState.from(condition: $0)?.state } ?? .default
                return cases(of: entry.value, depth: depth + 1).map {
                    Case(state: state == .default ? $0.state : state, variant: entry.variant ?? $0.variant, value: $0.value)
                }
            }
        }
        if let value = view.defaults[expression] { return cases(of: value, depth: depth + 1) }
        return [Case(state: .default, value: expression)]
    }

    /// `size > 6`, decided by the default of `size`; nil when it cannot be.
    package func decide(_ condition: String) -> Bool? {
        let text = condition.trimmingWhitespaceAndNewlines
        let name = text.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
        var rest = text[name.endIndex...].drop { $0.fastIsWhitespace }
        guard !name.isEmpty else { return nil }
        let comparison = ["<=", ">=", "==", "<", ">"].first { rest.hasPrefix($0) }
        guard let comparison else { return nil }
        rest = rest.dropFirst(comparison.count).drop { $0.fastIsWhitespace }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && ($0.fastIsNumber || $0 == ".") }),
              let left = view.defaults[String(name)].flatMap(SwiftSourceScanner.number), let right = Double(rest) else { return nil }
        switch comparison {
        case ">": return left > right
        case ">=": return left >= right
        case "<": return left < right
        case "<=": return left <= right
        default: return left == right
        }
    }

    // MARK: Values

    /// `.white`, `.blue`, `Color.brandTeal`, `BrandColors.ink`, `Color("brandTeal")`,
    /// `Color(hex: "1B4F8A")`, `Color(red: 0.11, green: 0.31, blue: 0.54)` (or 0–255), each
    /// optionally with `.opacity(0.5)` after it. A local binding (`color`) is the caller's
    /// choice, not a token, and gives nil.
    package func color(_ expression: String, provenance: Provenance) -> PropertyValue<RGBAColor>? {
        var text = expression.trimmingWhitespace
        var opacity: Double?
        if text.hasSuffix(")"), let call = text.range(of: ".\(names.opacityCall)(", options: .backwards) {
            let inner = text[call.upperBound..<text.index(before: text.endIndex)]
            if !inner.isEmpty, inner.allSatisfy({ $0.isASCII && ($0.fastIsNumber || $0 == ".") }) {
                opacity = Double(inner)
                text = String(text[..<call.lowerBound])
            }
        }
        if let initialised = initialiser(text, expression: expression, opacity: opacity, provenance: provenance) {
            return initialised.value == nil && initialised.reference == nil ? nil : initialised
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard Self.isIdentifierPath(name) else { return nil }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if name == last || name.hasPrefix(names.colorType + ".") {
            if let fixed = names.fixedColors[last] {
                return PropertyValue(raw: expression, value: fixed, reference: name, opacity: opacity, provenance: provenance)
            }
            if let system = names.systemColors[last], context.colorToken(named: name) == nil {
                return PropertyValue(raw: expression, value: system, reference: name, opacity: opacity, provenance: provenance)
            }
        }
        // A member written with its leading dot (`.ultraThinMaterial`, `.secondary`) is a style
        // the platform draws: the document's word, kept unresolved unless a token has that name.
        if name.first?.fastIsLowercase == true, !text.hasPrefix("."), context.colorToken(named: name) == nil { return nil }
        return PropertyValue(raw: expression, reference: name, opacity: opacity, provenance: provenance)
    }

    /// `Color(hex: "…")`, `Color(hex: 0x1B4F8A)`, `Color(red:green:blue:)`, `Color(white:)`,
    /// `Color("assetName")`; nil when `text` is no `Color(…)` call, an empty value when it is
    /// one Specimen cannot read.
    private func initialiser(_ text: String, expression: String, opacity: Double?, provenance: Provenance) -> PropertyValue<RGBAColor>? {
        let (base, modifiers) = ModifierChainReader.read(text)
        guard let base, modifiers.isEmpty, base.hasPrefix(names.colorType + "("), base.hasSuffix(")"),
              let inner = SwiftSourceScanner.parenthesised(base), inner.count == base.count - names.colorType.count - 2 else { return nil }
        let arguments = SwiftSourceScanner.labelled(inner)
        let labelled = Dictionary(arguments.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
        var alpha = names.alphaLabels.lazy.compactMap { labelled[$0].flatMap(Self.number) }.first ?? 1
        let components = names.componentLabels.compactMap { labelled[$0].flatMap(Self.number) }
        var color: RGBAColor?
        if let hex = labelled[names.hexLabel] {
            // `Color(hex: "1B4F8A")` or `Color(hex: 0x1B4F8A)`; a variable names no colour.
            let digits = Self.stringLiteral(hex) ?? (hex.lowercased().hasPrefix("0x") ? String(hex.dropFirst(2)) : "")
            if case .success(let parsed) = RGBAColor.parse(ValueScanner.normalisedHex(digits)) { color = parsed }
        } else if components.count == 3 {
            // SwiftUI takes 0–1; a listing that writes 0–255 means bytes.
            let scale = components.contains { $0 > 1 } ? 255.0 : 1.0
            if scale > 1, alpha > 1 { alpha /= 255 }
            color = RGBAColor(red: components[0] / scale, green: components[1] / scale, blue: components[2] / scale, alpha: alpha)
            alpha = 1
        } else if let white = labelled[names.whiteLabel].flatMap(Self.number) {
            color = RGBAColor(red: white, green: white, blue: white, alpha: alpha)
            alpha = 1
        } else if arguments.count == 1, let name = Self.stringLiteral(arguments[0].value), arguments[0].label.isEmpty {
            // An asset-catalogue colour: the document's token of that name.
            return PropertyValue(raw: expression, reference: name, opacity: opacity, provenance: provenance)
        } else if arguments.count == 1, arguments[0].label.isEmpty, arguments[0].value.hasPrefix("."),
                  case let name = String(arguments[0].value.dropFirst()), Self.isIdentifierPath(name) {
            // `Color(.systemGray6)`: a platform colour, the document's token of that name if it
            // states one, else its word, unresolved.
            return PropertyValue(raw: expression, reference: name, opacity: opacity, provenance: provenance)
        }
        guard var color else { return PropertyValue(raw: expression, provenance: provenance) }
        if alpha < 1 { color = color.withAlpha(color.alpha * alpha) }
        return PropertyValue(raw: expression, value: color, opacity: opacity, provenance: provenance)
    }

    package func length(_ expression: String, raw: String, provenance: Provenance) -> PropertyValue<Length>? {
        let text = expression.trimmingWhitespace
        if let number = SwiftSourceScanner.number(text) { return PropertyValue(raw: text, value: Length(number), provenance: provenance) }
        guard Self.isIdentifierPath(text) else { return nil }
        return PropertyValue(raw: text, reference: text, provenance: provenance)
    }

    /// `.appBody`, `.headline`, `.system(size: 18, weight: .semibold)`,
    /// `.custom("Comfortaa", size: 18)`, `Font.custom(DesignSystem.fontSerif, size: 18)`.
    package func font(_ expression: String, merging existing: FontSpec?) -> FontSpec {
        var spec = existing ?? FontSpec()
        let text = expression.trimmingWhitespace
        var call = Substring(text)
        if call.hasPrefix(".") { call = call.dropFirst() }
        if call.hasPrefix(names.fontType + ".") { call = call.dropFirst(names.fontType.count + 1) }
        let function = call.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "_" }
        guard function == names.systemFont || function == names.customFont, call[function.endIndex...].hasPrefix("("),
              let inner = SwiftSourceScanner.parenthesised(call[function.endIndex...]) else {
            spec.styleReference = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return spec
        }
        let trim = CharacterSet(charactersIn: ". ")
        for (label, value) in SwiftSourceScanner.labelled(inner) {
            switch label {
            case names.sizeLabel:
                if let number = SwiftSourceScanner.number(value) { spec.size = Length(number) } else { spec.sizeReference = value }
            case names.weightLabel: spec.weight = value.trimmingCharacters(in: trim)
            case names.designLabel: spec.family = value.trimmingCharacters(in: trim).capitalized
            case "": if function == names.customFont { spec.family = value.trimming(charactersIn: "\"") }
            default: break
            }
        }
        return spec
    }

    // MARK: Literals

    /// `[A-Za-z_][A-Za-z0-9_.]*`: a name or a dotted path.
    package static func isIdentifierPath(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.fastIsLetter || first == "_" else { return false }
        return text.allSatisfy { $0 == "." || $0 == "_" || $0.fastIsLetter || $0.fastIsNumber }
    }

    /// The text of a plain string literal (`"brandTeal"`), without escapes or interpolation.
    package static func stringLiteral(_ text: String) -> String? {
        let text = text.trimmingWhitespace
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains(literal: "\"") || inner.contains(literal: "\\") ? nil : String(inner)
    }

    /// A number, or a quotient of two (`51/255`, `51.0 / 255.0`).
    package static func number(_ text: String) -> Double? {
        if let number = SwiftSourceScanner.number(text) { return number }
        let parts = text.split(separator: "/")
        guard parts.count == 2, let numerator = SwiftSourceScanner.number(parts[0]),
              let denominator = SwiftSourceScanner.number(parts[1]), denominator != 0 else { return nil }
        return numerator / denominator
    }
}
