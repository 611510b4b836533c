import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's copy given as `Copy:` or `Label:` words, and in a fence of sample markup under
/// a component with no looks of its own: each look shows its own copy, never the kind's name;
/// words saying how copy is written (`Label: Sentence case`) or naming a style (`Label:
/// Caption`) are no copy.
@Suite struct SampleCopyLineTests {
    static let document = """
    # Quince Works

    ## Colors

    - **Loam** `#2E4A3B`
    - **Linen** `#F7F1E5`

    ## Typography

    - **Caption**: 12px, 500

    ## Components

    ### Buttons

    **Solid**
    - Background: #2E4A3B
    - Text: #FFFFFF
    - Copy: Book a tasting

    **Outline**
    - Background: #F7F1E5
    - Text: #2E4A3B
    - Label: Maybe later

    **Plain**
    - Text: #2E4A3B
    - Label: Sentence case

    **Small**
    - Background: #2E4A3B
    - Text: #FFFFFF
    - Label: Caption

    ### Badge

    - Background: #2E4A3B
    - Text: #FFFFFF

    ```html
    <span class="badge">Fresh batch</span>
    ```
    """

    /// Copy every look shares, then sample markup whose classes name the looks.
    static let shared = """
    # Quince Works

    ## Components

    ### Buttons

    **Solid**
    - Background: #2E4A3B
    - Text: #FFFFFF

    **Quiet**
    - Background: #F7F1E5
    - Text: #2E4A3B

    **Bare**
    - Text: #2E4A3B

    **Examples**: "Save the batch", "Discard"

    ```html
    <button class="btn btn-solid">Start pressing</button>
    <button class="btn btn-quiet">Not yet</button>
    ```
    """

    @Test func copyWordsLabelTheirLook() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        #expect(try TestSupport.variant("Buttons", "Solid", in: components)[.default]?.sampleText == "Book a tasting")
        #expect(try TestSupport.variant("Buttons", "Outline", in: components)[.default]?.sampleText == "Maybe later")
    }

    @Test func wordsOnHowCopyIsWrittenOrAStyleAreNoCopy() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        let plain = try TestSupport.variant("Buttons", "Plain", in: components)[.default]?.sampleText
        let small = try TestSupport.variant("Buttons", "Small", in: components)[.default]?.sampleText
        #expect(plain != "Sentence case" && small != "Caption", "\(String(describing: plain)) \(String(describing: small))")
    }

    @Test func sampleMarkupUnderAComponentIsItsCopy() throws {
        let components = try TestSupport.analysedSystem(Self.document).components
        #expect(try TestSupport.variant("Badge", in: components)[.default]?.sampleText == "Fresh batch")
    }

    @Test func markupNamingALookIsItsCopyBeforeTheSharedExamples() throws {
        let components = try TestSupport.analysedSystem(Self.shared).components
        #expect(try TestSupport.variant("Buttons", "Solid", in: components)[.default]?.sampleText == "Start pressing")
        #expect(try TestSupport.variant("Buttons", "Quiet", in: components)[.default]?.sampleText == "Not yet")
        #expect(try TestSupport.variant("Buttons", "Bare", in: components)[.default]?.sampleText == "Save the batch")
    }
}
