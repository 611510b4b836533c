import Synchronization
import SpecimenModel
import SpecimenReading

/// A system's colour tokens in one appearance, as the audit names and suggests them.
package struct AuditPalette: Sendable {
    package var mode: TokenMode
    package let entries: [(name: String, color: RGBAColor, token: DesignToken)]
    /// What a group of surfaces asks of each entry whatever the phrase (`ColorReference.group`),
    /// in the entries' order: worked out on first asking, as the audit asks it for every phrase
    /// it reads and most palettes are made for their colours alone.
    package var surfaces: [ColorReference.Surface] {
        surfaceFacts.value { entries.map { ColorReference.Surface($0.token) } }
    }
    private let surfaceFacts = Once<[ColorReference.Surface]>()

    /// One entry per token name (aliases followed), in document order; dark mode takes a token's
    /// dark value where it has one and its only value otherwise.
    package init(tokens: ResolvedTokens, mode: TokenMode) {
        self.mode = mode
        var seen: Set<String> = []
        var entries: [(String, RGBAColor, DesignToken)] = []
        // A document whose colours are all dark values has one appearance, named as the
        // first: its palette is those colours.
        let onlyDark = mode == .light && tokens.describesOnlyDark
        for token in tokens.tokens where seen.insert(token.slug).inserted {
            guard let chosen = tokens.index.lookup(token.name, mode: mode), chosen.slug == token.slug else { continue }
            if mode == .light, chosen.mode == .dark, !onlyDark { continue }
            guard case .color(let color)? = tokens.value(of: chosen, mode: mode) else { continue }
            entries.append((token.name, color, chosen))
        }
        self.entries = entries
    }

    package var colors: [(name: String, color: RGBAColor)] { entries.map { ($0.name, $0.color) } }
}

/// A value worked out once, on first asking, and shared by the copies of what holds it.
private final class Once<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    func value(_ make: () -> Value) -> Value {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
