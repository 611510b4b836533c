// Writes the Swift source that compiles a templates folder into Specimen: every file below it
// (hidden ones aside), by its path with slashes, in path order. Run by the EmbedTemplates
// build-tool plugin on the repository's Templates/, so the binary's built-in set is generated
// from that folder on every build and cannot drift from it; scripts/fuzz/run runs it too.
//
//   embed-templates TEMPLATES_DIR OUTPUT.swift
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: embed-templates TEMPLATES_DIR OUTPUT.swift\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = arguments[2]

/// Relative paths of the regular files below `folder`, hidden names skipped, sorted by bytes so
/// the generated source does not depend on the file system's order.
func files(under folder: URL, prefix: String) throws -> [String] {
    var result: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        let relative = prefix.isEmpty ? name : prefix + "/" + name
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            result += try files(under: url, prefix: relative)
        } else {
            result.append(relative)
        }
    }
    return result.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
}

/// A Swift string literal holding exactly `text`: every scalar that is not printable as it is
/// escaped, so the literal decodes to the file's bytes.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

var source = """
    // Generated from the repository's Templates/ by embed-templates (the EmbedTemplates plugin).
    // Do not edit: edit Templates/ and build.

    extension BuiltInTemplates {
        static let entries: [Entry] = [

    """
do {
    for path in try files(under: root, prefix: "") {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        // Text is kept readable; anything that is not UTF-8 (an image) goes in as base64.
        if let text = String(data: data, encoding: .utf8), Data(text.utf8) == data {
            source += "        Entry(path: \(literal(path)), text: \(literal(text))),\n"
        } else {
            source += "        Entry(path: \(literal(path)), base64: \(literal(data.base64EncodedString()))),\n"
        }
    }
} catch {
    FileHandle.standardError.write(Data("embed-templates: \(root.path): \(error)\n".utf8))
    exit(1)
}
source += "    ]\n}\n"
// Rewritten only when it changes, so an unchanged folder does not recompile its target.
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != Data(source.utf8) {
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("embed-templates: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
