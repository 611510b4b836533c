import Foundation
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Extracts a seed's components the way the pipeline will: tokens first, then components.
struct ComponentSeed {
    var document: MarkdownDocument
    var tokens: ResolvedTokens
    var specs: [ComponentSpec]
    var diagnostics: [Diagnostic]
    var resolved: [ResolvedComponent]
    var resolveDiagnostics: [Diagnostic]

    init(_ slug: String) throws {
        try self.init(document: SeedDocuments.document(slug))
    }

    init(document: MarkdownDocument) {
        self.document = document
        tokens = ResolvedTokens(tokens: TokenExtractor().extract(from: document).tokens)
        (specs, diagnostics) = ComponentExtractor().extract(from: document, tokens: tokens)
        (resolved, resolveDiagnostics) = ComponentResolver(tokens: tokens).resolve(specs)
    }

    func spec(_ name: String) -> ComponentSpec? { specs.first { $0.name == name } }
    func component(_ name: String) -> ResolvedComponent? { resolved.first { $0.name == name } }

    /// `name kind` per spec, for pinning the list.
    var inventory: [String] { specs.map { "\($0.name) \($0.kind.rawValue)" } }

    /// A readable dump, for failures and for reading what a document yields.
    var dump: String {
        var out = ""
        for component in resolved {
            out += "== \(component.name) [\(component.kind.rawValue)] @\(component.spec.provenance.line) samples=\(component.spec.samples.compactMap(\.value)) rules=\(component.spec.rules.map(\.text))\n"
            for variant in component.variants {
                for (state, p) in variant.states.sorted(by: { $0.key < $1.key }) {
                    out += "  \(variant.name)/\(state.rawValue): \(Self.describe(p))\n"
                }
            }
            for part in component.parts { out += "  part \(part.name): \(Self.describe(part.properties))\n" }
        }
        return out
    }

    static func describe(_ p: ResolvedProperties) -> String {
        var bits: [String] = []
        if let v = p.fill { bits.append("fill=\(v.hex)") }
        if let v = p.textColor { bits.append("text=\(v.hex)") }
        if let v = p.borderWidth { bits.append("border=\(v)") }
        if let v = p.borderColor { bits.append("borderColor=\(v.hex)") }
        if let v = p.borderSide { bits.append("side=\(v)") }
        if let v = p.radius { bits.append("radius=\(v)") }
        if p.continuousCorners { bits.append("continuous") }
        if p.fullyRounded { bits.append("round") }
        if let v = p.height { bits.append("h=\(v)") }
        if let v = p.minHeight { bits.append("minH=\(v)") }
        if let v = p.width { bits.append("w=\(v)") }
        if let v = p.minWidth { bits.append("minW=\(v)") }
        if p.fullWidth { bits.append("fullWidth") }
        if let v = p.paddingVertical { bits.append("pv=\(v)") }
        if let v = p.paddingHorizontal { bits.append("ph=\(v)") }
        if let f = p.font { bits.append("font=\(f.family ?? "-")/\(f.size.map { "\($0)" } ?? "-")/\(f.weight ?? "-")\(f.uppercase ? "/UP" : "")") }
        if p.shadow != nil { bits.append("shadow") }
        if let v = p.opacity { bits.append("opacity=\(v)") }
        if let v = p.scaleOnPress { bits.append("scale=\(v)") }
        if let v = p.sampleText { bits.append("sample=\"\(v)\"") }
        return bits.joined(separator: " ")
    }
}
