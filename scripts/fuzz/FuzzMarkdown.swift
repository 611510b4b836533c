// libFuzzer entry point over the whole build of one design system. Compiled by scripts/fuzz/run
// together with the library targets' sources (all but SpecimenServe), Yams and swift-mustache, so every stage
// runs as `specimen build` runs it: ingestion (decoding, line endings, front matter through Yams,
// cmark-gfm, sections), extraction, the sidecar, components, rules, the audit, the Mustache render
// with the real templates, and the write, all in memory.
//
// An input is the document's bytes, optionally followed by a line `%% specimen.yml` and the
// sidecar's bytes. A thrown SpecimenError is a correct answer to a bad input; any other error, a
// crash, a timeout or an out-of-memory is a finding.
import Foundation

enum FuzzBuild {
    static let sidecarMarker = Data("\n%% specimen.yml\n".utf8)

    static let options = BuildOptions(content: "/Content", templates: "/Templates", output: "/Public")

    /// The real Templates/ folder, read once; each input gets a fresh file system holding a copy.
    static let templates: [(path: String, data: Data)] = {
        let root = ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_TEMPLATES"] ?? "Templates"
        do {
            let folder = try TemplateFiles.read(root, fileIO: .local)
            guard folder.exists else { throw SpecimenError("not a folder", file: root) }
            return folder.files.map { ($0.path, $0.data) }
        } catch {
            fatalError("cannot read the templates at \(root) (set SPECIMEN_FUZZ_TEMPLATES): \(error)")
        }
    }()

    /// The document and, after the marker line, the sidecar.
    static func split(_ input: Data) -> (document: Data, sidecar: Data?) {
        guard let marker = input.range(of: sidecarMarker) else { return (input, nil) }
        return (Data(input[..<marker.lowerBound]), Data(input[marker.upperBound...]))
    }

    static func build(_ input: Data) throws -> BuildState {
        let memory = InMemoryFileSystem()
        for template in templates { memory.add("/Templates/" + template.path, template.data) }
        let (document, sidecar) = split(input)
        memory.add("/Content/fuzz/DESIGN.md", document)
        if let sidecar { memory.add("/Content/fuzz/" + ContentScanner.sidecarName, sidecar) }
        let builder = SiteBuilder(
            fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough,
            toolFingerprint: "fuzz")
        return try builder.build(options)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuild(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    do {
        let state = try FuzzBuild.build(input)
        // A global the optimiser must keep, so no stage is dropped as dead code.
        fuzzSink &+= state.paths.count &+ state.diagnostics.count &+ state.rendered.count
    } catch is SpecimenError {
        // A bad document refused with a message: the right outcome.
    } catch {
        fatalError("the build threw something other than a SpecimenError: \(error)")
    }
    return 0
}

nonisolated(unsafe) var fuzzSink = 0
