import Synchronization
import SpecimenModel

extension Statement {
    /// Whether the statement describes a component rather than the palette or a scale: it sits
    /// under a subject that names a kind (`### Buttons`, `**Primary Button**`), or in a section
    /// under a `## Components` heading, whose every subsection is a component whatever its name
    /// ("Notice Bar"), as `ComponentExtractor` reads them. A long title that mentions components
    /// ("Acme UI Components Design System") is no such heading. A row of a table of statuses
    /// with their fills and texts is a status badge's look (`StatusTable`).
    package var isAboutComponent: Bool {
        if isStatusLook { return true }
        let key = ScopeQuestion(subject: subject, headingCount: headingCount)
        if let known = Self.scopes.withLock({ $0[key] }) { return known }
        let answer = Self.isAboutComponent(subject: subject, headings: headings)
        Self.scopes.withLock { store in
            if store.count >= Self.scopesKept { store.removeAll(keepingCapacity: true) }
            store[key] = answer
        }
        return answer
    }

    private static func isAboutComponent(subject: [String], headings: ArraySlice<String>) -> Bool {
        if subject.contains(where: { ComponentKind.classifyHead($0) != nil || ComponentKind.rankedKind($0) != nil }) { return true }
        // `| .ps-badge-active | #E0FFC2 | #2A4A1F |`: a CSS class naming a kind is a component's
        // look, not a colour of the palette; so is a rule whose class opens or ends with a
        // component's word (`.info-box`, `.modal-content`, `.section-blue`).
        if subject.contains(where: { $0.hasPrefix(".") && $0.count > 1
            && (ComponentKind.classify($0) != nil || ComponentKind.classifyClass(StatementSpecReader.selector(StyleSheetRules.ownClass(of: $0)).name) != nil) }) { return true }
        guard let index = headings.firstIndex(where: { heading in
            ComponentKind.isShortHeading(heading)
                && Vocabulary.standard.introducesComponents(heading)
        }) else { return false }
        return index < headings.endIndex - 1
    }

    private struct ScopeQuestion: Hashable {
        var subject: [String]
        var headingCount: Int
    }

    /// Answers worked out already. Every statement of a list, a table or a section has the
    /// same subject, and each interpreter asks of every statement (the values, the colours, the
    /// unread colours), so the same few subjects were classified thousands of times in a long
    /// document. The answer depends on the subject alone, so keeping it changes nothing; the
    /// store is emptied when large, so memory stays flat on a site of any size.
    private static let scopes = Mutex<[ScopeQuestion: Bool]>([:])
    private static let scopesKept = 4096
}
