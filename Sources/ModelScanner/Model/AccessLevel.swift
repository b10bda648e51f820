/// An access level. The raw values are Sourcery's strings (what templates and the dump read);
/// `none` (`""`) is the write access of something that is not writable.
public enum AccessLevel: String, Sendable {
    case open, `public`, package, `internal`, `fileprivate`, `private`
    case none = ""
}
