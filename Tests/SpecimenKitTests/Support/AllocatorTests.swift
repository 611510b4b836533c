import Foundation
import Testing

/// The `specimen` binary allocates through jemalloc on Linux (Package.swift): glibc's malloc
/// cost a fifth of a 100x build's CPU. Only jemalloc answers its own `MALLOC_CONF` by printing
/// its statistics at exit, so this fails if the binary falls back to glibc's allocator.
@Suite("The allocator")
struct AllocatorTests {
    #if os(Linux)
    @Test("The built binary allocates through jemalloc")
    func binaryUsesJemalloc() throws {
        let binary = try #require(SpecimenBinary.path, "build the executable first: swift build --build-tests")
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_CONF"] = "stats_print:true"
        let (status, output) = try TestProcess.run(binary, ["--version"], environment: environment)
        #expect(status == 0)
        #expect(output.contains("jemalloc statistics"))
    }
    #endif
}
