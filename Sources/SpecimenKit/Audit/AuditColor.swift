/// A colour as a report shows it: the opaque colour the eye sees, and where it came from.
public struct AuditColor: Sendable, Hashable, Codable {
    /// The effective colour after compositing, always opaque `#RRGGBB`.
    public var hex: String
    /// The token, literal or description the colour came from (`brandSurface at 90%`, `page background`).
    public var name: String
    /// The colour as declared, with alpha (`#F3EBE0E6`), when it differs from `hex`.
    public var declared: String?

    public init(hex: String, name: String, declared: String? = nil) {
        self.hex = hex
        self.name = name
        self.declared = declared == hex ? nil : declared
    }
}
