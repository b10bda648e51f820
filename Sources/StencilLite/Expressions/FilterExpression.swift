/// `value|filter1|filter2:arg1,arg2`, compiled once: the variable, then each filter with its argument variables.
public final class FilterExpression: Resolvable {
    /// The variable the filters apply to.
    let variable: Variable
    let filters: [(filter: Filter, arguments: [Variable])]

    /// Compiles `text`; unknown filters are errors here, as in Stencil.
    init(_ text: String, environment: Environment) throws {
        let bits = text.smartSplit(separator: "|").map { $0.trimmingSpacesLikeStencil() }
        guard let first = bits.first else {
            throw TemplateSyntaxError("Variable tags must include at least 1 argument")
        }
        variable = Variable(first)
        filters = try bits.dropFirst().map { bit in
            let (name, arguments) = Self.filterComponents(bit)
            return (try environment.findFilter(name), arguments)
        }
    }

    /// The filter name and its argument variables in `name:arg1,arg2`.
    private static func filterComponents(_ bit: String) -> (String, [Variable]) {
        var components = bit.smartSplit(separator: ":")
        let name = components.isEmpty ? "" : components.removeFirst().trimmingSpacesLikeStencil()
        let arguments = components.joined(separator: ":").smartSplit(separator: ",")
            .map { Variable($0.trimmingSpacesLikeStencil()) }
        return (name, arguments)
    }

    /// The variable's value passed through every filter.
    public func resolve(_ context: Context) throws -> Any? {
        try resolve(context, strict: false)
    }

    /// As `resolve`, but with strict mode an undefined variable without filters is an error.
    func resolve(_ context: Context, strict: Bool) throws -> Any? {
        var value = try variable.resolve(context, strict: strict && filters.isEmpty)
        var index = 0
        while index < filters.count {
            let (filter, arguments) = filters[index]
            index += 1
            var values: [Any?] = []
            if !arguments.isEmpty {
                values.reserveCapacity(arguments.count)
                var argument = 0
                while argument < arguments.count {
                    values.append(try arguments[argument].resolve(context))
                    argument += 1
                }
            }
            value = try filter.invoke(value: value, arguments: values, context: context)
            if let text = value as? String { try TextLimit.check(text, in: context, "The value of '\(variable.variable)'") }
        }
        return value
    }
}

/// `from...to`, an array of the Ints between both ends (counting down when `from > to`).
public struct RangeExpression: Resolvable {
    let from: FilterExpression
    let to: FilterExpression

    /// The largest range a template may build, to keep a typo from eating all memory.
    static let maximumCount = 10_000_000

    /// A range when `text` splits on `...` into exactly two parts.
    init?(_ text: String, environment: Environment, containedIn token: Token?) throws {
        let parts = text.splitOnEvery("...")
        guard parts.count == 2 else { return nil }
        from = try environment.compileFilter(parts[0], containedIn: token)
        to = try environment.compileFilter(parts[1], containedIn: token)
    }

    /// The Ints of the range.
    public func resolve(_ context: Context) throws -> Any? {
        let lower = try from.resolve(context)
        let upper = try to.resolve(context)
        guard let first = Self.integer(lower) else {
            throw TemplateSyntaxError("'from' value is not an Integer (\(lower.map { "\($0)" } ?? "nil"))")
        }
        guard let last = Self.integer(upper) else {
            throw TemplateSyntaxError("'to' value is not an Integer (\(upper.map { "\($0)" } ?? "nil") )")
        }
        let (difference, overflow) = last.subtractingReportingOverflow(first)
        guard !overflow, difference.magnitude < Self.maximumCount else {
            throw TemplateSyntaxError("The range \(first)...\(last) has more than \(Self.maximumCount) elements")
        }
        return first > last ? Array((last...first).reversed()) : Array(first...last)
    }

    private static func integer(_ value: Any?) -> Int? {
        guard let value, let number = ValueSemantics.number(from: value) else { return nil }
        return Int(exactly: number)
    }
}

extension String {
    /// Splits on every occurrence of `separator` (Foundation's `components(separatedBy:)` for a String).
    func splitOnEvery(_ separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
