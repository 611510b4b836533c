import SpecimenModel
import SpecimenReading

/// What a system's screens sit on, in light and (where defined) dark: the page background the
/// gallery draws previews on and the audit composites translucent surfaces over. Both use this
/// one choice, so a preview always shows the colours the audit measured.
public struct Backdrop: Sendable, Hashable {
    public var light: PageBackground
    /// Nil unless the tokens have dark values. A dark page under light-mode components is no
    /// appearance the document describes (dark text would sit on a dark page), so a sidecar's
    /// `background.dark` without dark values is reported by `TokenResolver` and not drawn.
    public var dark: PageBackground?
    /// True when `specimen.yml` chose it, or nothing in the document did.
    public var isHint: Bool
    /// True when the document describes a dark appearance only (`ResolvedTokens.describesOnlyDark`)
    /// and names its dark page: that page is its one page, `light` (a white one would be
    /// invented), and `dark` is nil, so the gallery draws and the audit measures one appearance.
    public var onlyDark = false

    /// The sidecar's `background:` choice when it names a token, else `PageBackground.choose`.
    public init(system: DesignSystem) {
        let sidecar = system.sidecar
        func fromSidecar(_ choice: String?, mode: TokenMode) -> PageBackground? {
            guard let choice, let token = system.tokens.index.lookup(choice, mode: mode) else { return nil }
            let provenance = Provenance(
                file: sidecar.file, line: sidecar.backgroundLine ?? 0, excerpt: "background: \(choice)", origin: .sidecar)
            switch system.tokens.value(of: token, mode: mode) {
            case .color(let color)?:
                return PageBackground(fill: .solid(color), name: token.name, reason: "named by specimen.yml", provenance: provenance)
            case .gradient(let gradient)?:
                return PageBackground(fill: .gradient(gradient.colorStops), name: token.name, reason: "named by specimen.yml", provenance: provenance)
            default:
                return nil
            }
        }
        let chosenLight = fromSidecar(sidecar.background, mode: .light)
        let chosenDark = fromSidecar(sidecar.darkBackground ?? sidecar.background, mode: .dark)
        // Read once for both pages, and only when the sidecar leaves one to the document.
        var reading: PageBackground.Reading?
        func chosen(_ mode: TokenMode) -> PageBackground {
            let read = reading ?? PageBackground.Reading(system.tokens, prose: system.prose)
            reading = read
            return read.choose(mode)
        }
        light = chosenLight ?? chosen(.light)
        if system.tokens.hasDarkMode {
            let darkPage = chosenDark ?? chosen(.dark)
            if chosenLight == nil, light.provenance == nil, darkPage.provenance != nil, system.tokens.describesOnlyDark {
                light = PageBackground(
                    fill: darkPage.fill, name: darkPage.name,
                    reason: darkPage.reason + "; the document describes a dark appearance only, so this is its one page",
                    provenance: darkPage.provenance)
                onlyDark = true
            } else {
                dark = darkPage
            }
        } else if chosenLight == nil, let stated = system.tokens.defaultAppearance, stated.mode == .dark {
            // One appearance, which the document calls dark ("dark-first"): its page is the one
            // its words make the dark page, where they name one (a page of the same colour is left
            // as chosen).
            let darkPage = chosen(.dark)
            if darkPage.provenance != nil, darkPage.fill != light.fill {
                light = PageBackground(
                    fill: darkPage.fill, name: darkPage.name,
                    reason: darkPage.reason + "; the document calls its default appearance dark (line \(stated.provenance.line))",
                    provenance: darkPage.provenance)
            }
        }
        isHint = chosenLight != nil || light.provenance == nil
    }

    public func page(for mode: TokenMode) -> PageBackground {
        mode == .dark ? (dark ?? light) : light
    }
}

extension PageBackground {
    /// A CSS background value built from parsed numbers only; gradients run top to bottom.
    public var css: String {
        switch fill {
        case .solid(let color): return color.css
        case .gradient(let stops):
            let list = stops.map { "\($0.color.css) \(RGBAColor.format($0.position * 100))%" }
            return "linear-gradient(180deg, \(list.joined(separator: ", ")))"
        }
    }
}
