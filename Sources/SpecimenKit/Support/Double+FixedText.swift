import Foundation

extension Double {
    /// `String(format: "%.<places>f", self)` with trailing zeros and a bare point dropped:
    /// `16`, `0.5`, `-0`. A whole number, what most lengths and sizes are, is printed without
    /// the C formatter, which was a few percent of drawing a long document's gallery.
    func fixedText(places: Int) -> String {
        if self == rounded(), abs(self) < 1e15 {
            return self == 0 && sign == .minus ? "-0" : String(Int64(self))
        }
        var text = String(format: "%.\(places)f", self)
        if text.contains(literal: ".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
