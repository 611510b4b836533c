import SpecimenModel

extension ColorStatementInterpreter {
    /// Whether a text's utility classes are a look that changes on interaction: a state's class
    /// sets a property no resting class sets (`text-slate-600 hover:bg-slate-100`, a fill that
    /// appears on hover). A colour with its own hover shade (`bg-blue-600`, `hover:bg-blue-700`)
    /// is still one colour.
    static func namesStateLook(_ text: String) -> Bool {
        guard text.contains(literal: ":") else { return false }
        var resting = Set<Vocabulary.PropertyMeaning>()
        var stated = Set<Vocabulary.PropertyMeaning>()
        for word in text.split(whereSeparator: { $0.fastIsWhitespace || "`(),;".contains($0) }) {
            let pieces = word.split(separator: ":")
            guard let core = pieces.last, let meaning = UtilityClassReader.meaning(ofClass: String(core)) else { continue }
            if pieces.count == 1 {
                resting.insert(meaning)
            } else if pieces.dropLast().allSatisfy({ ComponentState.from(label: String($0), kind: nil).map { $0 != .default } == true }) {
                stated.insert(meaning)
            }
        }
        return !stated.isSubset(of: resting)
    }
}
