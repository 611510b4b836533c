import Foundation

/// Reads a generated site from disk: every file, every link and every id, so tests can check
/// link integrity the way a crawler would.
struct SiteInspector {
    let root: String
    let files: [String]

    init(root: String) {
        self.root = root
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        self.files = files.sorted()
    }

    var pages: [String] { files.filter { $0.hasSuffix(".html") } }

    func text(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }

    static func attributeValues(_ name: String, in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\\s\(name)=\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    /// Internal links that do not resolve to a file, or whose fragment names no id there.
    func brokenLinks() -> [String] {
        var idCache: [String: Set<String>] = [:]
        func ids(_ page: String) -> Set<String> {
            if let cached = idCache[page] { return cached }
            let found = Set(Self.attributeValues("id", in: text(page)))
            idCache[page] = found
            return found
        }
        var broken: [String] = []
        for page in pages {
            let html = text(page)
            let folder = (page as NSString).deletingLastPathComponent
            for raw in Self.attributeValues("href", in: html) + Self.attributeValues("src", in: html) {
                let link = raw.replacingOccurrences(of: "&amp;", with: "&")
                if link.hasPrefix("http:") || link.hasPrefix("https:") || link.hasPrefix("mailto:") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let pathPart = parts[0]
                let fragment = parts.count > 1 ? parts[1].removingPercentEncoding : nil
                let target: String
                if pathPart.isEmpty {
                    target = page
                } else {
                    let joined = folder.isEmpty ? pathPart : folder + "/" + pathPart
                    target = URL(fileURLWithPath: "/" + joined).standardized.path.dropFirst().description
                }
                guard files.contains(target) else {
                    broken.append("\(page): \(raw) (no file \(target))")
                    continue
                }
                if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), !ids(target).contains(fragment) {
                    broken.append("\(page): \(raw) (no id '\(fragment)' in \(target))")
                }
            }
        }
        return broken
    }
}
