import Mustache
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// A template as swift-mustache parsed it, turned into steps the compiled renderer runs.
///
/// swift-mustache stays the parser: its syntax, whitespace rules and errors are the
/// templates' contract. Its interpreter looks every name up through dynamic casts on `Any`,
/// which the profile showed to be most of its time, so pages are rendered from these steps
/// over typed values instead. The library keeps its tokens internal; they are read here by
/// reflection. A token of a shape this does not know leaves the template uncompiled, and
/// swift-mustache renders it as before.
package struct TemplateProgram: Sendable, Codable, Equatable {
    package let steps: [Step]

    package indirect enum Step: Sendable, Equatable {
        case text(String)
        case variable(TemplatePath, escaped: Bool)
        case section(TemplatePath, [Step])
        case invertedSection(TemplatePath, [Step])
        case partial(String, indentation: String?, overrides: [String: [Step]]?)
        case block(String, default: [Step], indentation: String?)
        /// `{{% CONTENT_TYPE }}`: Specimen's HTML escaping, or another the renderer leaves to swift-mustache.
        case contentType(isSpecimenHTML: Bool)
    }

    package init?(_ template: MustacheTemplate) {
        guard let steps = Self.steps(of: template) else { return nil }
        self.steps = steps
    }

    private static func steps(of template: MustacheTemplate) -> [Step]? {
        guard let tokens = Mirror(reflecting: template).descendant("tokens") as? [Any] else { return nil }
        var steps: [Step] = []
        steps.reserveCapacity(tokens.count)
        for token in tokens {
            guard let step = step(token) else { return nil }
            steps.append(step)
        }
        return steps
    }

    private static func step(_ token: Any) -> Step? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let kind = payload.label else { return nil }
        // Text, the commonest token, is its payload itself, with no fields to reflect.
        if kind == "text" { return (payload.value as? String).map(Step.text) }
        let fields = Mirror(reflecting: payload.value).children.map(\.value)
        switch kind {
        case "variable", "unescapedVariable":
            guard fields.count == 2, let name = fields[0] as? String, let transforms = fields[1] as? [String] else { return nil }
            return .variable(TemplatePath(name, transforms: transforms), escaped: kind == "variable")
        case "section", "invertedSection":
            guard fields.count == 3, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                  let inner = fields[2] as? MustacheTemplate, let body = steps(of: inner) else { return nil }
            let path = TemplatePath(name, transforms: transforms)
            return kind == "section" ? .section(path, body) : .invertedSection(path, body)
        case "partial":
            guard fields.count == 3, let name = fields[0] as? String,
                  let indentation = optional(fields[1], as: String.self),
                  let inherits = optional(fields[2], as: [String: MustacheTemplate].self) else { return nil }
            var overrides: [String: [Step]]?
            if let inherits {
                overrides = [:]
                for (block, template) in inherits {
                    guard let body = steps(of: template) else { return nil }
                    overrides?[block] = body
                }
            }
            return .partial(name, indentation: indentation, overrides: overrides)
        case "blockExpansion":
            guard fields.count == 3, let name = fields[0] as? String, let fallback = fields[1] as? MustacheTemplate,
                  let body = steps(of: fallback), let indentation = optional(fields[2], as: String.self) else { return nil }
            return .block(name, default: body, indentation: indentation)
        case "contentType":
            return .contentType(isSpecimenHTML: payload.value is HTMLEscaping)
        default:
            // Dynamic partials and anything newer: swift-mustache renders the template.
            return nil
        }
    }

    /// An optional field: `.some(nil)` when it is empty, nil when it is not a `T?` at all.
    private static func optional<T>(_ value: Any, as type: T.Type) -> T?? {
        if let value = value as? T { return .some(value) }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty ? .some(nil) : nil
    }
}

/// A name as a tag writes it: `title`, `page.title`, `.`, `.title`, `empty(rules)`.
package struct TemplatePath: Sendable, Equatable {
    package enum Start: String, Sendable, Codable {
        /// The innermost context (`.`, or a name after a leading dot).
        case top
        /// Each context from the innermost out, until one has the first name.
        case stack
        /// The position in the list being rendered (`first()`, `index()`).
        case sequence
    }

    package let start: Start
    package let names: [String]
    /// Applied last to first, as swift-mustache does.
    package let transforms: [String]

    package init(_ name: String, transforms: [String]) {
        self.transforms = transforms
        if name == "." {
            (start, names) = (.top, [])
        } else if name.isEmpty, !transforms.isEmpty {
            (start, names) = (.sequence, [])
        } else {
            start = name.first == "." ? .top : .stack
            names = name.split(separator: ".").map(String.init)
        }
    }
}

// The compiled templates' cache file encodes each step and name as a JSON array, its kind
// first: as the objects Swift synthesizes for enums ({"text":{"_0":…}}) a name alone was three
// nested objects, and decoding them was most of reading the cache.
extension TemplateProgram.Step: Codable {
    package init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        switch try fields.decode(String.self) {
        case "text": self = .text(try fields.decode(String.self))
        case "variable": self = .variable(try fields.decode(TemplatePath.self), escaped: true)
        case "unescaped": self = .variable(try fields.decode(TemplatePath.self), escaped: false)
        case "section": self = .section(try fields.decode(TemplatePath.self), try fields.decode([Self].self))
        case "inverted": self = .invertedSection(try fields.decode(TemplatePath.self), try fields.decode([Self].self))
        case "partial":
            self = .partial(
                try fields.decode(String.self), indentation: try fields.decode(String?.self),
                overrides: try fields.decode([String: [Self]]?.self))
        case "block":
            self = .block(try fields.decode(String.self), default: try fields.decode([Self].self), indentation: try fields.decode(String?.self))
        case "contentType": self = .contentType(isSpecimenHTML: try fields.decode(Bool.self))
        case let kind:
            throw DecodingError.dataCorruptedError(in: fields, debugDescription: "not a template step: \(kind)")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        switch self {
        case .text(let text):
            try fields.encode("text")
            try fields.encode(text)
        case .variable(let path, let escaped):
            try fields.encode(escaped ? "variable" : "unescaped")
            try fields.encode(path)
        case .section(let path, let body):
            try fields.encode("section")
            try fields.encode(path)
            try fields.encode(body)
        case .invertedSection(let path, let body):
            try fields.encode("inverted")
            try fields.encode(path)
            try fields.encode(body)
        case .partial(let name, let indentation, let overrides):
            try fields.encode("partial")
            try fields.encode(name)
            try fields.encode(indentation)
            try fields.encode(overrides)
        case .block(let name, let body, let indentation):
            try fields.encode("block")
            try fields.encode(name)
            try fields.encode(body)
            try fields.encode(indentation)
        case .contentType(let isSpecimenHTML):
            try fields.encode("contentType")
            try fields.encode(isSpecimenHTML)
        }
    }
}

extension TemplatePath: Codable {
    package init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        start = try fields.decode(Start.self)
        names = try fields.decode([String].self)
        transforms = try fields.decode([String].self)
    }

    package func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(start)
        try fields.encode(names)
        try fields.encode(transforms)
    }
}
