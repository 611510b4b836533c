import Foundation

/// What a drawing's cells are trimmed of (box glyphs, arrows), built once: a `CharacterSet`
/// union per call cost more than the trim.
extension CharacterSet {
    package static let notAlphanumericOrPunctuation = CharacterSet.alphanumerics.union(.punctuationCharacters).inverted
    /// The same, keeping spaces inside a cell's text.
    package static let notTextOrSpace = CharacterSet.letters.union(.decimalDigits).union(.punctuationCharacters).union(.whitespaces).inverted
    /// What a colour's name written in prose is trimmed of (`ink.`, `"white"`): the audit trims
    /// every side of every pairing phrase it reads.
    package static let spaceOrPunctuation = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
}
