import Testing
@testable import SpecimenKit

extension AuditTests {
    /// The colour-vision cue search lowercases a document's text itself, scalar by scalar.
    @Suite("Lowered text")
    struct LoweredTextTests {
        /// Every Unicode scalar, lowered as `lowercased()` lowers it: one that has no case is
        /// kept, one that has is mapped (`İ` to two scalars, `Ω` to `ω`, `Ａ` to `ａ`).
        @Test func everyScalarIsLoweredAsTheStandardLibraryLowersIt() {
            var mismatches: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var lowered: [UInt8] = []
                ColorVisionFinding.appendLowered(scalar, to: &lowered)
                if lowered != Array(String(scalar).lowercased().utf8) { mismatches.append(value) }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        }

        @Test func linesAreJoinedByNewlines() {
            let lines: [Substring] = ["Error STATES", "情報デザイン ÉTAT İ", ""]
            #expect(ColorVisionFinding.loweredText(of: lines) == Array(lines.map { $0.lowercased() }.joined(separator: "\n").utf8))
        }
    }
}
