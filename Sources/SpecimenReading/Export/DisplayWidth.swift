import SpecimenModel

/// How many terminal columns text takes: East Asian wide and fullwidth characters take two,
/// combining marks and zero-width characters none. A heuristic over code point ranges, which
/// is what terminals themselves do.
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// A grapheme cluster is as wide as its base: combining marks and emoji modifiers ride on it.
    package static func of(_ character: Character) -> Int {
        guard let base = character.unicodeScalars.first else { return 0 }
        if isZeroWidth(base) { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(base) ? 2 : 1
    }

    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return scalar.value == 0x200B
        }
    }

    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` followed by spaces up to `width` columns.
    package static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }
}
