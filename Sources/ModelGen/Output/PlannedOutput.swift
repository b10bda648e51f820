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
    /// The full contents' UTF-8, header included: bytes from the render to the file (see
    /// `RenderedTemplate.utf8`).
    public let utf8: [UInt8]
    /// True when the rendered body was blank (the file holds at most the header).
    public let isEmpty: Bool
    /// Where the output comes from.
    public let origin: Origin

    /// Creates a planned output from its contents' UTF-8.
    public init(path: String, utf8: [UInt8], isEmpty: Bool, origin: Origin) {
        self.path = path
        self.utf8 = utf8
        self.isEmpty = isEmpty
        self.origin = origin
    }

    /// Creates a planned output.
    public init(path: String, contents: String, isEmpty: Bool, origin: Origin) {
        self.init(path: path, utf8: Array(contents.utf8), isEmpty: isEmpty, origin: origin)
    }

    /// The full contents, header included.
    public var contents: String { String(decoding: utf8, as: UTF8.self) }
}
