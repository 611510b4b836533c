import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Button rules written as CSS classes (`.action-main { … }`), whose copy is given only in an
/// HTML usage example further on (`<button class="action-main">Book now</button>`): each
/// variant the example's class names shows that copy, never the section's heading.
@Suite struct ClassedElementCopyTests {
    static let document = """
    # Tern Kit

    ## Boutons

    ```css
    .action-main {
        background: #0f4c81;
        color: #ffffff;
        border-radius: 6px;
    }

    .action-quiet {
        background: #eef3f8;
        color: #0f4c81;
        border-radius: 6px;
    }
    ```

    ## Exemple

    ```html
    <div class="dialog-actions">
        <button class="action-quiet">Plus tard</button>
        <button class="action-main">Réserver</button>
    </div>
    ```
    """

    @Test func aVariantTakesTheCopyOfTheElementItsClassNames() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let spec = try #require(system.componentSpecs.first { $0.kind == .button }, "\(system.componentSpecs.map(\.name))")
        func copy(_ word: String) -> String? {
            spec.variants.first { $0.name.lowercased().hasSuffix(word) }?.merged(over: spec.base)[.default].sampleText?.value
        }
        #expect(copy("main") == "Réserver" && copy("quiet") == "Plus tard", "\(spec.variants.map(\.name))")
    }
}
