/// What the readers remember while going down one code block.
public struct CodeBlockState: Sendable {
    /// The enclosing Swift type (`BrandColors`), CSS selector or tree section (`TIME DISPLAY`).
    public var group: String?
    /// A comment line naming the lines below it (`// Accent Colors`).
    public var subgroup: String?
    /// A line such as `Background:` that names the value on the next line.
    public var label: String?
    /// Brace depth at which a dark-mode scope opened, while inside it.
    public var darkDepth: Int?
    public var depth = 0
    /// A gradient whose stops are still being read.
    public var gradient: PendingGradient?

    public init() {}

    public var effectiveGroup: String? { subgroup ?? group }

    public struct PendingGradient: Sendable {
        public var line: Int
        public var stops: [GradientStop] = []
        public var start: String?
        public var end: String?
        public var name: String?
    }
}
