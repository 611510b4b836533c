/// One named value a design document defines, with where it was defined.
public struct DesignToken: Sendable, Hashable, Codable {
    /// The name exactly as written (`Canvas`, `brandTeal`, `space.xs`).
    public var name: String
    /// A lower-case, hyphenated form of the name, safe for CSS custom properties and URLs.
    public var slug: String
    public var value: TokenValue
    /// The section or code group the token sits in (`Primary Colors`, `AppSpacing`, `title`).
    public var group: String?
    public var mode: TokenMode?
    /// A role stated next to the name, as in `Canvas (Background)`.
    public var role: String?
    public var usage: String?
    public var provenance: Provenance
    /// Later places that restate the same value under the same name.
    public var restatedAt: [Provenance]
    /// Set when this token restates another one with a different shape, such as a gradient
    /// written again in code with an extra stop.
    public var variantOf: String?

    public init(
        name: String, value: TokenValue, group: String? = nil, mode: TokenMode? = nil,
        role: String? = nil, usage: String? = nil, provenance: Provenance,
        restatedAt: [Provenance] = [], variantOf: String? = nil
    ) {
        self.name = name
        self.slug = DesignToken.slug(for: name)
        self.value = value
        self.group = group
        self.mode = mode
        self.role = role
        self.usage = usage
        self.provenance = provenance
        self.restatedAt = restatedAt
        self.variantOf = variantOf
    }

    public var kind: TokenKind { value.kind }

    /// Splits camelCase and any run of non-alphanumerics into hyphens: `brandGradientTop` →
    /// `brand-gradient-top`, `Error/Alert` → `error-alert`, `space.2xl` → `space-2xl`.
    public static func slug(for name: String) -> String {
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiSlug(for: name) : characterSlug(for: name)
    }

    /// `slug(for:)` of ASCII text, over its bytes: the token index slugs every name it is asked
    /// for, and a `lowercased()` string per character was most of that.
    static func asciiSlug(for name: String) -> String {
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

    static func characterSlug(for name: String) -> String {
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
