/// `value|filter1|filter2:arg1,arg2`, compiled once: the variable, then each filter with its argument variables.
public final class FilterExpression: Resolvable {
    /// The variable the filters apply to.
    let variable: Variable
    /// The variable's key path, read directly on the hot path (one call level less in a debug build).
    private let keyPath: KeyPath?
    let filters: [FilterCall]
    /// The expression is a key path without filters (decided once: `filters.isEmpty` asks for the
    /// tuple's metadata on every call in a debug build).
    private let isKeyPathAlone: Bool

    /// Compiles `text`; unknown filters are errors here, as in Stencil.
    init(_ text: String, environment: Environment) throws {
        let bits = text.smartSplit(separator: "|").map { $0.trimmingSpacesLikeStencil() }
        guard let first = bits.first else {
            throw TemplateSyntaxError("Variable tags must include at least 1 argument")
        }
        variable = Variable(first)
        keyPath = variable.keyPath
        filters = try bits.dropFirst().map { bit in
            let (name, arguments) = Self.filterComponents(bit)
            return FilterCall(filter: try environment.findFilter(name), arguments: arguments)
        }
        isKeyPathAlone = keyPath != nil && filters.isEmpty
    }

    /// The filter name and its argument variables in `name:arg1,arg2`.
    private static func filterComponents(_ bit: String) -> (String, [any Resolvable]) {
        var components = bit.smartSplit(separator: ":")
        let name = components.isEmpty ? "" : components.removeFirst().trimmingSpacesLikeStencil()
        // Most filters have no `:` or one: joining the rest again is needed only for more (2,000
        // instructions a filter, a tenth of parsing the render benchmark's `filters` template).
        let arguments = components.count > 1 ? components.joined(separator: ":") : components.first ?? ""
        return (name, arguments.smartSplit(separator: ",").map { Variable($0.trimmingSpacesLikeStencil()) as any Resolvable })
    }

    /// The variable's value passed through every filter.
    public func resolve(_ context: Context) throws -> Any? {
        try value(in: context, strict: false).anyValue
    }

    public func value(in context: Context) throws -> TemplateValue {
        try value(in: context, strict: false)
    }

    /// As `value(in:)`, but with strict mode an undefined variable without filters is an error.
    func value(in context: Context, strict: Bool) throws -> TemplateValue {
        // Most expressions are a key path alone: read it with as few locals as possible, each of which
        // a debug build zeroes on entry (`filteredValue` has 14 of them).
        // `keyPath?.`, not `if let keyPath`: binding a field retains it, a call through `?.` borrows it.
        if isKeyPathAlone, let value = try keyPath?.resolve(in: context, variable: variable.variable, strict: strict) {
            return value
        }
        return try filteredValue(in: context, strict: strict)
    }

    private func filteredValue(in context: Context, strict: Bool) throws -> TemplateValue {
        let count = filters.count
        let variableValue = try keyPath?.resolve(in: context, variable: variable.variable, strict: strict && count == 0)
            ?? variable.value(in: context, strict: false)
        guard count > 0 else { return variableValue }
        var result = variableValue
        var index = 0
        while index < count {
            result = try filters[index].apply(to: result, in: context)
            index += 1
            // The limit is compared here and `TextLimit.check` called only to throw (as `renderNodes`
            // does): the call with its message closure cost 50 instructions a filter.
            switch result {
            case .string(let text) where text.utf8.count > context.textLimit:
                try TextLimit.check(text, in: context, "The value of '\(variable.variable)'")
            case .object(let other): if let text = other as? String { try TextLimit.check(text, in: context, "The value of '\(variable.variable)'") }
            default: break
            }
        }
        return result
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
        // Most expressions have no `...`: a byte search says so for a fraction of `split`'s cost
        // (16,000 instructions an expression, 1% of a release Firebase.stencil run).
        guard UTF8Search.contains(text, "...") else { return nil }
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
