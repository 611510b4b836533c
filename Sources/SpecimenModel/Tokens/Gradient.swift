/// A linear gradient. The direction is kept as written; `angle` is its CSS reading in degrees
/// (180 is top to bottom) when the wording is one we understand.
public struct Gradient: Sendable, Hashable, Codable {
    public var stops: [GradientStop]
    public var direction: String?
    public var angle: Double?

    public init(stops: [GradientStop], direction: String? = nil, angle: Double? = nil) {
        self.stops = stops
        self.direction = direction
        self.angle = angle
    }

    /// Positions for every stop: stated ones kept, missing ones spread evenly between their
    /// neighbours, as CSS does.
    public var resolvedPositions: [Double] {
        guard !stops.isEmpty else { return [] }
        guard stops.count > 1 else { return [stops[0].position ?? 0] }
        var positions = stops.map(\.position)
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil else { index += 1; continue }
            let start = index - 1
            var end = index
            while positions[end] == nil { end += 1 }
            let from = positions[start] ?? 0, to = positions[end] ?? 1
            for gap in (start + 1)..<end {
                positions[gap] = from + (to - from) * Double(gap - start) / Double(end - start)
            }
            index = end
        }
        return positions.map { $0 ?? 0 }
    }

    /// The CSS a browser draws it with, built from parsed numbers only.
    public var css: String {
        let list = zip(stops, resolvedPositions).map { stop, position in "\(stop.color.css) \(RGBAColor.format(min(1, max(0, position)) * 100))%" }
        return "linear-gradient(\(RGBAColor.format(angle ?? 180))deg, \(list.joined(separator: ", ")))"
    }
}
