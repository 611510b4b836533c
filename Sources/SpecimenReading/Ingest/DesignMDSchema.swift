import SpecimenModel

/// The vocabulary of the DESIGN.md format (version alpha), as data: the top-level keys of its
/// front matter, the properties a component may have, and its sections in their order.
///
/// Readers and lint rules take names from here, so a change to the format is one edit.
public enum DesignMDSchema {
    /// One section of the prose, with the other headings that mean it.
    public struct Section: Sendable, Hashable {
        public var name: String
        public var aliases: [String]

        public init(_ name: String, aliases: [String] = []) {
            self.name = name
            self.aliases = aliases
        }

        public var headings: [String] { [name] + aliases }
    }

    /// Every key the front matter may have at its top level.
    public static let topLevelKeys = ["version", "name", "description", "omitted", "colors", "typography", "rounded", "spacing", "components"]

    /// Keys that describe the document rather than hold tokens.
    public static let metadataKeys: Set<String> = ["version", "name", "description", "omitted"]

    public static let colorGroup = "colors"
    public static let typographyGroup = "typography"
    public static let componentsKey = "components"
    /// Lists the groups a document leaves out on purpose, as names or `{section:, reason:}`.
    public static let omittedKey = "omitted"
    /// The colour every palette should name.
    public static let primaryColor = "primary"

    /// Token groups whose absence only means agents fall back to their own defaults: the
    /// reference linter notes them (info), unless `omitted:` lists them.
    public static let optionalGroups = ["spacing", "rounded"]

    /// Material Design 3 colour roles: part of the contract a palette offers, so never
    /// "orphaned" even when no component of the document uses them.
    public static let baselineColorFamilies: Set<String> = ["primary", "secondary", "tertiary", "error", "surface", "background", "outline"]
    /// What makes a colour name a member of a family: `on-primary`, `inverse-surface`,
    /// `primary-container-high`, `primary-fixed-dim`, `surface-variant`.
    package static let familyPrefixes = ["on-", "inverse-", "on-"]
    package static let familyTails = ["-container", "-fixed"]
    package static let familySuffixes = ["-dim", "-bright", "-tint", "-variant"]

    /// The family a colour belongs to: `on-primary-container` → `primary`; a name outside the
    /// pattern is its own family.
    public static func colorFamily(_ name: String) -> String {
        var family = Substring(name)
        for prefix in familyPrefixes where family.hasPrefix(prefix) { family = family.dropFirst(prefix.count) }
        for tail in familyTails {
            if let range = family.range(ofLiteral: tail) { family = family[..<range.lowerBound] }
        }
        for suffix in familySuffixes where family.hasSuffix(suffix) { family = family.dropLast(suffix.count) }
        return family.isEmpty ? name : String(family)
    }

    /// The properties a component may set.
    public static let componentProperties = ["backgroundColor", "textColor", "typography", "rounded", "padding", "size", "height", "width"]

    /// The sections of the prose, in the order the format asks for. "Colours" is the British
    /// spelling Specimen also reads as `colours:`.
    public static let sections: [Section] = [
        Section("Overview", aliases: ["Brand & Style"]),
        Section("Colors", aliases: ["Colours"]),
        Section("Typography"),
        Section("Layout", aliases: ["Layout & Spacing"]),
        Section("Elevation & Depth", aliases: ["Elevation"]),
        Section("Shapes"),
        Section("Components"),
        Section("Do's and Don'ts"),
    ]

    /// The format's section a heading names, with its position in the order, or nil for any
    /// other heading. Case, curly apostrophes, `and`/`&` and a leading number (`2. Colors`) do
    /// not matter.
    public static func section(named heading: String) -> (index: Int, section: Section)? {
        let key = headingKey(heading)
        for (index, section) in sections.enumerated() where section.headings.contains(where: { headingKey($0) == key }) {
            return (index, section)
        }
        return nil
    }

    /// A heading reduced to what identifies it: lower case, one kind of apostrophe, `&` for
    /// "and", single spaces, no leading section number.
    public static func headingKey(_ heading: String) -> String {
        var text = heading.lowercased()
            .replacing(literal: "\u{2019}", with: "'")
            .replacing(literal: "\u{2018}", with: "'")
        let words = text.split(whereSeparator: \.fastIsWhitespace).map { $0 == "and" ? "&" : String($0) }
        text = words.joined(separator: " ")
        // `2. Colors`, `2) Colors`; not `2024 Colors`.
        if let first = words.first, first.count > 1, first.last == "." || first.last == ")",
           first.dropLast().allSatisfy(\.fastIsNumber), words.count > 1 {
            text = words.dropFirst().joined(separator: " ")
        }
        return text
    }
}
