import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let namedNumber = #/([A-Za-z]+)\s*:\s*(-?\d*\.?\d+)/#
nonisolated(unsafe) private let plainNumber = #/(-?\d*\.?\d+)\s*(?:px|pt|dp)?/#

/// Shadows written as a platform's shadow properties rather than as CSS: React Native's style
/// object and UIKit's layer, whose keys (`platformShadowKeys` in the vocabulary) are the same.
///
/// ```
/// md: {
///   shadowColor: '#000',
///   shadowOffset: { width: 0, height: 2 },
///   shadowOpacity: 0.08,
///   shadowRadius: 4,
///   elevation: 2,
/// },
/// ```
/// is one shadow token named by its key (`md`), drawn as CSS's `0 2px 4px` in `#000` at 8%
/// alpha: the offset's width and height are x and y, the radius is the blur, as React Native
/// for the web draws it, and the opacity multiplies the colour's alpha. Without a colour the
/// platform's own black is meant; an opacity left out leaves the colour as written. Android's
/// `elevation` beside them draws nothing here.
///
/// Only an object that holds nothing but these keys is a shadow token: a style that also sets a
/// background (`card: { backgroundColor: …, shadowColor: … }`) styles a component. A colour that
/// is no literal nor a basic colour's word (`theme.ink`) makes no token, and the lines are read
/// as they always were.
extension ValueStatementInterpreter {
    /// What one object states of its shadow, key by key.
    private struct PlatformShadow {
        var statements: [Statement] = []
        var color: String?
        var opacity: String?
        var radius: String?
        var offset: String?
        var offsetX: String?
        var offsetY: String?
        var holdsOtherKeys = false

        var shadowKeys: Int { [color, opacity, radius, offset ?? offsetX ?? offsetY].count { $0 != nil } }
    }

    /// Reads the block's platform shadows as tokens and returns the lines they were read from,
    /// which no other reading of the block takes.
    package func platformShadows(_ block: [Statement], into reading: inout Reading) -> Set<Int> {
        let keys = vocabulary.platformShadowKeys
        // Most code holds no shadow key: a byte search passes it over.
        guard block.contains(where: { $0.label.range(ofLiteral: "hadow") != nil }) else { return [] }
        var order: [[String]] = []
        var objects: [[String]: PlatformShadow] = [:]
        func add(_ statement: Statement, to owner: [String], _ set: (inout PlatformShadow) -> Void) {
            if objects[owner] == nil { order.append(owner) }
            set(&objects[owner, default: PlatformShadow()])
            objects[owner]?.statements.append(statement)
        }
        for statement in block where !statement.label.isEmpty {
            let (prefix, key) = Self.splitKey(statement.label)
            let owner = statement.subject + prefix
            let value = statement.value
            if keys.color.contains(key) {
                add(statement, to: owner) { $0.color = value }
            } else if keys.opacity.contains(key) {
                add(statement, to: owner) { $0.opacity = value }
            } else if keys.radius.contains(key) {
                add(statement, to: owner) { $0.radius = value }
            } else if keys.offset.contains(key) {
                add(statement, to: owner) { $0.offset = value }
            } else if keys.platformOnly.contains(key) {
                add(statement, to: owner) { _ in }
            } else if let scope = statement.subject.last, keys.offset.contains(Self.splitKey(scope).key),
                      keys.offsetX.contains(key) || keys.offsetY.contains(key) {
                // `shadowOffset: {` over `width: 0,` and `height: 2,`.
                let owner = Array(statement.subject.dropLast())
                add(statement, to: owner) { keys.offsetX.contains(key) ? ($0.offsetX = value) : ($0.offsetY = value) }
            } else if objects[owner] != nil || statement.subject.count > statement.headingCount {
                add(statement, to: owner) { $0.holdsOtherKeys = true }
            }
        }
        var taken: Set<Int> = []
        for owner in order {
            guard let object = objects[owner], !object.holdsOtherKeys, object.shadowKeys >= 2,
                  object.radius != nil || object.offset != nil || object.offsetX != nil || object.offsetY != nil,
                  let shadow = shadow(of: object), let first = object.statements.first else { continue }
            let name = Self.innerScope(of: owner, in: first) ?? first.commentGroup ?? first.caption ?? first.headings.last ?? "Shadow"
            reading.add(DesignToken(name: name, value: .shadow(shadow), group: first.commentGroup ?? first.codeGroup ?? first.headings.last,
                                    mode: first.mode, usage: first.comment, provenance: provenance(first.line)))
            reading.claim(object.statements)
            taken.formUnion(object.statements.map(\.line))
        }
        return taken
    }

    /// The shadow an object states; nil when a value it gives is not understood.
    private func shadow(of object: PlatformShadow) -> Shadow? {
        var x: Double = 0
        var y: Double = 0
        if let offset = object.offset {
            let keys = vocabulary.platformShadowKeys
            var found = false
            for match in offset.matches(of: namedNumber) {
                let key = match.1.lowercased()
                guard let number = Double(match.2) else { continue }
                if keys.offsetX.contains(key) { x = number; found = true }
                if keys.offsetY.contains(key) { y = number; found = true }
            }
            guard found else { return nil }
        }
        if let text = object.offsetX { guard let number = Self.number(text) else { return nil }; x = number }
        if let text = object.offsetY { guard let number = Self.number(text) else { return nil }; y = number }
        var blur: Double = 0
        if let text = object.radius { guard let number = Self.number(text) else { return nil }; blur = number }
        var color = RGBAColor(red: 0, green: 0, blue: 0)
        if let text = object.color {
            let written = CodeStatementReader.unquoted(text.trimmingWhitespace)
            if let literal = ValueScanner.colorLiterals(in: written).first, case .success(let parsed) = RGBAColor.parse(literal.text) {
                color = parsed
            } else if let named = ValueScanner.namedColor(written) {
                color = named
            } else {
                return nil
            }
        }
        if let text = object.opacity {
            guard let opacity = Self.number(text), (0...1).contains(opacity) else { return nil }
            color = color.withAlpha(color.alpha * opacity)
        }
        return Shadow(x: Length(x, .px), y: Length(y, .px), blur: Length(blur, .px), color: color)
    }

    /// `layer.shadowRadius` → (`["layer"]`, `shadowradius`): the key, lower-cased, and the
    /// object it is set on.
    private static func splitKey(_ label: String) -> (prefix: [String], key: String) {
        let parts = label.split(separator: ".").map(String.init)
        guard let last = parts.last else { return ([], label.lowercased()) }
        return (Array(parts.dropLast()), last.lowercased())
    }

    /// The object's own key (`md` in `shadows: { md: { … } }`), when it is a code scope of its
    /// own rather than a heading.
    private static func innerScope(of owner: [String], in statement: Statement) -> String? {
        let scopes = owner.prefix(statement.subject.count).dropFirst(statement.headingCount)
        return scopes.last(where: { !Vocabulary.standard.isCodeWrapper($0) })
    }

    private static func number(_ text: String) -> Double? {
        let plain = CodeStatementReader.unquoted(text.trimmingWhitespace)
        return plain.wholeMatch(of: plainNumber).flatMap { Double($0.1) }
    }
}
