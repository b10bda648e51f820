import StencilLite

/// How Sourcery applies a boolean filter such as `enum` or `implements:"P"`.
///
/// On one object of a class the test understands, the result is a Bool. On an array, the result
/// keeps the elements that pass and drops those the test does not understand. Anything else
/// passes through unchanged. Every boolean filter also exists negated, with a `!` prefix.
enum BoolFilter {
    /// A test that returns nil for values of a class it does not apply to.
    typealias Test = @Sendable (Any) -> Bool?

    /// `value` filtered by `test`, or by its negation.
    static func apply(_ value: Any?, negated: Bool, _ test: Test) -> Any? {
        guard let value else { return nil }
        if let array = value as? [Any] {
            return array.filter { element in test(element).map { $0 != negated } ?? false }
        }
        guard let result = test(value) else { return value }
        return result != negated
    }

    /// The single string argument of `name:"text"`; any other use is an error naming the filter.
    static func stringArgument(_ arguments: [Any?], of name: String) throws -> String {
        guard arguments.count == 1, let text = arguments[0] as? String else {
            throw TemplateSyntaxError("'\(name)' takes one string argument, e.g. \(name):\"Name\"")
        }
        return text
    }
}

extension Extension {
    /// Registers `name` and `!name` as Sourcery boolean filters without arguments.
    mutating func registerBoolFilter(_ name: String, _ test: @escaping BoolFilter.Test) {
        registerFilter(name) { (value: Any?) in BoolFilter.apply(value, negated: false, test) }
        registerFilter("!" + name) { (value: Any?) in BoolFilter.apply(value, negated: true, test) }
    }

    /// Registers `name` and `!name` with a `!` form that is its own test, not the plain negation.
    mutating func registerBoolFilter(_ name: String, _ test: @escaping BoolFilter.Test, negation: @escaping BoolFilter.Test) {
        registerFilter(name) { (value: Any?) in BoolFilter.apply(value, negated: false, test) }
        registerFilter("!" + name) { (value: Any?) in BoolFilter.apply(value, negated: false, negation) }
    }

    /// Registers `name:"arg"` and `!name:"arg"` as Sourcery boolean filters with one string argument;
    /// `makeTest` turns the argument into the test once per use of the filter, not once per element.
    mutating func registerBoolFilter(_ name: String, argument makeTest: @escaping @Sendable (String) -> BoolFilter.Test) {
        for negated in [false, true] {
            registerFilter(negated ? "!" + name : name) { (value: Any?, arguments: [Any?]) in
                let test = makeTest(try BoolFilter.stringArgument(arguments, of: name))
                return BoolFilter.apply(value, negated: negated, test)
            }
        }
    }
}
