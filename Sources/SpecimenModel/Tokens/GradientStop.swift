/// One colour of a gradient. `position` is 0...1 when the document states it (`at ~50%`)
/// and nil when the stops are only listed in order.
public struct GradientStop: Sendable, Hashable, Codable {
    public var color: RGBAColor
    public var position: Double?

    public init(color: RGBAColor, position: Double? = nil) {
        self.color = color
        self.position = position
    }
}
