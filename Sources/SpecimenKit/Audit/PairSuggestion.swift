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
    /// For text on a component's own fill: the nearest passing fill of the same hue, the text
    /// kept. Nil for text on the page, or when no lightness of the fill reaches the target.
    public var fill: FillOption?
    /// True when changing the fill changes the design less than changing the text (the
    /// smaller OKLab distance), so reports offer it first: white labels stay white.
    public var fillFirst: Bool

    public struct FillOption: Sendable, Hashable, Codable {
        public var hex: String
        public var ratio: Double
        public var ratioText: String
        public var lightnessChange: Double
    }

    static let paletteLimit = 3

    /// `ownFill`: the component's fill and what shows through it, when the text sits on one.
    init(
        level: WCAGLevel, target: Double, foreground: RGBAColor, on background: LayerStack, palette: [(name: String, color: RGBAColor)],
        ownFill: (fill: RGBAColor, under: RGBAColor)? = nil
    ) {
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
        let fill = ownFill.flatMap { own in
            ContrastSuggestion.nearestPassingFill(own.fill, under: own.under, text: foreground, target: target)
        }
        self.fill = fill.map {
            FillOption(hex: $0.color.isOpaque ? $0.color.opaqueHex : $0.color.hex, ratio: $0.ratio.value,
                       ratioText: $0.ratio.formatted, lightnessChange: $0.lightnessChange)
        }
        if let fill {
            let textChange = nearest.map { OKLab($0.original).distance(to: OKLab($0.color)) } ?? .infinity
            fillFirst = OKLab(fill.original).distance(to: OKLab(fill.color)) < textChange
        } else {
            fillFirst = false
        }
    }

    private enum CodingKeys: String, CodingKey {
        case level, target, hex, ratio, ratioText, lightnessChange, palette, fill, fillFirst
    }

    /// `fillFirst` is written only beside a `fill`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(level, forKey: .level)
        try container.encode(target, forKey: .target)
        try container.encodeIfPresent(hex, forKey: .hex)
        try container.encodeIfPresent(ratio, forKey: .ratio)
        try container.encodeIfPresent(ratioText, forKey: .ratioText)
        try container.encodeIfPresent(lightnessChange, forKey: .lightnessChange)
        try container.encode(palette, forKey: .palette)
        if let fill {
            try container.encode(fill, forKey: .fill)
            try container.encode(fillFirst, forKey: .fillFirst)
        }
    }

    /// Reports written before fill suggestions existed decode with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        level = try container.decode(WCAGLevel.self, forKey: .level)
        target = try container.decode(Double.self, forKey: .target)
        hex = try container.decodeIfPresent(String.self, forKey: .hex)
        ratio = try container.decodeIfPresent(Double.self, forKey: .ratio)
        ratioText = try container.decodeIfPresent(String.self, forKey: .ratioText)
        lightnessChange = try container.decodeIfPresent(Double.self, forKey: .lightnessChange)
        palette = try container.decodeIfPresent([PaletteOption].self, forKey: .palette) ?? []
        fill = try container.decodeIfPresent(FillOption.self, forKey: .fill)
        fillFirst = try container.decodeIfPresent(Bool.self, forKey: .fillFirst) ?? false
    }
}
