/// What a system's screens sit on: a colour or a gradient, in light and (where defined) dark.
/// Previews are drawn on it, and the audit composites translucent surfaces over it.
public struct Backdrop: Sendable, Hashable {
    public enum Fill: Sendable, Hashable {
        case color(RGBAColor)
        case gradient(Gradient)

        /// A CSS background value built from parsed numbers only.
        public var css: String {
            switch self {
            case .color(let color): return color.css
            case .gradient(let gradient):
                let angle = gradient.angle ?? 180
                let stops = gradient.colorStops.map { "\($0.color.css) \(RGBAColor.format($0.position * 100))%" }
                return "linear-gradient(\(RGBAColor.format(angle))deg, \(stops.joined(separator: ", ")))"
            }
        }

        /// The colour a reader sees when only one is wanted: the colour, or a gradient's middle.
        public var representative: RGBAColor {
            switch self {
            case .color(let color): return color
            case .gradient(let gradient):
                let stops = gradient.colorStops
                return stops.isEmpty ? RGBAColor(red: 1, green: 1, blue: 1) : stops[stops.count / 2].color
            }
        }
    }

    public var light: Fill
    public var dark: Fill?
    /// The token it came from, for the page to cite.
    public var tokenName: String?
    public var provenance: Provenance?
    /// True when `specimen.yml` chose it, or nothing in the document did.
    public var isHint: Bool

    public init(light: Fill, dark: Fill? = nil, tokenName: String? = nil, provenance: Provenance? = nil, isHint: Bool = false) {
        self.light = light
        self.dark = dark
        self.tokenName = tokenName
        self.provenance = provenance
        self.isHint = isHint
    }
}
