import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("DTCG") struct DTCG {
        static func parse(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }

        @Test("every token has a valid 2025.10 shape", arguments: TestSupport.seedSlugs + ["hand-made"])
        func shape(slug: String) throws {
            let tokens = slug == "hand-made" ? ExportTests.handMade : try ExportTests.seed(slug)
            let root = try Self.parse(ExportTests.export(DTCGExporter(), tokens, slug: slug))
            var validator = DTCGValidator(root: root)
            validator.validateGroup(root, path: [])
            #expect(validator.issues.isEmpty, "\(validator.issues.joined(separator: "\n"))")
            // One DTCG token per name and kind: a dark definition joins its light one, and a
            // type style that states fewer than five parts is one group of them.
            #expect(validator.tokenCount + validator.partialStyles.count == ExportCatalog(tokens).entries.count)
            #expect(try #require(Self.parse(ExportTests.export(DTCGExporter(), tokens, slug: slug))["$schema"] as? String)
                == "https://www.designtokens.org/schemas/2025.10/format.json")
            #expect(validator.tokenCount > 0)
        }

        @Test func seedValues() throws {
            let paper = try Self.parse(ExportTests.export(DTCGExporter(), try ExportTests.seed("paper-ide"), slug: "paper-ide"))
            let canvas = try #require(paper[path: "color.canvas"])
            #expect(canvas["$type"] as? String == "color")
            let value = try #require(canvas["$value"] as? [String: Any])
            #expect(value["hex"] as? String == "#f4f1ea")
            #expect(value["colorSpace"] as? String == "srgb")
            #expect(value["components"] as? [Double] == [0.9569, 0.9451, 0.9176])
            #expect(canvas["$description"] as? String == "Background. " + (try ExportTests.seed("paper-ide").tokens[0].usage ?? ""))
            let info = try #require((canvas["$extensions"] as? [String: Any])?[DTCGExporter.extensionKey] as? [String: Any])
            #expect(info["name"] as? String == "Canvas")
            #expect((info["source"] as? [String: Any])?["line"] as? Int == 27)
            #expect((info["source"] as? [String: Any])?["file"] as? String == "paper-ide/DESIGN.md")

            let zottie = try Self.parse(ExportTests.export(DTCGExporter(), try ExportTests.seed("zottie"), slug: "zottie"))
            let space = try #require(zottie[path: "spacing.space-2xl"]?["$value"] as? [String: Any])
            #expect(space["value"] as? Double == 48)
            #expect(space["unit"] as? String == "px")
            // Zottie's title states a size and a weight, so it is a group of those two parts.
            #expect(zottie[path: "typography.title-large.fontWeight"]?["$value"] as? Int == 600)
            #expect((zottie[path: "typography.title-large.fontSize"]?["$value"] as? [String: Any])?["value"] as? Double == 28)

            let ticker = try Self.parse(ExportTests.export(DTCGExporter(), try ExportTests.seed("ticker"), slug: "ticker"))
            let background = try #require(ticker[path: "color.background"])
            #expect((background["$value"] as? [String: Any])?["hex"] as? String == "#ffffff")
            let modes = (background["$extensions"] as? [String: Any]).flatMap { $0[DTCGExporter.extensionKey] as? [String: Any] }?["modes"] as? [String: Any]
            #expect((modes?["dark"] as? [String: Any])?["hex"] as? String == "#000000")
            #expect((modes?["light"] as? [String: Any])?["hex"] as? String == "#ffffff")
        }

        @Test func aliasesAndComposites() throws {
            let root = try Self.parse(ExportTests.export(DTCGExporter(), ExportTests.handMade))
            #expect(root[path: "color.action-primary"]?["$value"] as? String == "{color.canvas}")
            #expect(root[path: "color.button-background"]?["$value"] as? String == "{color.action-primary}")
            #expect(root[path: "color.action-primary"]?["$type"] as? String == "color")
            #expect(root[path: "color.broken"] == nil)
            let ink = try #require(root[path: "color.ink"]?["$value"] as? [String: Any])
            #expect(ink["alpha"] as? Double == 0.7)
            #expect(ink["hex"] as? String == "#222222")
            let sky = try #require(root[path: "gradient.sky"]?["$value"] as? [[String: Any]])
            #expect(sky.map { $0["position"] as? Double } == [0, 0.4, 1])
            let mono = root[path: "font-family.mono"]?["$value"] as? [String]
            #expect(mono == ["SF Mono", "Menlo", "monospace"])
            #expect(root[path: "opacity.surface-opacity"]?["$value"] as? Double == 0.9)
            #expect(root[path: "border-width.hairline"]?["$type"] as? String == "dimension")
            // The caption states a size and a weight: those two, typed, and nothing invented
            // for its family, tracking or line height.
            let caption = try #require(root[path: "typography.caption"])
            #expect(caption["$value"] == nil)
            #expect(Set(caption.keys) == ["fontSize", "fontWeight"])
            #expect(root[path: "typography.caption.fontSize"]?["$type"] as? String == "dimension")
            #expect(root[path: "typography.caption.fontWeight"]?["$value"] as? Int == 400)
            let part = (root[path: "typography.caption.fontSize"]?["$extensions"] as? [String: Any])?[DTCGExporter.extensionKey] as? [String: Any]
            #expect(part?["name"] as? String == "Caption" && part?["part"] as? String == "fontSize")
            // The hostile name survives only as a JSON string, and its key is a slug.
            let hostile = try #require(root[path: "color.x-body-display-none"])
            let info = (hostile["$extensions"] as? [String: Any])?[DTCGExporter.extensionKey] as? [String: Any]
            #expect(info?["name"] as? String == ExportTests.injectionName)
            #expect(hostile["$description"] as? String == ExportTests.injectionUsage)
        }
    }
}

