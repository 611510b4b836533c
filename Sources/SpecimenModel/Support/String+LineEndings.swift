extension String {
    /// The text with a leading byte-order mark dropped and CRLF and lone CR line endings turned
    /// into LF. Applied once to every document and sidecar before anything counts lines: Swift
    /// treats "\r\n" as one Character, so a file saved on Windows would otherwise split into
    /// lines differently in each stage that looks at it.
    public var normalizedForReading: String {
        var bytes = Array(utf8)
        let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
        guard hasMark || bytes.contains(carriageReturn) else { return self }
        if hasMark { bytes.removeFirst(3) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == carriageReturn {
                out.append(lineFeed)
                if index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
            } else {
                out.append(bytes[index])
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
