import Foundation
import Synchronization
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite struct FontLicenseTests {
    static let hasDpkg = FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg")

    /// Two installed fonts from each folder (a process each is slow to ask one by one), plus
    /// files dpkg has never heard of.
    static var paths: [String] {
        let installed = Dictionary(grouping: Set(FontCatalog.installed.faces.map(\.path)).sorted()) { ($0 as NSString).deletingLastPathComponent }
        return installed.keys.sorted().flatMap { installed[$0]!.prefix(2) } + ["/nonexistent/font.ttf", "/tmp/not-a-package/Font-Regular.otf"]
    }

    /// The lookup one `dpkg -S` per font (about the file a link points to): what the batch,
    /// and its reading of the font packages' lists, must agree with.
    static func oneByOne(_ fontPath: String, fileIO: FileIO) -> String? {
        if let beside = FontLicense.beside(fontPath, fileIO: fileIO) { return beside }
        let file = fileIO.kind(fontPath) == .symlink ? fileIO.resolve(fontPath) ?? fontPath : fontPath
        guard let owner = try? Subprocess.run("dpkg", ["-S", file]),
              let package = owner.split(separator: ":").first.map(String.init) else { return nil }
        let copyright = "/usr/share/doc/\(package)/copyright"
        return fileIO.kind(copyright) == .file ? copyright : nil
    }

    @Test(.enabled(if: hasDpkg)) func aBatchFindsWhatEachPathFindsAlone() {
        let paths = Self.paths
        let together = FontLicense.find(for: paths, fileIO: .local)
        let alone = paths.reduce(into: [String: String]()) { result, path in
            if let license = Self.oneByOne(path, fileIO: .local) { result[path] = license }
        }
        #expect(together == alone)
        // The machine's font packages do name their copyright files.
        if !FontCatalog.installed.faces.isEmpty { #expect(!together.isEmpty) }
    }

    @Test(.enabled(if: hasDpkg)) func licencesLookedUpAheadAreTheOnesLookedUpWhenShipped() throws {
        let packager = FontPackager(catalog: .installed, converter: .passthrough, fileIO: .local)
        let now = try packager.package([])
        let ahead = try packager.prefetchingLicenses().package([])
        #expect(ahead.files.map(\.path) == now.files.map(\.path))
        #expect(ahead.files.map(\.data) == now.files.map(\.data))
        #expect(ahead.families.map(\.license) == now.families.map(\.license))
        // The site's own stand-in, Inter, ships with its package's licence where it is installed.
        if FontCatalog.installed.faces.contains(where: { $0.family == "Inter" }) {
            #expect(ahead.files.contains { $0.path.hasSuffix("/LICENSE.txt") })
        }
    }

    @Test(.enabled(if: hasDpkg)) func aPathDpkgDoesNotKnowHasNoLicence() {
        #expect(FontLicense.find(for: ["/nonexistent/font.ttf"], fileIO: .local).isEmpty)
        #expect(DebianPackageOwners.owners(of: ["/nonexistent/a.ttf", "/nonexistent/b.ttf"]).isEmpty)
    }

    @Test func oneQueryForEveryPathWithoutALicenceBeside() throws {
        let memory = InMemoryFileSystem()
        memory.add("/fonts/own/Own-Regular.ttf", Data([1]))
        memory.add("/fonts/own/OFL.txt", Data("licence".utf8))
        memory.add("/fonts/a/A-Regular.ttf", Data([1]))
        memory.add("/fonts/b/B-Regular.ttf", Data([1]))
        memory.add("/usr/share/doc/fonts-a/copyright", Data("copyright".utf8))
        var queries: [[String]] = []
        let found = FontLicense.find(
            for: ["/fonts/own/Own-Regular.ttf", "/fonts/a/A-Regular.ttf", "/fonts/b/B-Regular.ttf"], fileIO: memory.fileIO
        ) { paths in
            queries.append(paths)
            return DebianPackageOwners.owners(of: paths) { _ in "fonts-a: /fonts/a/A-Regular.ttf\n" }
        }
        // The licence beside a font wins and is never asked of dpkg; an unknown font has none.
        #expect(found == ["/fonts/own/Own-Regular.ttf": "/fonts/own/OFL.txt", "/fonts/a/A-Regular.ttf": "/usr/share/doc/fonts-a/copyright"])
        #expect(queries == [["/fonts/a/A-Regular.ttf", "/fonts/b/B-Regular.ttf"]])
    }

    @Test func eachFolderAndPackageIsLookedAtOnce() throws {
        let memory = InMemoryFileSystem()
        let family = (1...6).map { "/fonts/family/Family-\($0).ttf" }
        let packaged = (1...4).map { "/fonts/packaged/Packaged-\($0).ttf" }
        for path in family + packaged { memory.add(path, Data([1])) }
        memory.add("/fonts/family/LICENSE.txt", Data("licence".utf8))
        memory.add("/usr/share/doc/fonts-packaged/copyright", Data("copyright".utf8))
        let looked = Mutex<[String]>([])
        var fileIO = memory.fileIO
        let kind = fileIO.kind
        fileIO.kind = { path in
            looked.withLock { $0.append(path) }
            return kind(path)
        }
        let found = FontLicense.find(for: family + packaged, fileIO: fileIO) { paths in
            Dictionary(uniqueKeysWithValues: paths.map { ($0, "fonts-packaged") })
        }
        #expect(found == Dictionary(uniqueKeysWithValues: family.map { ($0, "/fonts/family/LICENSE.txt") } + packaged.map { ($0, "/usr/share/doc/fonts-packaged/copyright") }))
        let counts = looked.withLock { $0 }.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        #expect(counts["/fonts/family/LICENSE.txt"] == 1)
        #expect(counts["/fonts/packaged/LICENSE"] == 1)
        #expect(counts["/usr/share/doc/fonts-packaged/copyright"] == 1)
    }

    @Test func dpkgOutputIsReadPerPath() {
        let output = """
            fonts-dejavu-core: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
            libfoo:amd64: /usr/share/fonts/foo/Foo.ttf
            fonts-a, fonts-b: /usr/share/fonts/shared/Shared.ttf
            diversion by local from: /usr/share/fonts/moved/Moved.ttf
            diversion by local to: /usr/share/fonts/moved/Moved.ttf.distrib
            fonts-moved: /usr/share/fonts/moved/Moved.ttf
            """
        #expect(DebianPackageOwners.parse(output) == [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf": "fonts-dejavu-core",
            "/usr/share/fonts/foo/Foo.ttf": "libfoo",
            "/usr/share/fonts/shared/Shared.ttf": "fonts-a, fonts-b",
            // As when the path was asked alone: its output's first line.
            "/usr/share/fonts/moved/Moved.ttf": "diversion by local from",
            "/usr/share/fonts/moved/Moved.ttf.distrib": "diversion by local to",
        ])
    }

    @Test(arguments: [
        ("/usr/share/fonts/a.ttf", true),
        ("fonts/a.ttf", false),
        ("/usr/share/fonts/Noto[wght].ttf", false),
        ("/usr/share/fonts/*.ttf", false),
        ("/usr/share/fonts/odd: name.ttf", false),
    ])
    func patternsAreAskedAlone(path: String, literal: Bool) {
        #expect(DebianPackageOwners.isLiteral(path) == literal)
        var queries: [[String]] = []
        _ = DebianPackageOwners.owners(of: [path, "/usr/share/fonts/b.ttf"]) { queries.append($0); return "" }
        #expect(queries == (literal ? [[path, "/usr/share/fonts/b.ttf"]] : [[path], ["/usr/share/fonts/b.ttf"]]))
    }

    @Test func fontPackageListsSettleWhatTheyNameOnce() {
        let memory = InMemoryFileSystem()
        memory.add("/dpkg/info/fonts-a.list", Data("/.\n/usr/share/fonts\n/usr/share/fonts/a/A.ttf\n/usr/share/fonts/shared.ttf\n".utf8))
        memory.add("/dpkg/info/fonts-m:amd64.list", Data("/usr/share/fonts/m/M.ttf\n".utf8))
        memory.add("/dpkg/info/fonts-m:i386.list", Data("/usr/share/fonts/m/M.ttf\n".utf8))
        memory.add("/dpkg/info/ttf-b.list", Data("/usr/share/fonts/shared.ttf\n/usr/share/fonts/moved.ttf\n".utf8))
        memory.add("/dpkg/info/libreoffice-core.list", Data("/usr/share/fonts/other/O.ttf\n".utf8))
        memory.add("/dpkg/info/fonts-a.md5sums", Data("0 /usr/share/fonts/md5/Listed.ttf\n".utf8))
        memory.add("/dpkg/diversions", Data("/usr/share/fonts/moved.ttf\n/usr/share/fonts/moved.ttf.distrib\nlocal\n".utf8))
        let paths = ["/usr/share/fonts/a/A.ttf", "/usr/share/fonts/m/M.ttf", "/usr/share/fonts/shared.ttf", "/usr/share/fonts/moved.ttf",
                     "/usr/share/fonts/other/O.ttf", "/usr/share/fonts/md5/Listed.ttf", "/usr/share/fonts/usr"]
        // One package (both architectures of one count as one); shared, diverted and non-font
        // packages' paths are left to dpkg, which alone answers those as it always has.
        #expect(DebianPackageOwners.fontPackageOwners(of: paths, database: "/dpkg", fileIO: memory.fileIO)
            == ["/usr/share/fonts/a/A.ttf": "fonts-a", "/usr/share/fonts/m/M.ttf": "fonts-m"])
        var queries: [[String]] = []
        let owners = DebianPackageOwners.owners(
            of: paths,
            query: { asked in
                queries.append(asked)
                return "fonts-a, ttf-b: /usr/share/fonts/shared.ttf\nlibreoffice-core: /usr/share/fonts/other/O.ttf\n"
            },
            listed: { DebianPackageOwners.fontPackageOwners(of: $0, database: "/dpkg", fileIO: memory.fileIO) })
        #expect(queries == [["/usr/share/fonts/shared.ttf", "/usr/share/fonts/moved.ttf", "/usr/share/fonts/other/O.ttf",
                             "/usr/share/fonts/md5/Listed.ttf", "/usr/share/fonts/usr"]])
        #expect(owners == ["/usr/share/fonts/a/A.ttf": "fonts-a", "/usr/share/fonts/m/M.ttf": "fonts-m",
                           "/usr/share/fonts/shared.ttf": "fonts-a, ttf-b", "/usr/share/fonts/other/O.ttf": "libreoffice-core"])
        #expect(DebianPackageOwners.fontPackageOwners(of: paths, database: "/missing", fileIO: memory.fileIO).isEmpty)
    }

    /// On this machine, the lists answer as dpkg does for every installed font they settle.
    @Test(.enabled(if: hasDpkg)) func fontPackageListsAgreeWithDpkg() {
        let paths = FontCatalog.installed.faces.map(\.path)
        let listed = DebianPackageOwners.fontPackageOwners(of: paths)
        let asked = DebianPackageOwners.owners(of: Array(listed.keys), listed: { _ in [:] })
        #expect(listed == asked)
        if paths.contains(where: { $0.hasPrefix("/usr/share/fonts/") }) { #expect(!listed.isEmpty) }
    }

    /// Debian's alternatives put a font behind a link no package owns: its licence is its file's.
    @Test func aLinkedFontIsLicensedAsTheFileItPointsTo() throws {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/real/Real.ttf", contents: Data([1]))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked.ttf", withDestinationPath: folder + "/real/Real.ttf")
        let real = try #require(FileIO.local.resolve(folder + "/real/Real.ttf"))
        var asked: [[String]] = []
        let found = FontLicense.find(for: [folder + "/Linked.ttf", folder + "/real/Real.ttf"], fileIO: .local) { paths in
            asked.append(paths)
            return [real: "fonts-dejavu-core"]
        }
        #expect(asked == [[real]], "the link and its file are one question, about the file")
        if FileIO.local.kind("/usr/share/doc/fonts-dejavu-core/copyright") == .file {
            #expect(found[folder + "/Linked.ttf"] == "/usr/share/doc/fonts-dejavu-core/copyright")
            #expect(found[folder + "/real/Real.ttf"] == "/usr/share/doc/fonts-dejavu-core/copyright")
        }
    }

    @Test func noDpkgMeansNoPackageLicence() throws {
        let memory = InMemoryFileSystem()
        memory.add("/fonts/a/A-Regular.ttf", Data([1]))
        let found = FontLicense.find(for: ["/fonts/a/A-Regular.ttf"], fileIO: memory.fileIO) {
            DebianPackageOwners.owners(of: $0) { _ in nil }
        }
        #expect(found.isEmpty)
    }
}
