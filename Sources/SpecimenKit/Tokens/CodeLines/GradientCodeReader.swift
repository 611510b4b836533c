import Foundation

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let startPoint = #/startPoint:\s*\.(\w+)/#
nonisolated(unsafe) private let endPoint = #/endPoint:\s*\.(\w+)/#
nonisolated(unsafe) private let hexArgument = #/hex:\s*"([^"]*)"/#
nonisolated(unsafe) private let stopPosition = #/\s*(\d+(?:\.\d+)?)%/#
nonisolated(unsafe) private let customPropertyName = #/(--[\w-]+)\s*:/#

/// Gradients in code: a SwiftUI `LinearGradient(colors: [...], startPoint:, endPoint:)` over
/// several lines, or a CSS `linear-gradient(180deg, #A 0%, #B 100%)` on one.
public struct GradientCodeReader: CodeLineReader {
    public init() {}

    public func read(_ line: CodeLine, state: inout CodeBlockState, context: TokenContext) -> TokenFindings? {
        let (code, _) = line.codeAndComment
        if let css = code.range(of: "linear-gradient(") {
            return cssGradient(String(code[css.upperBound...]), line: line, state: state, context: context)
        }
        if code.contains("LinearGradient(") {
            state.gradient = CodeBlockState.PendingGradient(line: line.number)
        }
        guard state.gradient != nil else { return nil }
        var findings = TokenFindings()
        for literal in Self.quotedHexes(in: code) {
            switch RGBAColor.parse(ValueScanner.normalisedHex(literal)) {
            case .success(let color): state.gradient?.stops.append(GradientStop(color: color))
            case .failure(let error): findings.diagnostics.append(context.invalidColor(error, line: line.number))
            }
        }
        if let start = code.firstMatch(of: startPoint) { state.gradient?.start = String(start.1) }
        if let end = code.firstMatch(of: endPoint) {
            state.gradient?.end = String(end.1)
            if let token = Self.finish(&state, context: context) { findings.tokens.append(token) }
        }
        return findings
    }

    /// Emits the pending gradient; also called when the block ends mid-gradient.
    static func finish(_ state: inout CodeBlockState, context: TokenContext) -> DesignToken? {
        guard let pending = state.gradient else { return nil }
        state.gradient = nil
        guard pending.stops.count >= 2 else { return nil }
        let direction = [pending.start, pending.end].compactMap { $0 }.map(Self.words).joined(separator: " to ")
        let gradient = Gradient(
            stops: pending.stops, direction: direction.isEmpty ? nil : direction,
            angle: direction.isEmpty ? 180 : ValueScanner.angle(forDirection: direction))
        return DesignToken(
            name: CodeBlockTokenExtractor.title(context: context) ?? "Gradient", value: .gradient(gradient),
            group: state.effectiveGroup ?? context.nearestHeading, provenance: context.provenance(line: pending.line))
    }

    /// `topLeading` → `top leading`.
    private static func words(_ point: String) -> String {
        point.reduce(into: "") { out, character in
            if character.isUppercase { out += " " }
            out += character.lowercased()
        }
    }

    /// `Color(hex: "#B4ECE8")` and bare `#B4ECE8` literals inside the colour array.
    static func quotedHexes(in code: String) -> [String] {
        let quoted = code.matches(of: hexArgument).map { String($0.1) }
        if !quoted.isEmpty { return quoted }
        return ValueScanner.colorLiterals(in: code).map(\.text)
    }

    private func cssGradient(_ arguments: String, line: CodeLine, state: CodeBlockState, context: TokenContext) -> TokenFindings? {
        var findings = TokenFindings()
        var stops: [GradientStop] = []
        for literal in ValueScanner.colorLiterals(in: arguments) {
            switch RGBAColor.parse(literal.text) {
            case .failure(let error):
                findings.diagnostics.append(context.invalidColor(error, line: line.number))
            case .success(let color):
                let after = arguments[literal.range.upperBound...]
                let position = after.prefixMatch(of: stopPosition).flatMap { Double($0.1) }.map { $0 / 100 }
                stops.append(GradientStop(color: color, position: position))
            }
        }
        guard stops.count >= 2 else { return findings.isEmpty ? nil : findings }
        let name = line.text.firstMatch(of: customPropertyName).map { String($0.1) }
            ?? CodeBlockTokenExtractor.title(context: context) ?? "Gradient"
        let head = arguments.split(separator: ",").first.map(String.init) ?? ""
        let direction = head.contains("deg") || head.contains("to ") ? head.trimmingCharacters(in: .whitespaces) : nil
        findings.tokens.append(DesignToken(
            name: name, value: .gradient(Gradient(stops: stops, direction: direction, angle: direction.flatMap(ValueScanner.angle(forDirection:)) ?? 180)),
            group: state.effectiveGroup ?? context.nearestHeading, mode: state.darkDepth != nil ? .dark : nil,
            provenance: context.provenance(line: line.number)))
        return findings
    }
}
