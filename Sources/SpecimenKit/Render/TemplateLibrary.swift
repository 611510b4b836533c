import Foundation
import Mustache

/// The Mustache templates and site assets of a Templates/ folder.
///
/// Templates are registered under their path without `.mustache`, with dots for slashes
/// (`pages.section`, `components.button`): swift-mustache does not accept a slash in the name
/// that closes a `{{<parent}}` block. A syntax error or a reference to a template that does not exist fails
/// here, at load time, with the template's file and line: Mustache itself would render a missing
/// partial as nothing.
public struct TemplateLibrary: Sendable {
    public static let assetsFolder = "assets"

    public var mustache: MustacheLibrary
    /// Every template swift-mustache parsed, compiled for the typed renderer.
    private var renderer: TemplateRenderer
    /// Which renderer pages go through; tests render the same site each way.
    var mode = Mode.compiledFirst

    enum Mode {
        /// The compiled renderer, and swift-mustache for a page it leaves (see `TemplateRenderer`).
        case compiledFirst
        /// swift-mustache's interpreter for every page.
        case interpreted
        /// The compiled renderer alone: a page it cannot render is an error.
        case compiledOnly
    }

    /// The templates the compiled renderer has, by name.
    var compiledNames: Set<String> { Set(renderer.programs.keys) }
    public var names: [String] {
        nameSet.sorted()
    }
    private var nameSet: Set<String>
    /// Asset files below `assets/`, as paths relative to the templates folder, sorted.
    public var assets: [String]
    public var root: String

    public init(loadingFrom root: String, fileIO: FileIO) throws {
        guard fileIO.isDirectoryFollowingLinks(root) else {
            throw SpecimenError("templates folder does not exist (pass --templates DIR)", file: root)
        }
        self.root = root
        var library = MustacheLibrary()
        var programs: [String: TemplateProgram] = [:]
        var sources: [String: String] = [:]
        var assets: [String] = []
        for relative in try Self.files(under: root, prefix: "", fileIO: fileIO) {
            if relative.hasPrefix(Self.assetsFolder + "/") {
                assets.append(relative)
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            let name = String(relative.dropLast(".mustache".count)).replacing(literal: "/", with: ".")
            let data = try fileIO.read(root.appendingPathComponent(relative))
            let text = String(decoding: data, as: UTF8.self)
            do {
                let template = try MustacheTemplate(string: HTMLEscaping.pragma + text)
                library.register(template, named: name)
                programs[name] = TemplateProgram(template)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma line is ours: count lines as the file does.
                throw SpecimenError(
                    "template syntax error: \(error.error) near '\(error.context.line.trimmingWhitespace)'",
                    file: root.appendingPathComponent(relative), line: max(1, error.context.lineNumber - 1))
            }
            sources[name] = text
        }
        try Self.checkReferences(sources, root: root)
        self.mustache = library
        self.renderer = TemplateRenderer(programs: programs)
        self.nameSet = Set(sources.keys)
        self.assets = assets
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
    func interpret(_ value: TemplateValue, template name: String) throws -> String {
        guard let output = mustache.render(value.any, withTemplate: name) else {
            throw SpecimenError("template '\(name).mustache' is missing", file: root)
        }
        return output
    }

    public func has(_ name: String) -> Bool { nameSet.contains(name) }

    /// Every `{{> name}}` and `{{< name}}` must name a registered template.
    static func checkReferences(_ sources: [String: String], root: String) throws {
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
                            file: root.appendingPathComponent(name.replacing(literal: ".", with: "/") + ".mustache"), line: lineIndex + 1)
                    }
                    rest = rest[close.upperBound...]
                }
            }
        }
    }

    /// Each file under `root` with its digest, in path order; none when there is no such folder.
    static func fileDigests(under root: String, fileIO: FileIO) throws -> [(path: String, digest: String)] {
        guard fileIO.isDirectoryFollowingLinks(root) else { return [] }
        return try files(under: root, prefix: "", fileIO: fileIO).map { relative in
            (relative, ContentHash.digest(try fileIO.read(root.appendingPathComponent(relative))))
        }
    }

    static func files(under folder: String, prefix: String, fileIO: FileIO) throws -> [String] {
        var result: [String] = []
        for name in try fileIO.sortedList(folder) where !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name)
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            switch fileIO.kind(path) {
            case .directory: result += try files(under: path, prefix: relative, fileIO: fileIO)
            case .file: result.append(relative)
            default: continue
            }
        }
        return result
    }
}
