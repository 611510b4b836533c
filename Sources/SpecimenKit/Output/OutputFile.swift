import Foundation

/// One file of the generated site, by its path relative to the output folder.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    public init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }
}
