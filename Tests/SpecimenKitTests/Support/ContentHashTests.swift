import Foundation
import Testing
@testable import SpecimenKit

@Suite("Content digests")
struct ContentHashTests {
    @Test("FNV-1a's published values, by buffer and by sequence")
    func publishedValues() {
        #expect(ContentHash.fnv1a([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.fnv1a(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        Array("a".utf8).withUnsafeBufferPointer { #expect(ContentHash.fnv1a(buffer: $0) == 0xaf63_dc4c_8601_ec8c) }
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
