import Foundation

/// "X on Y" as documents state pairings: "Black text on Yellow", "Ink on Canvas",
/// "Text on semantic colors is always black". Only phrases whose both sides name colours the
/// system knows become pairings; everything else ("sits on top of") is ordinary prose.
struct PairingPhrase {
    var foreground: ColorReference
    var background: ColorReference
    var text: String

    /// "Text on <group> is always <colour>", and its plural.
    nonisolated(unsafe) static let textOnGroup = #/(?i)\btext\s+on\s+(.{2,40}?)\s+(?:is|are|should\s+be|must\s+be|stays?)\s+(?:always\s+|usually\s+|typically\s+|never\s+anything\s+but\s+)?([A-Za-z][\w.]*)/#
    /// "<colour> [text] on <colour>" with up to four words on the background side.
    nonisolated(unsafe) static let colourOnColour = #/(?i)([A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*)?)\s+(?:text\s+|type\s+|labels?\s+)?on\s+([A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*){0,3})/#

    static func find(in text: String, tokens: ResolvedTokens, palette: AuditPalette) -> [PairingPhrase] {
        // Both patterns need the word "on"; most sentences lack it, and a regex search costs far
        // more than this look.
        guard text.split(whereSeparator: \.isWhitespace).contains(where: { $0.lowercased() == "on" }) else { return [] }
        var found: [PairingPhrase] = []
        for match in text.matches(of: textOnGroup) {
            guard let foreground = ColorReference.single(String(match.output.2), tokens: tokens, mode: palette.mode),
                  let background = ColorReference.singleOrGroup(String(match.output.1), tokens: tokens, palette: palette)
            else { continue }
            found.append(PairingPhrase(foreground: foreground, background: background, text: String(match.output.0)))
        }
        if !found.isEmpty { return found }
        for match in text.matches(of: colourOnColour) {
            guard let foreground = foregroundReference(String(match.output.1), tokens: tokens, mode: palette.mode),
                  let background = longestBackground(String(match.output.2), tokens: tokens, palette: palette)
            else { continue }
            found.append(PairingPhrase(foreground: foreground, background: background, text: String(match.output.0)))
        }
        return found
    }

    /// The whole phrase, else its first word ("Black text"), else its last ("is black").
    private static func foregroundReference(_ phrase: String, tokens: ResolvedTokens, mode: TokenMode) -> ColorReference? {
        let words = phrase.split(separator: " ").map(String.init)
        let candidates = [phrase] + (words.count > 1 ? [words[0], words[words.count - 1]] : [])
        return candidates.lazy.compactMap { ColorReference.single($0, tokens: tokens, mode: mode) }.first
    }

    /// The longest leading run of words that names a colour or a group.
    private static func longestBackground(_ phrase: String, tokens: ResolvedTokens, palette: AuditPalette) -> ColorReference? {
        let words = phrase.split(separator: " ").map(String.init)
        for count in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(count).joined(separator: " ")
            if let found = ColorReference.singleOrGroup(candidate, tokens: tokens, palette: palette) { return found }
        }
        return nil
    }
}
