import Foundation
import SpecimenModel

/// `Tokens.swift`: the tokens as Swift constants in an enum named after the system.
///
/// The file has two halves. Lengths, opacities, numbers and font family names only need
/// Foundation (`CGFloat` exists on Linux), so they sit outside any condition and the file
/// type-checks everywhere. Colours, gradients, fonts and shadows are inside
/// `#if canImport(SwiftUI)`. Colours with a dark value become dynamic colours through UIKit or
/// AppKit; every other kind keeps its light value, since SwiftUI has no appearance-dependent
/// lengths or fonts. Aliases are written as the value they resolve to, with the target named
/// in the doc comment. Members are computed properties in the SwiftUI half so the file holds
/// no global state, which Swift 6 strict concurrency would question.
public struct SwiftTokenExporter: TokenExporter {
    public init() {}

    public var fileName: String { "Tokens.swift" }

    /// Type names the generated namespace must not shadow, because the file itself uses them.
    package static let reservedTypeNames: Set<String> = [
        "Color", "Font", "Gradient", "LinearGradient", "UnitPoint", "CGFloat", "Double", "String", "Int",
        "UIColor", "NSColor", "Foundation", "SwiftUI", "UIKit", "AppKit", "Swift",
    ]

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        let catalog = input.catalog
        let namespace = Self.namespace(systemName: systemName, systemSlug: systemSlug)
        var out = """
            // \(ExportText.comment(systemName)) design tokens, exported by Specimen. Regenerate rather than edit.
            // Lengths are in points as the document states them; the web site renders 1pt as 1 CSS px.
            import Foundation
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit) && !os(watchOS)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif


            """

        out += "public enum \(namespace) {\n"
        let plainSections: [(String, [TokenKind])] = [
            ("Spacing", [.spacing]), ("Radii", [.radius]), ("Sizes", [.size]), ("BorderWidths", [.borderWidth]),
            ("Opacity", [.opacity]), ("Numbers", [.number]), ("FontFamilies", [.fontFamily]),
        ]
        out += plainSections.compactMap { title, kinds in
            section(title, kinds.flatMap(catalog.entries(of:)), catalog: catalog, render: plainMember)
        }.joined(separator: "\n")
        out += "}\n"

