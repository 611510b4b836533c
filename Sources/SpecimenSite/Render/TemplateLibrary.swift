import Foundation
import Mustache
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The Mustache templates and site assets of a Templates/ folder.
///
/// Templates are registered under their path without `.mustache`, with dots for slashes
/// (`pages.section`, `components.button`): swift-mustache does not accept a slash in the name
/// that closes a `{{<parent}}` block. A syntax error or a reference to a template that does not exist fails
/// here, at load time, with the template's file and line: Mustache itself would render a missing
/// partial as nothing.
public struct TemplateLibrary: Sendable {
    public static let assetsFolder = "assets"

    /// swift-mustache's own library of the templates, for a page the compiled renderer leaves
    /// to it. Parsed on first use when the compiled templates came from the cache.
    public var mustache: MustacheLibrary { interpreter.library }
    private var interpreter: Interpreter
    /// Every template swift-mustache parsed, compiled for the typed renderer.
    package private(set) var renderer: TemplateRenderer
    /// Whether the compiled templates were read from the cache rather than parsed.
    package private(set) var fromCache = false
    /// Which renderer pages go through; tests render the same site each way.
    package var mode = Mode.compiledFirst

    package enum Mode {
        /// The compiled renderer, and swift-mustache for a page it leaves (see `TemplateRenderer`).
        case compiledFirst
        /// swift-mustache's interpreter for every page.
        case interpreted
        /// The compiled renderer alone: a page it cannot render is an error.
        case compiledOnly
    }

    /// The templates the compiled renderer has, by name.
    package var compiledNames: Set<String> { Set(renderer.programs.keys) }
    public var names: [String] {
        nameSet.sorted()
    }
    private var nameSet: Set<String>
    /// Asset files below `assets/`, as paths relative to the templates folder, sorted.
    public var assets: [String] { assetFiles.map(\.path) }
    /// Their bytes, as read with the templates.
    package var assetFiles: [TemplateFiles.File]
    public var root: String
    /// Every character of the templates and text assets beyond ASCII: the fonts keep them.
    public private(set) var characters = FontCharacters()

    /// Loads every template under `root`. With a `cache` (a file, and the tool's fingerprint),
    /// templates compiled by an earlier run from the same bytes by the same tool are read back
    /// instead of parsed: the parse was a fixed cost of every build. A missing,
    /// unreadable or stale cache is only a reason to parse; a parse writes it afresh.
    public init(loadingFrom root: String, fileIO: FileIO, cache: (path: String, tool: String)? = nil) throws {
        try self.init(files: try TemplateFiles.read(root, fileIO: fileIO), fileIO: fileIO, cache: cache)
    }

    /// The templates and assets of files already read (a build reads its folder once).
    public init(files folder: TemplateFiles, fileIO: FileIO, cache: (path: String, tool: String)? = nil) throws {
        let root = folder.root
        self.root = root
        var sources: [String: String] = [:]
        /// Each template's name and where a message about it points, in file order.
        var order: [(name: String, location: String)] = []
        var assetFiles: [TemplateFiles.File] = []
        var listing = "format \(Compiled.format)\ntool \(cache?.tool ?? "")\n"
        for file in folder.files {
            let relative = file.path
            if relative.hasPrefix(Self.assetsFolder + "/") {
                assetFiles.append(file)
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            let name = String(relative.dropLast(".mustache".count)).replacing(literal: "/", with: ".")
            listing += "\(relative) \(file.digest)\n"
            sources[name] = String(decoding: file.data, as: UTF8.self)
            order.append((name, file.location(in: root)))
        }
        let key = ContentHash.digest(Data(listing.utf8))
        var found = Set<UInt32>()
        for file in folder.files where file.path.hasSuffix(".mustache") || file.path.hasSuffix(".css") {
            FontCharacters.collect(String(decoding: file.data, as: UTF8.self), into: &found)
        }
        characters = FontCharacters(scalars: found)
        self.assetFiles = assetFiles
        self.nameSet = Set(sources.keys)
        if let cache, let data = try? fileIO.read(cache.path), let compiled = try? JSONDecoder().decode(Compiled.self, from: data),
           compiled.key == key {
            interpreter = Interpreter(sources: sources, parsed: nil)
            renderer = TemplateRenderer(programs: compiled.programs)
            fromCache = true
            return
        }
        var library = MustacheLibrary()
        var programs: [String: TemplateProgram] = [:]
        // In file order, so that of several broken templates the first is reported.
        for (name, location) in order {
            do {
                let template = try Self.parse(sources[name] ?? "")
                library.register(template, named: name)
                programs[name] = TemplateProgram(template)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma line is ours: count lines as the file does.
                throw SpecimenError(
                    "template syntax error: \(error.error) near '\(error.context.line.trimmingWhitespace)'",
                    file: location, line: max(1, error.context.lineNumber - 1))
            }
        }
        try Self.checkReferences(sources, locations: Dictionary(order.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }))
        interpreter = Interpreter(sources: sources, parsed: library)
        renderer = TemplateRenderer(programs: programs)
        if let cache, let data = try? JSONEncoder().encode(Compiled(key: key, programs: programs)) {
            // Written aside and moved into place, so a build reading it never sees half a file.
            let temporary = cache.path + ".\(getpid()).tmp"
            if (try? fileIO.write(temporary, data)) != nil, (try? fileIO.move(temporary, cache.path)) == nil {
                try? fileIO.remove(temporary)
            }
        }
    }

