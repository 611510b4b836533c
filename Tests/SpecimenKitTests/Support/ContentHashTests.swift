import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Content digests")
struct ContentHashTests {
    @Test("XXH64's values for seed 0 (as the xxhash reference library gives them), by buffer and by sequence")
    func publishedValues() {
        // Lengths that reach every tail of the algorithm: none, a byte, under four, one
        // 32-byte stripe, a stripe and a tail of 11, and many stripes with 3 bytes over.
        let cases: [([UInt8], UInt64)] = [
            ([], 0xef46_db37_51d8_e999),
            (Array("a".utf8), 0xd24e_c4f1_a98c_6e5b),
            (Array("abc".utf8), 0x44bc_2cf5_ad77_0999),
            (Array("0123456789abcdef0123456789abcdef".utf8), 0x642a_9495_8e71_e6c5),
            (Array("The quick brown fox jumps over the lazy dog".utf8), 0x0b24_2d36_1fda_71bc),
            (Array(repeating: Array(0...255), count: 3).flatMap { $0 } + Array("xyz".utf8), 0xe921_a1b4_5bd7_79f8),
        ]
        for (bytes, expected) in cases {
            #expect(ContentHash.xxh64(bytes.lazy.map { $0 }) == expected)
            bytes.withUnsafeBytes { #expect(ContentHash.xxh64(buffer: $0) == expected) }
        }
        #expect(ContentHash.digest(Array("abc".utf8)) == "44bc2cf5ad770999-3")
        #expect(ContentHash.digest([UInt8]()) == "ef46db3751d8e999-0")
    }

    @Test("A digest is the same whether the bytes are contiguous or not, and names the length")
    func sameDigestEitherWay() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let contiguous = ContentHash.digest(Data(bytes))
        let piecewise = ContentHash.digest(bytes.lazy.map { $0 })
        #expect(contiguous == piecewise)
        #expect(contiguous.hasSuffix("-10000"))
        #expect(ContentHash.digest(Data(bytes.dropLast())) != contiguous)
    }
}
