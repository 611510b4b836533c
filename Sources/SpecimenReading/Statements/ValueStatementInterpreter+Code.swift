import Foundation
import SpecimenModel

// Compiled once: a regex literal inside a function is parsed again on every call.
nonisolated(unsafe) private let varReference = #/var\(\s*--([A-Za-z0-9_-]+)\s*(?:,[^)]*)?\)/#
nonisolated(unsafe) private let cssLength = #/(-?\d*\.?\d+)(rpx|px|pt|rem)/#
nonisolated(unsafe) private let fontCallHead = #/(?:Font|UIFont)?\s*\.(system|custom)\s*\(/#
nonisolated(unsafe) private let sizeArgument = #/size:\s*([\d.]+)/#
nonisolated(unsafe) private let weightArgument = #/weight:\s*\.(\w+)/#
nonisolated(unsafe) private let designArgument = #/design:\s*\.(\w+)/#
nonisolated(unsafe) private let familyArgument = #/^\s*"([^"]+)"/#
nonisolated(unsafe) private let stepName = #/[A-Za-z][\w.\-]*/#
nonisolated(unsafe) private let styleName = #/[A-Za-z][\w .\-]*/#
nonisolated(unsafe) private let stepValue = #/(\d+(?:\.\d+)?)\s*(pt|px)\s*(?:[-–—]\s*(.+?))?\s*/#
nonisolated(unsafe) private let styleValue = #/(\d+(?:\.\d+)?)\s*(pt|px)\s+([A-Za-z]+)\s*(.*?)\s*/#
nonisolated(unsafe) private let startPoint = #/startPoint:\s*\.(\w+)/#
nonisolated(unsafe) private let endPoint = #/endPoint:\s*\.(\w+)/#
nonisolated(unsafe) private let hexArgument = #/hex:\s*"([^"]*)"/#
nonisolated(unsafe) private let stopPosition = #/\s*(\d+(?:\.\d+)?)%/#

/// Values in code, read for what they are:
/// - a gradient call: CSS `linear-gradient(180deg, #A 0%, #B 100%)` or SwiftUI
///   `LinearGradient(colors: […], startPoint: .top, endPoint: .bottom)`;
/// - a CSS custom property's `var(--other)` alias, shadow, font stack, length or number;
/// - a font: `Font.system(size: 12, weight: .bold, design: .rounded)`, `.custom("Inter", size: 16)`;
/// - a Swift constant, by its name: `spacingXS = 8`, `lineHeightBody = 1.6`, `fontSerif = "…"`;
/// - a step of a scale, `XXS: 4pt - Micro spacing`, or of a type tree,
///   `Hero Time: 72pt Heavy Rounded Mono` (a size, a weight word, then design or family words).
extension ValueStatementInterpreter {
    package func code(_ statement: Statement, into reading: inout Reading) {
        if let gradient = codeGradient(statement, into: &reading) {
            reading.add(gradient)
            return
        }
        let name = statement.label
        guard !name.isEmpty else { return }
        func token(_ value: TokenValue, usage: String? = statement.comment) -> DesignToken {
            DesignToken(name: name, value: value, group: groupInCode(statement), mode: statement.mode,
                        usage: usage, provenance: provenance(statement.line))
        }
        if name.hasPrefix("--") {
            if let value = customProperty(statement) { reading.add(token(value)) }
            return
        }
        if let stack = fontList(statement) {
            let named = vocabulary.property(name) == .fontFamily ? (statement.commentGroup ?? statement.headings.last ?? name) : name
            reading.add(DesignToken(name: named, value: .fontFamily(stack), group: groupInCode(statement), mode: statement.mode,
                                    provenance: provenance(statement.line)))
        } else if let style = fontCall(statement.value) {
            reading.add(token(.typeStyle(style)))
        } else if let value = constant(statement) {
            reading.add(token(value))
        } else if let style = typeStep(statement) {
            reading.add(token(.typeStyle(style)))
        } else if let (length, note) = scaleStep(statement) {
            // `.rounded-lg = 8px /* Cards, Buttons */`: a utility class written as a step is named
            // as the document's classes call it (`rounded-lg`), and its comment says what it is for.
            let step = Self.classStepName(name) ?? name
            reading.add(DesignToken(name: step, value: lengthValue(length, named: step, in: statement, scope: sections(of: statement)),
                                    group: groupInCode(statement), mode: statement.mode,
                                    usage: note ?? statement.comment, provenance: provenance(statement.line)))
        } else if Self.mayHoldColor(statement.value), isStep(statement), let shadow = Self.cssShadow(statement.value) {
            reading.add(token(.shadow(shadow)))
        }
    }

