/// A drop shadow. Missing parts stay nil rather than being guessed.
public struct Shadow: Sendable, Hashable, Codable {
    public var x: Length?
    public var y: Length?
    public var blur: Length?
    public var spread: Length?
    public var color: RGBAColor?

    public init(x: Length? = nil, y: Length? = nil, blur: Length? = nil, spread: Length? = nil, color: RGBAColor? = nil) {
        self.x = x
        self.y = y
        self.blur = blur
        self.spread = spread
        self.color = color
    }
}
