import SpecimenModel

/// Why a tool cannot answer: the argument at fault, or the file and line of the document that
/// stopped it. Sent back as a tool error (`isError`), which an agent reads and can act on.
package struct AgentError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    /// The argument the message is about (`system`, `font_size`), when it is one.
    package var argument: String?
    /// Relative to the content folder where the file lies in it.
    package var file: String?
    package var line: Int?

    package init(_ message: String, argument: String? = nil, file: String? = nil, line: Int? = nil) {
        self.message = message
        self.argument = argument
        self.file = file
        self.line = line
    }

    package init(_ error: SpecimenError) {
        self.init(error.reason, file: error.file, line: error.line)
    }

    /// `argument 'system': no system 'acme'…`, or `acme/DESIGN.md:3: the front matter never closes`.
    package var description: String {
        var prefix = ""
        if let argument { prefix += "argument '\(argument)': " }
        switch (file, line) {
        case let (file?, line?): prefix += "\(file):\(line): "
        case let (file?, nil): prefix += "\(file): "
        default: break
        }
        return prefix + message
    }
}
