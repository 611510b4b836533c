import Foundation
import SpecimenModel

/// Loads the SwiftUI property table from the `swiftUIModifiers` key of `vocabulary.yml`.
extension Vocabulary {
    package static let swiftUI: SwiftUIPropertyTable = {
        do {
            return try swiftUI(root: shipped.get())
        } catch {
            // Part of the binary, not user input: `SwiftUIVocabularyTests` catches a broken one.
            preconditionFailure("Sources/SpecimenReading/Vocabulary/vocabulary.yml: \(error)")
        }
    }()

    package static func swiftUI(yaml: String) throws -> SwiftUIPropertyTable {
        try swiftUI(root: composed(yaml))
    }

    package static func swiftUI(root: YAMLValue) throws -> SwiftUIPropertyTable {
        let file = "vocabulary.yml"
        guard let table = root["swiftUIModifiers"] else {
            throw SpecimenError("the vocabulary has no 'swiftUIModifiers'", file: file)
        }
        func node(_ path: [String]) throws -> YAMLValue {
            var value = table
            for key in path {
                guard let next = value[key] else {
                    throw SpecimenError("'swiftUIModifiers.\(path.joined(separator: "."))' is missing", file: file, line: value.line)
                }
                value = next
            }
            return value
        }
        func string(_ path: String...) throws -> String {
            let value = try node(path)
            guard let text = value.string, !text.isEmpty else {
                throw SpecimenError("'swiftUIModifiers.\(path.joined(separator: "."))' must be a name", file: file, line: value.line)
            }
            return text
        }
        func strings(_ path: String...) throws -> [String] {
            let value = try node(path)
            guard case .sequence(let items, _) = value, case let names = items.compactMap(\.string), names.count == items.count else {
                throw SpecimenError("'swiftUIModifiers.\(path.joined(separator: "."))' must be a list of names", file: file, line: value.line)
            }
            return names
        }
        func map(_ value: YAMLValue, _ path: String) throws -> [String: String] {
            guard let entries = value.entries else { throw SpecimenError("'\(path)' must be a mapping", file: file, line: value.line) }
            var out: [String: String] = [:]
            for (key, entry) in entries {
                guard let text = entry.string else { throw SpecimenError("'\(path).\(key)' must be a name", file: file, line: entry.line) }
                out[key] = text
            }
            return out
        }
        func colors(_ key: String) throws -> [String: RGBAColor] {
            let value = try node(["colors", key])
            return try map(value, "swiftUIModifiers.colors.\(key)").mapValues { hex in
                guard case .success(let color) = RGBAColor.parse(hex) else {
                    throw SpecimenError("'\(hex)' in 'swiftUIModifiers.colors.\(key)' is not a colour", file: file, line: value.line)
                }
                return color
            }
        }

        var modifiers: [String: SwiftUIPropertyTable.Rule] = [:]
        guard let entries = try node(["modifiers"]).entries else {
            throw SpecimenError("'swiftUIModifiers.modifiers' maps a modifier to how it is read", file: file, line: table.line)
        }
        for (name, entry) in entries {
            var reads: SwiftUIPropertyTable.Reading?
            if let word = entry["reads"]?.string {
                guard let reading = SwiftUIPropertyTable.Reading(rawValue: word) else {
                    throw SpecimenError("'\(word)' is no way Specimen reads a modifier (\(name))", file: file, line: entry.line)
                }
                reads = reading
            }
            let labels = try entry["labels"].map { try map($0, "swiftUIModifiers.modifiers.\(name).labels") } ?? [:]
            modifiers[name] = SwiftUIPropertyTable.Rule(reads: reads, styles: entry["styles"]?.string == "true", labels: labels)
        }
        let continuous = try map(try node(["shapes", "continuous"]), "swiftUIModifiers.shapes.continuous")
        guard continuous.count == 1, let (continuousLabel, continuousValue) = continuous.first.map({ ($0.key, $0.value) }) else {
            throw SpecimenError("'swiftUIModifiers.shapes.continuous' is one 'label: value'", file: file)
        }
        let names = SwiftUIPropertyTable.Names(
            viewProtocols: try strings("views", "protocols"),
            bodyMembers: try strings("views", "bodies"),
            textViews: try strings("views", "text"),
            literalView: try string("views", "literal"),
            sampleLabels: try strings("views", "sampleLabels"),
            imageNameLabel: try string("views", "imageName"),
            snippetLanguages: try strings("views", "languages").map { $0.lowercased() },
            uppercaseArgument: try string("textCase", "argument"),
            uppercaseCall: try string("textCase", "call"),
            roundedShape: try string("shapes", "rounded"),
            radiusLabel: try string("shapes", "radius"),
            continuousLabel: continuousLabel,
            continuousValue: continuousValue,
            fullyRoundedShapes: try strings("shapes", "fullyRounded"),
            fillCall: try string("shapes", "fill"),
            edgeLine: try string("shapes", "edgeLine"),
            edges: try map(try node(["shapes", "edges"]), "swiftUIModifiers.shapes.edges"),
            otherEdges: try string("shapes", "otherEdges"),
            unbounded: try string("frame", "unbounded"),
            colorType: try string("colors", "type"),
            hexLabel: try string("colors", "hex"),
            opacityCall: try string("colors", "opacity"),
            componentLabels: try strings("colors", "components"),
            whiteLabel: try string("colors", "white"),
            alphaLabels: try strings("colors", "alpha"),
            fixedColors: try colors("fixed"),
            systemColors: try colors("system"),
            fontType: try string("fonts", "type"),
            systemFont: try string("fonts", "system"),
            customFont: try string("fonts", "custom"),
            sizeLabel: try string("fonts", "size"),
            weightLabel: try string("fonts", "weight"),
            designLabel: try string("fonts", "design"))
        return SwiftUIPropertyTable(modifiers: modifiers, names: names)
    }
}
