/// Stencil's Pratt parser for boolean expressions. Binding powers: `in` 5, `or` 6, `and` 7,
/// `not` 8, comparisons 10; so `in` binds loosest of all.
struct ExpressionParser {
    private enum Item {
        case infix(String, Int)
        case prefix(String, Int)
        case operand(Expression.Operand)
        case group(Expression.Node)
        case end

        var bindingPower: Int {
            switch self {
            case .infix(_, let power), .prefix(_, let power): return power
            default: return 0
            }
        }
    }

    /// The most words an expression may have, and how deep brackets and `not`s may nest.
    static let maximumWords = 300
    static let maximumDepth = 100

    private let items: [Item]
    private var position = 0
    private let depth: Int

    /// Parses `components` (a tag's words after its name).
    static func parse(_ components: [String], environment: Environment, token: Token?) throws -> Expression {
        guard components.count <= maximumWords else {
            throw TemplateSyntaxError("'if' expression error: more than \(maximumWords) words")
        }
        // One word that is no operator is an operand (most `{{ }}` tags): no item list to parse.
        if components.count == 1, case .operand(let operand)? = try item(components[0], environment: environment, token: token) {
            return Expression(root: .operand(operand))
        }
        var parser = try ExpressionParser(components[...], environment: environment, token: token, depth: 0)
        return Expression(root: try parser.parse())
    }

    /// The item `component` is, nil for a bracket.
    private static func item(_ component: String, environment: Environment, token: Token?) throws -> Item? {
        switch component {
        case "(", ")": return nil
        case "in": return .infix(component, 5)
        case "or": return .infix(component, 6)
        case "and": return .infix(component, 7)
        case "not": return .prefix(component, 8)
        case "==", "!=", ">", ">=", "<", "<=": return .infix(component, 10)
        default: return .operand(try environment.compileOperand(component, containedIn: token))
        }
    }

    private init(_ components: ArraySlice<String>, environment: Environment, token: Token?, depth: Int) throws {
        guard depth <= Self.maximumDepth else {
            throw TemplateSyntaxError("'if' expression error: brackets nested more than \(Self.maximumDepth) deep")
        }
        self.depth = depth
        var items: [Item] = []
        var balance = 0
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            switch component {
            case "(":
                balance += 1
                var inner = 1
                var end = index + 1
                while end < components.endIndex {
                    if components[end] == "(" { inner += 1 } else if components[end] == ")" { inner -= 1 }
                    if inner == 0 { break }
                    end += 1
                }
                guard inner == 0 else { throw TemplateSyntaxError("'if' expression error: missing closing bracket") }
                var parser = try ExpressionParser(components[(index + 1)..<end], environment: environment, token: token, depth: depth + 1)
                items.append(.group(try parser.parse()))
                index = end
                continue
            case ")":
                balance -= 1
                guard balance >= 0 else { throw TemplateSyntaxError("'if' expression error: missing opening bracket") }
            default:
                if let item = try Self.item(component, environment: environment, token: token) { items.append(item) }
            }
            index += 1
        }
        self.items = items
    }

    private var current: Item { position < items.count ? items[position] : .end }

    private mutating func parse() throws -> Expression.Node {
        let node = try expression(bindingPower: 0)
        if case .end = current { return node }
        throw TemplateSyntaxError("'if' expression error: dangling token")
    }

    private mutating func expression(bindingPower: Int) throws -> Expression.Node {
        let first = current
        position += 1
        var left = try nullDenotation(first)
        while bindingPower < current.bindingPower {
            let item = current
            position += 1
            left = try leftDenotation(item, left: left)
        }
        return left
    }

    private mutating func nullDenotation(_ item: Item) throws -> Expression.Node {
        switch item {
        case .infix(let name, _):
            throw TemplateSyntaxError("'if' expression error: infix operator '\(name)' doesn't have a left hand side")
        case .prefix(_, let power):
            return .not(Expression.Negation(try expression(bindingPower: power)))
        case .operand(let operand):
            return .operand(operand)
        case .group(let node):
            return node
        case .end:
            break
        }
        throw TemplateSyntaxError("'if' expression error: end")
    }

    private mutating func leftDenotation(_ item: Item, left: Expression.Node) throws -> Expression.Node {
        switch item {
        case .infix(let name, let power):
            let right = try expression(bindingPower: power)
            let operands = Expression.Operands(left, right)
            switch name {
            case "in": return .contains(operands)
            case "or": return .or(operands)
            case "and": return .and(operands)
            case "==": return .compare(.equal, operands)
            case "!=": return .compare(.notEqual, operands)
            case ">": return .compare(.greater, operands)
            case ">=": return .compare(.greaterOrEqual, operands)
            case "<": return .compare(.less, operands)
            default: return .compare(.lessOrEqual, operands)
            }
        case .prefix(let name, _):
            throw TemplateSyntaxError("'if' expression error: prefix operator '\(name)' was called with a left hand side")
        default:
            throw TemplateSyntaxError("'if' expression error: end")
        }
    }
}
