import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// What the server tells open pages after a build.
public enum LiveEvent: Sendable, Equatable {
    /// The site was rebuilt: pages reload, which also clears an error overlay.
    case reload
    /// The last build failed; pages show the message over the last good site.
    case buildFailed(String)
    /// Sent first on every stream: the build on disk, for a page to compare with its own.
    case connected(build: String)
    /// A comment line that browsers ignore. Writing it is how the server notices pages that went
    /// away, whose streams would otherwise stay open until the next build.
    case keepAlive

    /// The event in the `text/event-stream` wire format.
    public var serverSentEvent: String {
        switch self {
        case .reload:
            return "event: reload\ndata: \n\n"
        case .connected(let build):
            return "event: build\ndata: \(build)\n\n"
        case .keepAlive:
            return ": keep-alive\n\n"
        case .buildFailed(let message):
            // One `data:` field per line: a newline inside a field would end it early, and the
            // browser joins the fields back with newlines.
            let lines = message
                .replacing(literal: "\r\n", with: "\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { "data: " + $0.replacing(literal: "\r", with: "") }
            return "event: error\n" + lines.joined(separator: "\n") + "\n\n"
        }
    }
}
