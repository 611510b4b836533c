import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component table's usage column that quotes copy (`"Sign up", the onboarding CTA`) labels its
/// own row's look, ahead of copy quoted for the component elsewhere (a screen's spec); a usage
/// cell with no quotation gives no copy.
@Suite struct UsageColumnCopyTests {
    @Test func quotedCopyInAUsageCellLabelsItsRow() throws {
        let components = try TestSupport.analysedSystem("""
            # Kettle

            ## Buttons

            | Type | Background | Text | Use |
            |---|---|---|---|
            | Primary | #1d4ed8 | #ffffff | "Start brewing", the first screen's action |
            | Secondary | #e5e7eb | #111827 | "Not now" |
            | Quiet | transparent | #1d4ed8 | links in lists |

            ## Screens

            The welcome screen ends with a button reading "Let's go".
            """).components
        #expect(try TestSupport.variant("Buttons", "Primary", in: components)[.default]?.sampleText == "Start brewing")
        #expect(try TestSupport.variant("Buttons", "Secondary", in: components)[.default]?.sampleText == "Not now")
        #expect(try TestSupport.variant("Buttons", "Quiet", in: components)[.default]?.sampleText != "links in lists")
    }

    @Test func aKoreanUsageColumnToo() throws {
        let components = try TestSupport.analysedSystem("""
            # 주전자

            ## 버튼

            | 타입 | 배경 | 텍스트 | 사용처 |
            |---|---|---|---|
            | Primary | #1d4ed8 | #ffffff | "시작하기", 첫 화면 |
            | Secondary | #e5e7eb | #111827 | "다음에" |

            ## 화면

            환영 화면의 버튼은 "가자"라고 적혀 있다.
            """).components
        #expect(try TestSupport.variant("버튼", "Primary", in: components)[.default]?.sampleText == "시작하기")
        #expect(try TestSupport.variant("버튼", "Secondary", in: components)[.default]?.sampleText == "다음에")
    }
}
