import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct FontConverterTests {
    /// A converter over a scratch cache whose "compression" prefixes the bytes, counting the
    /// compressions, and a disk `FileIO` counting the reads of each path.
    final class Harness: Sendable {
        let folder = TestSupport.temporaryFolder()
        let compressions = Mutex(0)
        let reads = Mutex<[String]>([])
        var cache: String { folder + "/cache" }
        var font: String { folder + "/Sample-Regular.ttf" }

        var converter: FontConverter {
            .woff2(cacheFolder: cache) { [self] input in
                self.compressions.withLock { $0 += 1 }
                let source = try Data(contentsOf: URL(fileURLWithPath: input))
                let output = (input as NSString).deletingPathExtension + ".woff2"
                try (Data("woff2:".utf8) + source).write(to: URL(fileURLWithPath: output))
            }
        }

        var fileIO: FileIO {
            var io = FileIO.local
            let read = io.read
            io.read = { [self] path in
                self.reads.withLock { $0.append(path) }
                return try read(path)
            }
            return io
        }

        func convert() throws -> (data: Data, fileExtension: String) {
            try converter.convert(font, fileIO)
        }

        func save(_ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: font))
        }
    }

    @Test func aFontWhoseStampIsUnchangedIsNotReadAgain() throws {
        let harness = Harness()
        try harness.save("glyphs")
        let first = try harness.convert()
        #expect(first.fileExtension == "woff2")
        #expect(String(decoding: first.data, as: UTF8.self) == "woff2:glyphs")
        #expect(harness.reads.withLock { $0 } == [harness.font])

        // The next build finds the conversion by the font's stamp alone.
        let second = try harness.convert()
        #expect(second.data == first.data)
        #expect(harness.reads.withLock { $0 }.count == 1)
        #expect(harness.compressions.withLock { $0 } == 1)
    }

    @Test func aSavedFontIsReadAndConvertedAgain() throws {
        let harness = Harness()
        try harness.save("glyphs")
        _ = try harness.convert()
        try harness.save("other glyphs")
        let changed = try harness.convert()
        #expect(String(decoding: changed.data, as: UTF8.self) == "woff2:other glyphs")
        #expect(harness.reads.withLock { $0 }.count == 2)
        #expect(harness.compressions.withLock { $0 } == 2)
        // Back to the first bytes: the conversion kept by digest is found after one read.
        try harness.save("glyphs")
        #expect(String(decoding: try harness.convert().data, as: UTF8.self) == "woff2:glyphs")
        #expect(harness.compressions.withLock { $0 } == 2)
    }

    @Test func aMissingConversionIsMadeAgainThoughTheStampIsKnown() throws {
        let harness = Harness()
        try harness.save("glyphs")
        _ = try harness.convert()
        for name in try FileManager.default.contentsOfDirectory(atPath: harness.cache) where name.hasSuffix(".woff2") {
            try FileManager.default.removeItem(atPath: harness.cache + "/" + name)
        }
        #expect(String(decoding: try harness.convert().data, as: UTF8.self) == "woff2:glyphs")
        #expect(harness.compressions.withLock { $0 } == 2)
    }

    @Test func aFailedCompressionShipsTheOriginalAndRemembersNothing() throws {
        let harness = Harness()
        try harness.save("glyphs")
        let failing = FontConverter.woff2(cacheFolder: harness.cache) { _ in throw SpecimenError("woff2_compress not found") }
        let shipped = try failing.convert(harness.font, harness.fileIO)
        #expect(shipped.fileExtension == "ttf")
        #expect(String(decoding: shipped.data, as: UTF8.self) == "glyphs")
        _ = try failing.convert(harness.font, harness.fileIO)
        #expect(harness.reads.withLock { $0 }.count == 2)
    }

    @Test func aMissingFontIsAnError() {
        let harness = Harness()
        #expect(throws: (any Error).self) { try harness.convert() }
    }
}
