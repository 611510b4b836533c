/// "1 document", "2 documents": a count and its noun, for progress and summary lines.
package func counted(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
}
