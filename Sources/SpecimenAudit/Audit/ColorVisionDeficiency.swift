import SpecimenModel
import SpecimenReading

/// Dichromacies simulated with Machado, Oliveira & Fernandes (2009) at severity 1.0.
///
/// Machado's model handles tritanopia as well as the red-green types with one method, and its
/// matrices are published ready to use; they operate on linear RGB, not on gamma-encoded values.
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
    case protanopia
    case deuteranopia
    case tritanopia

    /// Row-major, as published in the paper's supplementary table for severity 1.0.
    public var matrix: [[Double]] {
        switch self {
        case .protanopia:
            [[0.152286, 1.052583, -0.204868],
             [0.114503, 0.786281, 0.099216],
             [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968],
             [0.280085, 0.672501, 0.047413],
             [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            [[1.255528, -0.076749, -0.178779],
             [-0.078411, 0.930809, 0.147602],
             [0.004733, 0.691367, 0.303900]]
        }
    }

    /// How `color` appears to someone with this deficiency. Alpha is kept; results outside sRGB
    /// are clamped, which the paper also does for display.
    public func simulate(_ color: RGBAColor) -> RGBAColor {
        let linear = color.linearComponents
        let input = [linear.red, linear.green, linear.blue]
        let output = matrix.map { row in zip(row, input).reduce(0) { $0 + $1.0 * $1.1 } }
        return RGBAColor(linearRed: output[0], linearGreen: output[1], linearBlue: output[2], alpha: color.alpha)
    }
}
