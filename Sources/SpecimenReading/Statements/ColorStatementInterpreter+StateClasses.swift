import SpecimenModel

extension ColorStatementInterpreter {
    /// Whether a text names a utility class for a state of something (`hover:bg-slate-100`,
    /// `focus:border-sky-500`): a look that changes on interaction, which a palette entry never is.
    static func holdsStateClass(_ text: String) -> Bool {
        guard text.contains(literal: ":") else { return false }
        return text.split(whereSeparator: { $0.fastIsWhitespace || $0 == "`" || $0 == "(" || $0 == ")" }).contains { word in
            let pieces = word.split(separator: ":")
            guard pieces.count >= 2, let core = pieces.last, UtilityClassReader.isColorClass(String(core)) else { return false }
            return pieces.dropLast().allSatisfy { ComponentState.from(label: String($0), kind: nil).map { $0 != .default } == true }
        }
    }
}
