import Dispatch
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite
import Synchronization

/// Ctrl-C or SIGTERM during a build. The build is asked to stop at its next safe point (between
/// stages, batches and files); if it has not ended within `grace`, or a second signal comes,
/// the staging folder is removed and the process exits at once, whatever stage it is in (a
/// long document's reading checks nothing). Either way the previous site stays in place: the
/// only moment that must not be cut short is the swap of the new site into place, which
/// `swapLock` guards.
enum Interrupt {
    static let requested = Atomic<Bool>(false)
    /// The first signal's number, for the exit status (128 + it, as shells report).
    static let number = Atomic<Int32>(0)
    /// Held by the build while it swaps the new site in, and by the exit, so that neither
    /// happens inside the other.
    static let swapLock = NSLock()
    static let grace: DispatchTimeInterval = .milliseconds(800)
    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install(output: String) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                _ = Self.number.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                if requested.exchange(true, ordering: .relaxed) {
                    stop(output, signal: number)
                } else {
                    DispatchQueue.global().asyncAfter(deadline: .now() + grace) { stop(output, signal: number) }
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// The exit status of an interrupted command.
    static var status: Int32 { 128 + max(number.load(ordering: .relaxed), SIGINT) }

    /// Ends the process without waiting for the build: the staging folder goes, the previous
    /// site and its cache stay. Writers check `isRequested` before each file, so none is
    /// started while the folder is removed.
    private static func stop(_ output: String, signal number: Int32) {
        swapLock.lock()
        SiteWriter(fileIO: .local).discardStaging(of: output, keepingSpare: false)
        Terminal.error("\(output): build interrupted; the previous site is unchanged")
        _exit(128 + number)
    }
}
