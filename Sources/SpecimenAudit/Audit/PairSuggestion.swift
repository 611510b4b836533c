import SpecimenModel
import SpecimenReading

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
    public var fillFirst: Bool { fillListedFirst == true }
    /// Stored only beside a fill, so the JSON has `fillFirst` exactly when it has `fill`.
    private var fillListedFirst: Bool?

    public struct FillOption: Sendable, Hashable, Codable {
        public var hex: String
        public var ratio: Double
        public var ratioText: String
        public var lightnessChange: Double
    }

    /// One way to pass, in the order reports list them: what changes, its hex and ratio.
    public struct Fix: Sendable, Hashable {
        /// "fill", "text colour", or "colour" when the text is all there is to change.
        public var changes: String
        public var hex: String
        public var ratioText: String
    }

    /// The same-hue fixes, the smaller change first.
    public var fixes: [Fix] {
        let fill = fill.map { Fix(changes: "fill", hex: $0.hex, ratioText: $0.ratioText) }
        let text = hex.map { Fix(changes: fill == nil ? "colour" : "text colour", hex: $0, ratioText: ratioText ?? "") }
        return (fillFirst ? [fill, text] : [text, fill]).compactMap { $0 }
    }

    package static let paletteLimit = 3

    /// `ownFill`: the component's fill and what shows through it, when the text sits on one.
    package init(
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
        fillListedFirst = fill.map { fill in
            let textChange = nearest.map { OKLab($0.original).distance(to: OKLab($0.color)) } ?? .infinity
            return OKLab(fill.original).distance(to: OKLab(fill.color)) < textChange
        }
    }

    private enum CodingKeys: String, CodingKey {
        case level, target, hex, ratio, ratioText, lightnessChange, palette, fill
        case fillListedFirst = "fillFirst"
    }
}
