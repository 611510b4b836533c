import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Builds a system's Changes page: what `specimen diff --base REV` reports for the system, as
/// the site shows it, with each changed component drawn before and after through the same
/// gallery markup (`GalleryBuilder` and `partials.component-stages`).
///
/// After-side lines link to the document pages of this site. Before-side lines are named as
/// `git show` takes them (`HEAD:Content/acme/DESIGN.md:12`) and not linked: the document as it
/// was at the revision is not published.
package struct ChangesPageBuilder {
    /// The system as this build reads it.
    package var system: AnalyzedSystem
    /// The same system at the base revision; nil when the revision does not have it.
    package var previous: AnalyzedSystem?
    package var diff: SystemDiff
    /// The revision as given (`HEAD`, `origin/main`).
    package var base: String
    /// Prefix that names a before-side file in the revision: `HEAD:Content/`.
    package var beforeRoot: String
    package var linker: SourceLinker
    package var templates: TemplateLibrary
    /// Draw the previews of each side, as that side's gallery does.
    package var afterGallery: GalleryBuilder
    package var beforeGallery: GalleryBuilder?
    /// The after side's previews, as its gallery drew them (`GalleryBuilder.previews()`).
    package var afterPreviews: [[GalleryVariantView]]

    package func build(sidebar: SidebarView) throws -> ChangesView {
        let components = try componentViews()
        let redrawn = components.filter { $0.change == "redrawn" }.count
        return ChangesView(
            systemName: system.name, sidebar: sidebar, base: base, isAdded: diff.status == .added,
            hasChanges: diff.hasChanges || !components.isEmpty, regressed: diff.regressed,
            counts: counts(redrawn: redrawn),
            tokens: diff.tokens.map(tokenView), components: components,
            newFailures: diff.newFailures.map(pairView), fixedFailures: diff.fixedFailures.map(pairView),
            unchangedFailures: diff.unchangedFailures, anyUnchangedFailures: diff.unchangedFailures > 0,
            contradictedClaims: diff.newContradictedClaims.map(claimView), resolvedClaims: diff.resolvedClaims.map(claimView),
            lintAdded: diff.lint.added.map { lintView($0, after: true) }, lintRemoved: diff.lint.removed.map { lintView($0, after: false) },
            hasPairs: !diff.newFailures.isEmpty || !diff.fixedFailures.isEmpty,
            hasClaims: !diff.newContradictedClaims.isEmpty || !diff.resolvedClaims.isEmpty,
            hasLint: !diff.lint.isEmpty)
    }

    // MARK: Sources

    /// A line of this build's document, linked to the page that shows it.
    package func now(_ reference: SourceReference) -> SourceView {
        let linked = reference.file == system.document.file
        return SourceView(
            location: reference.location, href: linked ? linker.href(line: reference.line, fromDepth: 1) : nil,
            excerpt: linked ? Self.excerpt(system.document, line: reference.line) : "", supplied: false)
    }

    /// A line of the document at the base revision: named, not linked.
    package func was(_ reference: SourceReference) -> SourceView {
        let excerpt = previous.flatMap { reference.file == $0.document.file ? Self.excerpt($0.document, line: reference.line) : nil } ?? ""
        return SourceView(location: beforeRoot + reference.location, href: nil, excerpt: excerpt, supplied: false)
    }

    package static func excerpt(_ document: MarkdownDocument, line: Int) -> String {
        document.lines.indices.contains(line - 1) ? document.lines[line - 1].trimmingWhitespace : ""
    }

    // MARK: Lists

    package static func label(_ change: ChangeKind) -> String {
        switch change {
        case .added: "Added"
        case .removed: "Removed"
        case .modified: "Modified"
        case .renamed: "Renamed"
        }
    }

    /// `typeStyle` → `type style`, as a reader says it.
    package static func kindName(_ kind: String) -> String {
        var out = ""
        for character in kind {
            if character.fastIsUppercase { out += " " + character.lowercased() } else { out.append(character) }
        }
        return out == "color" ? "colour" : out
    }

    package func tokenView(_ change: TokenChange) -> TokenChangeView {
        TokenChangeView(
            change: change.change.rawValue, changeLabel: Self.label(change.change), name: change.name,
            formerName: change.change == .renamed ? change.before?.name : nil, kind: Self.kindName(change.kind),
            appearance: change.mode?.rawValue,
            old: change.before.map { ChangeValueView(text: $0.value, chip: $0.color, source: was($0.source)) },
            new: change.after.map { ChangeValueView(text: $0.value, chip: $0.color, source: now($0.source)) })
    }

    package func propertyView(_ change: PropertyChange) -> PropertyChangeView {
        PropertyChangeView(
            change: change.change.rawValue, changeLabel: Self.label(change.change), location: change.location,
            old: change.before.map { ChangeValueView(text: $0.text, chip: $0.color, source: was($0.source)) },
            new: change.after.map { ChangeValueView(text: $0.text, chip: $0.color, source: now($0.source)) })
    }

    package func pairView(_ change: PairChange) -> PairChangeView {
        let shown = change.after ?? change.before
        func measure(_ side: PairChange.Measurement, after: Bool) -> PairMeasureView {
            PairMeasureView(
                ratioText: side.ratioText, passes: side.passes, foreground: side.foreground.hex, foregroundName: side.foreground.name,
                background: side.background.hex, backgroundName: side.background.name, exemptBecause: side.exemption,
                source: after ? now(side.source) : was(side.source))
        }
        return PairChangeView(
            context: change.context, category: change.category.label, needs: change.needs,
            sampleForeground: shown?.foreground.hex ?? "", sampleBackground: shown?.background.hex ?? "",
            isText: change.category != .nonText,
            was: change.before.map { measure($0, after: false) }, now: change.after.map { measure($0, after: true) })
    }

    package func claimView(_ change: ClaimChange) -> ClaimChangeView {
        ClaimChangeView(
            text: change.text, claimed: change.claimed,
            was: change.before.map { ClaimCheckView(holds: $0.holds, measured: $0.measured, source: was($0.source)) },
            now: change.after.map { ClaimCheckView(holds: $0.holds, measured: $0.measured, source: now($0.source)) })
    }

    package func lintView(_ finding: LintFinding, after: Bool) -> LintChangeView {
        let reference = SourceReference(file: finding.file, line: finding.line)
        return LintChangeView(
            severity: finding.severity.rawValue, badge: finding.severity == .info ? "note" : finding.severity.rawValue, rule: finding.rule, message: finding.message, path: finding.path,
            source: after ? now(reference) : was(reference))
    }

    package func counts(redrawn: Int) -> [ChangeCountView] {
        func count(_ number: Int, _ one: String, _ many: String, bad: Bool = false) -> ChangeCountView? {
            number == 0 ? nil : ChangeCountView(label: "\(number) \(number == 1 ? one : many)", bad: bad)
        }
        let tokens = Dictionary(grouping: diff.tokens, by: \.change)
        let components = Dictionary(grouping: diff.components, by: \.change)
        return [
            count(diff.newFailures.count, "new failing pair", "new failing pairs", bad: true),
            count(diff.newContradictedClaims.count, "claim newly contradicted", "claims newly contradicted", bad: true),
            count(diff.lint.newErrors.count, "new lint error", "new lint errors", bad: true),
            count(tokens[.added]?.count ?? 0, "token added", "tokens added"),
            count(tokens[.removed]?.count ?? 0, "token removed", "tokens removed"),
            count(tokens[.modified]?.count ?? 0, "token modified", "tokens modified"),
            count(tokens[.renamed]?.count ?? 0, "token renamed", "tokens renamed"),
            count(components[.added]?.count ?? 0, "component added", "components added"),
            count(components[.removed]?.count ?? 0, "component removed", "components removed"),
            count(components[.modified]?.count ?? 0, "component spec changed", "component specs changed"),
            count(redrawn, "component drawn differently", "components drawn differently"),
            count(diff.fixedFailures.count, "pair fixed", "pairs fixed"),
            count(diff.resolvedClaims.count, "claim no longer contradicted", "claims no longer contradicted"),
            count(diff.lint.added.count, "lint finding added", "lint findings added"),
            count(diff.lint.removed.count, "lint finding removed", "lint findings removed"),
        ].compactMap { $0 }
    }

    // MARK: Components

    /// Every component whose spec changed (as `specimen diff` reports it), and every component
    /// whose spec is the same but whose drawing is not (a token it names changed value), in
    /// document order; removed components last.
    package func componentViews() throws -> [ComponentChangeView] {
        guard let previous, let beforeGallery else { return [] }
        let old = ComponentDiffer.keyed(previous.componentSpecs)
        let oldByKey = Dictionary(old.map { ($0.key, $0.spec) }, uniquingKeysWith: { first, _ in first })
        var anchors = AnchorSlugger()
        var views: [ComponentChangeView] = []
        for (key, spec) in ComponentDiffer.keyed(system.componentSpecs) {
            let reference = SourceReference(spec.provenance)
            let reported = diff.components.first { $0.change != .removed && $0.after == reference }
            let formerSpec = oldByKey[key]
            let after = try preview(spec, in: system, gallery: afterGallery, drawn: afterPreviews)
            let before = try formerSpec.flatMap { try preview($0, in: previous, gallery: beforeGallery) }
            let change: String
            let reason: String
            if let reported, reported.change == .modified, reported.previousKind == nil,
               reported.properties.allSatisfy({ $0.tokenValueChanged == true }) {
                // Listed by the diff because a colour it names changed value; its spec did not.
                change = "redrawn"
                reason = "Its spec is unchanged, but a value it names changed, so it is drawn differently."
            } else if let reported {
                change = reported.change.rawValue
                switch reported.change {
                case .added: reason = "New since \(base)."
                default:
                    let count = reported.properties.count
                    let kind = reported.previousKind.map { " Its kind was \($0.traits.title.lowercased())." } ?? ""
                    reason = count == 0 ? "Its spec changed." + kind : "\(count) stated \(count == 1 ? "property" : "properties") changed." + kind
                }
            } else if before != nil, after != nil, before != after {
                change = "redrawn"
                reason = "Its spec is unchanged, but a value it names changed, so it is drawn differently."
            } else {
                continue
            }
            views.append(ComponentChangeView(
                name: spec.name, kind: spec.kind.traits.title, anchor: anchors.anchor(for: "change-" + spec.name),
                change: change, changeLabel: change == "redrawn" ? "Drawn differently" : Self.label(reported?.change ?? .modified),
                reason: reason, properties: reported?.properties.map(propertyView) ?? [],
                wasAt: formerSpec.map { was(SourceReference($0.provenance)) }, nowAt: now(reference),
                beforeHTML: before, afterHTML: after))
        }
        for removed in diff.components where removed.change == .removed {
            guard let reference = removed.before,
                  let spec = previous.componentSpecs.first(where: { SourceReference($0.provenance) == reference && $0.name == removed.name })
            else { continue }
            views.append(ComponentChangeView(
                name: removed.name, kind: removed.kind.traits.title, anchor: anchors.anchor(for: "change-" + removed.name),
                change: "removed", changeLabel: Self.label(.removed), reason: "Not in this build any more.", properties: [],
                wasAt: was(reference), nowAt: nil,
                beforeHTML: try preview(spec, in: previous, gallery: beforeGallery), afterHTML: nil))
        }
        return views
    }

    /// The component's previews as its side's gallery draws them, through `partials.component-stages`.
    /// `drawn` holds the side's previews when its gallery already drew them.
    private func preview(_ spec: ComponentSpec, in system: AnalyzedSystem, gallery: GalleryBuilder, drawn: [[GalleryVariantView]]? = nil) throws -> String? {
        guard let index = system.components.firstIndex(where: { $0.spec.provenance == spec.provenance && $0.name == spec.name }) else { return nil }
        let component = system.components[index]
        let dark = system.darkComponents.indices.contains(index) ? system.darkComponents[index] : nil
        let view = try drawn.map { gallery.view(component, variants: $0[index]) } ?? gallery.view(component, dark: dark)
        return try templates.render(view, template: "partials.component-stages")
    }
}
