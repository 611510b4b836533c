import Foundation

/// Decides which font families the site ships, and produces their files, licences and the
/// `@font-face` view model for `assets/fonts.css`.
public struct FontPackager: Sendable {
    public struct Face: Sendable, Encodable {
        var family: String
        var weight: Int
        var style: String
        var url: String
        var format: String
    }

    public struct Family: Sendable, Encodable {
        var name: String
        var slug: String
        var faces: [Face]
        var license: String?
    }

    public var catalog: FontCatalog
    public var converter: FontConverter
    public var fileIO: FileIO

    public init(catalog: FontCatalog, converter: FontConverter, fileIO: FileIO) {
        self.catalog = catalog
        self.converter = converter
        self.fileIO = fileIO
    }

    /// What one system asks of the site's fonts: the faces it ships itself, their licences, and
    /// the families (with weights) its tokens name. Kept in the build cache, so a system read
    /// from the cache still gets its fonts.
    public struct Needs: Sendable, Codable, Hashable {
        var faces: [FontFace]
        var licenses: [String: String]
        var families: [String: [Int]]

        init(_ system: DesignSystem) {
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
    static func requestedFamilies(_ needs: [Needs]) -> [String: Set<Int>] {
        var requested: [String: Set<Int>] = [:]
        for need in needs {
            for (family, weights) in need.families { requested[family, default: []].formUnion(weights) }
        }
        // The site's own stand-in for system fonts.
        requested["Inter", default: []].formUnion([])
        return requested
    }

    /// A named family, plus the stand-in shipped in place of an Apple font.
    static func shippable(_ name: String) -> [String] {
        let key = name.lowercased().trimmingCharacters(in: .whitespaces)
        if let platform = FontStackCSS.platformStandIns.first(where: { $0.names.contains(key) }) { return [platform.standIn] }
        return FontStackCSS.safeName(name).map { [$0] } ?? []
    }

    public func package(_ needs: [Needs]) throws -> (files: [OutputFile], families: [Family]) {
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
        let found = FontLicense.find(for: chosen.filter { ownLicenses[$0.name] == nil }.flatMap { $0.faces.map(\.path) }, fileIO: fileIO)
        for (name, faces) in chosen {
            let slug = Slug.make(name, fallback: "font")
            var family = Family(name: name, slug: slug, faces: [], license: nil)
            for face in faces {
                let base = ((face.path as NSString).lastPathComponent as NSString).deletingPathExtension
                let converted = converter.convert(try fileIO.read(face.path), face.path)
                let path = "assets/fonts/\(slug)/\(base).\(converted.fileExtension)"
                files.append(OutputFile(path: path, data: converted.data))
                family.faces.append(Face(
                    family: name, weight: face.weight, style: face.italic ? "italic" : "normal",
                    url: "fonts/\(slug)/\(base).\(converted.fileExtension)",
                    format: Self.format(converted.fileExtension)))
            }
            if let license = ownLicenses[name] ?? faces.compactMap({ found[$0.path] }).first {
                files.append(OutputFile(path: "assets/fonts/\(slug)/LICENSE.txt", data: try fileIO.read(license)))
                family.license = "fonts/\(slug)/LICENSE.txt"
            }
            families.append(family)
        }
        return (files, families)
    }

    static func format(_ fileExtension: String) -> String {
        switch fileExtension {
        case "woff2": "woff2"
        case "woff": "woff"
        case "otf": "opentype"
        default: "truetype"
        }
    }
}
