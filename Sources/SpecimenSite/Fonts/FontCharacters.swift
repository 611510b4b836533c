import Foundation
import SpecimenModel
import SpecimenReading

/// The characters a site's pages draw, which decide the glyphs each shipped font keeps.
///
/// Printable ASCII is always in: markup, numbers and the pages' own English words. Beyond it,
/// each system records the characters its pages and its site-wide summaries use (kept in the
/// build cache, so a reused system still counts), and the site adds the templates' own.
public struct FontCharacters: Sendable, Hashable, Codable {
    /// Code points beyond ASCII, ascending.
    public private(set) var scalars: [UInt32]

    public init() {
        scalars = []
    }

    public init(_ text: some StringProtocol) {
        var found = Set<UInt32>()
        Self.collect(text, into: &found)
        scalars = found.sorted()
    }

    package init(scalars: Set<UInt32>) {
        self.scalars = scalars.sorted()
    }

    /// Adds the other set's characters.
    public mutating func formUnion(_ other: FontCharacters) {
        guard !other.scalars.isEmpty else { return }
        scalars = Set(scalars).union(other.scalars).sorted()
    }

    package static func collect(_ text: some StringProtocol, into found: inout Set<UInt32>) {
        // ASCII bytes are skipped without decoding: they are most of every page.
        for scalar in text.unicodeScalars where !scalar.isASCII { found.insert(scalar.value) }
    }

    /// What `hb-subset --unicodes-file` reads: hexadecimal ranges, printable ASCII first.
    public var unicodesList: String {
        var ranges: [(UInt32, UInt32)] = [(0x20, 0x7E)]
        for value in scalars {
            if let last = ranges.last, value == last.1 + 1 {
                ranges[ranges.count - 1].1 = value
            } else {
                ranges.append((value, value))
            }
        }
        return ranges.map { $0 == $1 ? String($0, radix: 16) : "\(String($0, radix: 16))-\(String($1, radix: 16))" }
            .joined(separator: ",") + "\n"
    }

    /// Names the set in the user cache's file names.
    public var digest: String { ContentHash.digest(Data(unicodesList.utf8)) }
}
