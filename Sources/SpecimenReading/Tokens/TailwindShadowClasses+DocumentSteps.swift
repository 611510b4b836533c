import SpecimenModel

extension TailwindShadowClasses {
    /// The document's own shadow for a utility's step: `shadow-md` is the `--shadow-md` the
    /// document defines (or its step `md`), before the framework's default of that name.
    package static func documentStep(_ step: String, in tokens: ResolvedTokens) -> (token: DesignToken, shadow: Shadow)? {
        for name in ["shadow-\(step)", step] {
            guard let token = tokens.index.lookup(name, preferring: .shadow), token.kind == .shadow,
                  case .shadow(let own)? = tokens.value(of: token) else { continue }
            return (token, own)
        }
        return nil
    }
}
