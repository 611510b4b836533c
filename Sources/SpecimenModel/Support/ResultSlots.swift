import Foundation

/// Fixed slots that concurrent workers fill by index, read back in index order once all are
/// done. Keeps parallel work deterministic without sorting afterwards.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    package func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.withLock { slots[index] = result }
    }

    /// Every slot's result, in index order. Call only after all workers have finished.
    package var values: [Result<Value, Error>] {
        lock.withLock { slots.map { $0 ?? .failure(SpecimenError("internal error: a render task did not finish")) } }
    }
}

extension Array where Element: Sendable {
    /// `map` over every core, for work on one design system that reads nothing of another:
    /// results come back in the array's order, so the output is the same however the work is
    /// scheduled.
    package func concurrentMap<Output>(_ transform: @Sendable (Element) -> Output) -> [Output] {
        let slots = ResultSlots<Output>(count: count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.set(index, .success(transform(self[index])))
            }
        }
        return slots.values.map { result in
            guard case .success(let value) = result else { preconditionFailure("a worker did not finish") }
            return value
        }
    }

    /// `transform` over the `parts` of every element, all in one pool on every core, so that
    /// one element of many parts (a long document's code blocks or sections) does not hold one
    /// core while the others wait; the results come back grouped by element, in order.
    package func concurrentMapParts<Output>(_ parts: (Element) -> Int, _ transform: @Sendable (Element, Int) -> Output) -> [[Output]] {
        let jobs = indices.flatMap { element in (0..<parts(self[element])).map { (element, $0) } }
        let results = withoutActuallyEscaping(transform) { transform in
            jobs.concurrentMap { element, part in transform(self[element], part) }
        }
        var next = results[...]
        return map { element in
            let count = parts(element)
            defer { next = next.dropFirst(count) }
            return [Output](next.prefix(count))
        }
    }
}
