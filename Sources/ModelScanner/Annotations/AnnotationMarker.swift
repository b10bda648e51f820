/// What an annotation comment is, told by the start of its body (the text after `sourcery:`).
enum AnnotationMarker {
    /// `sourcery:inline:…`: marks an inline generated region, not an annotation.
    case inline
    /// `sourcery:begin: …`: its items annotate every declaration until `sourcery:end`.
    case begin
    /// `sourcery:end`.
    case end
    /// `sourcery:file: …`: its items annotate every later declaration of the file.
    case file
    /// Any other `sourcery: …`: its items annotate the declarations the comment belongs to.
    case plain

    /// The marker of a body, given whether it starts with a prefix.
    init(bodyHasPrefix hasPrefix: (StaticString) -> Bool) {
        if hasPrefix("inline:") {
            self = .inline
        } else if hasPrefix("begin:") {
            self = .begin
        } else if hasPrefix("end") {
            self = .end
        } else if hasPrefix("file:") {
            self = .file
        } else {
            self = .plain
        }
    }

    /// The length of the marker before the payload.
    var prefixLength: Int {
        switch self {
        case .begin: return 6
        case .file: return 5
        case .inline, .end, .plain: return 0
        }
    }
}
