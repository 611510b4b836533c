import Foundation

/// Fixed slots that concurrent workers fill by index, read back in index order once all are
/// done. Keeps parallel work deterministic without sorting afterwards.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.withLock { slots[index] = result }
    }

    /// Every slot's result, in index order. Call only after all workers have finished.
    var values: [Result<Value, Error>] {
        lock.withLock { slots.map { $0 ?? .failure(SpecimenError("internal error: a render task did not finish")) } }
    }
}
