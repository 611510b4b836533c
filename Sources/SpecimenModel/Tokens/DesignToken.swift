/// One named value a design document defines, with where it was defined.
public struct DesignToken: Sendable, Hashable, Codable {
    /// The fields, in one shared box (see `SharedFields`): tokens are copied by every lookup
    /// and filter of the interpreters and the audit. Coded as the fields themselves, so the
    /// build cache reads and writes the same JSON.
    private var storage: SharedFields<Fields>

    private struct Fields: Hashable, Sendable, Codable {
        var name: String
        var slug: String
        var value: TokenValue
        var group: String?
        var mode: TokenMode?
        var role: String?
        var usage: String?
        var provenance: Provenance
        var restatedAt: [Provenance]
        var variantOf: String?
    }

    public init(from decoder: Decoder) throws { storage = try SharedFields(from: decoder) }
    public func encode(to encoder: Encoder) throws { try storage.encode(to: encoder) }

    /// The name exactly as written (`Canvas`, `brandTeal`, `space.xs`).
    public var name: String { get { storage.fields.name } _modify { yield &storage.fields.name } }
    /// A lower-case, hyphenated form of the name, safe for CSS custom properties and URLs.
    public var slug: String { get { storage.fields.slug } _modify { yield &storage.fields.slug } }
    public var value: TokenValue { get { storage.fields.value } _modify { yield &storage.fields.value } }
    /// The section or code group the token sits in (`Primary Colors`, `AppSpacing`, `title`).
    public var group: String? { get { storage.fields.group } _modify { yield &storage.fields.group } }
    public var mode: TokenMode? { get { storage.fields.mode } _modify { yield &storage.fields.mode } }
    /// A role stated next to the name, as in `Canvas (Background)`.
    public var role: String? { get { storage.fields.role } _modify { yield &storage.fields.role } }
    public var usage: String? { get { storage.fields.usage } _modify { yield &storage.fields.usage } }
    public var provenance: Provenance { get { storage.fields.provenance } _modify { yield &storage.fields.provenance } }
    /// Later places that restate the same value under the same name.
    public var restatedAt: [Provenance] { get { storage.fields.restatedAt } _modify { yield &storage.fields.restatedAt } }
    /// Set when this token restates another one with a different shape, such as a gradient
    /// written again in code with an extra stop.
    public var variantOf: String? { get { storage.fields.variantOf } _modify { yield &storage.fields.variantOf } }

    public init(
        name: String, value: TokenValue, group: String? = nil, mode: TokenMode? = nil,
        role: String? = nil, usage: String? = nil, provenance: Provenance,
        restatedAt: [Provenance] = [], variantOf: String? = nil
    ) {
        storage = SharedFields(Fields(
            name: name, slug: DesignToken.slug(for: name), value: value, group: group, mode: mode, role: role,
            usage: usage, provenance: provenance, restatedAt: restatedAt, variantOf: variantOf
        ))
    }

    public var kind: TokenKind { value.kind }

    /// Shared by copies of this token until one is changed: lets a token set find a token it
    /// holds without comparing every field.
    package var identity: ObjectIdentifier { storage.identity }

    /// Splits camelCase and any run of non-alphanumerics into hyphens: `brandGradientTop` →
    /// `brand-gradient-top`, `Error/Alert` → `error-alert`, `space.2xl` → `space-2xl`.
    public static func slug(for name: String) -> String {
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiSlug(for: name) : characterSlug(for: name)
    }

    /// `slug(for:)` of ASCII text, over its bytes: the token index slugs every name it is asked
    /// for, and a `lowercased()` string per character was most of that.
    package static func asciiSlug(for name: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        var previous: UInt8?
        for byte in name.utf8 {
            if Ascii.isLetter(byte) || Ascii.isDigit(byte) {
                if (0x41...0x5A).contains(byte), let previous, (0x61...0x7A).contains(previous) || Ascii.isDigit(previous) {
                    out.append(UInt8(ascii: "-"))
                }
                out.append(Ascii.lowercased(byte))
            } else if let last = out.last, last != UInt8(ascii: "-") {
                out.append(UInt8(ascii: "-"))
            }
            previous = byte
        }
        while out.last == UInt8(ascii: "-") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    package static func characterSlug(for name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character.fastIsLetter || character.fastIsNumber {
                if character.fastIsUppercase, let previous, previous.fastIsLowercase || previous.fastIsNumber {
                    out += "-"
                }
                out += character.lowercased()
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out += "-"
            }
            previous = character
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }
}
