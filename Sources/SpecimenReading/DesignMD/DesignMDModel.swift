import SpecimenModel

/// A DESIGN.md front matter read exactly as the format's own tools read it (the reference CLI,
/// `@google/design.md` 0.3.0, and its spec): token names as written, nested groups joined with
/// dots (`background.light`), dimensions in the unit written, and every value the format
/// rejects reported as a `model:` finding with its path.
///
/// Specimen's own readers (`FrontMatterTokenReader`) read more (dark groups, prose, any group),
/// and convert for drawing; this model is what `specimen lint` checks against the format and
/// what `specimen export` writes, so scripts written for the reference get its answers.
public struct DesignMDModel: Sendable {
    /// A problem the format's rules find in a value: `model:invalid-color` at `colors.primary`.
    public struct Finding: Sendable, Hashable {
        public var rule: String
        public var severity: LintSeverity
        public var path: String
        public var line: Int
        public var message: String
    }

    public struct Color: Sendable, Hashable {
        public var name: String
        public var color: RGBAColor
        public var line: Int
    }

    public struct Dimension: Sendable, Hashable {
        public var name: String
        public var value: DesignMDDimension
        public var line: Int
    }

    /// A line height is a dimension, or a plain multiplier (`1.6`).
    public enum LineHeight: Sendable, Hashable {
        case dimension(DesignMDDimension)
        case multiplier(Double)
    }

    /// A type style with the properties it states; what it leaves out is unknown, never filled.
    public struct TypeStyle: Sendable, Hashable {
        public var name: String
        public var line: Int
        public var fontFamily: String?
        public var fontSize: DesignMDDimension?
        public var fontWeight: Double?
        public var lineHeight: LineHeight?
        public var letterSpacing: DesignMDDimension?
        public var fontFeature: String?
        public var fontVariation: String?
    }

    public var name: String?
    public var description: String?
    public var colors: [Color] = []
    public var typography: [TypeStyle] = []
    public var rounded: [Dimension] = []
    public var spacing: [Dimension] = []
    public var components: [String] = []
    public var findings: [Finding] = []

