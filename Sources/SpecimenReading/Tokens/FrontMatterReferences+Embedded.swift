import SpecimenModel

extension FrontMatterReferences {
    /// The paths of references written inside a longer value: `1px solid {colors.hairline}` →
    /// `colors.hairline`. A value that is one whole reference gives its one path.
    package static func embeddedPaths(in text: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            if let path = path(in: String(rest[open...close])) { paths.append(path) }
            rest = after[after.index(after: close)...]
        }
        return paths
    }
}
