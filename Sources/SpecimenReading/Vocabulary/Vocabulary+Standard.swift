import SpecimenModel

/// The standard vocabulary's questions, for the modules after reading. A method called on
/// `Vocabulary.standard` from another module copies the whole vocabulary first (the compiler
/// there cannot see that nothing changes it during the call): a retain and a release of each of
/// its many fields, for every word the audit asks about. Called here, it is read in place; kept
/// out of line so the call stays here.
extension Vocabulary {
    @inline(never) package static func standardColumn(_ header: String) -> ColumnMeaning? {
        standard.column(header)
    }

    @inline(never) package static func standardProperty(_ label: String) -> PropertyMeaning? {
        standard.property(label)
    }

    @inline(never) package static func standardMode(ofHeading heading: String) -> TokenMode? {
        standard.mode(ofHeading: heading)
    }

    @inline(never) package static func standardIsPromptHeading(_ heading: String) -> Bool {
        standard.isPromptHeading(heading)
    }

    @inline(never) package static func standardProhibits(_ text: String) -> Bool {
        standard.prohibits(text)
    }
}
