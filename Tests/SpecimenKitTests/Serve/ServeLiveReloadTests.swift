import Foundation
import HummingbirdTesting
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Live reload and the error overlay")
struct ServeLiveReloadTests {
    enum Breakage: String, CaseIterable, Sendable {
        case template, document

        func apply(to fixture: ServeFixture) throws {
            switch self {
            case .template:
                try fixture.append("Templates/pages/home.mustache", "\n{{#unclosed}}\n")
            case .document:
                // Not UTF-8: the reader refuses the document, naming the file.
                try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: fixture.content + "/zottie/DESIGN.md"))
            }
        }

        var culprit: String {
            switch self {
            case .template: "home.mustache"
            case .document: "DESIGN.md"
            }
        }
    }

    @Test("A failed build sends an error event, keeps the last good site, and a fix reloads", arguments: Breakage.allCases)
    func errorOverlay(breakage: Breakage) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = fixture.server
        #expect(await server.rebuild())
        let goodHome = try String(contentsOfFile: fixture.output + "/index.html", encoding: .utf8)
        let app = server.makeApplication()
        try await app.test(.router) { client in
            async let stream = client.execute(uri: SiteServer.eventsPath, method: .get)
            #expect(try await eventually { server.broadcaster.subscriberCount == 1 })

            try breakage.apply(to: fixture)
            #expect(await server.rebuild() == false)
            let message = try #require(server.broadcaster.failure)
            #expect(message.contains(breakage.culprit))

            // The last good site is still there and still served.
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            #expect(String(buffer: home.body) == goodHome.replacingOccurrences(of: "</body>", with: server.scriptTag + "</body>"))

            // A page opened now learns about the failure at once.
            let late = server.broadcaster.subscribe()
            var lateIterator = late.makeAsyncIterator()
            #expect(await lateIterator.next() == .buildFailed(message))

            // Ends the open stream so the router test client can read the whole response.
            server.broadcaster.finish()
            let response = try await stream
            #expect(response.headers[.contentType] == "text/event-stream")
            let body = String(buffer: response.body)
            #expect(body.contains("event: build\ndata: \(server.buildID)\n\n"), "the build on disk comes first")
            #expect(body.contains("event: error\ndata: "))
            #expect(body.contains(breakage.culprit))
        }
    }

    @Test("A successful rebuild clears the failure and sends reload")
    func fixClears() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = fixture.server
        #expect(await server.rebuild())
        let original = try String(contentsOfFile: fixture.templates + "/pages/home.mustache", encoding: .utf8)
        let goodBuild = server.buildID
        try fixture.append("Templates/pages/home.mustache", "{{/nothing}}")
        #expect(await server.rebuild() == false)
        #expect(server.buildID == goodBuild, "a failed build leaves the site, and its id, as they were")

        let events = server.broadcaster.subscribe()
        var iterator = events.makeAsyncIterator()
        guard case .buildFailed = await iterator.next() else {
            Issue.record("expected the remembered failure first")
            return
        }
        try fixture.write("Templates/pages/home.mustache", original.replacingOccurrences(of: ">Design systems<", with: ">Fixed systems<"))
        #expect(await server.rebuild())
        #expect(await iterator.next() == .reload)
        #expect(server.buildID != goodBuild)
        #expect(server.broadcaster.failure == nil)
        #expect(try String(contentsOfFile: fixture.output + "/index.html", encoding: .utf8).contains(">Fixed systems<"))
    }

    @Test("Error messages keep their lines as separate data fields")
    func eventFormat() {
        #expect(LiveEvent.reload.serverSentEvent == "event: reload\ndata: \n\n")
        #expect(LiveEvent.connected(build: "a-1").serverSentEvent == "event: build\ndata: a-1\n\n")
        #expect(LiveEvent.keepAlive.serverSentEvent.hasPrefix(":"), "a comment, which EventSource ignores")
        #expect(LiveEvent.buildFailed("a.md:3: error: x\r\n<b>not html</b>").serverSentEvent
            == "event: error\ndata: a.md:3: error: x\ndata: <b>not html</b>\n\n")
    }

    @Test("Finishing the broadcaster ends every stream, and later ones at once")
    func finish() async {
        let broadcaster = ReloadBroadcaster()
        let stream = broadcaster.subscribe()
        broadcaster.send(.reload)
        broadcaster.finish()
        var received: [LiveEvent] = []
        for await event in stream { received.append(event) }
        #expect(received == [.reload])
        var late = broadcaster.subscribe().makeAsyncIterator()
        #expect(await late.next() == nil)
        #expect(broadcaster.subscriberCount == 0)
    }
}
