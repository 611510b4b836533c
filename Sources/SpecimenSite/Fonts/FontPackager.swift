import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Decides which font families the site ships, and produces their files, licences and the
/// `@font-face` view model for `assets/fonts.css`.
public struct FontPackager: Sendable {
    public struct Face: Sendable, Encodable {
        package var family: String
        package var weight: Int
        package var style: String
        package var url: String
        package var format: String
        /// Why the face is shipped whole rather than cut down to the site's characters.
        package var note: String?
    }

    public struct Family: Sendable, Encodable {
        package var name: String
        package var slug: String
        package var faces: [Face]
        package var license: String?
    }

    public var catalog: FontCatalog
    public var converter: FontConverter
    public var fileIO: FileIO

    /// The licence of each face of `catalog`, being looked up (`prefetchingLicenses`).
    private var catalogLicenses: Pending<[String: String]>?
    /// Notes on the fonts `package` shipped whole, for the build to print.
    public let notes = FontNotes()

    public init(catalog: FontCatalog, converter: FontConverter, fileIO: FileIO) {
        self.catalog = catalog
        self.converter = converter
        self.fileIO = fileIO
    }

    /// This packager, with the licences of the machine's fonts already being looked up on
    /// another thread. Naming a font's Debian package makes dpkg read its whole database; started
    /// as a build begins, it is done by the time the site pages ship the fonts.
    package func prefetchingLicenses() -> FontPackager {
        var packager = self
        let paths = catalog.faces.map(\.path), fileIO = fileIO
        if !paths.isEmpty { packager.catalogLicenses = Pending { FontLicense.find(for: paths, fileIO: fileIO) } }
        return packager
    }

    /// The licence of each of `paths` that has one: the machine's fonts from the lookup
    /// started ahead, when there is one, and the rest looked up now.
    private func licenses(for paths: [String]) -> [String: String] {
        guard let known = try? catalogLicenses?.value() else { return FontLicense.find(for: paths, fileIO: fileIO) }
        let inCatalog = Set(catalog.faces.map(\.path))
        var found = FontLicense.find(for: paths.filter { !inCatalog.contains($0) }, fileIO: fileIO)
        for path in paths where inCatalog.contains(path) { found[path] = known[path] }
        return found
    }

    /// What one system asks of the site's fonts: the faces it ships itself, their licences, and
    /// the families (with weights) its tokens name. Kept in the build cache, so a system read
    /// from the cache still gets its fonts.
    public struct Needs: Sendable, Codable, Hashable {
        package var faces: [FontFace]
        package var licenses: [String: String]
        package var families: [String: [Int]]
        /// The characters the system's pages and its site-wide summaries draw: the glyphs the
        /// shipped fonts keep for it.
        package var characters = FontCharacters()

        package init(_ system: AnalyzedSystem) {
            faces = system.fontFaces
            licenses = system.fontLicenses
            var requested: [String: Set<Int>] = [:]
            for token in system.tokens.tokens {
                switch system.tokens.value(of: token) {
                case .fontFamily(let stack)?:
                    for name in [stack.family] + stack.fallbacks {
                        for family in FontPackager.shippable(name) { requested[family, default: []].formUnion([]) }
                    }
                case .typeStyle(let style)?:
                    guard let family = style.family else { continue }
                    for name in FontPackager.shippable(family) { requested[name, default: []].insert(style.numericWeight ?? 400) }
                default: continue
                }
            }
            families = requested.mapValues { $0.sorted() }
        }
    }

    /// Families the systems name (and the stand-ins pages use for Apple's fonts), with the
    /// weights their type styles use.
    package static func requestedFamilies(_ needs: [Needs]) -> [String: Set<Int>] {
        var requested: [String: Set<Int>] = [:]
        for need in needs {
            for (family, weights) in need.families { requested[family, default: []].formUnion(weights) }
        }
        // The site's own stand-in for system fonts.
        requested["Inter", default: []].formUnion([])
        return requested
    }