private extension Dictionary where Key == String, Value == Any {
    /// The object at a dotted token path.
    subscript(path path: String) -> [String: Any]? {
        var node: [String: Any]? = self
        for segment in path.split(separator: ".") { node = node?[String(segment)] as? [String: Any] }
        return node
    }
}

/// Walks a parsed `tokens.json` and records every way it departs from the 2025.10 shapes
/// Specimen writes.
struct DTCGValidator {
    let root: [String: Any]
    var issues: [String] = []
    var tokenCount = 0
    /// The type styles written as groups of their parts, by path.
    var partialStyles: Set<String> = []

    init(root: [String: Any]) { self.root = root }

    mutating func validateGroup(_ group: [String: Any], path: [String]) {
        for (key, child) in group where !key.hasPrefix("$") {
            let childPath = path + [key]
            if key.contains(where: { "{}.".contains($0) }) { issues.append("\(childPath): bad name") }
            guard let object = child as? [String: Any] else {
                issues.append("\(childPath): not an object")
                continue
            }
            if object["$value"] != nil {
                validateToken(object, path: childPath)
            } else {
                validateGroup(object, path: childPath)
            }
        }
    }

    mutating func validateToken(_ token: [String: Any], path: [String]) {
        let where_ = path.joined(separator: ".")
        if ((token["$extensions"] as? [String: Any])?[DTCGExporter.extensionKey] as? [String: Any])?["part"] != nil {
            partialStyles.insert(path.dropLast().joined(separator: "."))
        } else {
            tokenCount += 1
        }
        guard let type = token["$type"] as? String, DTCGExporter.allowedTypes.contains(type) else {
            issues.append("\(where_): missing or unknown $type")
            return
        }
        validateValue(token["$value"] as Any, type: type, at: where_)
        let info = (token["$extensions"] as? [String: Any])?[DTCGExporter.extensionKey] as? [String: Any]
        if info?["source"] as? [String: Any] == nil { issues.append("\(where_): no provenance") }
        if let modes = info?["modes"] as? [String: Any] {
            for (mode, value) in modes { validateValue(value, type: type, at: "\(where_) [\(mode)]") }
        }
    }

    mutating func validateValue(_ value: Any, type: String, at where_: String) {
        if let reference = value as? String, type != "fontFamily" {
            validateReference(reference, type: type, at: where_)
            return
        }
        switch type {
        case "color": validateColor(value, at: where_)
        case "dimension": validateDimension(value, at: where_)
        case "number", "fontWeight": if !(value is NSNumber) { issues.append("\(where_): not a number") }
        case "fontFamily":
            if !(value is String || (value as? [String])?.isEmpty == false) { issues.append("\(where_): bad fontFamily") }
        case "typography":
            guard let object = value as? [String: Any] else { return issues.append("\(where_): typography not an object") }
            validateValue(object["fontFamily"] as Any, type: "fontFamily", at: where_ + ".fontFamily")
            validateDimension(object["fontSize"] as Any, at: where_ + ".fontSize")
            validateDimension(object["letterSpacing"] as Any, at: where_ + ".letterSpacing")
            validateValue(object["fontWeight"] as Any, type: "fontWeight", at: where_ + ".fontWeight")
            validateValue(object["lineHeight"] as Any, type: "number", at: where_ + ".lineHeight")
        case "shadow":
            guard let object = value as? [String: Any] else { return issues.append("\(where_): shadow not an object") }
            validateColor(object["color"] as Any, at: where_ + ".color")
            for part in ["offsetX", "offsetY", "blur", "spread"] { validateDimension(object[part] as Any, at: "\(where_).\(part)") }
        case "gradient":
            guard let stops = value as? [[String: Any]], !stops.isEmpty else { return issues.append("\(where_): gradient not an array") }
            for stop in stops {
                validateColor(stop["color"] as Any, at: where_ + ".color")
                guard let position = stop["position"] as? Double, (0...1).contains(position) else {
                    return issues.append("\(where_): bad stop position")
                }
            }
        default: issues.append("\(where_): unexpected type \(type)")
        }
    }

    mutating func validateColor(_ value: Any, at where_: String) {
        guard let color = value as? [String: Any], color["colorSpace"] as? String == "srgb",
              let components = color["components"] as? [Double], components.count == 3,
              components.allSatisfy({ (0...1).contains($0) }),
              let alpha = color["alpha"] as? Double, (0...1).contains(alpha),
              let hex = color["hex"] as? String, hex.wholeMatch(of: /#[0-9a-f]{6}/) != nil
        else { return issues.append("\(where_): bad colour \(value)") }
    }

    mutating func validateDimension(_ value: Any, at where_: String) {
        guard let dimension = value as? [String: Any], dimension["value"] is NSNumber,
              ["px", "rem"].contains(dimension["unit"] as? String ?? "")
        else { return issues.append("\(where_): bad dimension \(value)") }
    }

    mutating func validateReference(_ reference: String, type: String, at where_: String) {
        guard let match = reference.wholeMatch(of: /\{([^{}]+)\}/) else {
            return issues.append("\(where_): '\(reference)' is not a reference")
        }
        var node: Any = root
        for segment in match.1.split(separator: ".") {
            guard let next = (node as? [String: Any])?[String(segment)] else {
                return issues.append("\(where_): '\(reference)' points nowhere")
            }
            node = next
        }
        guard let target = node as? [String: Any], target["$value"] != nil else {
            return issues.append("\(where_): '\(reference)' is not a token")
        }
        if target["$type"] as? String != type { issues.append("\(where_): '\(reference)' has another type") }
    }
}
