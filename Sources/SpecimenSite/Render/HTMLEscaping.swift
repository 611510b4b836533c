import Mustache
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// HTML escaping over UTF-8 bytes, for every `{{name}}` a template prints.
///
/// swift-mustache escapes one `Character` at a time through a dictionary, which the profile
/// showed to be most of Render. The five characters it replaces are ASCII, so scanning bytes
/// gives the same text; strings with nothing to escape are returned as they are.
package struct HTMLEscaping: MustacheContentType {
    /// Selects this escaping for the rest of a template. `TemplateLibrary` puts it, on a line
    /// of its own (which Mustache drops), above every template it loads, so users' templates
    /// need not say it. Registering the content type is swift-mustache's way to add one.
    package static let pragma: String = {
        let name = "SPECIMEN_HTML"
        MustacheContentTypes.register(HTMLEscaping(), named: name)
        return "{{% CONTENT_TYPE: \(name) }}\n"
    }()

    package func escapeText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: Self.needsEscape) else { return String(decoding: bytes, as: UTF8.self) }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "<"): escaped += Self.lt
                case UInt8(ascii: ">"): escaped += Self.gt
                case UInt8(ascii: "&"): escaped += Self.amp
                case UInt8(ascii: "\""): escaped += Self.quot
                case UInt8(ascii: "'"): escaped += Self.apos
                // Control characters are not allowed in HTML text: a YAML `\0` or `\e` in a
                // name is dropped, not written raw into the page.
                case _ where Self.isControl(byte): continue
                case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]): index += 1
                default: escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            || isControl(byte) || byte == 0xC2
    }

    /// C0 controls but tab, line feed and carriage return, and DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    private static let lt = Array("&lt;".utf8), gt = Array("&gt;".utf8), amp = Array("&amp;".utf8)
    private static let quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)
}
