/// Every kind of value a design document can define.
public enum TokenValue: Sendable, Hashable, Codable {
    case color(RGBAColor)
    case gradient(Gradient)
    case dimension(Length, role: DimensionRole)
    case borderWidth(Length)
    case typeStyle(TypeStyle)
    case fontFamily(FontStack)
    case shadow(Shadow)
    /// 0...1.
    case opacity(Double)
    /// A unitless number such as a line-height multiplier.
    case number(Double)
    /// A reference to another token by name (`action.primary`), resolved later.
    case alias(String)

    /// The kind of value, for grouping and for telling a real conflict (same name, same kind,
    /// different value) from two unrelated tokens that happen to share a name.
    public var kind: TokenKind {
        switch self {
        case .color: .color
        case .gradient: .gradient
        case .dimension(_, let role):
            switch role {
            case .spacing: .spacing
            case .radius: .radius
            case .size: .size
            }
        case .borderWidth: .borderWidth
        case .typeStyle: .typeStyle
        case .fontFamily: .fontFamily
        case .shadow: .shadow
        case .opacity: .opacity
        case .number: .number
        case .alias: .alias
        }
    }
}
