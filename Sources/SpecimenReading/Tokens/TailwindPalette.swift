import SpecimenModel

/// Tailwind's default colour palette (v3, the hex values its documentation and most documents
/// quote): a class such as `bg-gray-50` or `text-zinc-400` names one of these where the
/// document defines no colour of that name, as CSS's named colours name CSS's table. These are
/// the framework's published values, not any design system's.
package enum TailwindPalette {
    /// The steps every hue has, in the order of `hues`' values.
    package static let steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    private static let hues: [String: [UInt32]] = [
        "slate": [0xF8FAFC, 0xF1F5F9, 0xE2E8F0, 0xCBD5E1, 0x94A3B8, 0x64748B, 0x475569, 0x334155, 0x1E293B, 0x0F172A, 0x020617],
        "gray": [0xF9FAFB, 0xF3F4F6, 0xE5E7EB, 0xD1D5DB, 0x9CA3AF, 0x6B7280, 0x4B5563, 0x374151, 0x1F2937, 0x111827, 0x030712],
        "zinc": [0xFAFAFA, 0xF4F4F5, 0xE4E4E7, 0xD4D4D8, 0xA1A1AA, 0x71717A, 0x52525B, 0x3F3F46, 0x27272A, 0x18181B, 0x09090B],
        "neutral": [0xFAFAFA, 0xF5F5F5, 0xE5E5E5, 0xD4D4D4, 0xA3A3A3, 0x737373, 0x525252, 0x404040, 0x262626, 0x171717, 0x0A0A0A],
        "stone": [0xFAFAF9, 0xF5F5F4, 0xE7E5E4, 0xD6D3D1, 0xA8A29E, 0x78716C, 0x57534E, 0x44403C, 0x292524, 0x1C1917, 0x0C0A09],
        "red": [0xFEF2F2, 0xFEE2E2, 0xFECACA, 0xFCA5A5, 0xF87171, 0xEF4444, 0xDC2626, 0xB91C1C, 0x991B1B, 0x7F1D1D, 0x450A0A],
        "orange": [0xFFF7ED, 0xFFEDD5, 0xFED7AA, 0xFDBA74, 0xFB923C, 0xF97316, 0xEA580C, 0xC2410C, 0x9A3412, 0x7C2D12, 0x431407],
        "amber": [0xFFFBEB, 0xFEF3C7, 0xFDE68A, 0xFCD34D, 0xFBBF24, 0xF59E0B, 0xD97706, 0xB45309, 0x92400E, 0x78350F, 0x451A03],
        "yellow": [0xFEFCE8, 0xFEF9C3, 0xFEF08A, 0xFDE047, 0xFACC15, 0xEAB308, 0xCA8A04, 0xA16207, 0x854D0E, 0x713F12, 0x422006],
        "lime": [0xF7FEE7, 0xECFCCB, 0xD9F99D, 0xBEF264, 0xA3E635, 0x84CC16, 0x65A30D, 0x4D7C0F, 0x3F6212, 0x365314, 0x1A2E05],
        "green": [0xF0FDF4, 0xDCFCE7, 0xBBF7D0, 0x86EFAC, 0x4ADE80, 0x22C55E, 0x16A34A, 0x15803D, 0x166534, 0x14532D, 0x052E16],
        "emerald": [0xECFDF5, 0xD1FAE5, 0xA7F3D0, 0x6EE7B7, 0x34D399, 0x10B981, 0x059669, 0x047857, 0x065F46, 0x064E3B, 0x022C22],
        "teal": [0xF0FDFA, 0xCCFBF1, 0x99F6E4, 0x5EEAD4, 0x2DD4BF, 0x14B8A6, 0x0D9488, 0x0F766E, 0x115E59, 0x134E4A, 0x042F2E],
        "cyan": [0xECFEFF, 0xCFFAFE, 0xA5F3FC, 0x67E8F9, 0x22D3EE, 0x06B6D4, 0x0891B2, 0x0E7490, 0x155E75, 0x164E63, 0x083344],
        "sky": [0xF0F9FF, 0xE0F2FE, 0xBAE6FD, 0x7DD3FC, 0x38BDF8, 0x0EA5E9, 0x0284C7, 0x0369A1, 0x075985, 0x0C4A6E, 0x082F49],
        "blue": [0xEFF6FF, 0xDBEAFE, 0xBFDBFE, 0x93C5FD, 0x60A5FA, 0x3B82F6, 0x2563EB, 0x1D4ED8, 0x1E40AF, 0x1E3A8A, 0x172554],
        "indigo": [0xEEF2FF, 0xE0E7FF, 0xC7D2FE, 0xA5B4FC, 0x818CF8, 0x6366F1, 0x4F46E5, 0x4338CA, 0x3730A3, 0x312E81, 0x1E1B4B],
        "violet": [0xF5F3FF, 0xEDE9FE, 0xDDD6FE, 0xC4B5FD, 0xA78BFA, 0x8B5CF6, 0x7C3AED, 0x6D28D9, 0x5B21B6, 0x4C1D95, 0x2E1065],
        "purple": [0xFAF5FF, 0xF3E8FF, 0xE9D5FF, 0xD8B4FE, 0xC084FC, 0xA855F7, 0x9333EA, 0x7E22CE, 0x6B21A8, 0x581C87, 0x3B0764],
        "fuchsia": [0xFDF4FF, 0xFAE8FF, 0xF5D0FE, 0xF0ABFC, 0xE879F9, 0xD946EF, 0xC026D3, 0xA21CAF, 0x86198F, 0x701A75, 0x4A044E],
        "pink": [0xFDF2F8, 0xFCE7F3, 0xFBCFE8, 0xF9A8D4, 0xF472B6, 0xEC4899, 0xDB2777, 0xBE185D, 0x9D174D, 0x831843, 0x500724],
        "rose": [0xFFF1F2, 0xFFE4E6, 0xFECDD3, 0xFDA4AF, 0xFB7185, 0xF43F5E, 0xE11D48, 0xBE123C, 0x9F1239, 0x881337, 0x4C0519],
    ]

    /// `zinc-300` named as a colour where the system has no such token: Tailwind's, unless the
    /// system gives steps of that hue itself in values of its own (its own scale, whose missing
    /// step is unknown). A system whose steps of the hue are all Tailwind's (`Gray-900 #111827`)
    /// uses Tailwind's scale, whose other steps are Tailwind's too.
    package static func color(_ name: String, besides tokens: ResolvedTokens) -> RGBAColor? {
        let name = name.lowercased()
        guard let color = color(name), let dash = name.lastIndex(of: "-") else { return nil }
        return definesOwnSteps(ofHue: String(name[..<dash]), in: tokens) ? nil : color
    }

    /// Whether the system names colours as steps of a hue (`cyan-700`, by name or role), one of
    /// them in a value other than Tailwind's step of that name.
    private static func definesOwnSteps(ofHue hue: String, in tokens: ResolvedTokens) -> Bool {
        let prefix = hue.lowercased() + "-"
        return tokens.tokens(of: .color).contains { token in
            [token.slug, token.role.map { DesignToken.slug(for: $0) }].contains { name in
                guard let name, name.hasPrefix(prefix), name.dropFirst(prefix.count).allSatisfy(\.fastIsNumber) else { return false }
                guard let framework = color(name), case .color(let own)? = tokens.value(of: token) else { return true }
                return own.withAlpha(1).hex != framework.hex
            }
        }
    }

    /// `gray-50` → #F9FAFB; nil for a name the palette lacks (`brand-500`, `gray-55`).
    package static func color(_ name: String) -> RGBAColor? {
        guard let dash = name.lastIndex(of: "-"), let step = Int(name[name.index(after: dash)...]),
              let index = steps.firstIndex(of: step), let values = hues[String(name[..<dash])] else { return nil }
        let value = values[index]
        return RGBAColor(red8: Int(value >> 16 & 0xFF), green8: Int(value >> 8 & 0xFF), blue8: Int(value & 0xFF))
    }
}
