import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("The real server")
struct ServeLiveServerTests {
    // The limit guards against a hang, not a speed: beside the whole suite on a loaded two-core
    // machine, a rebuild and its event took over a minute.
    @Test("Editing a document on a running server sends reload to an open event stream", .timeLimit(.minutes(3)))
    func editReloads() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = fixture.server
        let (urls, urlSink) = AsyncStream.makeStream(of: String.self)
        let ended = Flag()
        let running = Task {
            // Also ends the wait for the URL if the server fails to start.
            defer {
                urlSink.finish()
                ended.set()
            }
            try await server.run(handlesSignals: false) { url in
                urlSink.yield(url)
                urlSink.finish()
            }
        }
        defer { running.cancel() }

        var urlIterator = urls.makeAsyncIterator()
        let url = try #require(await urlIterator.next())
        let port = try #require(URLComponents(string: url)?.port)
        #expect(url.hasPrefix("http://127.0.0.1:"))

        let client = try EventStreamClient(port: port)
        defer { client.close() }
        try client.send("GET \(SiteServer.eventsPath) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        // `retry:` is written after the stream subscribed, so an edit from now on is seen.
        let opened = try client.read(until: "retry: 1000", timeout: .seconds(60))
        #expect(opened.contains("text/event-stream"))
        let built = try client.read(until: "event: build\ndata: \(server.buildID)\n\n", timeout: .seconds(60))
        #expect(built.contains(server.buildID))

        try fixture.append("Content/mabel/DESIGN.md", "\n\nA line added while serving.\n")
        let received = try client.read(until: "event: reload", timeout: .seconds(60))
        #expect(received.contains("event: reload"))
        let inspector = SiteInspector(root: fixture.output)
        #expect(inspector.pages.contains { inspector.text($0).contains("A line added while serving.") })

        client.close()
        running.cancel()
        // The server and its watcher must both end once cancelled.
        #expect(try await eventually(timeout: .seconds(15)) { ended.isSet })
    }
}

final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .relaxed) }
    var isSet: Bool { value.load(ordering: .relaxed) }
}

/// A bare HTTP/1.1 client over a socket: URLSession on Linux cannot read an event stream as it
/// arrives, and the test needs to see the events one by one.
final class EventStreamClient: @unchecked Sendable {
    private var descriptor: Int32
    private var received = ""

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SpecimenError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw SpecimenError("connect to port \(port) failed: \(String(cString: strerror(errno)))") }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw SpecimenError("send failed") }
    }

    /// Reads until `marker` has arrived; returns everything read so far.
    func read(until marker: String, timeout: Duration) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(marker) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw SpecimenError("timed out waiting for '\(marker)'; got: \(received)") }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(remaining.components.seconds * 1000 + 1, 1000))
            guard poll(&poller, 1, milliseconds) >= 0 else { throw SpecimenError("poll failed") }
            guard poller.revents != 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { throw SpecimenError("connection closed waiting for '\(marker)'; got: \(received)") }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return received
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}
