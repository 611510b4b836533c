import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Builds the token page of one system from its resolved tokens.
package struct TokenPageBuilder {
    package var system: AnalyzedSystem
    package var linker: SourceLinker

    package func source(_ provenance: Provenance) -> SourceView {
        linker.view(provenance, prefix: "../")
    }

    package func build(sidebar: SidebarView) -> TokensView {
        let tokens = system.tokens
        let supplied = tokens.tokens.filter { $0.provenance.origin == .sidecar }.count
        return TokensView(
            systemName: system.name, sidebar: sidebar,
            colorGroups: colorGroups(), gradients: gradients(), typeStyles: typeStyles(),
            fontFamilies: fontFamilies(),
            spacing: measures(.spacing), radii: measures(.radius), borders: measures(.borderWidth), sizes: measures(.size),
            shadows: shadows(), opacities: measures(.opacity),
            diagnostics: diagnostics(), unreadColors: unreadColors(), unreadLengths: unreadLengths(),
            suppliedCount: supplied, hasSupplied: supplied > 0,
            tokenCount: tokens.tokens.count, hasDarkMode: tokens.hasDarkMode,
            sourceFile: system.source.displayPath,
            exports: [])
    }

    // MARK: Colours

    private func colorGroups() -> [TokenGroupView<ColorSwatchView>] {
        var order: [String] = []
        var swatches: [String: [ColorSwatchView]] = [:]
        var seen: Set<String> = []
        let tokens = system.tokens
        // Each name's colour definitions, gathered once rather than searched for per token.
        var definitions: [String: [DesignToken]] = [:]
        for token in tokens.tokens where tokens.resolvedKind(of: token) == .color { definitions[token.slug, default: []].append(token) }
        for token in tokens.tokens where tokens.resolvedKind(of: token) == .color && seen.insert(token.slug).inserted {
            let variants = definitions[token.slug] ?? []
            let modes: [TokenMode?] = variants.contains { $0.mode != nil } || (token.mode == nil && isAlias(token) && tokens.hasDarkMode)
                ? [.light, .dark] : [nil]
            let values: [ColorValueView] = modes.compactMap { mode in
                let variant = variants.first { $0.mode == mode } ?? variants.first { $0.mode == nil }
                guard let variant, case .color(let color)? = tokens.value(of: variant, mode: mode) else { return nil }
                return colorValue(color, mode: mode)
            }
            guard !values.isEmpty else { continue }
            let group = token.group ?? "Colours"
            if swatches[group] == nil { order.append(group) }
            swatches[group, default: []].append(ColorSwatchView(
                name: token.name, role: token.role, usage: token.usage,
                alias: aliasTarget(token), values: values, source: source(token.provenance),
                anchor: "color-" + token.slug))
        }
        return order.map { TokenGroupView(title: $0, items: swatches[$0] ?? []) }
    }

    private func isAlias(_ token: DesignToken) -> Bool {
        if case .alias = token.value { return true }
        return false
    }

    private func aliasTarget(_ token: DesignToken) -> String? {
        guard case .alias(let target) = token.value else { return nil }
        return target
    }

    private func colorValue(_ color: RGBAColor, mode: TokenMode?) -> ColorValueView {
        let ink = color.readableInk.hex
        return ColorValueView(
            mode: mode?.rawValue.capitalized,
            hex: color.hex,
            rgb: color.isOpaque
                ? "rgb(\(color.red8), \(color.green8), \(color.blue8))"
                : "rgba(\(color.red8), \(color.green8), \(color.blue8), \(RGBAColor.format(color.alpha)))",
            css: color.css, ink: ink,
            alpha: color.isOpaque ? nil : "\(color.alpha.percentText) opacity")
    }

    // MARK: Other kinds

    private func gradients() -> [GradientView] {
        system.tokens.tokens.compactMap { token in
            guard case .gradient(let gradient)? = system.tokens.value(of: token) else { return nil }
            let stops = gradient.colorStops
            let angle = gradient.angle ?? 180
            let css = "linear-gradient(\(RGBAColor.format(angle))deg, "
                + stops.map { "\($0.color.css(keepingHexIn: token.provenance.excerpt)) \(RGBAColor.format($0.position * 100))%" }.joined(separator: ", ") + ")"
            return GradientView(
                name: token.name, css: css,
                stops: stops.map { "\($0.color.hex) at \($0.position.percentText)" },
                direction: gradient.direction, variantOf: token.variantOf, source: source(token.provenance))
        }
    }

    private func typeStyles() -> [TypeSpecimenView] {
        system.tokens.tokens.compactMap { token in
            guard case .typeStyle(let style)? = system.tokens.value(of: token) else { return nil }
            let size = style.size?.cssPixels ?? 16
            let stack = FontStackCSS.stack(family: style.family ?? system.declaredFontFamily, design: style.design)
            var summary = [style.size.map { "\($0)" }, style.weight, style.family, style.design].compactMap { $0 }.joined(separator: " · ")
            if let standIn = stack.standIn { summary += " — shown in \(standIn)" }
            return TypeSpecimenView(
                name: token.name, fontFamily: stack.css,
                fontSize: "\(RGBAColor.format(size))px",
                fontWeight: "\(style.numericWeight ?? 400)",
                // A line height given in px (`32px`) is drawn as what it is, not as 32 lines.
                lineHeight: TypeStyleReading.lineHeightRatio(style).map { RGBAColor.format($0) },
                letterSpacing: style.tracking.map { "\(RGBAColor.format($0.cssPixels))px" },
                summary: summary,
                sample: token.usage.map(Self.sampleText) ?? "The quick brown fox jumps over the lazy dog 0123456789",
                source: source(token.provenance))
        }
    }

    /// Usage notes make better specimens than pangrams, capitalised like a sentence.
    package static func sampleText(_ usage: String) -> String {
        guard let first = usage.first else { return usage }
        return first.uppercased() + usage.dropFirst()
    }


    private func fontFamilies() -> [FontFamilyView] {
        system.tokens.tokens.compactMap { token in
            guard case .fontFamily(let family)? = system.tokens.value(of: token) else { return nil }
            let stack = FontStackCSS.stack(family: family.family, fallbacks: family.fallbacks)
            let note = stack.standIn.map { "\(family.family) cannot be shipped; this page uses \($0)." }
                ?? "Shown in \(family.family) where your system has it."
            return FontFamilyView(
                name: token.name, stack: stack.css,
                fallbacks: family.fallbacks.isEmpty ? nil : family.fallbacks.joined(separator: ", "),
                note: note, source: source(token.provenance))
        }
    }

    private func measures(_ kind: TokenKind) -> [MeasureView] {
        system.tokens.tokens.compactMap { token in
            guard let value = system.tokens.value(of: token), value.kind == kind else { return nil }
            let text: String, pixels: Double
            switch value {
            case .dimension(let length, _), .borderWidth(let length):
                text = length.description
                pixels = length.cssPixels
            case .opacity(let opacity):
                text = opacity.percentText
                pixels = opacity
            default:
                return nil
            }
            return MeasureView(
                name: token.name, value: text, pixels: RGBAColor.format(pixels), usage: token.usage,
                source: source(token.provenance))
        }
    }

    private func shadows() -> [ShadowView] {
        system.tokens.tokens.compactMap { token in
            guard case .shadow(let shadow)? = system.tokens.value(of: token) else { return nil }
            let css = ValueScanner.css(shadow, fallback: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), writtenIn: token.provenance.excerpt) { "\(RGBAColor.format($0?.cssPixels ?? 0))px" }
            return ShadowView(name: token.name, css: css, summary: css, source: source(token.provenance))
        }
    }

    /// The colours written that no export carries, each linked to its first line.
    private func unreadColors() -> [UnreadColorView] {
        system.unreadColors.map { color in
            let others = color.lines.dropFirst()
            return UnreadColorView(
                literal: color.literal,
                css: (try? RGBAColor.parse(color.literal).get())?.css,
                reason: color.reason.text,
                also: others.isEmpty ? nil : "also line\(others.count > 1 ? "s" : "") " + others.prefix(8).map(String.init).joined(separator: ", ") + (others.count > 8 ? "…" : ""),
                source: source(Provenance(file: system.document.file, line: color.line, excerpt: color.excerpt)))
        }
    }

    /// The lengths of tables that gave no token, each linked to its line.
    private func unreadLengths() -> [UnreadLengthView] {
        system.unreadLengths.map { length in
            UnreadLengthView(literal: length.literal, reason: length.reason,
                             source: source(Provenance(file: system.document.file, line: length.line, excerpt: length.excerpt)))
        }
    }

    /// The tokens' conflicts and unresolved names, then the lint findings.
    private func diagnostics() -> [DiagnosticView] {
        (system.tokens.diagnostics + system.lintFindings.map(\.diagnostic)).map { diagnostic in
            let fromDocument = diagnostic.file == system.source.displayPath
            return DiagnosticView(
                severity: diagnostic.severity.rawValue,
                message: diagnostic.message,
                location: diagnostic.line.map { "\(diagnostic.file):\($0)" } ?? diagnostic.file,
                href: fromDocument ? diagnostic.line.flatMap { linker.href(line: $0, fromDepth: 1) } : nil,
                related: diagnostic.related.map(source))
        }
    }
}
