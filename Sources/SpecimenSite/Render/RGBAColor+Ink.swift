import SpecimenAudit
import SpecimenModel
import SpecimenReading

extension RGBAColor {
    /// Near-black or white, whichever reads better on this colour laid over white: for labels
    /// drawn on swatches and on preview backgrounds.
    package var readableInk: RGBAColor {
        let dark = RGBAColor(red8: 17, green8: 17, blue8: 17)
        let light = RGBAColor(red: 1, green: 1, blue: 1)
        let flat = composited(over: light)
        return ContrastRatio(between: flat, and: dark).value >= ContrastRatio(between: flat, and: light).value ? dark : light
    }
}
