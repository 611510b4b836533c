import Foundation

/// View models as dictionaries and arrays, read by reflection once per value.
///
/// swift-mustache looks a name up by reflecting the value afresh each time, and a name the
/// innermost context lacks is looked up again in every enclosing one: on the gallery and audit
/// pages that reflection was most of the build. One `Mirror` per value, turned into a
/// dictionary, renders the same text.
enum TemplateValue {
    static func convert(_ value: Any) -> Any {
        switch value {
        case is String, is Bool, is Int, is Double, is Substring: return value
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label else { continue }
                // A nil field is left out, as Mirror lookups skip it: the name is then looked up
                // in the enclosing contexts, exactly as before.
                guard let present = unwrap(child.value) else { continue }
                fields[label] = convert(present)
            }
            return fields
        case .collection:
            var changed = false
            let elements = mirror.children.map { child -> Any in
                let converted = convert(child.value)
                if !changed, !(converted is String || converted is Bool || converted is Int || converted is Double) { changed = true }
                return converted
            }
            // Arrays of plain values stay typed, so `sorted(…)` and friends still apply.
            return changed ? elements : value
        case .optional:
            return unwrap(value).map(convert) as Any
        default:
            return value
        }
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
