import SpecimenModel

/// A component the document describes in words Specimen does not read as a look (`Clean header
/// on white`, `Pinterest logo + search bar centered`): listed with those words and their lines,
/// never drawn as a box that would pass for what the document means.
public struct DescribedComponent: Sendable, Hashable {
    public var name: String
    /// The kind its name says, when it says one.
    public var kind: ComponentKind
    public var provenance: Provenance
    /// The lines that describe it, as written.
    public var words: [DocumentText]
    /// What was read of it all the same (`fill`, `font`…): too little to draw it by.
    public var understood: [String]

    public init(name: String, kind: ComponentKind, provenance: Provenance, words: [DocumentText], understood: [String] = []) {
        self.name = name
        self.kind = kind
        self.provenance = provenance
        self.words = words
        self.understood = understood
    }
}
