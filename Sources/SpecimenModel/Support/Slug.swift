/// URL- and anchor-safe names.
public enum Slug {
    /// Lower-case ASCII letters, digits and single hyphens. Characters outside ASCII are dropped
    /// (headings in Japanese, say), and `fallback` is used when nothing is left.
    public static func make(_ text: String, fallback: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            let lowered = Character(scalar).lowercased()
            if lowered.count == 1, let ascii = lowered.unicodeScalars.first, ascii.isASCII,
               ascii.properties.isAlphabetic || ("0"..."9").contains(ascii) {
                if pendingHyphen && !out.isEmpty { out += "-" }
                pendingHyphen = false
                out += lowered
            } else if scalar == "_" && !out.isEmpty {
                if pendingHyphen { out += "-" }
                pendingHyphen = false
                out += "_"
            } else {
                pendingHyphen = true
            }
        }
        if out.count > 60 {
            out = String(out.prefix(60))
            while out.hasSuffix("-") { out.removeLast() }
        }
        return out.isEmpty ? fallback : out
    }
}
