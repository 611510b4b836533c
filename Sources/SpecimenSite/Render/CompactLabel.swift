import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Previews sized for a glyph rather than a word, and what they show when their text does not
/// fit.
///
/// Compact are: a button or a component of no known kind whose spec makes it a circle or a
/// square (equal stated width and height, whatever the radius), a floating action button (the
/// gallery always draws it round), a button whose name or variant calls it an icon button, and
/// a calendar day cell (sized for a day number). A compact preview shows its sample only when
/// the sample fits inside it; otherwise its kind's stand-in is drawn: an icon placeholder on a
/// button or shape, whose accessible name the sample becomes, and a day number in a day cell. Clipped or spilling text would be a
/// picture the document never describes. All of it is read from the spec's kind, shape and
/// words, never from a system; what each kind does is its row of `ComponentTraits`.
package enum CompactLabel {
    package enum StandIn: Equatable {
        case icon
        case text(String)

        package var text: String? {
            if case .text(let text) = self { return text }
            return nil
        }
    }

    /// What the gallery style sheet draws when the spec is silent: the side of the box, the
    /// font size, and a fixed inner padding (nil: the spec's own, else none).
    package struct Metrics: Sendable {
        package var side: Double
        package var fontSize: Double
        package var padding: Double?
    }

    /// Average advance of a character, in ems, for estimating a label's width without font
    /// metrics: on the generous side, so a label estimated to fit does fit (the browser checks
    /// measure the real one). Wide (East Asian) characters count twice.
    package static let averageAdvance = 0.62
    package static let uppercaseAdvance = 0.74

    package static func isCompact(_ kind: ComponentKind, names: [String], properties: ResolvedProperties) -> Bool {
        switch kind.traits.compactness {
        case .always:
            return true
        case .whenSquare:
            return isSquare(properties)
        case .whenSquareOrNamedIcon:
            if isSquare(properties) { return true }
            let iconOnly = Vocabulary.standard.iconOnlyButtons
            return names.contains { name in
                let words = ComponentKind.words(of: name)
                return !iconOnly.icon.isDisjoint(with: words) && iconOnly.text.isDisjoint(with: words)
            }
        case .never:
            return false
        }
    }

    private static func isSquare(_ properties: ResolvedProperties) -> Bool {
        guard let width = properties.width, let height = properties.height else { return false }
        return abs(width - height) < 0.5
    }

    /// Whether `label` fits across the preview, inside its border and padding.
    package static func fits(_ label: String, kind: ComponentKind, properties: ResolvedProperties) -> Bool {
        let traits = kind.traits
        guard let metrics = traits.metrics else { return true }
        let side = properties.width ?? (traits.heightSetsSide ? properties.height : nil) ?? metrics.side
        let border = properties.borderWidth ?? (properties.borderColor != nil ? 1 : 0)
        let padding = metrics.padding ?? properties.paddingHorizontal ?? 0
        let size = properties.font?.size.flatMap { $0 > 0 ? $0 : nil } ?? metrics.fontSize
        let advance = properties.font?.uppercase == true ? uppercaseAdvance : averageAdvance
        return Double(DisplayWidth.of(label)) * advance * size <= side - 2 * border - 2 * padding
    }

    /// What a compact preview shows instead of a label that does not fit: a button an icon, a
    /// day cell the first day number its copy holds, else the first of the month.
    package static func standIn(_ kind: ComponentKind, copy: [String]) -> StandIn {
        guard kind.traits.standIn == .dayNumber else { return .icon }
        for text in copy {
            for run in text.split(whereSeparator: { !("0"..."9").contains($0) }) {
                if let day = Int(run), (1...31).contains(day) { return .text(String(day)) }
            }
        }
        return .text("1")
    }
}
