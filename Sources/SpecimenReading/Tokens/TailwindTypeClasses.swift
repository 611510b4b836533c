import SpecimenModel

/// Tailwind's type utilities read as a type style: `text-[28px] leading-[34px] font-bold`, or
/// `text-xl font-semibold`. A named size takes Tailwind's default theme, which sets a line
/// height with each size (`text-xl` is 20px on a 28px line), as CSS's named colours take CSS's
/// table: these are the framework's published values, not any design system's.
package enum TailwindTypeClasses {
    /// `text-<name>`: font size and line height in px (a line height of 1 is a multiplier).
    package static let sizes: [String: (size: Double, lineHeight: Double)] = [
        "xs": (12, 16), "sm": (14, 20), "base": (16, 24), "lg": (18, 28), "xl": (20, 28), "2xl": (24, 32),
        "3xl": (30, 36), "4xl": (36, 40), "5xl": (48, 1), "6xl": (60, 1), "7xl": (72, 1), "8xl": (96, 1), "9xl": (128, 1),
    ]
    /// `leading-<name>`: multipliers. `leading-3` … `leading-10` are that many quarter rems.
    package static let leading: [String: Double] = ["none": 1, "tight": 1.25, "snug": 1.375, "normal": 1.5, "relaxed": 1.625, "loose": 2]
    /// `tracking-<name>`: ems.
    package static let tracking: [String: Double] = ["tighter": -0.05, "tight": -0.025, "normal": 0, "wide": 0.025, "wider": 0.05, "widest": 0.1]

    /// The style a list of classes states when one of them sets a text size, and the note in
    /// brackets after them (`text-[34px] font-bold (page headers)`); nil for anything else: a
    /// colour class alone (`text-slate-800`), prose. Classes behind a variant (`md:text-2xl`,
    /// `hover:…`) say how the style changes, not what it is, and are passed over.
    package static func style(in text: String) -> (style: TypeStyle, note: String?)? {
        var classes = text.replacing(literal: "`", with: "")
        var note: String?
        if let open = classes.firstIndex(where: { $0 == "(" || $0 == "（" }) {
            note = classes[classes.index(after: open)...].trimmingCharacters(in: ColorStatementInterpreter.noteTrim)
            classes = String(classes[..<open])
        }
        guard UtilityClassReader.isClassList(classes) else { return nil }
        var style = TypeStyle()
        var leadingClass: String?
        var trackingClass: String?
        for word in classes.split(whereSeparator: \.fastIsWhitespace) where !word.contains(literal: ":") {
            // `text-sm or text-base`: the sizes are alternatives; the first is the style's, and
            // its line height with it.
            if let rest = value(of: word, prefix: "text-"), style.size == nil {
                if let named = sizes[rest] {
                    style.size = Length(named.size, .px)
                    style.lineHeight = style.lineHeight ?? named.lineHeight
                } else if let length = arbitraryLength(rest) {
                    style.size = length
                }
            } else if let rest = value(of: word, prefix: "font-") {
                let weight = rest.hasPrefix("[") ? String(rest.dropFirst().dropLast()) : rest
                if let name = ValueScanner.weight(in: weight), String(weight) == name || Int(weight) != nil { style.weight = name }
            } else if let rest = value(of: word, prefix: "leading-") {
                leadingClass = rest
            } else if let rest = value(of: word, prefix: "tracking-") {
                trackingClass = rest
            }
        }
        guard let size = style.size else { return nil }
        if let leadingClass {
            if let multiplier = leading[leadingClass] {
                style.lineHeight = multiplier
            } else if let quarters = Double(leadingClass), (3...10).contains(quarters) {
                style.lineHeight = quarters * 4
            } else if let length = arbitraryLength(leadingClass) {
                style.lineHeight = length.cssPixels
            }
        }
        if let trackingClass {
            if let ems = tracking[trackingClass] {
                style.tracking = Length.ems(ems, of: size)
            } else if let length = arbitraryLength(trackingClass) {
                style.tracking = length
            }
        }
        // A note that only restates the size (`text-xl (1.25rem)`) is no usage.
        if let text = note, let step = ValueScanner.step(in: text), step.note == nil { note = nil }
        return (style, note?.isEmpty == false ? note : nil)
    }

    private static func value(of word: Substring, prefix: String) -> String? {
        word.hasPrefix(prefix) ? String(word.dropFirst(prefix.count)) : nil
    }

    /// `[28px]`, `[1.75rem]`: an arbitrary length in px or rem.
    private static func arbitraryLength(_ rest: String) -> Length? {
        guard rest.hasPrefix("["), rest.hasSuffix("]") else { return nil }
        let inner = String(rest.dropFirst().dropLast())
        guard inner.hasSuffix("px") || inner.hasSuffix("rem"), let step = ValueScanner.step(in: inner), step.note == nil else { return nil }
        return step.length
    }
}

/// Tailwind's corner utilities (`rounded-md`, `rounded-2xl`) at its default theme, as
/// `TailwindTypeClasses` reads its type utilities. `rounded-full` is a pill, read as the word
/// "full"; a bare `rounded` is as often the English adjective, and is left to it.
package enum TailwindRadiusClasses {
    package static let radii: [String: Double] = ["none": 0, "sm": 2, "md": 6, "lg": 8, "xl": 12, "2xl": 16, "3xl": 24]

    /// The step and radius of the one corner utility a clause names, unprefixed by a variant
    /// (`md:rounded-lg` says how it changes); nil for none, or for several that differ.
    package static func radius(in clause: String) -> (step: String, radius: Length)? {
        guard clause.contains(literal: "rounded-") else { return nil }
        let found = Set(clause.split(whereSeparator: { $0.fastIsWhitespace || "(),;`".contains($0) }).compactMap { word -> String? in
            guard word.hasPrefix("rounded-"), case let step = String(word.dropFirst("rounded-".count)), radii[step] != nil else { return nil }
            return step
        })
        guard found.count == 1, let step = found.first, let value = radii[step] else { return nil }
        return (step, Length(value, .px))
    }
}

/// Tailwind's shadow utilities (`shadow-sm`, `shadow-lg`) at its default theme, as
/// `TailwindRadiusClasses` reads its corners. A bare `shadow` is as often the English noun, and
/// `shadow-inner` and `shadow-none` are left to their words.
package enum TailwindShadowClasses {
    package static let shadows: [String: String] = [
        "sm": "0 1px 2px 0 rgb(0 0 0 / 0.05)",
        "md": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
        "lg": "0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)",
        "xl": "0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)",
        "2xl": "0 25px 50px -12px rgb(0 0 0 / 0.25)",
    ]

    /// The step and shadow of the one shadow utility a text names, unprefixed by a variant
    /// (`hover:shadow-lg` says how it changes); nil for none, or for several that differ.
    package static func shadow(in text: String) -> (step: String, shadow: Shadow)? {
        guard text.contains(literal: "shadow-") else { return nil }
        let found = Set(text.split(whereSeparator: { $0.fastIsWhitespace || "(),;`.".contains($0) }).compactMap { word -> String? in
            guard word.hasPrefix("shadow-"), case let step = String(word.dropFirst("shadow-".count)), shadows[step] != nil else { return nil }
            return step
        })
        guard found.count == 1, let step = found.first, let css = shadows[step], let shadow = ValueScanner.cssShadowList(in: css) else { return nil }
        return (step, shadow)
    }
}