    /// The code scopes a statement sits in (`Typography`, `TIME DISPLAY (Massive)`), without the
    /// caption the block sits under.
    private func scopes(of statement: Statement) -> [String] {
        Array(statement.innerSubject.dropFirst(statement.caption == nil ? 0 : 1))
    }

    /// What a value in code is listed under, nearest first: its comment or shouted section, its
    /// header line and its scope (`SPACING`, `struct Spacing {`). They say what a number is.
    private func sections(of statement: Statement) -> [String] {
        [statement.commentGroup, statement.codeGroup].compactMap { $0 } + scopes(of: statement).suffix(1)
    }

    /// The group of a value in code: the comment or shouted line above it (`// Accent Colors`,
    /// `TIME DISPLAY`), else the header line it is listed under, else its heading. A brace's
    /// scope (`struct Typography {`, `ZStack {`) is code structure, not a group.
    private func groupInCode(_ statement: Statement) -> String? {
        statement.commentGroup ?? statement.codeGroup ?? statement.headings.last
    }

    // MARK: Gradients

    package func codeGradient(_ statement: Statement, into reading: inout Reading) -> DesignToken? {
        let value = statement.value
        var stops: [GradientStop] = []
        var direction: String?
        if let css = Self.cssLinearGradient(in: value) {
            stops = css.stops
            direction = css.direction
            reading.findings.diagnostics += css.failures.map { invalidColor($0, line: statement.line) }
        } else if value.contains(literal: "LinearGradient(") {
            let quoted = value.matches(of: hexArgument).map { String($0.1) }
            for literal in quoted.isEmpty ? ValueScanner.colorLiterals(in: value).map(\.text) : quoted {
                switch RGBAColor.parse(ValueScanner.normalisedHex(literal)) {
                case .success(let color): stops.append(GradientStop(color: color))
                case .failure(let error): reading.findings.diagnostics.append(invalidColor(error, line: statement.line))
                }
            }
            let points = [value.firstMatch(of: startPoint), value.firstMatch(of: endPoint)].compactMap { $0.map { Self.words(String($0.1)) } }
            if !points.isEmpty { direction = points.joined(separator: " to ") }
        } else {
            return nil
        }
        reading.claimed.insert(statement.line)
        guard stops.count >= 2 else { return nil }
        // A gradient assigned to a name is called by it; one given to a property (`background:`)
        // or to nothing is named by the comment above it, else the caption or heading it is
        // shown under.
        let named = !statement.label.isEmpty && vocabulary.property(statement.label) == nil
        let name = named ? statement.label : (statement.commentGroup ?? statement.caption ?? statement.headings.last ?? "Gradient")
        return DesignToken(
            name: name,
            value: .gradient(Gradient(stops: stops, direction: direction, angle: direction.flatMap(ValueScanner.angle(forDirection:)) ?? 180)),
            group: groupInCode(statement), mode: statement.mode, provenance: provenance(statement.line))
    }

