import Yams

/// The words documents use for component kinds and states, read from `vocabulary.yml`, which
/// the package embeds in the binary (so the tool needs no resource folder beside it).
///
/// Readers match against this data rather than word lists of their own, so teaching Specimen a
/// new word, or a language, is an edit to one data file.
struct Vocabulary: Sendable {
    typealias KindPhrase = (phrase: [String], kind: ComponentKind)

    var kinds: [KindPhrase]
    var componentNameKinds: [KindPhrase]
    var stateWords: [String: ComponentState]
    var activeMeansSelected: Set<ComponentKind>

    static let standard: Vocabulary = {
        do {
            return try Vocabulary(yaml: String(decoding: PackageResources.vocabulary_yml, as: UTF8.self))
        } catch {
            // The file is part of the binary, not user input: a broken one is a build defect that
            // `VocabularyTests` catches before it ships.
            preconditionFailure("Sources/SpecimenKit/Vocabulary/vocabulary.yml: \(error)")
        }
    }()

    init(yaml: String) throws {
        let file = "vocabulary.yml"
        guard let root = try BoundedYAML.compose(yaml, file: file).map({ YAMLValue($0) }) else {
            throw SpecimenError("the vocabulary is empty", file: file)
        }
        func phrases(_ key: String) throws -> [KindPhrase] {
            guard case .sequence(let items, _)? = root[key] else { throw SpecimenError("'\(key)' must be a list", file: file) }
            return try items.map { item in
                guard let entry = item.entries?.first, let name = entry.value.string, let kind = ComponentKind(rawValue: name) else {
                    throw SpecimenError("each '\(key)' entry is 'phrase: kind', with a kind Specimen draws", file: file, line: item.line)
                }
                return (ComponentKind.words(of: entry.key), kind)
            }
        }
        kinds = try phrases("kinds")
        componentNameKinds = try phrases("componentNameKinds")
        stateWords = [:]
        for (name, words) in root["states"]?.entries ?? [] {
            guard let state = ComponentState(rawValue: name), case .sequence(let list, _) = words else {
                throw SpecimenError("'states' maps a state Specimen knows to a list of words", file: file, line: words.line)
            }
            for word in list.compactMap(\.string) where stateWords[word.lowercased()] == nil {
                stateWords[word.lowercased()] = state
            }
        }
        guard case .sequence(let active, _)? = root["activeMeansSelected"] else {
            throw SpecimenError("'activeMeansSelected' must be a list of kinds", file: file)
        }
        activeMeansSelected = Set(active.compactMap { $0.string.flatMap(ComponentKind.init(rawValue:)) })
    }
}
