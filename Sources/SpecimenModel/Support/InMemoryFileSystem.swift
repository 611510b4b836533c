import Foundation

/// A file tree held in memory, exposed through `FileIO`. Tests build sites with it, and
/// `failWrites` lets them simulate a disk that fills up half-way through a build.
public final class InMemoryFileSystem: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]
    /// Each file's write, numbered: its modification time for `FileIO.stamp`. A link shares it.
    private var writes: [String: Int64] = [:]
    private var writeCount: Int64 = 0
    private var directories: Set<String> = ["/"]
    /// Called before every write; throwing from it simulates a failing disk.
    public var failWrites: (@Sendable (String) throws -> Void)?

    public init(files: [String: String] = [:]) {
        for (path, text) in files { add(path, Data(text.utf8)) }
    }

    public func add(_ path: String, _ data: Data) {
        lock.withLock {
            let path = Self.normalize(path)
            files[path] = data
            writeCount += 1
            writes[path] = writeCount
            var parent = Self.parent(of: path)
            while !directories.contains(parent) {
                directories.insert(parent)
                parent = Self.parent(of: parent)
            }
        }
    }

    public func contents(_ path: String) -> Data? { lock.withLock { files[Self.normalize(path)] } }
    public func text(_ path: String) -> String? { contents(path).map { String(decoding: $0, as: UTF8.self) } }

    /// Every file path below `folder`, sorted.
    public func allFiles(under folder: String) -> [String] {
        let prefix = Self.normalize(folder) + "/"
        return lock.withLock { files.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public var fileIO: FileIO {
        FileIO(
            read: { [self] path in
                guard let data = contents(path) else { throw SpecimenError("cannot read file: no such file or folder", file: path) }
                return data
            },
            write: { [self] path, data in
                try failWrites?(path)
                let path = Self.normalize(path)
                try lock.withLock {
                    guard directories.contains(Self.parent(of: path)) else {
                        throw SpecimenError("cannot write file: no such file or folder", file: path)
                    }
                    files[path] = data
                    writeCount += 1
                    writes[path] = writeCount
                }
            },
            list: { [self] path in
                let path = Self.normalize(path)
                return try lock.withLock {
                    guard directories.contains(path) else { throw SpecimenError("cannot list folder: no such file or folder", file: path) }
                    let prefix = path == "/" ? "/" : path + "/"
                    let names = (Array(files.keys) + Array(directories))
                        .filter { $0.hasPrefix(prefix) && $0 != path }
                        .map { String($0.dropFirst(prefix.count)) }
                        .filter { !$0.contains(literal: "/") }
                    // Reverse order on purpose: nothing may depend on listing order.
                    return Array(Set(names)).sorted().reversed()
                }
            },
            kind: { [self] path in
                let path = Self.normalize(path)
                return lock.withLock {
                    if files[path] != nil { return .file }
                    if directories.contains(path) { return .directory }
                    return nil
                }
            },
            resolve: { [self] path in
                let path = Self.normalize(path)
                return lock.withLock { files[path] != nil || directories.contains(path) ? path : nil }
            },
            createDirectory: { [self] path in
                var path = Self.normalize(path)
                lock.withLock {
                    while path != "/" && !directories.contains(path) {
                        directories.insert(path)
                        path = Self.parent(of: path)
                    }
                }
            },
            remove: { [self] path in
                let path = Self.normalize(path)
                lock.withLock {
                    files[path] = nil
                    writes[path] = nil
                    directories.remove(path)
                    for key in files.keys where key.hasPrefix(path + "/") { files[key] = nil }
                    for key in directories where key.hasPrefix(path + "/") { directories.remove(key) }
                }
            },
            move: { [self] from, to in
                let from = Self.normalize(from), to = Self.normalize(to)
                try lock.withLock {
                    guard files[from] != nil || directories.contains(from) else {
                        throw SpecimenError("cannot move: no such file or folder", file: from)
                    }
                    if let data = files.removeValue(forKey: from) { files[to] = data }
                    if let write = writes.removeValue(forKey: from) { writes[to] = write }
                    if directories.remove(from) != nil { directories.insert(to) }
                    for key in files.keys where key.hasPrefix(from + "/") {
                        files[to + key.dropFirst(from.count)] = files.removeValue(forKey: key)
                        writes[to + key.dropFirst(from.count)] = writes.removeValue(forKey: key)
                    }
                    for key in directories where key.hasPrefix(from + "/") {
                        directories.remove(key)
                        directories.insert(to + key.dropFirst(from.count))
                    }
                }
            },
            link: { [self] from, to in
                guard let data = contents(from) else { throw SpecimenError("cannot link: no such file", file: from) }
                add(to, data)
                lock.withLock { writes[Self.normalize(to)] = writes[Self.normalize(from)] }
            },
            copy: { [self] from, to in
                guard let data = contents(from) else { throw SpecimenError("cannot copy: no such file", file: from) }
                add(to, data)
            },
            stamp: { [self] path in
                let path = Self.normalize(path)
                return lock.withLock {
                    guard let data = files[path], let write = writes[path] else { return nil }
                    return FileStamp(size: Int64(data.count), modified: write)
                }
            }
        )
    }

    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
