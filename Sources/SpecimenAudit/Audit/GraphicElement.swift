/// What a component's colour draws when it is no text: the graphic WCAG 1.4.11 holds to 3:1,
/// named in the pair's context.
enum GraphicElement: String {
    /// A glyph or picture in the text's colour.
    case icon
    /// A thin rule or bar, which decoration may exempt.
    case shape
    /// A status dot beside its siblings.
    case indicator
    /// The thumb or knob a user drags (a scrollbar's, a slider's): part of the control itself.
    case thumb
}
