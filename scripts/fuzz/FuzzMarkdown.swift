// libFuzzer entry point over ingestion and extraction. Compiled by scripts/fuzz/run together with
// the SpecimenKit sources it needs, so it calls the pipeline directly rather than through the
// package (which would drag in Mustache, Yams and Hummingbird).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Documents are refused earlier when they are not UTF-8, so only valid text reaches the parser.
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return -1 }
    var touched = 0

    let document = MarkdownParser().parse(text, file: "fuzz.md")
    touched &+= SectionSplitter().split(document).sections.count

    let extracted = TokenExtractor().extract(from: document)
    let tokens = ResolvedTokens(tokens: extracted.tokens, diagnostics: extracted.diagnostics)
    for token in tokens.tokens where tokens.value(of: token) != nil { touched &+= 1 }

    let components = ComponentExtractor().extract(from: document, tokens: tokens)
    let light = ComponentResolver(tokens: tokens).resolve(components.specs)
    let dark = ComponentResolver(tokens: tokens, mode: .dark).resolve(components.specs)
    let rules = DesignRuleExtractor().extract(from: document)
    touched &+= RuleViolation.detect(in: light.components, rules: rules).count
    touched &+= light.diagnostics.count &+ dark.components.count &+ components.diagnostics.count

    // A global the optimiser must keep, so no stage above is dropped as dead code.
    fuzzSink &+= touched
    return 0
}

nonisolated(unsafe) var fuzzSink = 0
