import SpecimenModel

/// A document's statements filed by block and by line, so each section finds its own in time
/// proportional to its size, instead of filtering (and copying) every statement of the document
/// once per section.
package struct DocumentStatements {
    package let all: [Statement]
    /// Positions in `all` by the first line of the block each was read from, in document order.
    private var byBlock: [Int: [Int]] = [:]
    /// Positions of bullet and paragraph statements by their line, in document order.
    private var proseByLine: [Int: [Int]] = [:]

    package init(_ statements: [Statement]) {
        all = statements
        for (position, statement) in statements.enumerated() {
            byBlock[statement.block, default: []].append(position)
            if statement.syntax == .bullet || statement.syntax == .paragraph {
                proseByLine[statement.line, default: []].append(position)
            }
        }
    }

    /// The statements read from the blocks starting at `blocks` that pass `include`, in document order.
    package func inBlocks(_ blocks: some Sequence<Int>, where include: (Statement) -> Bool) -> [Statement] {
        let positions = Set(blocks).flatMap { byBlock[$0] ?? [] }.sorted()
        return positions.lazy.map { all[$0] }.filter(include)
    }

    /// The bullet and paragraph statements on the given lines, in document order.
    package func prose(onLines ranges: [ClosedRange<Int>]) -> [Statement] {
        var positions = Set<Int>()
        for range in ranges {
            for line in range { positions.formUnion(proseByLine[line] ?? []) }
        }
        return positions.sorted().map { all[$0] }
    }
}
