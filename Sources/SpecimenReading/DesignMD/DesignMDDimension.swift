import SpecimenModel

/// A dimension as the DESIGN.md format writes it: a number immediately followed by a CSS unit
/// (`16px`, `.5rem`, `-0.02em`), kept in the unit it was written in. Nothing is converted:
/// `1.5rem` stays 1.5 rem in every export, as DTCG 2025.10 keeps `{value, unit}`.
public struct DesignMDDimension: Sendable, Hashable, CustomStringConvertible {
    public var value: Double
    public var unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The units the format allows for radii and type: anything else is `model:invalid-unit`.
    public static let standardUnits: Set<String> = ["px", "rem", "em"]

    /// The CSS length units (and `%`) the format's tools know, case-sensitive: what makes the text
    /// a dimension at all. `12PX`, `12 px`, `px` and `auto` are none.
    public static let cssUnits: Set<String> = [
        "px", "cm", "mm", "in", "pt", "pc",
        "em", "rem", "ex", "ch", "cap", "ic", "lh", "rlh",
        "vh", "vw", "vmin", "vmax", "dvh", "dvw", "dvmin", "dvmax", "svh", "svw", "svmin", "svmax",
        "lvh", "lvw", "lvmin", "lvmax",
        "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "%",
    ]

    /// `-?digits[.digits]unit` with nothing around it: no sign but minus, no exponent, no space.
    public static func parse(_ text: String) -> DesignMDDimension? {
        var rest = Substring(text)
        var negative = false
        if rest.first == "-" {
            negative = true
            rest = rest.dropFirst()
        }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = rest.dropFirst(number.count)
        // At most one point, and a digit after it: `.5` and `5.25`, never `5.` or `1.2.3`.
        guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, number.last != ".",
              !unit.isEmpty, unit.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "%") }),
              cssUnits.contains(String(unit)), let magnitude = Double(number.hasPrefix(".") ? "0\(number)" : String(number))
        else { return nil }
        return DesignMDDimension(value: negative ? -magnitude : magnitude, unit: String(unit))
    }

    public var isStandard: Bool { Self.standardUnits.contains(unit) }

    /// `0.5rem`, `-0.02em`, `9999px`: the number as short as it reads exactly, then the unit.
    public var description: String { "\(DesignMDNumber.text(value))\(unit)" }
}

/// How the DESIGN.md exports write a number: as JavaScript would (`1.5`, `9999`, `0.25`), with
/// no exponent and no trailing zeros.
package enum DesignMDNumber {
    package static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(value)
        if text.contains("e") { text = value.fixedText(places: 10) }
        return text
    }
}
