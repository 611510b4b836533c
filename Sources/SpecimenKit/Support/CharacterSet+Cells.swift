import Foundation

extension CharacterSet {
    /// What a drawing's cell is trimmed of (box glyphs, arrows, spaces): built once, since a
    /// `CharacterSet` union per call cost more than the trim.
    static let notAlphanumericOrPunctuation = CharacterSet.alphanumerics.union(.punctuationCharacters).inverted
}