    /// A template as swift-mustache parses it, with Specimen's escaping selected first.
    package static func parse(_ text: String) throws -> MustacheTemplate {
        try MustacheTemplate(string: HTMLEscaping.pragma + text)
    }

    /// The compiled templates as the cache keeps them, under a digest of the tool and of every
    /// template's path and bytes.
    package struct Compiled: Codable {
        package static let format = 2
        package var key: String
        package var programs: [String: TemplateProgram]
    }

    /// The cache file in `folder` (`UserCache.folder`/templates) for the templates under `root`:
    /// one per templates folder, replaced when its templates or the tool change. Nil when the
    /// folder cannot be made.
    package static func cacheFile(for root: String, in folder: String, fileIO: FileIO) -> String? {
        if !fileIO.isDirectory(folder) { try? fileIO.createDirectory(folder) }  // creates its parents too
        guard fileIO.isDirectory(folder) else { return nil }
        let absolute = fileIO.resolve(root) ?? root
        return folder.appendingPathComponent("templates-\(ContentHash.digest(Data(absolute.utf8))).json")
    }

    /// swift-mustache's library, parsed when first asked for if the load did not parse it.
    private final class Interpreter: @unchecked Sendable {
        private let lock = NSLock()
        private let sources: [String: String]
        private var parsed: MustacheLibrary?

        init(sources: [String: String], parsed: MustacheLibrary?) {
            self.sources = sources
            self.parsed = parsed
        }

        var library: MustacheLibrary {
            lock.withLock {
                if let parsed { return parsed }
                var library = MustacheLibrary()
                // These bytes parsed when the cache was written.
                for (name, text) in sources {
                    if let template = try? TemplateLibrary.parse(text) { library.register(template, named: name) }
                }
                parsed = library
                return library
            }
        }
    }

    public func render<View: Encodable>(_ view: View, template name: String) throws -> String {
        let value = try TemplateEncoder.encode(view)
        switch mode {
        case .compiledFirst:
            if let output = try? renderer.render(value, template: name) { return output }
        case .interpreted:
            break
        case .compiledOnly:
            guard let output = try? renderer.render(value, template: name) else {
                throw SpecimenError("template '\(name).mustache' is not compiled for this view", file: root)
            }
            return output
        }
        return try interpret(value, template: name)
    }

    /// The page as swift-mustache's own interpreter renders it: for what the compiled renderer
    /// leaves to it, and for the test that holds the two to the same bytes.
    package func interpret(_ value: TemplateValue, template name: String) throws -> String {
        guard let output = mustache.render(value.any, withTemplate: name) else {
            throw SpecimenError("template '\(name).mustache' is missing", file: root)
        }
        return output
    }

    public func has(_ name: String) -> Bool { nameSet.contains(name) }

    /// Every `{{> name}}` and `{{< name}}` must name a registered template.
    package static func checkReferences(_ sources: [String: String], locations: [String: String]) throws {
        for name in sources.keys.sorted() {
            guard let text = sources[name] else { continue }
            for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var rest = line[...]
                while let open = rest.range(ofLiteral: "{{") {
                    rest = rest[open.upperBound...]
                    guard let sigil = rest.first, sigil == ">" || sigil == "<",
                          let close = rest.range(ofLiteral: "}}") else { continue }
                    let target = rest[rest.index(after: rest.startIndex)..<close.lowerBound].trimmingWhitespace
                    if sources[target] == nil {
                        let kind = sigil == ">" ? "partial" : "parent template"
                        throw SpecimenError(
                            "\(kind) '\(target)' does not exist (expected \(target.replacing(literal: ".", with: "/")).mustache in the templates folder)",
                            file: locations[name] ?? name.replacing(literal: ".", with: "/") + ".mustache", line: lineIndex + 1)
                    }
                    rest = rest[close.upperBound...]
                }
            }
        }
    }
}
