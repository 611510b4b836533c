import Foundation
import Hummingbird
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// Serves the files of the output folder, and nothing outside it.
///
/// The request path is checked twice: its segments are decoded and `..`, `.`, encoded slashes
/// and NUL are refused before any file-system call; then the file is resolved with every
/// symlink followed and must still lie inside the resolved output folder. The second check is
/// the one that matters; the first keeps obviously hostile requests away from the disk and
/// gives them a clear 403.
public struct StaticFileResponder: Sendable {
    public var root: String
    public var fileIO: SpecimenModel.FileIO
    /// Markup inserted before `</body>` in HTML responses: the live-reload script tag.
    public var htmlInjection: String?

    public init(root: String, fileIO: SpecimenModel.FileIO = .local, htmlInjection: String? = nil) {
        self.root = root
        self.fileIO = fileIO
        self.htmlInjection = htmlInjection
    }

    /// The result of looking a request path up, before it becomes a response.
    package enum Lookup: Equatable {
        case file(String)
        case redirect(String)
        case forbidden
        case notFound
    }

    /// Answers a GET (or HEAD, with `includeBody` false) for the raw, still percent-encoded path.
    public func respond(path rawPath: String, query: String? = nil, ifNoneMatch: String? = nil, includeBody: Bool = true) -> Response {
        switch lookup(rawPath) {
        case .file(let path):
            guard let data = try? fileIO.read(path) else { return notFound(includeBody: includeBody) }
            return fileResponse(data, contentType: Self.contentType(for: path), status: .ok, ifNoneMatch: ifNoneMatch, includeBody: includeBody)
        case .redirect(let location):
            let target = query.map { location + "?" + $0 } ?? location
            // 302, not 301: a folder may become a file in the next build, and browsers keep 301s.
            return Response(status: .found, headers: [.location: target, .contentLength: "0"])
        case .forbidden:
            return Self.plain(.forbidden, "Forbidden\n", includeBody: includeBody)
        case .notFound:
            return notFound(includeBody: includeBody)
        }
    }

    package func lookup(_ rawPath: String) -> Lookup {
        var segments: [String] = []
        for rawSegment in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = rawSegment.removingPercentEncoding else { return .forbidden }
            // An encoded slash or backslash would smuggle a separator past the split above.
            if segment == ".." || segment == "." || segment.contains(literal: "/") || segment.contains(literal: "\\") || segment.contains(literal: "\0") {
                return .forbidden
            }
            // Hidden files, such as the `.specimen-site` marker, are not part of the site.
            if segment.hasPrefix(".") { return .notFound }
            segments.append(segment)
        }
        guard let resolvedRoot = fileIO.resolve(root) else { return .notFound }
        let requested = segments.reduce(resolvedRoot) { $0.appendingPathComponent($1) }
        guard let resolved = fileIO.resolve(requested) else { return .notFound }
        guard isInside(resolved, root: resolvedRoot) else { return .forbidden }
        switch fileIO.kind(resolved) {
        case .file:
            return .file(resolved)
        case .directory:
            guard rawPath.hasSuffix("/") else {
                // Rebuilt from the checked segments, so `//host` can never become an open redirect.
                let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? $0 }
                return .redirect("/" + encoded.map { $0 + "/" }.joined())
            }
            let index = resolved.appendingPathComponent("index.html")
            guard let resolvedIndex = fileIO.resolve(index) else { return .notFound }
            guard isInside(resolvedIndex, root: resolvedRoot) else { return .forbidden }
            return fileIO.kind(resolvedIndex) == .file ? .file(resolvedIndex) : .notFound
        default:
            return .notFound
        }
    }

    private func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The site's own 404 page when it has one, so a mistyped link still gets the live script.
    private func notFound(includeBody: Bool) -> Response {
        if let resolvedRoot = fileIO.resolve(root), let page = fileIO.resolve(resolvedRoot.appendingPathComponent("404.html")),
           isInside(page, root: resolvedRoot), fileIO.kind(page) == .file, let data = try? fileIO.read(page) {
            return fileResponse(data, contentType: Self.contentType(for: page), status: .notFound, ifNoneMatch: nil, includeBody: includeBody)
        }
        return Self.plain(.notFound, "Not found\n", includeBody: includeBody)
    }

    private func fileResponse(_ data: Data, contentType: String, status: HTTPResponse.Status, ifNoneMatch: String?, includeBody: Bool) -> Response {
        var bytes = data
        if contentType.hasPrefix("text/html"), let htmlInjection {
            bytes = Self.inject(htmlInjection, into: data)
        }
        // The tag covers the bytes actually sent, injection included.
        let etag = Self.entityTag(for: bytes)
        var headers: HTTPFields = [
            .contentType: contentType,
            .eTag: etag,
            // Always revalidate: the next build may change any file, and a 304 costs little.
            .cacheControl: "no-cache",
        ]
        if status == .ok, let ifNoneMatch, Self.matches(ifNoneMatch, etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(bytes.count)
        let body = includeBody ? ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)) : ResponseBody()
        return Response(status: status, headers: headers, body: body)
    }

    package static func plain(_ status: HTTPResponse.Status, _ text: String, includeBody: Bool) -> Response {
        let headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .contentLength: String(text.utf8.count)]
        return Response(status: status, headers: headers, body: includeBody ? ResponseBody(byteBuffer: ByteBuffer(string: text)) : ResponseBody())
    }

    /// Inserts `markup` before the last `</body>` (any case), or appends it when there is none.
    /// Works on bytes so the rest of the page is passed through exactly as built.
    package static func inject(_ markup: String, into html: Data) -> Data {
        let bytes = [UInt8](html)
        let needle = Array("</body>".utf8)
        var insertAt = bytes.count
        if bytes.count >= needle.count {
            search: for start in stride(from: bytes.count - needle.count, through: 0, by: -1) {
                for (offset, expected) in needle.enumerated() {
                    var byte = bytes[start + offset]
                    if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                    if byte != expected { continue search }
                }
                insertAt = start
                break
            }
        }
        var result = Data(bytes[..<insertAt])
        result.append(contentsOf: Array(markup.utf8))
        result.append(contentsOf: bytes[insertAt...])
        return result
    }

    /// A strong validator from the content: FNV-1a, which is enough to tell two builds of a file apart.
    package static func entityTag(for data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(data.count, radix: 16) + "\""
    }

    /// `If-None-Match` holds `*` or a list of tags; GET compares them weakly (RFC 9110 13.1.2).
    package static func matches(_ ifNoneMatch: String, etag: String) -> Bool {
        let candidates = ifNoneMatch.split(separator: ",").map { $0.trimmingWhitespace }
        return candidates.contains { candidate in
            candidate == "*" || (candidate.hasPrefix("W/") ? String(candidate.dropFirst(2)) : candidate) == etag
        }
    }

    package static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        // Tokens.swift is for reading and copying, not for a browser to download as an unknown type.
        "swift": "text/plain; charset=utf-8",
    ]

    package static func contentType(for path: String) -> String {
        let name = path.lastPathComponent
        if name.hasPrefix("LICENSE") || name.hasPrefix("OFL") { return "text/plain; charset=utf-8" }
        let ext = name.pathExtension.lowercased()
        return contentTypes[ext] ?? "application/octet-stream"
    }

    /// ASCII unreserved characters and the sub-delimiters a path segment may carry unencoded;
    /// everything else is encoded, as a header value must be ASCII.
    package static let segmentCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@")
}
