import Testing
@testable import SpecimenKit

extension ComponentTests {
    @Suite struct Dump {
        @Test(arguments: ["mabel", "ticker", "paper-ide", "zottie", "joho"])
        func dump(_ slug: String) throws {
            let seed = try ComponentSeed(slug)
            print("######## \(slug)\n\(seed.dump)")
            for d in seed.resolveDiagnostics { print(d.formatted) }
            for r in DesignRuleExtractor().extract(from: seed.document) { print("RULE \(r.kind) @\(r.provenance.line)") }
        }
    }
}