    /// The stops and direction of a CSS `linear-gradient(…)` call in `value`, and the colours in
    /// it that do not parse; nil without such a call. Read where a gradient is stated, whether as
    /// a token or as a component's `background:`.
    package static func cssLinearGradient(in value: String) -> (stops: [GradientStop], direction: String?, failures: [ColorSyntaxError])? {
        guard let css = value.range(ofLiteral: "linear-gradient(") else { return nil }
        var stops: [GradientStop] = []
        var failures: [ColorSyntaxError] = []
        var direction: String?
        // Up to the call's own closing bracket: a note may follow it in prose.
        let open = value.index(before: css.upperBound)
        let arguments = LabelledText.closingIndex(in: value[open...]).map { String(value[css.upperBound..<$0]) } ?? String(value[css.upperBound...])
        for literal in ValueScanner.colorLiterals(in: arguments) {
            switch RGBAColor.parse(literal.text) {
            case .failure(let error):
                failures.append(error)
            case .success(let color):
                let after = arguments[literal.range.upperBound...]
                let position = after.prefixMatch(of: stopPosition).flatMap { Double($0.1) }.map { $0 / 100 }
                stops.append(GradientStop(color: color, position: position))
            }
        }
        let head = arguments.split(separator: ",").first.map(String.init) ?? ""
        if head.contains(literal: "deg") || head.contains(literal: "to ") { direction = head.trimmingWhitespace }
        return (stops, direction, failures)
    }

