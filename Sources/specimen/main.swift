import SpecimenKit
import Foundation
let path = CommandLine.arguments[1]
let text = try String(contentsOfFile: path, encoding: .utf8)
let doc = MarkdownParser().parse(text, file: path)
func dump(_ n: MarkdownNode, _ d: Int) {
  print(String(repeating: "  ", count: d) + "\(n.kind) L\(n.startLine)-\(n.endLine) \(n.literal.prefix(40).debugDescription)")
  for c in n.children { dump(c, d+1) }
}
for b in doc.blocks.prefix(Int(CommandLine.arguments[2]) ?? 10) { dump(b, 0); print(b.html ?? "") }
