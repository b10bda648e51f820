/// One file a run will write (or remove, when its body is blank and pruning is on).
public struct PlannedOutput: Equatable, Sendable {
    /// Where the output comes from, as Sourcery's `--dry` JSON names it.
    public enum Origin: Equatable, Sendable {
        /// One template's output file.
        case template(String)
        /// Every template concatenated into one file.
        case allTemplates
        /// A `// sourcery:file:NAME` block.
        case fileBlock(String)
        /// A source file whose `// sourcery:inline:` regions a template filled (not a generated file).
        case inlineRegions
    }

    /// The absolute path of the file.
    public let path: String
    /// The full contents, header included.
    public let contents: String
    /// True when the rendered body was blank (the file holds at most the header).
    public let isEmpty: Bool
    /// Where the output comes from.
    public let origin: Origin

    /// Creates a planned output.
    public init(path: String, contents: String, isEmpty: Bool, origin: Origin) {
        self.path = path
        self.contents = contents
        self.isEmpty = isEmpty
        self.origin = origin
    }
}
