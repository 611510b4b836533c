import SpecimenModel

/// The visual properties of a component in one state (or of one of its parts). Every value
/// is optional: documents state as much or as little as they like, and a state usually
/// states only what differs from the default.
public struct PropertySet: Sendable, Hashable {
    public var fill: PropertyValue<RGBAColor>?
    public var textColor: PropertyValue<RGBAColor>?
    public var borderWidth: PropertyValue<Length>?
    public var borderColor: PropertyValue<RGBAColor>?
    /// `top` or `bottom` when only one edge has a border (a tab bar's top rule, an underline).
    public var borderSide: PropertyValue<String>?
    /// `dashed`, `dotted` or `double` when the line is stated so (`dashed 2px outline`).
    public var borderStyle: PropertyValue<String>?
    public var radius: PropertyValue<Length>?
    /// iOS continuous corners (`style: .continuous`, "squircle").
    public var continuousCorners: PropertyValue<Bool>?
    /// A capsule or circle: "fully rounded", `Capsule()`, "56pt circle".
    public var fullyRounded: PropertyValue<Bool>?
    public var height: PropertyValue<Length>?
    public var minHeight: PropertyValue<Length>?
    public var width: PropertyValue<Length>?
    public var minWidth: PropertyValue<Length>?
    public var fullWidth: PropertyValue<Bool>?
    public var paddingVertical: PropertyValue<Length>?
    public var paddingHorizontal: PropertyValue<Length>?
    public var font: PropertyValue<FontSpec>?
    public var shadow: PropertyValue<Shadow>?
    public var opacity: PropertyValue<Double>?
    /// The scale a press shrinks the component to (0.97).
    public var scaleOnPress: PropertyValue<Double>?
    /// "Invert colors": the state swaps the default state's fill and text colours.
    public var invertsColors: PropertyValue<Bool>?
    public var sampleText: PropertyValue<String>?

    public init() {}

    public var isEmpty: Bool { self == PropertySet() }

    /// True when something a preview can draw is set, beyond sample text.
    public var hasVisualProperty: Bool {
        var copy = self
        copy.sampleText = nil
        return !copy.isEmpty
    }

    /// How many things a preview can draw are set: a sentence that sets two or more describes a
    /// look (`Filled #1A5FB4 background, white text, 999px radius`); one colour word in a sentence
    /// may be mere narrative.
    public var visualPropertyCount: Int {
        let set: [Any?] = [fill, textColor, borderWidth, borderColor, radius, fullyRounded, height, minHeight, width, minWidth,
                           fullWidth, paddingVertical, paddingHorizontal, font, shadow, opacity]
        return set.filter { $0 != nil }.count
    }

    /// Each stated property's name and the line it was read from (sample text aside).
    package var statedValues: [(name: String, line: Int)] {
        stated(includingUnknown: true)
    }

    /// The lines of its values that were understood, not kept as the document's words alone.
    package var understoodLines: Set<Int> { Set(stated(includingUnknown: false).map(\.line)) }

    private func stated(includingUnknown: Bool) -> [(name: String, line: Int)] {
        var out: [(String, Int)] = []
        func add<T>(_ name: String, _ value: PropertyValue<T>?) {
            if let value, includingUnknown || !value.isUnknown { out.append((name, value.provenance.line)) }
        }
        add("fill", fill); add("textColor", textColor); add("borderWidth", borderWidth); add("borderColor", borderColor)
        add("borderSide", borderSide); add("borderStyle", borderStyle); add("radius", radius); add("continuousCorners", continuousCorners)
        add("fullyRounded", fullyRounded); add("height", height); add("minHeight", minHeight); add("width", width)
        add("minWidth", minWidth); add("fullWidth", fullWidth); add("paddingVertical", paddingVertical)
        add("paddingHorizontal", paddingHorizontal); add("font", font); add("shadow", shadow); add("opacity", opacity)
        add("scaleOnPress", scaleOnPress); add("invertsColors", invertsColors)
        return out
    }

