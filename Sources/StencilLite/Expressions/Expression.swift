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

    /// A node of the expression's tree. Not `indirect`: matching an indirect case copies the payload
    /// it binds out of its box (a retain and a release), where a class's fields are read in place.
    enum Node: Sendable {
        case operand(Operand)
        case not(Negation)
        case and(Operands)
        case or(Operands)
        /// `left in right`.
        case contains(Operands)
        case compare(Comparison, Operands)

        var isOperand: Bool {
            if case .operand = self { return true }
            return false
        }

        /// The value of an operand node. A method, so that the node is matched where it is stored:
        /// binding it to a pattern in the caller copied its operand (a retain and a release).
        func operandValue(in context: Context) throws -> TemplateValue {
            guard case .operand(let operand) = self else { return .none }
            return try operand.value(in: context)
        }

        /// Whether the node is true in `context`. A method on the node, for the same reason.
        func holds(in context: Context) throws -> Bool {
            switch self {
            case .operand(.filter(let expression)):
                // The commonest condition, read without `Operand.value`'s call level (a debug build pays
                // each level's frame set-up).
                return ValueSemantics.isTruthy(try expression.value(in: context, strict: false))
            case .operand(let operand):
                return ValueSemantics.isTruthy(try operand.value(in: context))
            case .not(let negation):
                return try !negation.node.holds(in: context)
            case .and(let operands):
                return try operands.left.holds(in: context) && operands.right.holds(in: context)
            case .or(let operands):
                return try operands.left.holds(in: context) || operands.right.holds(in: context)
            case .contains(let operands):
                // Stencil: `in` and comparisons between anything but operands are false.
                guard operands.left.isOperand && operands.right.isOperand else { return false }
                return ValueSemantics.contains(try operands.right.operandValue(in: context), try operands.left.operandValue(in: context))
            case .compare(let comparison, let operands):
                guard operands.left.isOperand && operands.right.isOperand else { return false }
                return try Expression.compare(comparison, operands.left.operandValue(in: context), operands.right.operandValue(in: context))
            }
        }
    }

    /// The node a `not` negates.
    final class Negation: Sendable {
        let node: Node

        init(_ node: Node) {
            self.node = node
        }
    }

    /// The two sides of an infix operator.
    final class Operands: Sendable {
        let left: Node
        let right: Node

        init(_ left: Node, _ right: Node) {
            self.left = left
            self.right = right
        }
    }

    let root: Node

    /// Whether the expression is true in `context`.
    public func evaluate(context: Context) throws -> Bool {
        try root.holds(in: context)
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

    fileprivate static func compare(_ comparison: Comparison, _ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
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
