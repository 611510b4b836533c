import SpecimenModel
import SpecimenReading

/// A token added, removed, modified or renamed, with its value and line on each side.
public struct TokenChange: Sendable, Hashable, Codable {
    /// A token as one side defines it.
    public struct Definition: Sendable, Hashable, Codable {
        /// The name exactly as written.
        public var name: String
        /// The value as `specimen tokens` prints it (`#1F6FEB`, `16px`, `→ primary = #1F6FEB`).
        public var value: String
        /// The opaque colour for a colour token (or an alias of one), for chips: `#RRGGBB`.
        public var color: String?
        public var source: SourceReference

        public init(name: String, value: String, color: String?, source: SourceReference) {
            self.name = name
            self.value = value
            self.color = color
            self.source = source
        }
    }

    public var change: ChangeKind
    /// The name on the after side (the before side's for a removed token).
    public var name: String
    /// `color`, `spacing`, `typeStyle`…, as `specimen tokens` names kinds.
    public var kind: String
    /// `light` or `dark` when the document gives the token per appearance.
    public var mode: TokenMode?
    public var before: Definition?
    public var after: Definition?

    public init(change: ChangeKind, name: String, kind: String, mode: TokenMode?, before: Definition?, after: Definition?) {
        self.change = change
        self.name = name
        self.kind = kind
        self.mode = mode
        self.before = before
        self.after = after
    }
}
