import ArgumentParser
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

/// `--system SLUG`: one system by slug, with the known slugs in the message when it is wrong.
enum SystemSelection {
    static func select(_ slug: String?, from systems: [AnalyzedSystem], single: Bool) throws -> [AnalyzedSystem] {
        let known = systems.map(\.slug).sorted()
        guard let slug else {
            if single && systems.count > 1 {
                throw ValidationError("choose a system with --system (one of: \(known.joined(separator: ", ")))")
            }
            return systems.sorted { $0.slug < $1.slug }
        }
        guard let system = systems.first(where: { $0.slug == slug }) else {
            throw ValidationError("no system '\(slug)'; the systems are: \(known.joined(separator: ", "))")
        }
        return [system]
    }
}
