import Foundation

/// What a vocabulary question (`Vocabulary.property(_:)`, `column(_:)`) answered for each text
/// asked. The answer depends on the text and the vocabulary's words alone, so keeping it changes
/// nothing; the vocabulary starts a new one when those words change. Emptied when large, so
/// memory stays flat on a site of any size. Shared by the systems read in parallel, behind a lock.
final class MeaningsRead<Meaning: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var meanings: [String: Meaning?] = [:]
    private static var kept: Int { 8_192 }

    func meaning(of text: String, reading: (String) -> Meaning?) -> Meaning? {
        if let known = lock.withLock({ meanings[text] }) { return known }
        let meaning = reading(text)
        lock.withLock {
            if meanings.count >= Self.kept { meanings.removeAll(keepingCapacity: true) }
            meanings[text] = meaning
        }
        return meaning
    }
}
