import SpecimenModel
import Yams

/// Reads `specimen.yml`. Syntax errors and wrong types fail with file:line; unknown keys are
/// warnings that suggest the closest known key, since a typo should not stop a build.
public struct SidecarParser: Sendable {
    public var knownKeys: [String]

    public init(knownKeys: [String] = Sidecar.knownKeys) {
        self.knownKeys = knownKeys
    }

    public func parse(_ text: String, file: String) throws -> (Sidecar, [Diagnostic]) {
        let node = try BoundedYAML.compose(text, file: file)
        var sidecar = Sidecar(root: node.map { YAMLValue($0) }, file: file)
        guard let node else { return (sidecar, []) }
        guard let mapping = node.mapping else {
            throw SpecimenError("specimen.yml must be a mapping of keys to values", file: file, line: node.mark?.line)
        }
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            guard let name = key.string else {
                throw SpecimenError("keys must be plain names", file: file, line: key.mark?.line)
            }
            switch name {
            case "name": sidecar.name = try Self.string(value, key: name, file: file)
            case "summary": sidecar.summary = try Self.string(value, key: name, file: file)
            case "order": sidecar.order = try Self.int(value, key: name, file: file)
            case "background":
                sidecar.backgroundLine = value.mark?.line
                if let modes = value.mapping {
                    for (modeKey, token) in modes {
                        switch modeKey.string {
                        case "light": sidecar.background = try Self.string(token, key: "background.light", file: file)
                        case "dark": sidecar.darkBackground = try Self.string(token, key: "background.dark", file: file)
                        default:
                            throw SpecimenError("'background' takes a token name, or 'light' and 'dark' token names", file: file, line: modeKey.mark?.line)
                        }
                    }
                } else {
                    sidecar.background = try Self.string(value, key: name, file: file)
                }
            case "samples":
                guard let pairs = value.mapping else {
                    throw SpecimenError("'samples' must map component names to lists of sample text", file: file, line: value.mark?.line)
                }
                for (component, texts) in pairs {
                    guard let componentName = component.string else {
                        throw SpecimenError("component names must be text", file: file, line: component.mark?.line)
                    }
                    guard let list = texts.sequence else {
                        throw SpecimenError("samples for '\(componentName)' must be a list", file: file, line: texts.mark?.line)
                    }
                    sidecar.samples[componentName] = try list.map { try Self.string($0, key: "samples", file: file) }
                }
            default:
                guard !knownKeys.contains(name) else { continue }
                var message = "unknown key '\(name)'"
                if let suggestion = Self.closest(to: name, in: knownKeys) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(Diagnostic(.warning, message, file: file, line: key.mark?.line))
            }
        }
        return (sidecar, diagnostics)
    }

    package static func string(_ node: Yams.Node, key: String, file: String) throws -> String {
        guard let scalar = node.scalar else {
            throw SpecimenError("'\(key)' must be text", file: file, line: node.mark?.line)
        }
        return scalar.string
    }

    package static func int(_ node: Yams.Node, key: String, file: String) throws -> Int {
        guard let value = node.int else {
            throw SpecimenError("'\(key)' must be a whole number", file: file, line: node.mark?.line)
        }
        return value
    }

    /// The known key within edit distance 2, for "did you mean" hints.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (key: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.key
    }

    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
