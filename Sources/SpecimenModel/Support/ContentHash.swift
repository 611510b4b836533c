import Foundation

/// A fast, stable 64-bit hash for cache keys (XXH64, seed 0). Not for security.
///
/// XXH64 reads eight bytes per step in four independent lanes; FNV-1a, used before, took one
/// multiply per byte in a single chain, and digesting every written page and font was several
/// percent of Render.
package enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let lowerHexDigits = Array("0123456789abcdef".utf8)

    /// Bytes that are not in one buffer are copied into one first, so there is a single loop.
    package static func xxh64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        Array(bytes).withUnsafeBufferPointer { xxh64(buffer: UnsafeRawBufferPointer($0)) }
    }

    package static func xxh64(buffer: UnsafeRawBufferPointer) -> UInt64 {
        let count = buffer.count
        var offset = 0
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        func half(_ at: Int) -> UInt64 { UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self))) }
        func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
            (accumulator &+ input &* prime2).rotatedLeft(31) &* prime1
        }
        func merge(_ hash: UInt64, _ accumulator: UInt64) -> UInt64 {
            (hash ^ round(0, accumulator)) &* prime1 &+ prime4
        }
        var hash: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(offset))
                lanes.1 = round(lanes.1, word(offset + 8))
                lanes.2 = round(lanes.2, word(offset + 16))
                lanes.3 = round(lanes.3, word(offset + 24))
                offset += 32
            }
            hash = lanes.0.rotatedLeft(1) &+ lanes.1.rotatedLeft(7) &+ lanes.2.rotatedLeft(12) &+ lanes.3.rotatedLeft(18)
            hash = merge(merge(merge(merge(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = (hash ^ round(0, word(offset))).rotatedLeft(27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            hash = (hash ^ half(offset) &* prime1).rotatedLeft(23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = (hash ^ UInt64(buffer[offset]) &* prime5).rotatedLeft(11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// A file's identity for caches: its hash and its length, as `%016llx-%d` prints them.
    package static func digest<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // `Data`'s iterator hands out one byte per call; its buffer is many times faster to hash.
        let hash = bytes.withContiguousStorageIfAvailable { xxh64(buffer: UnsafeRawBufferPointer($0)) } ?? xxh64(bytes)
        var text = [UInt8](repeating: UInt8(ascii: "0"), count: 16)
        for index in 0..<16 {
            text[index] = lowerHexDigits[Int((hash >> UInt64(60 - 4 * index)) & 0xF)]
        }
        return String(decoding: text, as: UTF8.self) + "-\(bytes.count)"
    }
}

extension UInt64 {
    package func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
