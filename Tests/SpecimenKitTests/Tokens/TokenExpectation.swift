@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A token reduced to what the pinning tests compare, so a failure prints a readable diff.
struct PinnedToken: Hashable, CustomStringConvertible {
    var line: Int
    var name: String
    var value: String
    var mode: TokenMode? = nil

    init(_ line: Int, _ name: String, _ value: String, mode: TokenMode? = nil) {
        self.line = line
        self.name = name
        self.value = value
        self.mode = mode
    }

    init(_ token: DesignToken) {
        line = token.provenance.line
        name = token.name
        mode = token.mode
        value = PinnedToken.describe(token.value)
    }

    static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return color.hex
        case .dimension(let length, _), .borderWidth(let length): return length.description
        case .typeStyle(let style):
            return [style.size?.description, style.weight].compactMap { $0 }.joined(separator: " ")
        case .fontFamily(let stack): return ([stack.family] + stack.fallbacks).joined(separator: ", ")
        case .gradient(let gradient): return gradient.stops.map(\.color.hex).joined(separator: " → ")
        case .opacity(let value), .number(let value): return "\(value)"
        case .alias(let name): return "→ \(name)"
        case .shadow(let shadow):
            return [shadow.x, shadow.y, shadow.blur].compactMap { $0?.description }.joined(separator: " ") + " " + (shadow.color?.hex ?? "")
        }
    }

    var description: String { "\(line) \(name)\(mode.map { " [\($0)]" } ?? "") \(value)" }
}

extension TokenSet {
    func pinned(_ kinds: TokenKind...) -> [PinnedToken] {
        tokens.filter { kinds.contains($0.kind) }.map(PinnedToken.init)
    }
}
