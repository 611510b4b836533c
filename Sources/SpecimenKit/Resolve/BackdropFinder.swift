/// Finds the page background a system's components sit on.
///
/// In order: the token the sidecar names (`background:`); a gradient the document ties to the
/// background; a colour token whose name or role is a background word; a colour whose usage
/// says it is the background; and, when nothing says, white (marked as a hint).
public struct BackdropFinder: Sendable {
    static let words = ["background", "canvas", "backdrop"]

    public init() {}

    public func find(
        in tokens: ResolvedTokens, sidecarChoice: String? = nil, sidecarDarkChoice: String? = nil,
        sidecarLine: Int? = nil, sidecarFile: String = ""
    ) -> Backdrop {
        if let choice = sidecarChoice, let token = tokens.index.lookup(choice), let backdrop = backdrop(from: token, in: tokens) {
            var result = backdrop
            result.isHint = true
            if let darkChoice = sidecarDarkChoice, let dark = tokens.index.lookup(darkChoice, mode: .dark),
               let darkBackdrop = self.backdrop(from: dark, in: tokens) {
                result.dark = darkBackdrop.dark ?? darkBackdrop.light
                result.tokenName = "\(token.name) (light) and \(dark.name) (dark)"
            }
            result.provenance = Provenance(file: sidecarFile, line: sidecarLine ?? 0, excerpt: "background: \(choice)", origin: .sidecar)
            return result
        }
        let candidates = tokens.tokens.filter { $0.mode != .dark }
        let gradient = candidates.first { token in
            guard case .gradient = tokens.value(of: token) else { return false }
            return token.variantOf == nil && mentions([token.name, token.group ?? "", token.usage ?? "", token.provenance.excerpt])
        }
        let named = candidates.first { isColor($0, tokens) && mentions([$0.name, $0.role ?? ""]) }
        let described = candidates.first { isColor($0, tokens) && mentions([$0.usage ?? ""]) }
        for token in [gradient, named, described].compactMap({ $0 }) {
            if let backdrop = backdrop(from: token, in: tokens) { return backdrop }
        }
        return Backdrop(light: .color(RGBAColor(red: 1, green: 1, blue: 1)), isHint: true)
    }

    private func backdrop(from token: DesignToken, in tokens: ResolvedTokens) -> Backdrop? {
        func fill(_ mode: TokenMode?) -> Backdrop.Fill? {
            switch tokens.value(of: tokens.index.lookup(token.name, mode: mode) ?? token, mode: mode) {
            case .color(let color)?: return .color(color)
            case .gradient(let gradient)?: return .gradient(gradient)
            default: return nil
            }
        }
        guard let light = fill(.light) ?? fill(nil) else { return nil }
        let hasDark = tokens.tokens.contains { $0.slug == token.slug && $0.mode == .dark }
            || (tokens.target(of: token).map { target in tokens.tokens.contains { $0.slug == target.slug && $0.mode == .dark } } ?? false)
        return Backdrop(light: light, dark: hasDark ? fill(.dark) : nil, tokenName: token.name, provenance: token.provenance)
    }

    private func isColor(_ token: DesignToken, _ tokens: ResolvedTokens) -> Bool {
        if case .color? = tokens.value(of: token) { return true }
        return false
    }

    private func mentions(_ texts: [String]) -> Bool {
        texts.contains { text in
            let lower = text.lowercased()
            return Self.words.contains { lower.contains($0) }
        }
    }
}
