import Foundation
import SpecimenModel
import SpecimenReading

/// `contrast-ratio`: a front-matter component whose `textColor` on its `backgroundColor` does
/// not reach WCAG AA: 4.5:1, or 3:1 when its `typography` makes the text large.
///
/// Judged on the values the front matter writes, as other DESIGN.md tools read them, with the
/// audit's ratio and thresholds. A state entry (`button-primary-hover`) takes what it leaves out
/// from its component; a disabled one is exempt, as WCAG exempts inactive components. A
/// translucent fill is composited over the system's page background (`PageBackground`), or the
/// ground the component's words or name put it on (`StatedSection`), and translucent text over
/// that, as a screen shows them; over a gradient page the fill is
/// skipped, and the audit measures it at every point. The audit page goes further (dark
/// appearances, parts).
///
/// `--like-reference` answers as the reference linter: 4.5:1 whatever the text size, alpha
/// ignored, and every entry on its own.
package struct ContrastRatioRule: LintRule {
    package let id = "contrast-ratio"
    package let severity = LintSeverity.warning
    package let summary = "A front-matter component's textColor on its backgroundColor is below WCAG AA: 4.5:1 for normal text, 3:1 for large; translucent colours are composited over the page first."

    package static let level = WCAGLevel.aa

    package func check(_ subject: LintSubject) -> [LintFinding] {
        guard let references = subject.references else { return [] }
        if subject.options.likeReference { return checkLikeReference(subject, references) }
        let components = subject.entries(of: DesignMDSchema.componentsKey)
        let byName = Dictionary(components.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let names = Set(byName.keys)
        var page: PageBackground?
        return components.compactMap { entry, value -> LintFinding? in
            let (owner, state) = FrontMatterComponentReader.stateSplit(entry, among: names)
            guard state != .disabled else { return nil }
            // A property of the entry itself, else of the component it is a state of.
            func property(_ name: String) -> YAMLValue? { value[name] ?? owner.flatMap { byName[$0]?[name] } }
            guard let text = property("textColor"), let fill = property("backgroundColor"),
                  let textColor = Self.color(text, references), let fillColor = Self.color(fill, references) else { return nil }
            var backdrop = LayerStack(base: fillColor)
            var ground: String?
            if !fillColor.isOpaque {
                // What shows through the fill: the page, chosen as the audit chooses it.
                page = page ?? PageBackground.choose(in: subject.system.tokens, mode: .light, prose: subject.system.prose)
                guard case .solid(let pageColor)? = page?.fill else { return nil }
                backdrop = LayerStack(base: pageColor, layers: [fillColor])
                // Or the ground the component's words or name put it on, as the audit measures
                // it (`StatedSection`); on a dark one whose colour is not given, nothing is said.
                if let component = subject.system.components.first(where: { $0.name == (owner ?? entry) }),
                   let base = component.variants.first?[.default],
                   let section = StatedSection.find(
                       component: component, properties: base, document: subject.system.prose,
                       palette: AuditPalette(tokens: subject.system.tokens, mode: .light).colors,
                       components: subject.system.components, page: pageColor,
                       groundValues: StatedSection.groundValues(of: subject.system.tokens)) {
                    guard let color = section.color else { return nil }
                    backdrop = LayerStack(base: color, layers: [fillColor])
                    ground = section.name
                }
            }
            let ratio = ContrastRatio(foreground: textColor, on: backdrop)
            let category = ContrastCategory(textSize: Self.textSize(property("typography"), references))
            let requirement = category.requirement(at: Self.level)
            guard !requirement.isMet(by: ratio) else { return nil }
            // Point at what this entry itself writes: its text colour, else its fill.
            let own = value["textColor"] != nil ? "textColor" : "backgroundColor"
            let path = "\(DesignMDSchema.componentsKey).\(entry).\(own)"
            var message = "\(path): textColor \(Self.describe(text, textColor)) on backgroundColor \(Self.describe(fill, fillColor)) is "
                + "\(ratio.formatted):1, below the \(RGBAColor.format(requirement.minimumRatio)):1 WCAG \(Self.level.rawValue) asks of \(category.label)"
            if let ground {
                message += " (composited over \(ground))"
            } else if !fillColor.isOpaque || !textColor.isOpaque, let page {
                message += " (composited over the page background, \(page.name))"
            } else if !textColor.isOpaque {
                message += " (the text composited over its fill)"
            }
            return finding(subject, path: path, line: (value[own] ?? text).line, message)
        }
    }

    /// The reference linter's answer: each entry's own textColor on its own backgroundColor,
    /// alpha ignored, against 4.5:1.
    private func checkLikeReference(_ subject: LintSubject, _ references: FrontMatterReferences) -> [LintFinding] {
        subject.entries(of: DesignMDSchema.componentsKey).compactMap { entry, value -> LintFinding? in
            guard let text = value["textColor"], let fill = value["backgroundColor"],
                  let textColor = Self.color(text, references), let fillColor = Self.color(fill, references) else { return nil }
            let ratio = ContrastRatio(between: textColor.withAlpha(1), and: fillColor.withAlpha(1))
            guard !ratio.meets(4.5) else { return nil }
            let path = "\(DesignMDSchema.componentsKey).\(entry)"
            return finding(subject, path: path, line: text.line,
                           "textColor (\(Self.lowerHex(textColor))) on backgroundColor (\(Self.lowerHex(fillColor))) has contrast ratio \(String(format: "%.2f", ratio.value)):1, below WCAG AA minimum of 4.5:1.")
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent: the reference's form.
    package static func lowerHex(_ color: RGBAColor) -> String { color.hex.lowercased() }

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
