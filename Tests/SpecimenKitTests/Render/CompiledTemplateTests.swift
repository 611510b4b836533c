import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Pages are rendered by compiled templates over typed values, with swift-mustache's
/// interpreter as the reference and the fallback.
@Suite("Compiled templates")
struct CompiledTemplateTests {
    static func library(_ mode: TemplateLibrary.Mode) throws -> TemplateLibrary {
        var templates = try TemplateLibrary(loadingFrom: TestSupport.templatesFolder, fileIO: .local)
        templates.mode = mode
        return templates
    }

    static func render(_ systems: [AnalyzedSystem], _ mode: TemplateLibrary.Mode) throws -> [OutputFile] {
        let fonts = FontPackager(catalog: .installed, converter: .woff2, fileIO: .local)
        let renderer = SiteRenderer(templates: try library(mode), baseURL: nil, fileIO: .local, fonts: fonts)
        return try renderer.render(systems).files
    }

    @Test("Every shipped template compiles")
    func everyTemplateCompiles() throws {
        let templates = try Self.library(.compiledFirst)
        #expect(templates.compiledNames == Set(templates.names))
    }

    /// The shipped seeds, every page rendered by the compiled templates alone (no page falls
    /// back), against swift-mustache's interpreter: the same bytes.
    @Test("The compiled renderer and swift-mustache give the seeds' site byte for byte")
    func compiledMatchesInterpreter() throws {
        let systems = try TestSupport.seedSite.get().state.systems
        let compiled = try Self.render(systems, .compiledOnly)
        let interpreted = try Self.render(systems, .interpreted)
        #expect(compiled.map(\.path) == interpreted.map(\.path))
        for (a, b) in zip(compiled, interpreted) {
            #expect(a.data == b.data, "\(a.path) differs")
        }
    }

    static func render(_ template: String, _ view: some Encodable, _ mode: TemplateLibrary.Mode) throws -> String {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/partials", withIntermediateDirectories: true)
        try template.write(toFile: folder + "/page.mustache", atomically: true, encoding: .utf8)
        try "<{{$slot}}default {{name}}{{/slot}}>\n  {{#items}}\n  [{{.}}]\n  {{/items}}\n"
            .write(toFile: folder + "/partials/frame.mustache", atomically: true, encoding: .utf8)
        try "line one {{name}}\nline two\n".write(toFile: folder + "/partials/lines.mustache", atomically: true, encoding: .utf8)
        var library = try TemplateLibrary(loadingFrom: folder, fileIO: .local)
        library.mode = mode
        return try library.render(view, template: "page")
    }

    struct Item: Encodable { var label: String; var note: String?; var tags: [String] }
    struct View: Encodable {
        var name = "Tom & \"Jerry\" <b>"
        var count = 3
        var ratio = 4.5
        var flag = true
        var off = false
        var items = ["a", "b", "c"]
        var empty: [String] = []
        var rows = [Item(label: "one", note: "first", tags: ["x"]), Item(label: "two", note: nil, tags: [])]
        var nested = ["inner": "deep"]
    }

    /// Mustache's corners that the seeds' templates do not all reach, each rendered both ways.
    @Test("Corners of Mustache render as swift-mustache renders them", arguments: [
        "{{name}} {{{name}}} {{&name}} {{count}} {{ratio}} {{flag}} {{missing}}",
        "{{#flag}}yes{{/flag}}{{^off}}no{{/off}}{{#off}}never{{/off}}{{^flag}}never{{/flag}}",
        "{{#items}}{{.}}{{#first()}}!{{/first()}}{{#last()}}?{{/last()}}{{index()}}{{/items}}",
        "{{^empty}}none{{/empty}}{{#empty}}x{{/empty}}{{^empty(empty)}}not{{/empty(empty)}}{{#empty(empty)}}is empty{{/empty(empty)}}",
        "{{#rows}}{{label}}:{{note}}:{{name}}{{#tags}}<{{.}}:{{label}}>{{/tags}};{{/rows}}",
        "{{#first(rows)}}{{label}}{{/first(rows)}} {{#last(rows)}}{{label}}{{/last(rows)}} {{count(items)}}",
        "{{nested.inner}} {{#nested}}{{inner}} {{.inner}} {{.name}}{{/nested}} {{rows.label}}",
        "{{#count}}{{plusone(count)}} {{#odd(count)}}odd{{/odd(count)}}{{/count}} {{uppercased(name)}}",
        "{{<partials.frame}}{{$slot}}over {{name}}{{/slot}}{{/partials.frame}}",
        "{{<partials.frame}}{{/partials.frame}}",
        "<div>\n  {{>partials.lines}}\n  {{#items}}\n    {{>partials.lines}}\n  {{/items}}\n</div>\n",
        "{{#rows}}{{#first()}}{{label}}{{/first()}}{{#tags}}{{#first()}}[{{.}}]{{/first()}}{{/tags}}{{/rows}}",
    ])
    func cornersMatch(_ template: String) throws {
        let interpreted = try Self.render(template, View(), .interpreted)
        let compiled = try Self.render(template, View(), .compiledOnly)
        #expect(compiled == interpreted)
        #expect(!compiled.isEmpty)
    }

