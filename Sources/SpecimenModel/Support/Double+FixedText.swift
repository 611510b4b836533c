import Foundation

extension Double {
    /// `String(format: "%.<places>f", self)` with trailing zeros and a bare point dropped:
    /// `16`, `0.5`, `-0`. Whole numbers and short decimals, what most lengths and sizes are, are
    /// printed without the C formatter, which was a few percent of drawing a long document's gallery.
    package func fixedText(places: Int) -> String {
        if self == rounded(), abs(self) < 1e15 {
            return self == 0 && sign == .minus ? "-0" : String(Int64(self))
        }
        // Short decimals (`0.5`, `1.25`) too: the scaled value, rounded, holds the digits, unless
        // it lies near a half, where the product's rounding error could tip it (the C formatter
        // rounds the exact binary value). Scaled values stay under 1e10, so that error is
        // below 2e-6, far inside the margin.
        if places <= 4, abs(self) < 1e6 {
            let unit = [1, 10, 100, 1_000, 10_000][places]
            let scaled = abs(self) * Double(unit)
            if abs(scaled - scaled.rounded(.down) - 0.5) > 1e-4 {
                let digits = Int64(scaled.rounded())
                var text = self < 0 ? "-" : ""
                text += String(digits / Int64(unit))
                var fraction = Int(digits % Int64(unit))
                guard fraction != 0 else { return text }
                var length = places
                while fraction % 10 == 0 { fraction /= 10; length -= 1 }
                let shown = String(fraction)
                return text + "." + String(repeating: "0", count: length - shown.count) + shown
            }
        }
        var text = String(format: "%.\(places)f", self)
        if text.contains(literal: ".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

extension Double {
    /// A share as a whole percentage (`0.5` → `50%`). A value no reading should let through
    /// (1e17, infinity) prints as written rather than trapping in the conversion to an integer.
    package var percentText: String {
        let percent = (self * 100).rounded()
        guard percent.isFinite, abs(percent) < 1e15 else { return "\(self * 100)%" }
        return "\(Int64(percent))%"
    }
}
