/// A drop shadow, of one layer or of several (`0 1px 1px #00000005, 0 2px 2px #0000000A`, as
/// CSS stacks them). Missing parts stay nil rather than being guessed. The first layer's parts
/// are the shadow's own fields; the layers after it are `extraLayers`, each one layer.
public struct Shadow: Sendable, Hashable, Codable {
    public var x: Length?
    public var y: Length?
    public var blur: Length?
    public var spread: Length?
    public var color: RGBAColor?
    /// CSS's `inset`: drawn inside the box (an inner border or well), not below it.
    public var inset: Bool
    /// The layers after the first, in the order written (the first is drawn on top).
    public var extraLayers: [Shadow]

    public init(
        x: Length? = nil, y: Length? = nil, blur: Length? = nil, spread: Length? = nil, color: RGBAColor? = nil,
        inset: Bool = false, extraLayers: [Shadow] = []
    ) {
        self.x = x
        self.y = y
        self.blur = blur
        self.spread = spread
        self.color = color
        self.inset = inset
        self.extraLayers = extraLayers
    }

    /// A ring around the box (`0 0 0 3px`): no offset and no blur, only a spread, outside it.
    /// A focus state drawn so has its focus indicator; the gallery adds no outline of its own.
    public var isRing: Bool {
        let none: (Length?) -> Bool = { ($0?.cssPixels ?? 0) == 0 }
        return !inset && none(x) && none(y) && none(blur) && (spread?.cssPixels ?? 0) > 0
    }

    /// Every layer, the first first, each without further layers.
    public var layers: [Shadow] {
        var first = self
        first.extraLayers = []
        return [first] + extraLayers.flatMap(\.layers)
    }

    /// One shadow of the given layers, in order; nil for none.
    public init?(layers: [Shadow]) {
        guard var first = layers.first else { return nil }
        first.extraLayers = layers.dropFirst().flatMap(\.layers)
        self = first
    }

    private enum CodingKeys: String, CodingKey { case x, y, blur, spread, color, inset, extraLayers }

    /// Shadows written before layers were read (a build cache, a report) decode as one layer.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        x = try container.decodeIfPresent(Length.self, forKey: .x)
        y = try container.decodeIfPresent(Length.self, forKey: .y)
        blur = try container.decodeIfPresent(Length.self, forKey: .blur)
        spread = try container.decodeIfPresent(Length.self, forKey: .spread)
        color = try container.decodeIfPresent(RGBAColor.self, forKey: .color)
        inset = try container.decodeIfPresent(Bool.self, forKey: .inset) ?? false
        extraLayers = try container.decodeIfPresent([Shadow].self, forKey: .extraLayers) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(x, forKey: .x)
        try container.encodeIfPresent(y, forKey: .y)
        try container.encodeIfPresent(blur, forKey: .blur)
        try container.encodeIfPresent(spread, forKey: .spread)
        try container.encodeIfPresent(color, forKey: .color)
        if inset { try container.encode(inset, forKey: .inset) }
        if !extraLayers.isEmpty { try container.encode(extraLayers, forKey: .extraLayers) }
    }
}
