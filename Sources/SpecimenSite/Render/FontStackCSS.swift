import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// CSS `font-family` stacks for the families documents name.
///
/// Apple's fonts cannot be shipped, so they map to a named stand-in that is shipped or common,
/// and pages say which one was used. Names are reduced to letters, digits, spaces and hyphens
/// before they reach CSS.
package enum FontStackCSS {
    package struct Stack: Sendable, Equatable {
        package var css: String
        /// What a reader sees instead of the named family, for the page to state; nil when the
        /// family itself is used.
        package var standIn: String?
    }

    /// Platform fonts that are never redistributable, and what stands in for them.
    ///
    /// A stand-in's stack starts with the stand-in itself: the page says which font it shows,
    /// so nothing a platform resolves may come first. `system-ui` resolves everywhere (DejaVu
    /// Sans on Debian, Segoe UI on Windows) and `-apple-system`, `ui-monospace` and the Apple
    /// names resolve on Apple's platforms, so any of them ahead of the stand-in draws a font the
    /// page does not name.
    package static let platformStandIns: [(names: [String], standIn: String, stack: [String], generic: String)] = [
        (["sf pro rounded", "sf rounded"], "system-ui rounded", ["ui-rounded"], "system-ui, sans-serif"),
        (["sf pro", "sf pro text", "sf pro display", "san francisco", "system", "system font", "system default"],
         "Inter", ["Inter"], "sans-serif"),
        (["sf mono", "sf mono regular"], "DejaVu Sans Mono", ["DejaVu Sans Mono"], "monospace"),
        (["new york"], "EB Garamond", ["EB Garamond"], "serif"),
        (["menlo"], "DejaVu Sans Mono", ["DejaVu Sans Mono"], "monospace"),
        (["roboto"], "Inter", ["Inter"], "sans-serif"),
    ]

    /// What previews use when nothing names a family: the site's shipped sans-serif.
    package static let defaultStandIn = "Inter"

    package static func stack(family: String?, fallbacks: [String] = [], design: String? = nil) -> Stack {
        var names: [String] = []
        var standIn: String?
        var generic = genericFamily(for: design, family: family)
        for (index, name) in ([family].compactMap { $0 } + fallbacks).enumerated() {
            let key = name.lowercased().trimmingWhitespace
            if let platform = platformStandIns.first(where: { $0.names.contains(key) }) {
                names += platform.stack
                if index == 0 { standIn = platform.standIn; generic = platform.generic }
            } else if let safe = safeName(name) {
                names.append(safe)
            }
        }
        if names.isEmpty {
            names = [defaultStandIn]
            standIn = family == nil ? nil : defaultStandIn
        }
        var seen: Set<String> = []
        let unique = names.filter { seen.insert($0.lowercased()).inserted }
        let css = (unique.map(quote) + [generic]).joined(separator: ", ")
        return Stack(css: css, standIn: standIn)
    }

    package static func genericFamily(for design: String?, family: String?) -> String {
        let text = ((design ?? "") + " " + (family ?? "")).lowercased()
        if text.contains(literal: "mono") { return "monospace" }
        if text.contains(literal: "serif") && !text.contains(literal: "sans") { return "serif" }
        if text.contains(literal: "garamond") || text.contains(literal: "times") || text.contains(literal: "georgia") { return "serif" }
        if text.contains(literal: "rounded") { return "system-ui, sans-serif" }
        return "sans-serif"
    }

    package static func safeName(_ name: String) -> String? { FontFace.safeFamilyName(name) }

    private static func quote(_ name: String) -> String {
        let keywords: Set<String> = ["system-ui", "-apple-system", "ui-monospace", "ui-serif", "ui-rounded", "ui-sans-serif"]
        return keywords.contains(name) ? name : "\"\(name)\""
    }
}

import Foundation
