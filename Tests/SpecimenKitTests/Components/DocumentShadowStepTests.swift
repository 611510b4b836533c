import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that defines its own `--shadow-md` has `shadow-md` in its class lists mean that
/// shadow, not the framework's; and a step's usage note (`/* Panels */`) gives no shadow to a
/// panel whose classes leave it out.
@Suite struct DocumentShadowStepTests {
    static let document = """
    # Ptarmigan

    ## Tokens

    ```css
    --shade: #F1F5F9;
    --shadow-md: 0 6px 10px rgba(0,0,0,0.2);
    --shadow-xl: 0 20px 40px rgba(0,0,0,0.35); /* Panels */
    ```

    ## Components

    ### Raised Panel
    ```tsx
    <div className="bg-white rounded-lg p-6 shadow-md">Route 9</div>
    ```

    ### Placeholder Panel
    ```tsx
    <div className="h-40 bg-shade rounded-lg" />
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aUtilityStepTakesTheDocumentsShadow() throws {
        let raised = try #require(TestSupport.variant("Raised Panel", in: Self.system.get().components)[.default])
        let layer = try #require(raised.shadow?.layers.first)
        #expect(raised.shadow?.layers.count == 1)
        #expect(layer.y?.value == 6)
        #expect(layer.blur?.value == 10)
    }

    @Test func aUsageNoteAddsNoShadowToAClassList() throws {
        let placeholder = try #require(TestSupport.variant("Placeholder Panel", in: Self.system.get().components)[.default])
        #expect(placeholder.fill?.hex == "#F1F5F9")
        #expect(placeholder.shadow == nil)
    }
}
