/// A filter as registered in an `Extension`: with or without arguments, optionally reading the context.
///
/// Filters written for the public API take and return `Any?`, converted from and to the render
/// loop's `TemplateValue` around each call. The built-ins and the filters templates use most take
/// `TemplateValue` itself (`init(values:)`), so nothing is converted (a failing `as?` from `Any`
/// costs 400–1,300 instructions, a conversion back 150–300).
public struct Filter: Sendable {
    enum Body: Sendable {
        case simple(@Sendable (Any?) throws -> Any?)
        case arguments(@Sendable (Any?, [Any?], Context) throws -> Any?)
        case values(@Sendable (TemplateValue, [TemplateValue], Context) throws -> TemplateValue)
        case builtin(BuiltinFilter)
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

    /// A filter over the render loop's own values: its value, its arguments' values and the context.
    public init(values filter: @escaping @Sendable (TemplateValue, [TemplateValue], Context) throws -> TemplateValue) {
        body = .values(filter)
    }

    /// A filter over the render loop's own values that takes no arguments.
    public init(value filter: @escaping @Sendable (TemplateValue) throws -> TemplateValue) {
        body = .values { value, arguments, _ in
            guard arguments.isEmpty else { throw Self.noArguments }
            return try filter(value)
        }
    }

    /// One of the built-ins.
    init(builtin: BuiltinFilter) {
        body = .builtin(builtin)
    }

    static let noArguments = TemplateSyntaxError("Can't invoke filter with an argument")

    /// Applies the filter to `value` with `arguments`, each in the form the filter takes; a filter
    /// without arguments refuses any.
    func invoke(value: TemplateValue, arguments: [TemplateValue], context: Context) throws -> TemplateValue {
        switch body {
        case .simple(let filter):
            guard arguments.isEmpty else { throw Self.noArguments }
            return TemplateValue(try filter(value.anyValue))
        case .arguments(let filter):
            var values: [Any?] = []
            values.reserveCapacity(arguments.count)
            var index = 0
            while index < arguments.count {
                values.append(arguments[index].anyValue)
                index += 1
            }
            return TemplateValue(try filter(value.anyValue, values, context))
        case .values(let filter):
            return try filter(value, arguments, context)
        case .builtin(let builtin):
            return try builtin.apply(to: value, arguments: arguments)
        }
    }
}

/// A filter as a template applies it (`|name:arg1,arg2`), compiled once.
final class FilterCall: Sendable {
    let filter: Filter
    let arguments: [any Resolvable]
    /// The arguments' values when every one is a literal (`default:"x"`, or none at all): worked out
    /// once, so applying the filter evaluates nothing and builds no array (the render benchmark's
    /// `filters` shape: 600 instructions a call).
    private let literalArguments: LiteralValues?

    init(filter: Filter, arguments: [any Resolvable]) {
        self.filter = filter
        self.arguments = arguments
        var literals: [TemplateValue] = []
        for argument in arguments {
            guard let value = (argument as? Variable)?.literalValue else { break }
            literals.append(value)
        }
        literalArguments = literals.count == arguments.count ? LiteralValues(values: literals) : nil
    }

    /// The filter applied to `value`, its arguments evaluated in `context`.
    func apply(to value: TemplateValue, in context: Context) throws -> TemplateValue {
        if let literalArguments {
            return try filter.invoke(value: value, arguments: literalArguments.values, context: context)
        }
        // There are arguments (none is a literal list): a filter that takes none refuses them unevaluated.
        if case .simple = filter.body { throw Filter.noArguments }
        if arguments.count == 1, case .builtin(let builtin) = filter.body {
            return try builtin.apply(to: value, argument: try arguments[0].value(in: context))
        }
        return try filter.invoke(value: value, arguments: try arguments.values(in: context), context: context)
    }
}

/// Values of template literals. `@unchecked Sendable`: `TemplateValue` is not `Sendable` (it can
/// hold any `Any`), but a literal's value is a String, Int, Float or Bool, immutable and Sendable.
struct LiteralValues: @unchecked Sendable {
    let values: [TemplateValue]
}
