import Foundation

/// The rules of the Design Tokens Community Group format 2025.10 (Format and Color modules) that
/// a file must keep, checked by hand: no schema for it is packaged for Debian or PyPI, so these
/// are written from the specification's text. Each returns the ways `json` breaks them.
///
/// - A token is an object with `$value`; any other object under a group is a group.
/// - Names may not start with `$` or hold `{`, `}` or `.`.
/// - A token's type is its `$type` or the nearest ancestor group's; a token with neither is
///   invalid (tools may not guess a type from the value).
/// - Tokens may hold only `$value`, `$type`, `$description`, `$extensions`, `$deprecated`;
///   groups only those (but `$value`) and `$schema` at the root.
/// - color: `{colorSpace, components, alpha?, hex?}`; sRGB components are three numbers in
///   [0, 1]; alpha in [0, 1]; hex six digits (the alpha lives in `alpha`).
/// - dimension: `{value: number, unit: "px" | "rem"}`, nothing else.
/// - fontFamily: a string, or a non-empty array of strings.
/// - fontWeight: a number in [1, 1000], or one of the format's weight names.
/// - number: a number.
/// - typography: an object with all five of fontFamily, fontSize, fontWeight, letterSpacing and
///   lineHeight, each valid for its type (lineHeight a number), and nothing else.
/// - `$description` is a string; `$extensions` an object.
enum DTCGFormatRules {
    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]
    static let colorSpaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]
    static let weightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
        "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]
    static let tokenKeys: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupKeys: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]

    static func violations(in text: String) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return ["not a JSON object"] }
        var out: [String] = []
        for key in root.keys where key.hasPrefix("$") && !groupKeys.contains(key) && key != "$schema" {
            out.append("root: unknown property \(key)")
        }
        if let schema = root["$schema"], !(schema is String) { out.append("root: $schema is not a string") }
        group(root, path: [], inherited: nil, into: &out)
        return out
    }

    private static func group(_ object: [String: Any], path: [String], inherited: String?, into out: inout [String]) {
        let here = path.isEmpty ? "root" : path.joined(separator: ".")
        var type = inherited
        if let declared = object["$type"] {
            guard let name = declared as? String, types.contains(name) else { return out.append("\(here): unknown group $type") }
            type = name
        }
        common(object, at: here, into: &out)
        for (key, child) in object where !key.hasPrefix("$") {
            let childPath = path + [key]
            let name = childPath.joined(separator: ".")
            if key.isEmpty || key.contains(where: { "{}.".contains($0) }) { out.append("\(name): '\(key)' is no DTCG name") }
            guard let child = child as? [String: Any] else {
                out.append("\(name): neither a token nor a group")
                continue
            }
            if child["$value"] != nil {
                token(child, at: name, inherited: type, into: &out)
            } else {
                for key in child.keys where key.hasPrefix("$") && !groupKeys.contains(key) { out.append("\(name): unknown group property \(key)") }
                group(child, path: childPath, inherited: type, into: &out)
            }
        }
    }

    private static func token(_ object: [String: Any], at name: String, inherited: String?, into out: inout [String]) {
        for key in object.keys where !tokenKeys.contains(key) { out.append("\(name): unknown token property \(key)") }
        common(object, at: name, into: &out)
        guard let type = (object["$type"] as? String) ?? inherited else { return out.append("\(name): no $type on it or a group above it") }
        guard types.contains(type) else { return out.append("\(name): unknown $type \(type)") }
        value(object["$value"] as Any, type: type, at: name, into: &out)
    }

    private static func common(_ object: [String: Any], at name: String, into out: inout [String]) {
        if let description = object["$description"], !(description is String) { out.append("\(name): $description is not a string") }
        if let extensions = object["$extensions"], !(extensions is [String: Any]) { out.append("\(name): $extensions is not an object") }
    }

    static func value(_ value: Any, type: String, at name: String, into out: inout [String]) {
        if let text = value as? String, text.hasPrefix("{"), type != "fontFamily" {
            if text.wholeMatch(of: /\{[^{}.$][^{}]*\}/) == nil { out.append("\(name): '\(text)' is not an alias") }
            return
        }
        switch type {
        case "color": color(value, at: name, into: &out)
        case "dimension": dimension(value, at: name, into: &out)
        case "fontFamily":
            if !(value is String || ((value as? [Any])?.isEmpty == false && (value as? [Any])!.allSatisfy { $0 is String })) {
                out.append("\(name): a font family is a string or a list of strings")
            }
        case "fontWeight":
            if let number = number(value) {
                if !(1...1000).contains(number) { out.append("\(name): font weight \(number) is outside 1…1000") }
            } else if let word = value as? String {
                if !weightNames.contains(word) { out.append("\(name): '\(word)' is no font weight name") }
            } else {
                out.append("\(name): a font weight is a number or a name")
            }
        case "number":
            if number(value) == nil { out.append("\(name): not a number") }
        case "typography":
            guard let object = value as? [String: Any] else { return out.append("\(name): typography is an object") }
            let parts: [(String, String)] = [("fontFamily", "fontFamily"), ("fontSize", "dimension"), ("fontWeight", "fontWeight"), ("letterSpacing", "dimension"), ("lineHeight", "number")]
            for key in object.keys where !parts.contains(where: { $0.0 == key }) { out.append("\(name): typography has no property \(key)") }
            for (key, partType) in parts {
                guard let part = object[key] else {
                    out.append("\(name): typography lacks \(key)")
                    continue
                }
                self.value(part, type: partType, at: "\(name).\(key)", into: &out)
            }
        default:
            break
        }
    }

    private static func color(_ value: Any, at name: String, into out: inout [String]) {
        guard let object = value as? [String: Any] else { return out.append("\(name): a colour is an object") }
        for key in object.keys where !["colorSpace", "components", "alpha", "hex"].contains(key) { out.append("\(name): colour has no property \(key)") }
        guard let space = object["colorSpace"] as? String, colorSpaces.contains(space) else { return out.append("\(name): unknown colorSpace") }
        guard let components = object["components"] as? [Any], components.count == 3 else { return out.append("\(name): components are three") }
        for component in components {
            if let text = component as? String, text == "none" { continue }
            guard let number = number(component) else { return out.append("\(name): a component is a number or none") }
            if space == "srgb", !(0...1).contains(number) { out.append("\(name): sRGB component \(number) is outside 0…1") }
        }
        if let alpha = object["alpha"] {
            guard let number = number(alpha), (0...1).contains(number) else { return out.append("\(name): alpha is a number in 0…1") }
        }
        if let hex = object["hex"] {
            guard let text = hex as? String, text.wholeMatch(of: /#[0-9a-fA-F]{6}/) != nil else { return out.append("\(name): hex is six hex digits") }
        }
    }

    private static func dimension(_ value: Any, at name: String, into out: inout [String]) {
        guard let object = value as? [String: Any], Set(object.keys) == ["value", "unit"], number(object["value"] as Any) != nil,
              let unit = object["unit"] as? String, unit == "px" || unit == "rem"
        else { return out.append("\(name): a dimension is {value, unit: px or rem}, not \(value)") }
    }

    /// A JSON number. (Foundation hands booleans back as numbers too; no export here writes one.)
    private static func number(_ value: Any) -> Double? {
        (value as? NSNumber)?.doubleValue
    }
}
