import SpecimenModel
import SpecimenReading

/// A colour as a report shows it: the opaque colour the eye sees, and where it came from.
///
/// In JSON, `hex` is the colour as the document states it (`#00B4CC14` for a translucent fill)
/// and `composited`, present only when it differs, the opaque colour that was measured: a reader
/// finds the document's own value, and can check the ratio against what was drawn.
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

    private enum CodingKeys: String, CodingKey {
        case hex, name, composited
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stated = try container.decode(String.self, forKey: .hex)
        name = try container.decode(String.self, forKey: .name)
        if let composited = try container.decodeIfPresent(String.self, forKey: .composited) {
            hex = composited
            declared = stated
        } else {
            hex = stated
            declared = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(declared ?? hex, forKey: .hex)
        try container.encode(name, forKey: .name)
        if declared != nil { try container.encode(hex, forKey: .composited) }
    }
}
