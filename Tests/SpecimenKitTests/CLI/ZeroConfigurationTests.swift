import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The binary as a team installs it: copied alone into a repository that is not this one.
@Suite("Zero configuration", .serialized)
struct ZeroConfigurationTests {
    /// A design document of our own, in the DESIGN.md format: front matter, then prose.
    static let document = """
        ---
        name: Harbour
        colors:
          ink: "#1B2430"
          paper: "#F7F5F0"
          signal: "#0A6E5C"
        typography:
          body:
            fontFamily: Inter
            fontSize: 16px
        components:
          button-primary:
            backgroundColor: "{colors.signal}"
            textColor: "{colors.paper}"
            rounded: 8px
        ---

        # Harbour

        Harbour is the design system of a ferry timetable app.

        ## Colours

        Ink on paper for reading; signal green for the one action on a screen.

        ## Components

        The primary button is signal green with paper text.

        """

    /// An empty folder named like a repository, holding the binary and a DESIGN.md only.
    func repository(_ name: String = "harbour-app") throws -> (folder: String, binary: String) {
        let source = try #require(SpecimenBinary.path, "build the executable first: swift build --build-tests")
        let folder = TestSupport.temporaryFolder() + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.document.write(toFile: folder + "/DESIGN.md", atomically: true, encoding: .utf8)
        let binary = folder + "/specimen"
        try FileManager.default.copyItem(atPath: source, toPath: binary)
        return (folder, binary)
    }

