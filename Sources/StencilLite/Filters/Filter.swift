/// A filter as registered in an `Extension`: with or without arguments, optionally reading the context.
public struct Filter: Sendable {
    enum Body: Sendable {
        case simple(@Sendable (Any?) throws -> Any?)
        case arguments(@Sendable (Any?, [Any?], Context) throws -> Any?)
    }

    let body: Body

    /// A filter that takes no arguments.
    public init(_ filter: @escaping @Sendable (Any?) throws -> Any?) {
        body = .simple(filter)
    }

    /// A filter that takes arguments.
    public init(arguments filter: @escaping @Sendable (Any?, [Any?]) throws -> Any?) {
        body = .arguments { value, arguments, _ in try filter(value, arguments) }
    }

    /// A filter that takes arguments and reads the render context.
    public init(context filter: @escaping @Sendable (Any?, [Any?], Context) throws -> Any?) {
        body = .arguments(filter)
    }

    /// Applies the filter; a filter without arguments refuses any.
    func invoke(value: Any?, arguments: [Any?], context: Context) throws -> Any? {
        switch body {
        case .simple(let filter):
            guard arguments.isEmpty else { throw TemplateSyntaxError("Can't invoke filter with an argument") }
            return try filter(value)
        case .arguments(let filter):
            return try filter(value, arguments, context)
        }
    }
}
