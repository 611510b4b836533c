import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let fontDeclaration = #/static\s+(?:let|var)\s+(\w+)\s*(?::\s*\w+)?\s*=\s*(?:Font|UIFont)?\s*\.(system|custom)\s*\(/#
nonisolated(unsafe) private let sizeArgument = #/size:\s*([\d.]+)/#
nonisolated(unsafe) private let weightArgument = #/weight:\s*\.(\w+)/#
nonisolated(unsafe) private let designArgument = #/design:\s*\.(\w+)/#
nonisolated(unsafe) private let familyArgument = #/^\s*"([^"]+)"/#

/// `static let label = Font.system(size: 12, weight: .bold, design: .rounded)` and
/// `static let body = Font.custom("Comfortaa-Regular", size: 16)`.
public struct SwiftFontReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, comment) = line.codeAndComment
        guard code.contains("static"), code.contains(".system") || code.contains(".custom") else { return nil }
        guard let head = code.firstMatch(of: fontDeclaration) else { return nil }
        let arguments = String(code[head.range.upperBound...])
        guard let size = arguments.firstMatch(of: sizeArgument).flatMap({ Double($0.1) }) else { return nil }
        var style = TypeStyle(size: Length(size))
        style.weight = arguments.firstMatch(of: weightArgument).map { String($0.1).lowercased() }
        style.design = arguments.firstMatch(of: designArgument).map { String($0.1) }
        if head.2 == "custom" { style.family = arguments.firstMatch(of: familyArgument).map { String($0.1) } }
        return TokenFindings(tokens: [DesignToken(
            name: String(head.1), value: .typeStyle(style), group: state.effectiveGroup, usage: comment,
            provenance: context.provenance(line: line.number))])
    }
}