    /// A named family, plus the stand-in shipped in place of an Apple font.
    package static func shippable(_ name: String) -> [String] {
        let key = name.lowercased().trimmingWhitespace
        if let platform = FontStackCSS.platformStandIns.first(where: { $0.names.contains(key) }) { return [platform.standIn] }
        return FontStackCSS.safeName(name).map { [$0] } ?? []
    }

    /// The font files and `@font-face` families for `needs`. Each face is cut down to the
    /// characters the systems' pages draw, with `characters` (the templates' own text) besides,
    /// when the converter subsets.
    public func package(_ needs: [Needs], characters extra: FontCharacters = FontCharacters()) throws -> (files: [OutputFile], families: [Family]) {
        var files: [OutputFile] = []
        var families: [Family] = []
        // Fonts a system ships itself come first; the machine's fonts fill in the rest.
        let own = FontCatalog(faces: needs.flatMap(\.faces))
        let ownLicenses = needs.reduce(into: [String: String]()) { $0.merge($1.licenses) { first, _ in first } }
        var requested = Self.requestedFamilies(needs)
        for face in own.faces { requested[face.family, default: []].insert(face.weight) }
        let chosen: [(name: String, faces: [FontFace])] = requested.sorted(by: { $0.key < $1.key }).compactMap { name, weights in
            let ownFaces = own.faces.filter { $0.family == name }
            let faces = ownFaces.isEmpty ? catalog.faces(of: name, weights: weights) : ownFaces.sorted { ($0.weight, $0.path) < ($1.weight, $1.path) }
            return faces.isEmpty ? nil : (name, faces)
        }
        // Every face that may supply its family's licence, looked up at once (a family takes
        // its first face's that has one).
        let found = licenses(for: chosen.filter { ownLicenses[$0.name] == nil }.flatMap { $0.faces.map(\.path) })
        // Every face read and converted on every core, taken below in order: reading and
        // digesting a site's fonts one after another was the tail of a build.
        let characters = needs.reduce(into: extra) { $0.formUnion($1.characters) }
        var conversions = chosen.flatMap(\.faces).concurrentMap { [fileIO, converter] face in
            Result { () throws -> FontSubsetter.Shipped in
                if let subset = converter.subset { return try subset(face.path, characters, fileIO) }
                let converted = try converter.convert(face.path, fileIO)
                return FontSubsetter.Shipped(data: converted.data, fileExtension: converted.fileExtension, note: nil)
            }
        }.makeIterator()
        for (name, faces) in chosen {
            let slug = Slug.make(name, fallback: "font")
            var family = Family(name: name, slug: slug, faces: [], license: nil)
            for face in faces {
                let base = face.path.lastPathComponent.deletingPathExtension
                guard let converted = try conversions.next()?.get() else { preconditionFailure("a face without its conversion") }
                let path = "assets/fonts/\(slug)/\(base).\(converted.fileExtension)"
                files.append(OutputFile(path: path, data: converted.data))
                family.faces.append(Face(
                    family: name, weight: face.weight, style: face.italic ? "italic" : "normal",
                    url: "fonts/\(slug)/\(base).\(converted.fileExtension)",
                    format: Self.format(converted.fileExtension),
                    // In a CSS comment, which a reason must not close.
                    note: converted.note?.replacing(literal: "*/", with: "* /")))
                if let note = converted.note {
                    notes.add(Diagnostic(.note, "\(name): \(note)", file: face.path))
                }
            }
            if let license = ownLicenses[name] ?? faces.compactMap({ found[$0.path] }).first {
                files.append(OutputFile(path: "assets/fonts/\(slug)/LICENSE.txt", data: try fileIO.read(license)))
                family.license = "fonts/\(slug)/LICENSE.txt"
            }
            families.append(family)
        }
        return (files, families)
    }

    package static func format(_ fileExtension: String) -> String {
        switch fileExtension {
        case "woff2": "woff2"
        case "woff": "woff"
        case "otf": "opentype"
        default: "truetype"
        }
    }
}