        let uiSections: [(String, TokenKind)] = [("Colors", .color), ("Gradients", .gradient), ("Fonts", .typeStyle), ("Shadows", .shadow)]
        let rendered = uiSections.compactMap { title, kind in
            section(title, catalog.entries(of: kind), catalog: catalog) { entry, name, catalog in
                uiMember(entry, name: name, namespace: namespace, catalog: catalog)
            }
        }
        guard !rendered.isEmpty else { return out }
        out += "\n#if canImport(SwiftUI)\nextension \(namespace) {\n"
        out += rendered.joined(separator: "\n")
        if !catalog.entries(of: .shadow).isEmpty {
            out += """

                    /// A drop shadow as `View.shadow(color:radius:x:y:)` takes it; `radius` is half the CSS blur.
                    public struct ShadowToken {
                        public var color: Color
                        public var radius: CGFloat
                        public var x: CGFloat
                        public var y: CGFloat
                    }

                """
        }
        if catalog.hasDarkMode {
            out += """

                    /// A colour that follows the system appearance.
                    fileprivate static func adaptive(light: Color, dark: Color) -> Color {
                        #if canImport(UIKit) && !os(watchOS)
                        return Color(UIColor { traits in
                            traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
                        })
                        #elseif canImport(AppKit)
                        return Color(NSColor(name: nil) { appearance in
                            appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? NSColor(dark) : NSColor(light)
                        })
                        #else
                        return light
                        #endif
                    }

                """
        }
        out += "}\n#endif\n"
        return out
    }

    /// Starts ICU on what `namespace` will transliterate of `systemName`, if anything, so that
    /// Render finds it done.
    package static func prefetchNamespace(systemName: String) {
        SwiftIdentifier.prefetch(SwiftIdentifier.latinPart(systemName))
    }

    /// The enum name: the Latin words of the display name in UpperCamelCase, else the slug's,
    /// else a neutral one. Words in other scripts are left out rather than read by machine:
    /// ICU reads Japanese kanji as Mandarin, and compiling its Han rules is a cost every such
    /// build would pay. The slug is the team's own Latin spelling (the URL path).
    package static func namespace(systemName: String, systemSlug: String) -> String {
        var name = SwiftIdentifier.upperCamel(SwiftIdentifier.latinPart(systemName))
        if name.isEmpty { name = SwiftIdentifier.upperCamel(systemSlug) }
        if name.isEmpty { return "DesignTokens" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "Tokens" + name }
        if reservedTypeNames.contains(name) || SwiftIdentifier.keywords.contains(name) { name += "Tokens" }
        return name
    }

    private func section(
        _ title: String, _ entries: [ExportEntry], catalog: ExportCatalog,
        render: (ExportEntry, String, ExportCatalog) -> String?
    ) -> String? {
        var used: Set<String> = []
        let members = entries.compactMap { entry -> String? in
            let name = SwiftIdentifier.member(entry.displayName, fallback: "token", used: &used)
            guard let body = render(entry, name, catalog) else { return nil }
            return docComment(entry, catalog: catalog) + body
        }
        guard !members.isEmpty else { return nil }
        return "    public enum \(title) {\n" + members.joined() + "    }\n"
    }

    private func docComment(_ entry: ExportEntry, catalog: ExportCatalog) -> String {
        let token = entry.primary
        var parts = [token.name]
        if let role = token.role { parts.append("(\(role))") }
        if let target = catalog.aliasTarget(of: token) { parts.append("= \(target.displayName)") }
        var line = "        /// " + ExportText.comment(parts.joined(separator: " "))
        if let usage = token.usage, !usage.isEmpty { line += " — " + ExportText.comment(usage) }
        return line + " (\(ExportText.comment(token.provenance.location)))\n"
    }

    private func plainMember(_ entry: ExportEntry, name: String, catalog: ExportCatalog) -> String? {
        guard let value = catalog.value(of: entry.primary, in: entry.light == nil ? .dark : .light) else { return nil }
        switch value {
        case .dimension(let length, _), .borderWidth(let length):
            return "        public static let \(name): CGFloat = \(ExportText.number(length.value, decimals: 3))\n"
        case .opacity(let number), .number(let number):
            return "        public static let \(name): Double = \(ExportText.number(number))\n"
        case .fontFamily(let stack):
            let names = ([stack.family] + stack.fallbacks).map(ExportText.swiftString).joined(separator: ", ")
            return "        public static let \(name): [String] = [\(names)]\n"
        default:
            return nil
        }
    }

    private func uiMember(_ entry: ExportEntry, name: String, namespace: String, catalog: ExportCatalog) -> String? {
        let mode: TokenMode = entry.light == nil ? .dark : .light
        guard let value = catalog.value(of: entry.primary, in: mode) else { return nil }
        switch value {
        case .color(let light):
            if catalog.variesByMode(entry), entry.light != nil,
               case .color(let dark)? = entry.token(in: .dark).flatMap({ catalog.value(of: $0, in: .dark) }), dark != light {
                return "        public static var \(name): Color { \(namespace).adaptive(light: \(Self.color(light)), dark: \(Self.color(dark))) }\n"
            }
            return "        public static var \(name): Color { \(Self.color(light)) }\n"
        case .gradient(let gradient):
            let stops = zip(gradient.stops, gradient.resolvedPositions).map { stop, position in
                "                Gradient.Stop(color: \(Self.color(stop.color)), location: \(ExportText.number(min(1, max(0, position)))))"
            }
            let (start, end) = Self.unitPoints(angle: gradient.angle ?? 180)
            return """
                        public static var \(name): LinearGradient {
                            LinearGradient(stops: [
                \(stops.joined(separator: ",\n")),
                            ], startPoint: \(start), endPoint: \(end))
                        }

                """
        case .typeStyle(let style):
            return "        public static var \(name): Font { \(Self.font(style)) }\n"
        case .shadow(let shadow):
            // SwiftUI's own default shadow colour, for documents that give only the geometry.
            let color = Self.color(shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33))
            let radius = ExportText.number((shadow.blur?.value ?? 0) / 2, decimals: 3)
            let x = ExportText.number(shadow.x?.value ?? 0, decimals: 3), y = ExportText.number(shadow.y?.value ?? 0, decimals: 3)
            // `View.shadow` draws one layer; the others are named in a comment rather than lost.
            let others = shadow.layers.count > 1
                ? "        // The first of \(shadow.layers.count) layers; the others: \(ValueScanner.css(Shadow(layers: Array(shadow.layers.dropFirst())) ?? Shadow()) { CSSTokenExporter.pixels($0?.cssPixels ?? 0) })\n" : ""
            return others + "        public static var \(name): ShadowToken { ShadowToken(color: \(color), radius: \(radius), x: \(x), y: \(y)) }\n"
        default:
            return nil
        }
    }

    package static func color(_ color: RGBAColor) -> String {
        let channels = [color.red, color.green, color.blue, color.alpha].map { ExportText.number($0) }
        return "Color(.sRGB, red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), opacity: \(channels[3]))"
    }

    /// SwiftUI start and end points for a CSS angle (0 is to the top, clockwise), on the unit
    /// square's centre line so 180 is `.top` to `.bottom`.
    package static func unitPoints(angle: Double) -> (String, String) {
        let radians = angle * .pi / 180
        let dx = sin(radians) / 2, dy = -cos(radians) / 2
        func point(_ x: Double, _ y: Double) -> String {
            "UnitPoint(x: \(ExportText.number(x, decimals: 3)), y: \(ExportText.number(y, decimals: 3)))"
        }
        return (point(0.5 - dx, 0.5 - dy), point(0.5 + dx, 0.5 + dy))
    }

    /// Apple's own families are the system font in SwiftUI, picked by design, not by name.
    package static func isSystemFamily(_ family: String) -> Bool {
        let lower = family.lowercased()
        return ["sf pro", "sf mono", "sf compact", "san francisco", "new york", "system", "-apple-system", ".sf"]
            .contains { lower.hasPrefix($0) }
    }

    package static func font(_ style: TypeStyle) -> String {
        let weight = style.weight.flatMap(Self.weight)
        if let family = style.family, !isSystemFamily(family) {
            let size = ExportText.number(style.size?.value ?? TypeStyleReading.defaultSize, decimals: 3)
            let base = "Font.custom(\(ExportText.swiftString(family)), size: \(size))"
            return weight.map { "\(base).weight(.\($0))" } ?? base
        }
        let design = self.design(family: style.family, design: style.design)
        guard let size = style.size else {
            let base = "Font.system(.body, design: .\(design))"
            return weight.map { "\(base).weight(.\($0))" } ?? base
        }
        return "Font.system(size: \(ExportText.number(size.value, decimals: 3)), weight: .\(weight ?? "regular"), design: .\(design))"
    }

    package static func design(family: String?, design: String?) -> String {
        let text = ((family ?? "") + " " + (design ?? "")).lowercased()
        if text.contains(literal: "mono") { return "monospaced" }
        if text.contains(literal: "rounded") { return "rounded" }
        if text.contains(literal: "serif") && !text.contains(literal: "sans") || text.contains(literal: "new york") { return "serif" }
        return "default"
    }

    package static func weight(_ name: String) -> String? {
        switch name {
        case "ultralight", "extralight": "ultraLight"
        case "thin": "thin"
        case "light": "light"
        case "regular", "normal", "book": "regular"
        case "medium": "medium"
        case "semibold", "demibold": "semibold"
        case "bold": "bold"
        case "extrabold", "heavy": "heavy"
        case "black": "black"
        default: nil
        }
    }
}
