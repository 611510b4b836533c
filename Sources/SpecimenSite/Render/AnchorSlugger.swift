import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Unique, stable ids for the headings of one page. Ids the page chrome uses, and the `L<n>`
/// line anchors, can never be taken by a heading, whatever the heading says.
package struct AnchorSlugger {
    package static let chromeIDs: Set<String> = ["main", "toc", "site-nav", "sidebar", "top", "content", "pager", "page-title"]
    private var taken: Set<String> = chromeIDs

    package mutating func anchor(for text: String) -> String {
        var base = Slug.make(text, fallback: "section")
        // A heading reading "L12" must not shadow the anchor of line 12.
        if base.first == "l", base.dropFirst().allSatisfy(\.fastIsNumber), base.count > 1 { base = "h-" + base }
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
