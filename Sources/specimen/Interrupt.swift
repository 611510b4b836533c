import Foundation
import Synchronization

/// Ctrl-C during a build: the first one asks the build to stop at a safe point (the previous
/// site stays in place and the staging folder is removed); a second one kills the process.
enum Interrupt {
    static let requested = Atomic<Bool>(false)

    static func install() {
        signal(SIGINT) { _ in
            Interrupt.requested.store(true, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
        }
        signal(SIGTERM) { _ in
            Interrupt.requested.store(true, ordering: .relaxed)
            signal(SIGTERM, SIG_DFL)
        }
    }

    static var isRequested: Bool { requested.load(ordering: .relaxed) }
}
