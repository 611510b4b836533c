import Foundation

extension FileIO {
    /// The real file system.
    public static let local = FileIO(
        read: { path in
            switch Self.readFile(path) {
            case .success(let data): return data
            case .failure(let failure): throw SpecimenError("cannot read file: \(failure.reason)", file: path)
            }
        },
        write: { path, data in
            if let reason = Self.writeFile(path, data) {
                throw SpecimenError("cannot write file: \(reason)", file: path)
            }
        },
        list: { path in
            switch Self.listNames(path) {
            case .success(let names): return names
            case .failure(let failure): throw SpecimenError("cannot list folder: \(failure.reason)", file: path)
            }
        },
        kind: { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .directory
            case S_IFLNK: return .symlink
            default: return .other
            }
        },
        resolve: { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        },
        createDirectory: { path in
            if let reason = Self.makeDirectory(path) {
                throw SpecimenError("cannot create folder: \(reason)", file: path)
            }
        },
        remove: { path in
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw SpecimenError("cannot remove: \(Self.describe(error))", file: path)
            }
        },
        move: { from, to in
            guard rename(from, to) == 0 else {
                throw SpecimenError("cannot move to \(to): \(String(cString: strerror(errno)))", file: from)
            }
        },
        link: { from, to in
            guard Glibc.link(from, to) == 0 else {
                throw SpecimenError("cannot link to \(to): \(String(cString: strerror(errno)))", file: from)
            }
        },
        copy: { from, to in
            do {
                try FileManager.default.copyItem(atPath: from, toPath: to)
            } catch {
                throw SpecimenError("cannot copy to \(to): \(Self.describe(error))", file: from)
            }
        },
        stamp: { path in
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileStamp(size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        },
        sameFile: { first, second in
            var one = stat(), other = stat()
            guard lstat(first, &one) == 0, lstat(second, &other) == 0 else { return false }
            return one.st_dev == other.st_dev && one.st_ino == other.st_ino
        },
        entries: { path in
            switch Self.readFolder(path) {
            case .success(let entries): return entries
            case .failure(let failure): throw SpecimenError("cannot list folder: \(failure.reason)", file: path)
            }
        }
    )

    /// opendir, readdir: each entry's kind comes with its name (`d_type`), so listing the spare
    /// site's thousand page folders needs no `lstat` of every file, only of an entry whose file
    /// system does not say (`DT_UNKNOWN`).
    package static func readFolder(_ path: String) -> Result<[FileIO.Entry], ReadFailure> {
        guard let folder = opendir(path) else { return .failure(ReadFailure(reason: reason(errno))) }
        defer { closedir(folder) }
        var entries: [FileIO.Entry] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { return .failure(ReadFailure(reason: reason(errno))) }
                break
            }
            let name = String(decoding: nameBytes(of: entry), as: UTF8.self)
            if name == "." || name == ".." { continue }
            let kind: FileIO.Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = local.kind(path.appendingPathComponent(name))
            default: kind = .other
            }
            entries.append(FileIO.Entry(name: name, kind: kind))
        }
        return .success(entries)
    }

    /// An entry's name, read up to its terminating zero in place: `readdir` may hand back an
    /// entry shorter than `dirent`, so copying the whole `d_name` array can read past the end of
    /// the buffer (and fault at a page's edge).
    private static func nameBytes(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
    }

    /// The names in a folder, in the order the file system gives them. A name that is not
    /// UTF-8 fails the listing, naming it with its bytes escaped: Foundation's listing leaves
    /// such a name out, and a design system in that folder would be skipped without a word.
    package static func listNames(_ path: String) -> Result<[String], ReadFailure> {
        guard let folder = opendir(path) else { return .failure(ReadFailure(reason: reason(errno))) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { return .failure(ReadFailure(reason: reason(errno))) }
                break
            }
            let bytes = nameBytes(of: entry)
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let shown = bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
                return .failure(ReadFailure(reason: "the name '\(shown)' in it is not valid UTF-8; rename it"))
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        return .success(names)
    }

    /// `mkdir -p`: one mkdir(2) per missing folder, and nothing when the folder is there.
    /// Foundation's version stats every ancestor first, which was most of Write's time when a
    /// site of a thousand page folders is staged. Returns the reason it failed, or nil.
    package static func makeDirectory(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 { return nil }
        var failure = errno
        if failure == ENOENT {
            let parent = path.deletingLastPathComponent
            guard !parent.isEmpty, parent != path else { return String(cString: strerror(failure)) }
            if let reason = makeDirectory(parent) { return reason }
            if mkdir(path, 0o777) == 0 { return nil }
            failure = errno
        }
        if failure == EEXIST {
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return nil }
        }
        return String(cString: strerror(failure))
    }

    /// open, write, close. Foundation's `Data.write(to:)` also fsyncs every file, which was a
    /// third of Write on a fresh site and most of a 100x build's wall time. Nothing here needs
    /// it: a site is staged and swapped in whole, and an interrupted build leaves the old one.
    /// Returns the reason it failed, or nil.
    package static func writeFile(_ path: String, _ data: Data) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        return failure == 0 ? nil : String(cString: strerror(failure))
    }

    package struct ReadFailure: Error {
        package var reason: String
    }

    /// open, fstat, read. Foundation's `Data(contentsOf:)` went through a URL and `NSData` for
    /// each file, which was half of staging a page when a build compares it with the site's
    /// copy. Reads to the end even when the size changes under it, or is not known (`/proc`).
    /// Opens without blocking and refuses what is not a regular file: a named pipe in the
    /// content folder would otherwise hang the build in `open` until something writes to it.
    package static func readFile(_ path: String) -> Result<Data, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReadFailure(reason: reason(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(ReadFailure(reason: reason(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ReadFailure(reason: reason(EISDIR)))
        default: return .failure(ReadFailure(reason: "not a regular file"))
        }
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += max(data.count, 16 * 1024) }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(reason: reason(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .success(data)
    }

    /// The words a user reads for a POSIX error, as Foundation's errors are described.
    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }

    /// Foundation's messages repeat the path; the POSIX reason is what a user needs.
    package static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or folder"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on device"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