    /// `**Dusk Gradient:** `#1D2B53 → #7E2553` (navy to plum)`: stops joined by arrows, under a
    /// label naming a gradient; the arrow alone is no gradient (`#000 → #181818` is as often a
    /// ladder of surfaces). Its direction is CSS's own default, as for a call that states none.
    package func arrowGradient(_ statement: Statement, into reading: inout Reading) -> DesignToken? {
        guard Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: ComponentKind.words(of: statement.label)) else { return nil }
        let value = ValueScanner.clean(statement.value)
        // The run of stops the value opens with; a note may follow (`(navy to plum)`).
        guard let literals = Self.arrowStops(in: value), value[..<literals[0].range.lowerBound].allSatisfy(\.isWhitespace) else { return nil }
        var stops: [GradientStop] = []
        for literal in literals {
            switch RGBAColor.parse(literal.text) {
            case .success(let color): stops.append(GradientStop(color: color))
            case .failure(let error): reading.findings.diagnostics.append(invalidColor(error, line: statement.line))
            }
        }
        reading.claimed.insert(statement.line)
        guard stops.count >= 2 else { return nil }
        return DesignToken(name: statement.label, value: .gradient(Gradient(stops: stops, direction: nil, angle: 180)),
                           group: statement.headings.last, mode: statement.mode, provenance: provenance(statement.line))
    }

    /// The first run of two or more colour literals joined by arrows or "to" (`#A → #B`,
    /// `` `#A` to `#B` ``), in order; nil when the text holds none.
    package static func arrowStops(in value: String) -> [ValueScanner.ColorLiteral]? {
        let all = ValueScanner.colorLiterals(in: value)
        var run: [ValueScanner.ColorLiteral] = []
        for literal in all {
            if let last = run.last, arrows.contains(value[last.range.upperBound..<literal.range.lowerBound].trimming(charactersIn: " `")) {
                run.append(literal)
            } else if run.count >= 2 {
                break
            } else {
                run = [literal]
            }
        }
        return run.count >= 2 ? run : nil
    }

    private static let arrows: Set<String> = ["→", "->", "⟶", "➝", "to"]

    /// `topLeading` → `top leading`.
    private static func words(_ point: String) -> String {
        point.reduce(into: "") { out, character in
            if character.fastIsUppercase { out += " " }
            out += character.lowercased()
        }
    }

    // MARK: Custom properties

    /// A custom property's value when it is no colour (the palette's): an alias, a shadow, a
    /// font stack, a length or a number, by its value and, where values look alike, its name.
    private func customProperty(_ statement: Statement) -> TokenValue? {
        let value = statement.value
        let name = String(statement.label.drop { $0 == "-" }).lowercased()
        let hints = vocabulary.tokenNameHints
        if let reference = value.wholeMatch(of: varReference) { return .alias("--" + reference.1) }
        if hints.shadow.contains(where: { name.contains(literal: $0) }), let shadow = ValueScanner.shadow(in: value) { return .shadow(shadow) }
        if ValueScanner.colorLiterals(in: value).first?.range.lowerBound == value.startIndex { return nil }
        if let length = value.wholeMatch(of: cssLength), let number = Double(length.1) {
            // `--space-sm: 0.5rem;`: a rem is the root's font size, as the document sets it.
            let scale = length.2 == "rpx" ? ValueScanner.rpxInPixels : length.2 == "rem" ? rootFontSize : 1
            return lengthValue(Length(number * scale, length.2 == "pt" ? .pt : .px), named: name, in: statement)
        }
        if let number = Double(value) {
            if hints.opacity.contains(where: { name.contains(literal: $0) }), (0...1).contains(number) { return .opacity(number) }
            return .number(number)
        }
        let names = value.split(separator: ",").map { $0.trimming(charactersIn: " \"'") }.filter { !$0.isEmpty }
        // `--mono: 'Fira Code', monospace`: a list closing on a generic family is a stack
        // whatever the property is called.
        let closesOnGeneric = names.count > 1 && names.last.map { CSSFontFamilyList.generics.contains($0.lowercased()) } == true
        if closesOnGeneric || hints.fontFamily.contains(where: { name.contains(literal: $0) }) {
            if let first = names.first { return .fontFamily(FontStack(family: first, fallbacks: Array(names.dropFirst()))) }
        }
        return nil
    }

    // MARK: Fonts and constants

    /// `font-family: Quillon, "Noto Sans", sans-serif;` written for the page (no selector, or
    /// `:root`, `body`), or a `Font: Tallow, sans-serif` line in a listing: the system's font
    /// list. Inside `@font-face` or a component's rule it names a face or styles that component.
    private func fontList(_ statement: Statement) -> FontStack? {
        let label = statement.label.lowercased()
        guard scopes(of: statement).allSatisfy({ vocabulary.isCodeWrapper($0) }) else { return nil }
        // A declaration under a type heading, whatever its comment says it is for (`/* links,
        // body */`); a `Font:` line anywhere but in a component's section.
        if vocabulary.property(label) == .fontFamily {
            guard isUnderTypeHeading(statement) else { return nil }
        } else {
            guard vocabulary.fontFamilyLabels.family.contains(label), !statement.isAboutComponent else { return nil }
        }
        return Self.fontStack(statement.value)
    }

    /// `Font.system(size: 12, weight: .bold, design: .rounded)`, `.custom("Inter", size: 16)`.
    private func fontCall(_ value: String) -> TypeStyle? {
        // Most code is no font call; a byte search passes it over before the regexes.
        guard value.contains(literal: ".system") || value.contains(literal: ".custom"),
              let head = value.prefixMatch(of: fontCallHead) else { return nil }
        let arguments = value[head.range.upperBound...]
        guard let size = arguments.firstMatch(of: sizeArgument).flatMap({ Double($0.1) }) else { return nil }
        var style = TypeStyle(size: Length(size))
        style.weight = arguments.firstMatch(of: weightArgument).map { String($0.1).lowercased() }
        style.design = arguments.firstMatch(of: designArgument).map { String($0.1) }
        if head.1 == "custom" { style.family = arguments.firstMatch(of: familyArgument).map { String($0.1) } }
        return style
    }

    /// A Swift `static` constant: a number the name says is a length, an opacity or a plain
    /// number (`lineHeightBody = 1.6`), or a string the name says is a font.
    private func constant(_ statement: Statement) -> TokenValue? {
        let source = document.line(statement.line)
        guard source.contains(literal: "static ") else { return nil }
        let name = statement.label
        let lower = name.lowercased()
        let hints = vocabulary.tokenNameHints
        if statement.value.hasPrefix("\"") {
            let family = CodeStatementReader.unquoted(statement.value)
            return hints.swiftFontFamily.contains(where: { lower.contains(literal: $0) }) ? .fontFamily(FontStack(family: family)) : nil
        }
        guard let number = Double(statement.value) else { return nil }
        if hints.number.contains(where: { lower.contains(literal: $0) }) { return .number(number) }
        if hints.opacity.contains(where: { lower.contains(literal: $0) }) { return (0...1).contains(number) ? .opacity(number) : nil }
        return lengthValue(Length(number), named: name, in: statement, scope: sections(of: statement))
    }

    // MARK: Scales

    /// `Hero Time: 72pt Heavy Rounded Mono`: a size, then a weight word, then design or family words.
    private func typeStep(_ statement: Statement) -> TypeStyle? {
        guard Self.mayStateLength(statement.value), statement.label.wholeMatch(of: styleName) != nil, let match = statement.value.wholeMatch(of: styleValue),
              let size = Double(match.1), TypeStyle.weights[match.3.lowercased()] != nil else { return nil }
        var style = TypeStyle(size: Length(size, match.2 == "px" ? .px : .pt), weight: match.3.lowercased())
        let rest = String(match.4)
        if !rest.isEmpty {
            let lower = rest.lowercased()
            if vocabulary.typeDesignWords.contains(where: { lower.contains(literal: $0) }) { style.design = rest } else { style.family = rest }
        }
        return style
    }

    /// `XXS: 4pt - Micro spacing`: a length and at most a dashed note, so `Height: 88pt minimum`
    /// is not a step.
    /// A property (`height: 64pt`, `padding: 16px;`) or any declaration ended by a semicolon
    /// styles something; it is no step of a scale.
    private func scaleStep(_ statement: Statement) -> (Length, String?)? {
        if Self.mayStateLength(statement.value) {
            guard isStep(statement), let match = statement.value.wholeMatch(of: stepValue), let number = Double(match.1) else { return nil }
            return (Length(number, match.2 == "px" ? .px : .pt), match.3.map(String.init))
        }
        // `md: 0.5rem`, `gutter: 16dp`: the units a step in prose may use, read as prose reads
        // them, when the value opens with one (not a bare number with a length in its note).
        guard let opening = statement.value.split(whereSeparator: \.fastIsWhitespace).first,
              opening.hasSuffix("rem") || opening.hasSuffix("dp") || opening.hasSuffix("rpx"), ValueScanner.unitLength(in: String(opening)) != nil,
              isStep(statement) else { return nil }
        return ValueScanner.step(in: statement.value).map { ($0.length, $0.note) }
    }

    /// A line that may be a step of a scale (`sm: 4px`, `md: 0 4px 6px #0000001A`): a plain
    /// name, no property of a component (`height: 64pt`), and no declaration ended by a
    /// semicolon (`letter-spacing: 0.05em; /* … */`), which styles something.
    private func isStep(_ statement: Statement) -> Bool {
        let name = Self.classStepName(statement.label) ?? statement.label
        return vocabulary.property(name) == nil && !document.line(statement.line).contains(literal: ";")
            && name.wholeMatch(of: stepName) != nil
    }

    /// `.rounded-lg`, `.p-6`: a utility class's selector given a length as a step of a scale
    /// (`.rounded-lg = 8px`), without its dot; nil for any other name.
    private static func classStepName(_ label: String) -> String? {
        guard label.hasPrefix("."), label.count > 2, label.dropFirst().first?.fastIsLetter == true, label.contains(literal: "-") else { return nil }
        return String(label.dropFirst())
    }

    /// A shadow ends in a colour: a value without `#`, `rgb` or `hsl` holds none.
    private static func mayHoldColor(_ value: String) -> Bool {
        value.contains(literal: "#") || value.contains(literal: "rgb") || value.contains(literal: "hsl")
    }

    /// A step or type step in pt or px: a value without either is passed over before the regexes,
    /// as most code lines are.
    private static func mayStateLength(_ value: String) -> Bool {
        // `16rpx` holds `px` but is read as the other units are, below.
        (value.contains(literal: "pt") || value.contains(literal: "px")) && !value.contains(literal: "rpx")
    }
}
