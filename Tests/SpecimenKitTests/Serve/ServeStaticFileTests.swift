import Foundation
import HummingbirdTesting
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Serving the output folder")
struct ServeStaticFileTests {
    let fixture: ServeFixture

    init() async throws {
        fixture = try ServeFixture()
        #expect(await fixture.server.rebuild())
    }

    @Test("A folder serves its index.html; a folder without the slash redirects to it")
    func folders() async throws {
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            #expect(String(buffer: home.body) .contains("<!DOCTYPE html>"))
            let system = try await client.execute(uri: "/mabel/", method: .get)
            #expect(system.status == .ok)
            #expect(String(buffer: system.body) == (try String(contentsOfFile: fixture.output + "/mabel/index.html", encoding: .utf8))
                .replacingOccurrences(of: "</body>", with: fixture.server.scriptTag + "</body>"))
            let bare = try await client.execute(uri: "/mabel?x=1", method: .get)
            #expect(bare.status == .found)
            #expect(bare.headers[.location] == "/mabel/?x=1")
            // A leading `//` must not turn into a redirect to another host.
            let doubled = try await client.execute(uri: "//mabel", method: .get)
            #expect(doubled.headers[.location] == "/mabel/")
            let missing = try await client.execute(uri: "/no-such-page/", method: .get)
            #expect(missing.status == .notFound)
            #expect(String(buffer: missing.body).contains(fixture.server.scriptTag), "the site's 404 page, with the live script")
        }
    }

    @Test("Content types", arguments: [
        ("page.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("tokens.json", "application/json"),
        ("sitemap.xml", "application/xml"),
        ("icon.svg", "image/svg+xml"),
        ("shot.png", "image/png"),
        ("font.woff2", "font/woff2"),
        ("font.ttf", "font/ttf"),
        ("font.otf", "font/otf"),
        ("notes.txt", "text/plain; charset=utf-8"),
        ("Tokens.swift", "text/plain; charset=utf-8"),
        ("blob.unknown", "application/octet-stream"),
    ])
    func contentTypes(name: String, type: String) async throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: fixture.output + "/" + name))
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/" + name, method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == type)
        }
    }

    @Test("ETag and If-None-Match give 304; a changed file gets a new tag")
    func entityTags() async throws {
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/assets/site.css", method: .get)
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
            let again = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let listed = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"other\", W/\(etag)"])
            #expect(listed.status == .notModified)
            let stale = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"stale\""])
            #expect(stale.status == .ok)

            try fixture.append("Public/assets/site.css", "\n/* edited */\n")
            let changed = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: etag])
            #expect(changed.status == .ok)
            #expect(changed.headers[.eTag] != etag)
        }
    }

    @Test("Only HTML responses get the live script, and the files on disk never have it")
    func injection() async throws {
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            let page = String(buffer: try await client.execute(uri: "/mabel/index.html", method: .get).body)
            #expect(page.components(separatedBy: fixture.server.scriptTag).count == 2)
            #expect(page.range(of: fixture.server.scriptTag + "</body>") != nil)
            let css = String(buffer: try await client.execute(uri: "/assets/site.css", method: .get).body)
            #expect(!css.contains("live.js"))
            let script = try await client.execute(uri: SiteServer.scriptPath, method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: script.body).contains("EventSource"))
        }
        let inspector = SiteInspector(root: fixture.output)
        #expect(!inspector.files.contains { $0.hasPrefix("serve/") || $0.hasSuffix("live.js") })
        for file in inspector.files {
            let text = (try? String(contentsOfFile: fixture.output + "/" + file, encoding: .utf8)) ?? ""
            #expect(!text.contains("<script") && !text.contains("__specimen"), "\(file) has script on disk")
        }
    }

    @Test("Path traversal is refused", arguments: [
        "/../../../../etc/passwd",
        "/mabel/../../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E/%2E%2E/etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/mabel%2f..%2f..%2fetc/passwd",
        "/..%5c..%5cetc/passwd",
        "/index.html%00.css",
        "/./index.html",
    ])
    func traversal(path: String) async throws {
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .forbidden || response.status == .notFound)
            #expect(!String(buffer: response.body).contains("root:"))
        }
    }

    @Test("A symlink inside the output that points outside it is refused")
    func symlinks() async throws {
        let outside = fixture.root + "/outside-secret.txt"
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside))
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: fixture.output + "/etc", withDestinationPath: "/etc")
        try manager.createSymbolicLink(atPath: fixture.output + "/secret.txt", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: fixture.output + "/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: fixture.output + "/home.html", withDestinationPath: "index.html")
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            for path in ["/etc/passwd", "/etc/", "/secret.txt", "/up/outside-secret.txt", "/up/"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .forbidden || response.status == .notFound, "\(path)")
                let body = String(buffer: response.body)
                #expect(!body.contains("secret") && !body.contains("root:"), "\(path)")
            }
            // A link that stays inside the output is fine.
            #expect(try await client.execute(uri: "/home.html", method: .get).status == .ok)
        }
    }

    @Test("Hidden files, other methods and unknown reserved paths")
    func edges() async throws {
        let app = fixture.server.makeApplication()
        try await app.test(.router) { client in
            #expect(try await client.execute(uri: "/" + SiteWriter.markerName, method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/index.html", method: .post).status == .methodNotAllowed)
            #expect(try await client.execute(uri: "/__specimen/other", method: .get).status == .notFound)
            // HEAD of the event stream answers at once instead of streaming.
            let events = try await client.execute(uri: SiteServer.eventsPath, method: .head)
            #expect(events.status == .ok && events.headers[.contentType] == "text/event-stream")
            let head = try await client.execute(uri: "/index.html", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
        }
    }
}
