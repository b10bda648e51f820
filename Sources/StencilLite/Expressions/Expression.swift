/// A boolean expression as used by `if`, `elif`, `ifnot`, `for … where` and `{{ a if b }}`.
public struct Expression: Resolvable {
    /// A value inside an expression: a filter expression or a range.
    enum Operand: Sendable {
        case filter(FilterExpression)
        case range(RangeExpression)

        func value(in context: Context) throws -> TemplateValue {
            switch self {
            case .filter(let expression): return try expression.value(in: context, strict: false)
            case .range(let range): return try range.value(in: context)
            }
        }
    }

    enum Comparison: Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    }

    indirect enum Node: Sendable {
        case operand(Operand)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case contains(element: Node, container: Node)
        case compare(Comparison, Node, Node)
    }

    let root: Node

    /// Whether the expression is true in `context`.
    public func evaluate(context: Context) throws -> Bool {
        try Self.evaluate(root, context)
    }

    /// A single operand resolves to its own value; anything else to `"true"` or `"false"` (Stencil).
    public func resolve(_ context: Context) throws -> Any? {
        try value(in: context).anyValue
    }

    public func value(in context: Context) throws -> TemplateValue {
        if case .operand(let operand) = root { return try operand.value(in: context) }
        return .string(try evaluate(context: context) ? "true" : "false")
    }

    /// The operand when the whole expression is one.
    var singleOperand: Operand? {
        if case .operand(let operand) = root { return operand }
        return nil
    }

    private static func evaluate(_ node: Node, _ context: Context) throws -> Bool {
        switch node {
        case .operand(.filter(let expression)):
            // The commonest condition, read without `Operand.value`'s call level (a debug build pays
            // each level's frame set-up).
            return ValueSemantics.isTruthy(try expression.value(in: context, strict: false))
        case .operand(let operand):
            return ValueSemantics.isTruthy(try operand.value(in: context))
        case .not(let inner):
            return try !evaluate(inner, context)
        case .and(let lhs, let rhs):
            return try evaluate(lhs, context) && evaluate(rhs, context)
        case .or(let lhs, let rhs):
            return try evaluate(lhs, context) || evaluate(rhs, context)
        case .contains(let element, let container):
            guard case .operand(let lhs) = element, case .operand(let rhs) = container else { return false }
            return ValueSemantics.contains(try rhs.value(in: context), try lhs.value(in: context))
        case .compare(let comparison, let left, let right):
            guard case .operand(let lhs) = left, case .operand(let rhs) = right else { return false }
            return try compare(comparison, lhs.value(in: context), rhs.value(in: context))
        }
    }

    private static func compare(_ comparison: Comparison, _ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch comparison {
        case .equal: return ValueSemantics.areEqual(lhs, rhs)
        case .notEqual: return !ValueSemantics.areEqual(lhs, rhs)
        default: break
        }
        // On the render loop's values: an Int or Double is read without boxing it in an `Any` and casting it back.
        guard let left = ValueSemantics.number(from: lhs), let right = ValueSemantics.number(from: rhs) else {
            return false
        }
        switch comparison {
        case .less: return left < right
        case .lessOrEqual: return left <= right
        case .greater: return left > right
        default: return left >= right
        }
    }
}
