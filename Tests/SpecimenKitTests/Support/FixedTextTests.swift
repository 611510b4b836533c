import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Fixed-point number text")
struct FixedTextTests {
    /// What the formatters printed before whole numbers skipped the C formatter.
    static func reference(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    @Test("Equals the C formatter's text, trimmed, for whole, fractional, half-way, signed, huge and odd values")
    func equalsTheFormatter() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 16, 0.5, 0.0005, -0.0004, 0.9999, 2.5, 1e14, 1e15, -1e15, 1e20, 123456789.0125,
                                .nan, .infinity, -.infinity, .ulpOfOne, 4503599627370496.5, 9.999999]
        values += (0..<2_000).map { _ in Double(Int.random(in: -5_000...5_000, using: &generator)) }
        values += (0..<2_000).map { _ in Double.random(in: -1_000...1_000, using: &generator) }
        values += (0..<2_000).map { _ in Double(Int.random(in: -100_000...100_000, using: &generator)) / 1_000 }
        // Halves at every place, where the binary value decides the rounding.
        values += (0..<4_000).map { index in Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / [2, 20, 200, 2_000, 20_000, 200_000][index % 6] }
        values += (0..<1_000).map { _ in Double.random(in: -1e7...1e7, using: &generator) }
        for value in values {
            for places in [0, 2, 3, 4] {
                #expect(value.fixedText(places: places) == Self.reference(value, places: places), "\(value) to \(places) places")
            }
        }
    }

    @Test("The exporters' numbers print no exponent, nan or negative zero")
    func exportNumbers() {
        #expect(ExportText.number(-0.0) == "0")
        #expect(ExportText.number(-0.00001) == "0")
        #expect(ExportText.number(.nan) == "0")
        #expect(ExportText.number(16) == "16")
        #expect(ExportText.number(0.95694) == "0.9569")
        #expect(RGBAColor.format(-0.0) == "-0")
        #expect(RGBAColor.format(0.25) == "0.25")
    }
}