    /// Where each stated value was read, sample text too.
    package var statedProvenances: [Provenance] {
        var out: [Provenance] = []
        func add<T>(_ value: PropertyValue<T>?) { if let value { out.append(value.provenance) } }
        add(fill); add(textColor); add(borderWidth); add(borderColor); add(borderSide); add(borderStyle); add(radius); add(continuousCorners)
        add(fullyRounded); add(height); add(minHeight); add(width); add(minWidth); add(fullWidth); add(paddingVertical)
        add(paddingHorizontal); add(font); add(shadow); add(opacity); add(scaleOnPress); add(invertsColors); add(sampleText)
        return out
    }

    package var statedLines: Set<Int> { Set(statedValues.map(\.line)) }
    /// The lines its values were written on, as the document gives them.
    package var statedExcerpts: [String] {
        var out: [String] = []
        func add<T>(_ value: PropertyValue<T>?) { if let excerpt = value?.provenance.excerpt { out.append(excerpt) } }
        add(fill); add(textColor); add(borderColor); add(radius); add(height); add(font); add(shadow); add(sampleText)
        return out
    }
    package var statedNames: Set<String> { Set(statedValues.map(\.name)) }

    /// The words of other looks offered for each stated property, by name (`offeredWords`).
    package var offeredWords: [(name: String, words: [String])] {
        var out: [(String, [String])] = []
        func add<T>(_ name: String, _ value: PropertyValue<T>?) { if let words = value?.offeredWords, !words.isEmpty { out.append((name, words)) } }
        add("fill", fill); add("textColor", textColor); add("borderWidth", borderWidth); add("borderColor", borderColor)
        add("borderStyle", borderStyle); add("radius", radius); add("height", height); add("width", width)
        add("paddingVertical", paddingVertical); add("paddingHorizontal", paddingHorizontal); add("font", font); add("shadow", shadow)
        return out
    }

    /// Marks the properties `names` with the words of other looks offered for them.
    package mutating func offer(_ words: [String], for names: Set<String>) {
        func add<T>(_ name: String, _ value: inout PropertyValue<T>?) { if names.contains(name), value != nil { value?.offeredWords += words } }
        add("fill", &fill); add("textColor", &textColor); add("borderWidth", &borderWidth); add("borderColor", &borderColor)
        add("borderStyle", &borderStyle); add("radius", &radius); add("height", &height); add("width", &width)
        add("paddingVertical", &paddingVertical); add("paddingHorizontal", &paddingHorizontal); add("font", &font); add("shadow", &shadow)
    }

    /// This set with every property it leaves open taken from `base`.
    public func merged(over base: PropertySet) -> PropertySet {
        var out = self
        out.fill = fill ?? base.fill
        out.textColor = textColor ?? base.textColor
        out.borderWidth = borderWidth ?? base.borderWidth
        out.borderColor = borderColor ?? base.borderColor
        out.borderSide = borderSide ?? base.borderSide
        out.borderStyle = borderStyle ?? base.borderStyle
        out.radius = radius ?? base.radius
        out.continuousCorners = continuousCorners ?? base.continuousCorners
        // A radius of its own replaces a shape it would inherit: an `8px radius` variant of pill
        // buttons is not a pill.
        out.fullyRounded = fullyRounded ?? (radius == nil ? base.fullyRounded : nil)
        out.height = height ?? base.height
        out.minHeight = minHeight ?? base.minHeight
        out.width = width ?? base.width
        out.minWidth = minWidth ?? base.minWidth
        out.fullWidth = fullWidth ?? base.fullWidth
        out.paddingVertical = paddingVertical ?? base.paddingVertical
        out.paddingHorizontal = paddingHorizontal ?? base.paddingHorizontal
        if let font, let baseFont = base.font, let own = font.value, let inherited = baseFont.value {
            out.font?.value = own.merged(over: inherited)
        } else {
            out.font = font ?? base.font
        }
        out.shadow = shadow ?? base.shadow
        out.opacity = opacity ?? base.opacity
        out.scaleOnPress = scaleOnPress ?? base.scaleOnPress
        out.invertsColors = invertsColors ?? base.invertsColors
        out.sampleText = sampleText ?? base.sampleText
        return out
    }
}
