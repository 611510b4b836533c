/// How to fix a pair that fails one level: the nearest colour of the same hue, and the nearest
/// colours the system already has.
public struct PairSuggestion: Sendable, Hashable, Codable {
    public struct PaletteOption: Sendable, Hashable, Codable {
        public var name: String
        public var hex: String
        public var ratio: Double
        public var ratioText: String
    }

    public var level: WCAGLevel
    public var target: Double
    /// Nearest passing replacement for the foreground keeping its OKLCH hue; nil when no lightness reaches it.
    public var hex: String?
    public var ratio: Double?
    public var ratioText: String?
    /// OKLCH lightness change; negative is darker.
    public var lightnessChange: Double?
    /// Up to three of the system's own colours that pass, nearest first.
    public var palette: [PaletteOption]

    static let paletteLimit = 3

    init(level: WCAGLevel, target: Double, foreground: RGBAColor, on background: LayerStack, palette: [(name: String, color: RGBAColor)]) {
        self.level = level
        self.target = target
        let nearest = ContrastSuggestion.nearestPassing(foreground: foreground, on: background, target: target)
        self.hex = nearest.map { $0.color.isOpaque ? $0.color.opaqueHex : $0.color.hex }
        self.ratio = nearest?.ratio.value
        self.ratioText = nearest?.ratio.formatted
        self.lightnessChange = nearest?.lightnessChange
        self.palette = PaletteMatch.passing(palette, replacing: foreground, on: background, target: target)
            .prefix(Self.paletteLimit)
            .map { PaletteOption(name: $0.name, hex: $0.color.hex, ratio: $0.ratio.value, ratioText: $0.ratio.formatted) }
    }
}