    /// What the compiled renderer does not model goes to swift-mustache, not to a wrong page.
    @Test("A page the compiled renderer cannot render falls back to swift-mustache")
    func unsupportedFallsBack() throws {
        // A list printed as text, and a transform the compiled renderer does not know.
        for template in ["{{items}}", "{{#reversed(items)}}{{.}}{{/reversed(items)}}"] {
            #expect(throws: SpecimenError.self) { try Self.render(template, View(), .compiledOnly) }
            #expect(try Self.render(template, View(), .compiledFirst) == (try Self.render(template, View(), .interpreted)))
        }
    }

    /// Compiled templates kept in the user's cache between runs: read back only for the same
    /// template bytes and the same tool, and a page drawn from them is the page a parse gives.
    @Test("Templates compiled by an earlier run are read back, and only for the same bytes and tool")
    func compiledTemplatesCache() throws {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/partials", withIntermediateDirectories: true)
        try "<p>{{>partials.name}}</p>\n".write(toFile: folder + "/page.mustache", atomically: true, encoding: .utf8)
        try "{{name}} ({{count}})".write(toFile: folder + "/partials/name.mustache", atomically: true, encoding: .utf8)
        let cacheFolder = TestSupport.temporaryFolder() + "/specimen/templates"
        let file = try #require(TemplateLibrary.cacheFile(for: folder, in: cacheFolder, fileIO: .local))
        func load(tool: String = "tool 1") throws -> TemplateLibrary {
            try TemplateLibrary(loadingFrom: folder, fileIO: .local, cache: (file, tool))
        }
        let parsed = try load()
        #expect(!parsed.fromCache)
        #expect(FileManager.default.fileExists(atPath: file))
        let read = try load()
        #expect(read.fromCache)
        #expect(try read.render(View(), template: "page") == (try parsed.render(View(), template: "page")))
        #expect(try read.render(View(), template: "page") == "<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt; (3)</p>\n")
        // A page the compiled renderer leaves to swift-mustache still renders after a cache read.
        try "{{items}}".write(toFile: folder + "/list.mustache", atomically: true, encoding: .utf8)
        #expect(!(try load()).fromCache)
        let withList = try load()
        #expect(withList.fromCache)
        let list = try withList.render(View(), template: "list")
        #expect(list == (try withList.interpret(TemplateEncoder.encode(View()), template: "list")))
        #expect(list.contains("a") && list.contains("c"))
        // An edited partial is parsed again, and its edit is what renders.
        try "{{name}} [{{count}}]".write(toFile: folder + "/partials/name.mustache", atomically: true, encoding: .utf8)
        let edited = try load()
        #expect(!edited.fromCache)
        #expect(try edited.render(View(), template: "page") == "<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt; [3]</p>\n")
        // Another build of the tool does not trust this one's compiled form.
        #expect(!(try load(tool: "tool 2")).fromCache)
        // A damaged cache is only a reason to parse, and is written afresh.
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: file))
        let repaired = try load()
        #expect(!repaired.fromCache)
        #expect(try repaired.render(View(), template: "page") == "<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt; [3]</p>\n")
        #expect(try load().fromCache)
        // A syntax error is reported whatever the cache holds.
        try "{{#open}}".write(toFile: folder + "/partials/name.mustache", atomically: true, encoding: .utf8)
        #expect(throws: SpecimenError.self) { try load() }
    }

    @Test("Every shipped template's steps read back from the cache's arrays as they were compiled")
    func compiledStepsRoundTrip() throws {
        let library = try TemplateLibrary(loadingFrom: TestSupport.templatesFolder, fileIO: .local)
        let programs = library.renderer.programs
        #expect(programs.count > 20)
        let data = try JSONEncoder().encode(TemplateLibrary.Compiled(key: "k", programs: programs))
        #expect(try JSONDecoder().decode(TemplateLibrary.Compiled.self, from: data).programs == programs)
        // Every kind of step the shipped templates use is among them, and none is an object.
        let text = String(decoding: data, as: UTF8.self)
        for kind in ["text", "variable", "unescaped", "section", "inverted", "partial", "block", "contentType"] {
            #expect(text.contains("[\"\(kind)\","), "no \(kind) step")
        }
        #expect(!text.contains("\"_0\""))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TemplateProgram.Step.self, from: Data(#"["loop","x"]"#.utf8)) }
    }

    @Test("The cache folder follows XDG_CACHE_HOME, else HOME, and ignores a relative XDG_CACHE_HOME")
    func userCacheFolder() {
        #expect(UserCache.folder(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]) == "/var/cache/me/specimen")
        #expect(UserCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]) == "/home/me/.cache/specimen")
        #expect(UserCache.folder(environment: ["HOME": "/home/me"]) == "/home/me/.cache/specimen")
    }
}
