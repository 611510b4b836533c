import Foundation
import SpecimenModel
import SpecimenReading

/// A previous audit, kept in the repository, whose failures a gate accepts: `specimen audit
/// --baseline FILE` fails only on failures that are not in it. The file is the audit's own JSON
/// (`specimen audit --format json`, or `--write-baseline`), so any saved report can serve.
public struct AuditBaseline: Sendable {
    public var run: AuditRun
    /// The file as named on the command line.
    public var file: String

    public init(run: AuditRun, file: String) {
        self.run = run
        self.file = file
    }

    /// Reads a baseline, with errors that name the file.
    public static func load(_ file: String, fileIO: FileIO = .local) throws -> AuditBaseline {
        let data: Data
        do {
            data = try fileIO.read(file)
        } catch {
            throw SpecimenError("cannot read the baseline (write one with `specimen audit --write-baseline \(file)`)", file: file)
        }
        let run: AuditRun
        do {
            run = try JSONDecoder().decode(AuditRun.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw SpecimenError("not an audit JSON report: \(context.debugDescription)", file: file)
        } catch let DecodingError.keyNotFound(key, _) {
            throw SpecimenError("not an audit JSON report: no \"\(key.stringValue)\" field", file: file)
        } catch {
            throw SpecimenError("not an audit JSON report (`specimen audit --format json` writes one)", file: file)
        }
        guard run.schemaVersion <= AuditRun.currentSchemaVersion else {
            throw SpecimenError("written by a newer Specimen (audit schema \(run.schemaVersion); this one reads up to \(AuditRun.currentSchemaVersion))", file: file)
        }
        return AuditBaseline(run: run, file: file)
    }

    /// The current audit against the baseline, at `level`: failures and contradicted claims
    /// the baseline does not have are new; those it has and the audit no longer finds are fixed,
    /// so the baseline can be tightened. Systems the baseline does not know are new in full;
    /// systems the current run leaves out (`--system`) are not compared.
    public func compare(_ current: AuditRun, level: WCAGLevel, label: String = "audit") -> ContentDiff {
        let comparer = ContentComparer(level: level)
        let old = Dictionary(run.systems.map { ($0.system, $0) }, uniquingKeysWith: { first, _ in first })
        let systems = current.systems.map { report in
            let previous = old[report.system]
            var diff = SystemDiff(
                system: report.system, name: report.name, status: previous == nil ? .added : .unchanged,
                documentBefore: previous?.document, documentAfter: report.document)
            comparer.apply(audit: previous, report, to: &diff)
            if previous != nil, diff.hasChanges { diff.status = .changed }
            return diff
        }
        return ContentDiff(
            before: .init(label: file, kind: "baseline"), after: .init(label: label, kind: "audit"), level: level, systems: systems)
    }
}
