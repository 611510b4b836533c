import SpecimenModel
import SpecimenReading

/// `contrast-ratio`: a front-matter component whose `textColor` on its `backgroundColor` does
/// not reach WCAG AA: 4.5:1, or 3:1 when its `typography` makes the text large.
///
/// Judged on the values the front matter writes, as other DESIGN.md tools read them, with the
/// audit's ratio and thresholds. A state entry (`button-primary-hover`) takes what it leaves out
/// from its component; a disabled one is exempt, as WCAG exempts inactive components. A
/// translucent or transparent fill is skipped: what shows through it is not in the front
/// matter. The audit page goes further (page backgrounds, dark appearances, parts).
package struct ContrastRatioRule: LintRule {
    package let id = "contrast-ratio"
    package let severity = LintSeverity.warning
    package let summary = "A front-matter component's textColor on its backgroundColor is below WCAG AA: 4.5:1 for normal text, 3:1 for large."

    package static let level = WCAGLevel.aa

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let references = subject.references else { return [] }
        let components = subject.entries(of: DesignMDSchema.componentsKey)
        let byName = Dictionary(components.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let names = Set(byName.keys)
        return components.compactMap { entry, value -> LintFinding? in
            let (owner, state) = FrontMatterComponentReader.stateSplit(entry, among: names)
            guard state != .disabled else { return nil }
            // A property of the entry itself, else of the component it is a state of.
            func property(_ name: String) -> YAMLValue? { value[name] ?? owner.flatMap { byName[$0]?[name] } }
            guard let text = property("textColor"), let fill = property("backgroundColor"),
                  let textColor = Self.color(text, references), let fillColor = Self.color(fill, references),
                  fillColor.isOpaque else { return nil }
            let ratio = ContrastRatio(foreground: textColor, background: fillColor)
            let category = ContrastCategory(textSize: Self.textSize(property("typography"), references))
            let requirement = category.requirement(at: Self.level)
            guard !requirement.isMet(by: ratio) else { return nil }
            // Point at what this entry itself writes: its text colour, else its fill.
            let own = value["textColor"] != nil ? "textColor" : "backgroundColor"
            let path = "\(DesignMDSchema.componentsKey).\(entry).\(own)"
            let message = "\(path): textColor \(Self.describe(text, textColor)) on backgroundColor \(Self.describe(fill, fillColor)) is "
                + "\(ratio.formatted):1, below the \(RGBAColor.format(requirement.minimumRatio)):1 WCAG \(Self.level.rawValue) asks of \(category.label)"
            return finding(subject, path: path, line: (value[own] ?? text).line, message)
        }
    }

    /// The colour a value names, through references; nil when it is not one (another rule, or
    /// the component reader, says why).
    package static func color(_ value: YAMLValue, _ references: FrontMatterReferences) -> RGBAColor? {
        guard case .success(let end) = references.resolve(value), let text = end.string,
              case .success(let parsed) = CSSColor.parse(text) else { return nil }
        return parsed.color
    }

    /// The text size the component's type style gives, else the audit's default (16px, 400).
    package static func textSize(_ typography: YAMLValue?, _ references: FrontMatterReferences) -> TextSizeCategory {
        var size = ComponentPairCollector.defaultTextSize
        var weight = ComponentPairCollector.defaultTextWeight
        if let typography, case .success(let style) = references.resolve(typography, allowComposite: true) {
            func text(_ key: String) -> String? {
                style[key].flatMap { try? references.resolve($0).get() }?.string
            }
            if let length = text("fontSize").flatMap(FrontMatterTokenReader.length) { size = length.cssPixels }
            if let parsed = CSSFontWeight.parse(text("fontWeight")) { weight = parsed }
        }
        return TextSizeCategory(pixelSize: size, weight: weight)
    }

    /// `{colors.muted} (#999999)`, or the hex alone when that is what the document wrote.
    package static func describe(_ value: YAMLValue, _ color: RGBAColor) -> String {
        let written = (value.string ?? "").trimmingWhitespace
        return written.caseInsensitiveCompare(color.hex) == .orderedSame ? color.hex : "\(written) (\(color.hex))"
    }
}
