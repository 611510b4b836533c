/// One colour stop of a gradient; `position` is a fraction of the gradient line, usually 0...1.
public struct GradientStop: Sendable, Hashable {
    public var color: RGBAColor
    public var position: Double

    public init(color: RGBAColor, position: Double) {
        self.color = color
        self.position = position
    }
}
