import Foundation

/// A fast, stable 64-bit hash for cache keys (FNV-1a). Not for security.
enum ContentHash {
    /// Bytes that are not in one buffer are copied into one first, so there is a single loop.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        Array(bytes).withUnsafeBufferPointer { fnv1a(buffer: $0) }
    }

    /// Over the buffer by index: a generic loop called the buffer iterator's `next()` once per
    /// byte, which was most of digesting a site's pages and fonts.
    static func fnv1a(buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in buffer.indices {
            hash ^= UInt64(buffer[index])
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// A file's identity for caches: its hash and its length.
    static func digest<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // `Data`'s iterator hands out one byte per call; its buffer is many times faster to hash.
        let hash = bytes.withContiguousStorageIfAvailable { fnv1a(buffer: $0) } ?? fnv1a(bytes)
        return String(format: "%016llx-%d", hash, bytes.count)
    }
}
