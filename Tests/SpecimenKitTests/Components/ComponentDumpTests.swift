import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Prints what each seed yields; run with `--filter Dump` when changing a reader.
    @Suite(.disabled("prints only; enable locally")) struct Dump {
        @Test(arguments: ["mabel", "ticker", "paper-ide", "zottie", "joho"])
        func dump(_ slug: String) throws {
            let seed = try ComponentSeed(slug)
            print("######## \(slug)\n\(seed.dump)")
            for diagnostic in seed.resolveDiagnostics { print(diagnostic.formatted) }
        }
    }
}
