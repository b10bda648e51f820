/// An error of the runtime (an unreadable model file, a misused `types.implementing` name),
/// with Sourcery's message.
public struct RuntimeError: Error, CustomStringConvertible {
    public let description: String
}
