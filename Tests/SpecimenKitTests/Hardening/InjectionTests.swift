import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The published site must be safe to host: attacks through the document or the sidecar fail,
/// and the text still reads correctly.
@Suite("Injection")
struct InjectionTests {
    func build(_ documents: [String: String]) throws -> InMemoryFileSystem {
        let memory = try TestSupport.memorySite(documents: documents)
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return memory
    }

    func pages(_ memory: InMemoryFileSystem) -> [(String, String)] {
        memory.allFiles(under: "/Public").filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") }.map { ($0, memory.text($0) ?? "") }
    }

    @Test("Script, event handlers and javascript: links in Markdown do not survive")
    func markdown() throws {
        let memory = try build(["x/DESIGN.md": """
            # X

            ## Part

            <script>alert(1)</script>

            Hello <img src=x onerror="alert(2)"> world and <a href="javascript:alert(3)">link</a>.

            [click me](javascript:alert(4)) and [data](data:text/html;base64,PHNjcmlwdD4=)

            <svg onload=alert(5)></svg>
            """])
        let handler = try Regex("<[^>]*\\son[a-z]+\\s*=")
        for (path, html) in pages(memory) {
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("<svg"), "\(path)")
            #expect(html.firstMatch(of: handler) == nil, "\(path)")
            let urls = SiteInspector.attributeValues("href", in: html) + SiteInspector.attributeValues("src", in: html)
            #expect(!urls.contains { $0.lowercased().hasPrefix("javascript:") || $0.lowercased().hasPrefix("data:text") }, "\(path)")
        }
        let page = try #require(memory.text("/Public/x/part/index.html"))
        #expect(page.contains("click me"))
        #expect(page.contains("world and"))
    }

    @Test("HTML in token names, usage strings and sidecar values is escaped text")
    func escapedValues() throws {
        let memory = try build([
            "x/DESIGN.md": """
                # X <b>bold</b>

                ## Colours

                | Name | Hex | Usage |
                |---|---|---|
                | <img src=q onerror=alert(1)>Ink | #222222 | <script>alert(2)</script> body text |
                """,
            "x/specimen.yml": """
                name: "<script>alert(3)</script>Kit"
                summary: "<img src=x onerror=alert(4)>"
                tokens:
                  "<b>evil</b>": { value: "#123456", usage: "<script>alert(5)</script>" }
                """,
        ])
        for (path, html) in pages(memory) {
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("<img src=q"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
            #expect(!html.contains("<b>evil"), "\(path)")
        }
        let tokens = try #require(memory.text("/Public/x/tokens/index.html"))
        #expect(tokens.contains("&lt;b&gt;evil&lt;/b&gt;"))
        #expect(tokens.contains("&lt;script&gt;alert(5)&lt;/script&gt;"))
        #expect(memory.text("/Public/index.html")?.contains("&lt;script&gt;alert(3)&lt;/script&gt;Kit") == true)
    }

    @Test("CSS injection through colour and length values never reaches a style", arguments: [
        "red;} body{display:none}", "url(https://evil.example/x.png)", "expression(alert(1))", "#FFF;} body{display:none}",
    ])
    func cssInjection(_ payload: String) throws {
        let memory = try build([
            "x/DESIGN.md": """
                # X

                ## Colours

                - **Ink:** `\(payload)`

                | Name | Hex |
                |---|---|
                | Paper | \(payload) |

                ```css
                :root {
                  --accent: \(payload);
                  --space: 10px;} body{display:none};
                }
                ```
                """,
        ])
        for (path, text) in pages(memory) {
            for style in SiteInspector.attributeValues("style", in: text) {
                #expect(!style.contains("display:none") && !style.contains("url(") && !style.contains("expression("), "\(path): \(style)")
                #expect(!style.contains("}") && !style.contains("{"), "\(path): \(style)")
            }
            if path.hasSuffix(".css") {
                #expect(!text.contains("display:none") && !text.contains("evil.example") && !text.contains("expression("), "\(path)")
            }
        }
    }

    @Test("A sidecar colour or length that is not a value is refused", arguments: [
        "red;} body{display:none}", "url(x)", "expression(alert(1))", "10px;}",
    ])
    func sidecarCSS(_ payload: String) throws {
        let memory = try TestSupport.memorySite(documents: [
            "x/DESIGN.md": "# X\n\n## A\n\nText.\n",
            "x/specimen.yml": "tokens:\n  evil: \"\(payload)\"\n",
        ])
        #expect(throws: SpecimenError.self) {
            try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        }
    }

    @Test("Headings named like generated pages, chrome ids or line anchors cannot collide")
    func collisions() throws {
        let memory = try build(["x/DESIGN.md": """
            # X

            ## Tokens

            ### main

            ### L5

            ### Toc

            ## Assets

            ## index.html

            ## Tokens
            """])
        let files = memory.allFiles(under: "/Public/x")
        #expect(files.contains("/Public/x/tokens/index.html"))
        #expect(files.contains("/Public/x/tokens-section/index.html"))
        #expect(files.contains("/Public/x/tokens-section-2/index.html"))
        #expect(files.contains("/Public/x/assets-section/index.html"))
        // The generated token page is still the generated one.
        #expect(memory.text("/Public/x/tokens/index.html")?.contains("<h1 id=\"page-title\">Tokens</h1>") == true)
        let page = try #require(memory.text("/Public/x/tokens-section/index.html"))
        let ids = SiteInspector.attributeValues("id", in: page)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        #expect(ids.filter { $0 == "main" }.count == 1)
    }
}
