import SpecimenModel
import SpecimenReading

/// Compares the component specs of one system on two sides: by name (ignoring case and
/// separators), then property by property in every variant, state and part.
package struct ComponentDiffer {
    /// One stated property, and where in the spec it sits.
    package struct Slot: Hashable, Comparable {
        package var part: String?
        package var variant: String?
        package var state: ComponentState?
        package var property: String

        /// The property's place in `PropertySet.diffLabels`, so a spec reads fill before radius.
        package var order: Int { PropertySet.diffLabels.firstIndex(of: property) ?? Int.max }

        package static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.part ?? "", lhs.variant ?? "", lhs.state ?? .default, lhs.order) < (rhs.part ?? "", rhs.variant ?? "", rhs.state ?? .default, rhs.order)
        }
    }

    /// A stated property, and the colour its token name stands for, when it names one.
    package struct Stated: Hashable {
        package var value: PropertyChange.Value
        package var resolved: String?
    }

    package static func properties(of spec: ComponentSpec, tokens: ResolvedTokens) -> [Slot: Stated] {
        let resolve: (String) -> RGBAColor? = { tokens.color($0) }
        var out: [Slot: Stated] = [:]
        for variant in [spec.base] + spec.variants {
            let name = DesignToken.slug(for: variant.name)
            for (state, set) in variant.states {
                for entry in set.diffEntries(resolve: resolve) {
                    out[Slot(part: nil, variant: name.isEmpty ? variant.name : name, state: state, property: entry.property)] =
                        Stated(value: entry.value, resolved: entry.resolved)
                }
            }
        }
        for part in spec.parts {
            let name = DesignToken.slug(for: part.name)
            for entry in part.properties.diffEntries(resolve: resolve) {
                out[Slot(part: name.isEmpty ? part.name : name, variant: nil, state: nil, property: entry.property)] =
                    Stated(value: entry.value, resolved: entry.resolved)
            }
        }
        return out
    }

    package static func keyed(_ specs: [ComponentSpec]) -> [(key: String, spec: ComponentSpec)] {
        var seen: [String: Int] = [:]
        return specs.map { spec in
            let base = DesignToken.slug(for: spec.name)
            let count = seen[base, default: 0] + 1
            seen[base] = count
            return (count == 1 ? base : "\(base)-\(count)", spec)
        }
    }

    package static func compare(before: [ComponentSpec], _ beforeTokens: ResolvedTokens, after: [ComponentSpec], _ afterTokens: ResolvedTokens) -> [ComponentChange] {
        let old = keyed(before)
        let new = keyed(after)
        let oldByKey = Dictionary(old.map { ($0.key, $0.spec) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        var changes: [ComponentChange] = []
        for (key, spec) in new {
            let source = SourceReference(spec.provenance)
            guard let previous = oldByKey[key] else {
                changes.append(ComponentChange(change: .added, name: spec.name, kind: spec.kind, before: nil, after: source))
                continue
            }
            let properties = compare(properties(of: previous, tokens: beforeTokens), properties(of: spec, tokens: afterTokens))
            if !properties.isEmpty || previous.kind != spec.kind {
                changes.append(ComponentChange(
                    change: .modified, name: spec.name, kind: spec.kind, previousKind: previous.kind == spec.kind ? nil : previous.kind,
                    before: SourceReference(previous.provenance), after: source, properties: properties))
            }
        }
        for (key, spec) in old where !newKeys.contains(key) {
            changes.append(ComponentChange(change: .removed, name: spec.name, kind: spec.kind, before: SourceReference(spec.provenance), after: nil))
        }
        return changes.sorted { lhs, rhs in
            let left = (lhs.change == .removed ? 1 : 0, (lhs.after ?? lhs.before)!.line, lhs.name)
            let right = (rhs.change == .removed ? 1 : 0, (rhs.after ?? rhs.before)!.line, rhs.name)
            return left < right
        }
    }

    /// Properties added, removed and modified. A property that names the same token on both
    /// sides is modified when the token's colour changed (the component is drawn differently,
    /// as the format's own diff lists it); both sides then show the colour beside the name.
    package static func compare(_ before: [Slot: Stated], _ after: [Slot: Stated]) -> [PropertyChange] {
        func change(_ kind: ChangeKind, _ slot: Slot, _ old: PropertyChange.Value?, _ new: PropertyChange.Value?) -> PropertyChange {
            PropertyChange(change: kind, variant: slot.variant, part: slot.part, state: slot.state, property: slot.property, before: old, after: new)
        }
        func showingColor(_ stated: Stated) -> PropertyChange.Value {
            var value = stated.value
            if let resolved = stated.resolved { value.text += " (\(resolved))" }
            return value
        }
        var out: [(Slot, PropertyChange)] = []
        for (slot, stated) in after {
            if let previous = before[slot] {
                if previous.value.text != stated.value.text {
                    out.append((slot, change(.modified, slot, previous.value, stated.value)))
                } else if previous.resolved != stated.resolved {
                    var modified = change(.modified, slot, showingColor(previous), showingColor(stated))
                    modified.tokenValueChanged = true
                    out.append((slot, modified))
                }
            } else {
                out.append((slot, change(.added, slot, nil, stated.value)))
            }
        }
        for (slot, stated) in before where after[slot] == nil {
            out.append((slot, change(.removed, slot, stated.value, nil)))
        }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
