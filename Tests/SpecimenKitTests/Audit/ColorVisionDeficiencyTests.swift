import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Colour-vision deficiency simulation")
    struct ColorVisionDeficiencyTests {
        /// Machado, Oliveira & Fernandes (2009), severity 1.0, as published.
        @Test(arguments: [
            (ColorVisionDeficiency.protanopia, 0, [0.152286, 1.052583, -0.204868]),
            (.protanopia, 1, [0.114503, 0.786281, 0.099216]),
            (.protanopia, 2, [-0.003882, -0.048116, 1.051998]),
            (.deuteranopia, 0, [0.367322, 0.860646, -0.227968]),
            (.deuteranopia, 1, [0.280085, 0.672501, 0.047413]),
            (.deuteranopia, 2, [-0.011820, 0.042940, 0.968881]),
            (.tritanopia, 0, [1.255528, -0.076749, -0.178779]),
            (.tritanopia, 1, [-0.078411, 0.930809, 0.147602]),
            (.tritanopia, 2, [0.004733, 0.691367, 0.303900]),
        ])
        func publishedMatrixRows(deficiency: ColorVisionDeficiency, row: Int, expected: [Double]) {
            #expect(deficiency.matrix.count == 3)
            #expect(deficiency.matrix[row] == expected)
        }

        @Test(arguments: ColorVisionDeficiency.allCases)
        func neutralsStayNeutral(deficiency: ColorVisionDeficiency) throws {
            for hex in ["#FFFFFF", "#000000", "#777777"] {
                let grey = try AuditTestColors.parse(hex)
                #expect(deficiency.simulate(grey).hex == hex)
            }
        }

        /// Worked by hand: linear red (1, 0, 0) times the first column, clamped, then sRGB-encoded.
        @Test(arguments: [
            (ColorVisionDeficiency.protanopia, "#6D5F00"),
            (.deuteranopia, "#A39000"),
        ])
        func redAsSeenWithoutLongOrMediumCones(deficiency: ColorVisionDeficiency, expected: String) throws {
            #expect(deficiency.simulate(try AuditTestColors.parse("#FF0000")).hex == expected)
        }

        @Test func theMatrixIsAppliedInLinearLight() throws {
            // Applying the protanopia matrix to encoded values would give a different, wrong colour.
            let red = try AuditTestColors.parse("#FF0000")
            let simulated = ColorVisionDeficiency.protanopia.simulate(red)
            #expect(abs(simulated.red - 0.152286) > 0.2)
            #expect(abs(simulated.linearComponents.red - 0.152286) < 0.002)
        }

        @Test func alphaIsKept() throws {
            let translucent = try AuditTestColors.parse("#FF000080")
            #expect(ColorVisionDeficiency.tritanopia.simulate(translucent).alpha == translucent.alpha)
        }
    }
}