    func run(_ binary: String, _ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // A user cache of its own: nothing from this repository's builds is at hand.
        environment["XDG_CACHE_HOME"] = folder + "/.cache"
        return try TestProcess.run(binary, arguments, in: folder, environment: environment)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("`specimen build` with no argument, in a folder holding only a DESIGN.md, builds its site into ./Public")
    func buildWithNoArgument() throws {
        let (folder, binary) = try repository()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["DESIGN.md", "specimen"])
        let (status, output) = try run(binary, ["build"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("Built 1 system"), "\(output)")

        let site = folder + "/Public"
        let home = try text(site + "/index.html")
        #expect(home.contains("href=\"harbour-app/index.html\""), "the system is published under the folder's name")
        #expect(home.contains("Harbour"))

        let overview = try text(site + "/harbour-app/index.html")
        #expect(overview.contains("ferry timetable"))

        let tokens = try text(site + "/harbour-app/tokens/index.html")
        for hex in ["#1B2430", "#F7F5F0", "#0A6E5C"] { #expect(tokens.contains(hex), "token page lacks \(hex)") }
        #expect(tokens.contains("DESIGN.md"), "values link to the document")

        let gallery = try text(site + "/harbour-app/components/index.html")
        #expect(gallery.lowercased().contains("button"))
        #expect(gallery.contains("class=\"cmp-button") || gallery.contains("cmp-button"), "the button is drawn")

        let audit = try text(site + "/harbour-app/audit/index.html")
        #expect(audit.contains(":1"), "pairs are measured")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/harbour-app/audit.json"))) as? [String: Any]
        #expect(report != nil)

        // The built-in assets are shipped; nothing was read from a templates folder.
        #expect(FileManager.default.fileExists(atPath: site + "/assets/site.css"))
        #expect(FileManager.default.fileExists(atPath: site + "/assets/gallery.css"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Templates"))
    }

    @Test("audit, lint, tokens and extract find the same DESIGN.md; a path names it; docs/DESIGN.md takes the repository's name")
    func otherCommandsDiscoverTheDocument() throws {
        let (folder, binary) = try repository()
        let audit = try run(binary, ["audit", "--format", "json"], in: folder)
        #expect([0, 1].contains(audit.status), "\(audit.output)")
        #expect(audit.output.contains("\"harbour-app\""), "\(audit.output)")
        let tokens = try run(binary, ["tokens", "--format", "css"], in: folder)
        #expect(tokens.status == 0, "\(tokens.output)")
        #expect(tokens.output.lowercased().contains("#0a6e5c"), "\(tokens.output)")
        let lint = try run(binary, ["lint"], in: folder)
        #expect([0, 1].contains(lint.status), "\(lint.output)")
        #expect(!lint.output.contains("does not exist"), "\(lint.output)")

        // extract, found and named by a path.
        let extracted = try run(binary, ["extract"], in: folder)
        #expect(extracted.status == 0 && extracted.output.contains("version: alpha"), "\(extracted.output)")
        let named = try run(binary, ["extract", "DESIGN.md", "--format", "json"], in: folder)
        #expect(named.status == 0 && named.output.lowercased().contains("#0a6e5c"), "\(named.output)")

        // A path to the document, and another output.
        let built = try run(binary, ["build", "DESIGN.md", "--output", "site", "--quiet"], in: folder)
        #expect(built.status == 0, "\(built.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/site/harbour-app/tokens/index.html"))

        // docs/DESIGN.md: the repository's name, not "docs".
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder + "/DESIGN.md", toPath: folder + "/docs/DESIGN.md")
        let docs = try run(binary, ["build", "--output", "docs-site", "--quiet"], in: folder)
        #expect(docs.status == 0, "\(docs.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/docs-site/harbour-app/index.html"))
    }

    @Test("A folder with no documents is a usage error that says where Specimen looked")
    func nothingToBuild() throws {
        let (folder, binary) = try repository("empty")
        try FileManager.default.removeItem(atPath: folder + "/DESIGN.md")
        let (status, output) = try run(binary, ["build"], in: folder)
        #expect(status == 2, "\(output)")
        #expect(output.contains("Content/") && output.contains("DESIGN.md") && output.contains("docs/DESIGN.md"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Public"))
    }

    @Test("A Templates/ folder with one file overrides that file; the rest stay built in")
    func oneTemplateOverrides() throws {
        let (folder, binary) = try repository()
        #expect(try run(binary, ["build", "--quiet", "--output", "plain"], in: folder).status == 0)
        let home = try #require(BuiltInTemplates.files.first { $0.path == "pages/home.mustache" })
        try FileManager.default.createDirectory(atPath: folder + "/Templates/pages", withIntermediateDirectories: true)
        let edited = String(decoding: home.data, as: UTF8.self).replacingOccurrences(of: "{{$body}}", with: "{{$body}}<p class=\"harbour-note\">Internal</p>")
        try edited.write(toFile: folder + "/Templates/pages/home.mustache", atomically: true, encoding: .utf8)
        let (status, output) = try run(binary, ["build", "--quiet"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(try text(folder + "/Public/index.html").contains("<p class=\"harbour-note\">Internal</p>"))
        #expect(try text(folder + "/plain/index.html").contains("harbour-note") == false)
        for page in ["harbour-app/index.html", "harbour-app/tokens/index.html", "assets/site.css"] {
            #expect(try text(folder + "/Public/" + page) == (try text(folder + "/plain/" + page)), "\(page) differs")
        }
        let listing = try run(binary, ["templates"], in: folder)
        #expect(listing.output.contains("pages/home.mustache") && listing.output.contains("Templates/pages/home.mustache"), "\(listing.output)")
        #expect(listing.output.contains("built in"))

        // --templates naming a folder that does not exist is a usage error.
        let missing = try run(binary, ["build", "--templates", "nowhere"], in: folder)
        #expect(missing.status == 2, "\(missing.output)")

        // Ejected, the defaults are the built-in files.
        let eject = try run(binary, ["templates", "--eject", "ejected"], in: folder)
        #expect(eject.status == 0, "\(eject.output)")
        for file in BuiltInTemplates.files {
            #expect(FileManager.default.contents(atPath: folder + "/ejected/" + file.path) == file.data, "\(file.path)")
        }
    }
}