    /// The top-level keys the format defines; any other is ignored by its tools.
    public static let schemaKeys: Set<String> = ["version", "name", "description", "colors", "typography", "rounded", "spacing", "components"]
    /// Groups nest at most this deep below the group's own key (21 keys along a path).
    public static let maxNestingDepth = 20
    public static let typographyProperties = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "fontFeature", "fontVariation"]

    /// `{colors.primary}`: braces around a path of letters, digits, `.`, `_` and `-`, nothing else.
    /// `{ colors.primary }` is text, not a reference.
    public static func isReference(_ text: String) -> Bool {
        text.count > 2 && text.first == "{" && text.last == "}"
            && text.dropFirst().dropLast().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }
    }

    public init(_ frontMatter: FrontMatter) {
        self.init(root: frontMatter.root)
    }

    public init(root: YAMLValue) {
        let references = FrontMatterReferences(root: root)
        name = root["name"]?.string
        description = root["description"]?.string
        for (key, value) in root.entries ?? [] {
            switch key {
            case "colors": readColors(value, references)
            case "rounded": rounded = readDimensions(value, group: key, references)
            case "spacing": spacing = readDimensions(value, group: key, references)
            case "typography": readTypography(value, references)
            case "components": components = (value.entries ?? []).map(\.key)
            default: continue
            }
        }
    }

    // MARK: - Groups of single values

    /// The leaves of a colors, rounded or spacing group with their dotted names, at most
    /// `maxNestingDepth` deep, the first of two leaves that name the same token winning.
    private mutating func leaves(of group: YAMLValue, named groupName: String) -> [(name: String, value: YAMLValue)] {
        var out: [(name: String, value: YAMLValue)] = []
        var dotted: Set<String> = []
        var hyphenated: Set<String> = []
        var tooDeep = false
        func walk(_ entries: [(key: String, value: YAMLValue)], path: [String]) {
            for (key, value) in entries {
                let keys = path + [key]
                if let nested = value.entries {
                    // A group at depth 21 would hold leaves 22 keys down.
                    guard keys.count <= Self.maxNestingDepth else {
                        tooDeep = true
                        continue
                    }
                    walk(nested, path: keys)
                    continue
                }
                let name = keys.joined(separator: ".")
                let flat = keys.joined(separator: "-").replacing(literal: ".", with: "-")
                if dotted.contains(name) {
                    report("model:duplicate-token", .error, "\(groupName).\(name)", value.line,
                           "Duplicate token path '\(groupName).\(name)' detected; the first is kept.")
                } else if hyphenated.contains(flat) {
                    report("model:flatten-collision", .error, "\(groupName).\(name)", value.line,
                           "Grouped \(groupName) token flattens to '\(flat)', which is already defined; the first is kept.")
                } else {
                    dotted.insert(name)
                    hyphenated.insert(flat)
                    out.append((name, value))
                }
            }
        }
        walk(group.entries ?? [], path: [])
        if tooDeep {
            report("model:nesting-depth", .error, groupName, group.line,
                   "Token nesting depth exceeds maximum allowed depth of \(Self.maxNestingDepth); the deeper tokens are not read.")
        }
        return out
    }

    private mutating func readColors(_ group: YAMLValue, _ references: FrontMatterReferences) {
        for (name, value) in leaves(of: group, named: "colors") {
            let text = value.string ?? ""
            if Self.isReference(text) {
                // A reference that ends nowhere, or at something that is not a colour, gives no
                // token; `broken-ref` names the missing ones.
                if case .success(let end) = references.resolve(value), let endText = end.string,
                   case .success(let parsed) = CSSColor.parse(endText) {
                    colors.append(Color(name: name, color: parsed.color, line: value.line))
                }
                continue
            }
            if case .success(let parsed)? = value.string.map(CSSColor.parse) {
                colors.append(Color(name: name, color: parsed.color, line: value.line))
            } else {
                report("model:invalid-color", .error, "colors.\(name)", value.line,
                       "'\(Self.shown(value))' is not a valid color. Expected a CSS color value (e.g., #ffffff, rgb(0 0 0), oklch(0.5 0.2 240)).")
            }
        }
    }

    private mutating func readDimensions(_ group: YAMLValue, group groupName: String, _ references: FrontMatterReferences) -> [Dimension] {
        var out: [Dimension] = []
        let isSpacing = groupName == "spacing"
        for (name, value) in leaves(of: group, named: groupName) {
            guard var text = value.string else { continue }
            if Self.isReference(text) {
                guard case .success(let end) = references.resolve(value), let endText = end.string else { continue }
                text = endText
                // A reference to something that is not a dimension gives no token, and no finding.
                guard DesignMDDimension.parse(text) != nil else { continue }
            }
            // A bare number is a YAML number to the format: no dimension, and no finding.
            if Self.isBareNumber(text) { continue }
            guard let dimension = DesignMDDimension.parse(text) else {
                // Spacing may hold anything (`auto`, a column count); radii must be dimensions.
                if !isSpacing {
                    report("model:invalid-dimension", .error, "\(groupName).\(name)", value.line, "'\(text)' is not a valid dimension.")
                }
                continue
            }
            if !isSpacing, !dimension.isStandard {
                report("model:invalid-unit", .error, "\(groupName).\(name)", value.line,
                       "'\(text)' has an invalid unit '\(dimension.unit)'. Only px, rem, and em are allowed.")
            }
            out.append(Dimension(name: name, value: dimension, line: value.line))
        }
        return out
    }

    // MARK: - Typography

    private mutating func readTypography(_ group: YAMLValue, _ references: FrontMatterReferences) {
        for (name, raw) in group.entries ?? [] {
            var style = TypeStyle(name: name, line: raw.line)
            guard case .success(let value) = references.resolve(raw, allowComposite: true), let entries = value.entries else {
                typography.append(style)
                continue
            }
            for (key, property) in entries {
                let path = "typography.\(name).\(key)"
                guard Self.typographyProperties.contains(key) else {
                    report("model:typography-prop", .warning, path, property.line,
                           "'\(key)' is not a recognized typography property. Valid properties: \(Self.typographyProperties.joined(separator: ", ")).")
                    continue
                }
                guard case .success(let resolved) = references.resolve(property), let text = resolved.string else { continue }
                switch key {
                case "fontFamily":
                    if case .success = CSSColor.parse(text) {
                        report("model:font-family-color", .error, path, property.line, "'\(text)' appears to be a color, not a valid font family.")
                    }
                    style.fontFamily = text
                case "fontWeight":
                    if let weight = Double(text.trimmingWhitespace), weight.isFinite {
                        style.fontWeight = weight
                    } else {
                        report("model:font-weight", .error, path, property.line, "'\(text)' is not a valid font weight. Expected a number.")
                    }
                case "lineHeight":
                    if let number = Self.bareNumber(text) {
                        style.lineHeight = .multiplier(number)
                    } else if let dimension = checkedDimension(text, path: path, line: property.line) {
                        style.lineHeight = .dimension(dimension)
                    }
                case "fontSize":
                    if !Self.isBareNumber(text) { style.fontSize = checkedDimension(text, path: path, line: property.line) }
                case "letterSpacing":
                    if !Self.isBareNumber(text) { style.letterSpacing = checkedDimension(text, path: path, line: property.line) }
                case "fontFeature": style.fontFeature = text
                case "fontVariation": style.fontVariation = text
                default: break
                }
            }
            typography.append(style)
        }
    }

    /// A type dimension, reported when it is none or is in a unit the format does not allow
    /// (kept then, as the format's tools keep it).
    private mutating func checkedDimension(_ text: String, path: String, line: Int) -> DesignMDDimension? {
        guard let dimension = DesignMDDimension.parse(text) else {
            report("model:invalid-dimension", .error, path, line, "'\(text)' is not a valid dimension.")
            return nil
        }
        if !dimension.isStandard {
            report("model:invalid-unit", .error, path, line, "'\(text)' has an invalid unit '\(dimension.unit)'. Only px, rem, and em are allowed.")
        }
        return dimension
    }

    // MARK: - Helpers

    private mutating func report(_ rule: String, _ severity: LintSeverity, _ path: String, _ line: Int, _ message: String) {
        findings.append(Finding(rule: rule, severity: severity, path: path, line: line, message: message))
    }

    /// `16`, `1.5`, `-2`: a number without a unit, which YAML reads as a number.
    package static func bareNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    package static func isBareNumber(_ text: String) -> Bool { bareNumber(text) != nil }

    private static func shown(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text, _): text
        case .sequence: "[…]"
        case .mapping: "{…}"
        }
    }

    /// Counts as the format's token summary gives them: colours, radii and spacing that were
    /// read, every type style and every component.
    public var counts: (colors: Int, typography: Int, rounded: Int, spacing: Int, components: Int) {
        (colors.count, typography.count, rounded.count, spacing.count, components.count)
    }
}
