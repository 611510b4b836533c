import Foundation
import SpecimenModel

/// Which SwiftUI modifier sets which component property, and the SwiftUI names its arguments
/// use. The table is data (`swiftUIModifiers` in `vocabulary.yml`, loaded by
/// `Vocabulary+SwiftUI.swift`); this type applies it to a chain.
package struct SwiftUIPropertyTable: Sendable {
    /// How a modifier's arguments are read.
    package enum Reading: String, Sendable, CaseIterable {
        case fill, textColor, font, fontWeight, textCase, padding, frame, radius, shape, overlay, border, stroke
        case opacity, scaleOnPress, shadow
    }

    package struct Rule: Sendable {
        package var reads: Reading?
        /// A chain using this modifier styles a view (rather than only adding to one).
        package var styles: Bool
        /// Argument label (or padding edge) → the property it sets.
        package var labels: [String: String]
    }

    /// The SwiftUI types, members and values the arguments are written with.
    package struct Names: Sendable {
        package var viewProtocols: [String]
        package var bodyMembers: [String]
        package var textViews: [String]
        package var literalView: String
        package var sampleLabels: [String]
        package var imageNameLabel: String
        /// Code-block languages (lowercased) whose bare snippets build a component.
        package var snippetLanguages: [String]
        package var uppercaseArgument: String
        package var uppercaseCall: String
        package var roundedShape: String
        package var radiusLabel: String
        package var continuousLabel: String
        package var continuousValue: String
        package var fullyRoundedShapes: [String]
        package var fillCall: String
        package var edgeLine: String
        package var edges: [String: String]
        package var otherEdges: String
        package var unbounded: String
        package var colorType: String
        package var hexLabel: String
        package var opacityCall: String
        package var componentLabels: [String]
        package var whiteLabel: String
        package var alphaLabels: [String]
        package var fixedColors: [String: RGBAColor]
        package var systemColors: [String: RGBAColor]
        package var fontType: String
        package var systemFont: String
        package var customFont: String
        package var sizeLabel: String
        package var weightLabel: String
        package var designLabel: String
    }

    package var modifiers: [String: Rule]
    package var names: Names

    package func styles(_ modifier: String) -> Bool {
        modifiers[modifier]?.styles == true
    }

    /// Modifiers that read arguments the given way (`fill` and `background` both fill).
    package func modifiers(reading: Reading, styling: Bool = false) -> [String] {
        modifiers.filter { $0.value.reads == reading && (!styling || $0.value.styles) }.keys.sorted()
    }

    /// The length properties a label can name, by the names the table uses.
    private static func length(_ name: String) -> WritableKeyPath<PropertySet, PropertyValue<Length>?>? {
        switch name {
        case "width": \.width
        case "height": \.height
        case "minWidth": \.minWidth
        case "minHeight": \.minHeight
        case "paddingHorizontal": \.paddingHorizontal
        case "paddingVertical": \.paddingVertical
        case "borderWidth": \.borderWidth
        case "radius": \.radius
        default: nil
        }
    }

    private static func flag(_ name: String) -> WritableKeyPath<PropertySet, PropertyValue<Bool>?>? {
        switch name {
        case "fullWidth": \.fullWidth
        case "fullyRounded": \.fullyRounded
        case "continuousCorners": \.continuousCorners
        default: nil
        }
    }

    private static func shadowLength(_ name: String) -> WritableKeyPath<Shadow, Length?>? {
        switch name {
        case "blur": \.blur
        case "x": \.x
        case "y": \.y
        default: nil
        }
    }

    // MARK: Applying

    /// Applies a chain's modifiers to the component (base states) and to the variants its
    /// values switch over (`style == .primary ? … : …`, a computed property per style).
    package func apply(
        _ chain: ModifierChain, evaluator: SwiftValueEvaluator,
        base: inout ComponentVariant, variants: inout [String: ComponentVariant], order: inout [String]
    ) {
        guard let first = chain.modifiers.first else { return }
        let openerProvenance = evaluator.context.provenance(line: first.line)
        if names.fullyRoundedShapes.contains(where: { chain.opener.hasPrefix($0 + "(") }) {
            base[.default].fullyRounded = PropertyValue(raw: chain.opener, value: true, provenance: openerProvenance)
        }
        if chain.opener.contains(literal: ".\(names.uppercaseCall)()") {
            var font = base[.default].font?.value ?? FontSpec()
            font.uppercase = true
            base[.default].font = PropertyValue(raw: chain.opener, value: font, provenance: openerProvenance)
        }
        for modifier in chain.modifiers {
            guard let rule = modifiers[modifier.name], let reading = rule.reads else { continue }
            let provenance = evaluator.context.provenance(line: modifier.line)
            func set(_ expression: String, _ write: (inout PropertySet, String) -> Void) {
                for entry in evaluator.cases(of: expression) {
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
            switch reading {
            case .padding:
                let parts = SwiftSourceScanner.arguments(arguments)
                guard let last = parts.last, !last.isEmpty else { break }
                let edge = parts.count > 1 ? parts[0] : ""
                // A named edge sets its own property; any other edge, or none, sets them all.
                let targets = rule.labels[edge].map { [$0] } ?? Array(rule.labels.values)
                set(last) { properties, value in
                    let length = evaluator.length(value, raw: arguments, provenance: provenance)
                    for target in targets { if let path = Self.length(target) { properties[keyPath: path] = length } }
                }
            case .fill:
                if arguments.contains(names.roundedShape) || names.fullyRoundedShapes.contains(where: { arguments.contains($0) }) {
                    shape(arguments, evaluator: evaluator, provenance: provenance, into: &base)
                    if let fill = Self.call(names.fillCall, in: arguments) {
                        set(fill) { $0.fill = evaluator.color($1, provenance: provenance) }
                    }
                } else {
                    set(arguments) { $0.fill = evaluator.color($1, provenance: provenance) }
                }
            case .textColor:
                set(arguments) { $0.textColor = evaluator.color($1, provenance: provenance) }
            case .font:
                set(arguments) { properties, value in
                    properties.font = PropertyValue(raw: value, value: evaluator.font(value, merging: properties.font?.value), provenance: provenance)
                }
            case .fontWeight:
                set(arguments) { properties, value in
                    var font = properties.font?.value ?? FontSpec()
                    font.weight = value.trimming(charactersIn: ". ")
                    properties.font = PropertyValue(raw: value, value: font, provenance: provenance)
                }
            case .textCase:
                var font = base[.default].font?.value ?? FontSpec()
                font.uppercase = arguments.contains(names.uppercaseArgument)
                base[.default].font = PropertyValue(raw: arguments, value: font, provenance: provenance)
            case .frame:
                for (label, value) in SwiftSourceScanner.labelled(arguments) {
                    let target = rule.labels[label]
                    if value.contains(names.unbounded) {
                        if let target, let path = Self.flag(target) {
                            base[.default][keyPath: path] = PropertyValue(raw: arguments, value: true, provenance: provenance)
                        }
                        continue
                    }
                    set(value) { properties, value in
                        let length = evaluator.length(value, raw: arguments, provenance: provenance)
                        if let target, let path = Self.length(target) { properties[keyPath: path] = length }
                    }
                }
            case .radius:
                set(arguments) { $0.radius = evaluator.length($1, raw: arguments, provenance: provenance) }
            case .border:
                let labelled = SwiftSourceScanner.labelled(arguments)
                if let color = labelled.first { set(color.value) { $0.borderColor = evaluator.color($1, provenance: provenance) } }
                for (label, target) in rule.labels.sorted(by: { $0.key < $1.key }) {
                    guard let width = labelled.first(where: { $0.label == label }), let path = Self.length(target) else { continue }
                    set(width.value) { $0[keyPath: path] = evaluator.length($1, raw: arguments, provenance: provenance) }
                }
            case .shape, .overlay:
                shape(arguments, evaluator: evaluator, provenance: provenance, into: &base)
                if stroke(arguments, set: set, evaluator: evaluator, provenance: provenance) { break }
                if reading == .overlay { edgeLine(arguments, evaluator: evaluator, provenance: provenance, into: &base) }
            case .stroke:
                // A shape's outline: read where the shape is laid over or clips the view.
                break
            case .opacity:
                set(arguments) { properties, value in
                    if let number = SwiftSourceScanner.number(value), (0..<1).contains(number) {
                        properties.opacity = PropertyValue(raw: value, value: number, provenance: provenance)
                    }
                }
            case .scaleOnPress:
                set(arguments) { properties, value in
                    if let number = SwiftSourceScanner.number(value), (0..<1).contains(number) {
                        properties.scaleOnPress = PropertyValue(raw: value, value: number, provenance: provenance)
                    }
                }
            case .shadow:
                var labelled: [String: String] = [:]
                for (label, value) in SwiftSourceScanner.labelled(arguments) where labelled[label] == nil { labelled[label] = value }
                var shadow = Shadow()
                for (label, target) in rule.labels {
                    guard let path = Self.shadowLength(target) else { continue }
                    shadow[keyPath: path] = labelled[label].flatMap(SwiftSourceScanner.number).map { Length($0) }
                }
                base[.default].shadow = PropertyValue(raw: arguments, value: shadow, provenance: provenance)
            }
        }
    }

    /// `RoundedRectangle(cornerRadius: 12, style: .continuous)`, `Capsule()`, `Circle()`.
    private func shape(_ arguments: String, evaluator: SwiftValueEvaluator, provenance: Provenance, into base: inout ComponentVariant) {
        if let (radius, continuous) = roundedRectangle(in: arguments) {
            base[.default].radius = evaluator.length(evaluator.view.defaults[radius] ?? radius, raw: arguments, provenance: provenance)
            if continuous { base[.default].continuousCorners = PropertyValue(raw: arguments, value: true, provenance: provenance) }
        } else if names.fullyRoundedShapes.contains(where: { arguments.hasPrefix($0) }) {
            base[.default].fullyRounded = PropertyValue(raw: arguments, value: true, provenance: provenance)
        }
    }

    /// The corner radius a `RoundedRectangle(cornerRadius:)` states, and whether its corners
    /// are continuous.
    private func roundedRectangle(in arguments: String) -> (radius: String, continuous: Bool)? {
        var searchStart = arguments.startIndex
        let opening = "\(names.roundedShape)(\(names.radiusLabel):"
        while let found = arguments.range(of: opening, range: searchStart..<arguments.endIndex) {
            searchStart = found.upperBound
            let rest = arguments[found.upperBound...].drop { $0.fastIsWhitespace }
            let value = rest.prefix { $0 != "," && $0 != ")" }
            guard !value.isEmpty else { continue }
            var continuous = false
            if rest[value.endIndex...].first == "," {
                let next = rest[value.endIndex...].dropFirst().prefix { $0 != "," && $0 != ")" }
                let parts = next.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespaceAndNewlines }
                continuous = parts == [names.continuousLabel, names.continuousValue]
            }
            return (value.trimmingWhitespace, continuous)
        }
        return nil
    }

    /// `.stroke(colour, lineWidth: 2)` on a shape laid over or clipping the view: its border.
    private func stroke(
        _ arguments: String, set: (String, (inout PropertySet, String) -> Void) -> Void,
        evaluator: SwiftValueEvaluator, provenance: Provenance
    ) -> Bool {
        for name in modifiers(reading: .stroke) {
            guard let inner = Self.call(name, in: arguments) else { continue }
            let labelled = SwiftSourceScanner.labelled(inner)
            if let color = labelled.first(where: { $0.label.isEmpty }) {
                set(color.value) { $0.borderColor = evaluator.color($1, provenance: provenance) }
            }
            for (label, target) in (modifiers[name]?.labels ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let width = labelled.first(where: { $0.label == label }), let path = Self.length(target) else { continue }
                set(width.value) { $0[keyPath: path] = evaluator.length($1, raw: arguments, provenance: provenance) }
            }
            return true
        }
        return false
    }

    /// `Rectangle().frame(height: 1)` laid over the view at an edge: a border on that side.
    private func edgeLine(_ arguments: String, evaluator: SwiftValueEvaluator, provenance: Provenance, into base: inout ComponentVariant) {
        guard arguments.contains(names.edgeLine + "()") else { return }
        var height: Double?
        for name in modifiers(reading: .frame) {
            height = Self.calls(name, in: arguments).lazy.compactMap { inner -> Double? in
                let labelled = SwiftSourceScanner.labelled(inner)
                guard labelled.count == 1, let target = modifiers[name]?.labels[labelled[0].label], target == "height",
                      !inner.hasSuffix(" "), labelled[0].value.allSatisfy({ $0.isASCII && ($0.fastIsNumber || $0 == ".") }) else { return nil }
                return Double(labelled[0].value) ?? 0
            }.first
            if height != nil { break }
        }
        guard let height else { return }
        base[.default].borderWidth = PropertyValue(raw: arguments, value: Length(height), provenance: provenance)
        let side = names.edges.sorted(by: { $0.key < $1.key }).first { arguments.contains($0.key) }?.value ?? names.otherEdges
        base[.default].borderSide = PropertyValue(raw: arguments, value: side, provenance: provenance)
        for name in modifiers(reading: .textColor, styling: true) {
            if let color = Self.calls(name, in: arguments).first(where: { !$0.contains(literal: "(") && !$0.contains(literal: ")") && !$0.isEmpty }) {
                base[.default].borderColor = evaluator.color(color, provenance: provenance)
                break
            }
        }
    }

    /// The arguments of the first `.name(…)` call in `text`.
    package static func call(_ name: String, in text: String) -> String? {
        calls(name, in: text).first
    }

    /// The arguments of every `.name(…)` call in `text`, outside strings and comments.
    package static func calls(_ name: String, in text: String) -> [String] {
        let scanner = SwiftSourceScanner(text)
        let needle = Array(".\(name)(".utf8)
        var out: [String] = []
        var index = 0
        while index + needle.count <= scanner.bytes.count {
            if scanner.isCode[index], scanner.bytes[index..<index + needle.count].elementsEqual(needle),
               let close = scanner.closing(index + needle.count - 1) {
                out.append(scanner.text(index + needle.count..<close))
            }
            index += 1
        }
        return out
    }
}
