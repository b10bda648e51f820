import Foundation

/// Stencil's built-in filters: `default`, `capitalize`, `uppercase`, `lowercase`, `join`, `split`, `indent`, `filter`.
enum BuiltinFilters {
    /// Foundation's `capitalized` of each element or of the printed value (over bytes for ASCII text).
    static func capitalize(_ value: TemplateValue) -> TemplateValue {
        mapStrings(value) { ASCIICapitalization.capitalized($0) ?? $0.capitalized }
    }

    static func uppercase(_ value: TemplateValue) -> TemplateValue {
        mapStrings(value) { $0.uppercased() }
    }

    static func lowercase(_ value: TemplateValue) -> TemplateValue {
        mapStrings(value) { $0.lowercased() }
    }

    /// `transform` of the printed value, or of each element's when the value casts to `[Any?]`.
    private static func mapStrings(_ value: TemplateValue, _ transform: (String) -> String) -> TemplateValue {
        switch value {
        case .string(let string): return .string(transform(string))
        case .none, .int, .double, .bool, .dictionary, .lookup, .forLoop: return .string(transform(ValueSemantics.stringify(value)))
        case .array, .object: break
        }
        if let array = value.anyValue as? [Any?] {
            return TemplateValue(array.map { transform(ValueSemantics.stringify($0)) })
        }
        return .string(transform(ValueSemantics.stringify(value)))
    }

    /// The value unless it is nil or prints as `nil`; otherwise the first non-nil argument.
    static func defaultValue(_ value: TemplateValue, _ arguments: [TemplateValue]) -> TemplateValue {
        keepsValue(value) ? value : arguments.first { !$0.isNone } ?? .none
    }

    /// `default` with one argument.
    static func defaultValue(_ value: TemplateValue, _ argument: TemplateValue) -> TemplateValue {
        keepsValue(value) ? value : argument
    }

    /// Whether `default` keeps `value`: it is not nil and does not print as `nil`.
    private static func keepsValue(_ value: TemplateValue) -> Bool {
        switch value {
        case .none: return false
        case .string(let string): return string != "nil"
        case .int, .double, .bool, .array, .dictionary, .lookup, .forLoop: return true
        case .object(let object): return !ValueSemantics.describesAsNil(object)
        }
    }

    static func join(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
        guard arguments.count < 2 else { throw TemplateSyntaxError("'join' filter takes at most one argument") }
        return join(value, separator: arguments.first.map(ValueSemantics.stringify) ?? "")
    }

    static func join(_ value: TemplateValue, separator: String) -> TemplateValue {
        let elements: [Any]
        switch value {
        case .array(let array): elements = array
        case .object(let object) where type(of: object) == [String].self:
            // Each String prints as itself: no element-wise `as? [Any]`, no cast per element (1,900 → 50
            // instructions a word, the render benchmark's `filters` shape).
            return .string((object as! [String]).joinedAsUTF8(separator: separator))
        case .object(let object): guard let array = object as? [Any] else { return value }
            elements = array
        case .none, .string, .int, .double, .bool, .dictionary, .lookup, .forLoop: return value
        }
        return .string(elements.map { ValueSemantics.stringify($0) }.joined(separator: separator))
    }

    static func split(_ value: Any?, _ arguments: [Any?]) throws -> Any? {
        guard arguments.count < 2 else { throw TemplateSyntaxError("'split' filter takes at most one argument") }
        let separator = ValueSemantics.stringify(arguments.first ?? " ")
        guard let string = value as? String else { return value }
        return string.components(separatedBy: separator)
    }

    static func indent(_ value: Any?, _ arguments: [Any?]) throws -> Any? {
        guard arguments.count <= 3 else { throw TemplateSyntaxError("'indent' filter can take at most 3 arguments") }
        var width = 4
        if let first = arguments.first {
            guard let int = first as? Int else {
                throw TemplateSyntaxError("'indent' filter width argument must be an Integer (\(String(describing: first)))")
            }
            guard int >= 0 else { throw TemplateSyntaxError("'indent' filter width argument must not be negative (\(int))") }
            guard int <= 1_000 else { throw TemplateSyntaxError("'indent' filter width argument must be at most 1000 (\(int))") }
            width = int
        }
        var unit = " "
        if arguments.count > 1 {
            guard let string = arguments[1] as? String else {
                throw TemplateSyntaxError("'indent' filter indentation argument must be a String (\(String(describing: arguments[1]))")
            }
            unit = string
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard let bool = arguments[2] as? Bool else {
                throw TemplateSyntaxError("'indent' filter indentFirst argument must be a Bool")
            }
            indentFirst = bool
        }
        let indentation = String(repeating: unit, count: width)
        let text = ValueSemantics.stringify(value)
        guard !indentation.isEmpty else { return text }
        var lines = text.components(separatedBy: .newlines)
        let first = (indentFirst ? indentation : "") + (lines.isEmpty ? "" : lines.removeFirst())
        return ([first] + lines.map { $0.isEmpty ? "" : indentation + $0 }).joined(separator: "\n")
    }

    /// Applies the filter expression named by the argument (`s|filter:"uppercase"`).
    static func filter(_ value: Any?, _ arguments: [Any?], _ context: Context) throws -> Any? {
        guard let value else { return nil }
        guard arguments.count == 1 else { throw TemplateSyntaxError("'filter' filter takes one argument") }
        let expression = try context.environment.compileFilter("$0|\(ValueSemantics.stringify(arguments[0]))")
        context.pushScope()
        defer { context.popScope() }
        context.define("$0", value)
        return try expression.resolve(context)
    }
}

extension ValueSemantics {
    /// Whether `String(describing: value)` is the text `nil` (what `default` replaces).
    static func describesAsNil(_ value: Any) -> Bool {
        if let string = value as? String { return string == "nil" }
        if value is Int || value is Bool || value is [Any] || value is [String: Any] || value is TemplateLookup { return false }
        return String(describing: value) == "nil"
    }
}

extension Extension {
    /// Stencil's built-in tags and filters (its `DefaultExtension`); every `Environment` ends with it.
    public static let builtins: Extension = {
        var builtins = Extension()
        builtins.registerTag("for", parser: ForNode.parse)
        builtins.registerTag("break", parser: LoopControlNode.parse)
        builtins.registerTag("continue", parser: LoopControlNode.parse)
        builtins.registerTag("if", parser: IfNode.parse)
        builtins.registerTag("ifnot", parser: IfNode.parseIfNot)
        builtins.registerTag("include", parser: IncludeNode.parse)
        builtins.registerTag("extends", parser: ExtendsNode.parse)
        builtins.registerTag("block", parser: BlockNode.parse)
        builtins.registerTag("filter", parser: FilterTagNode.parse)
        builtins.register(Filter(builtin: .defaultValue), named: "default")
        builtins.register(Filter(builtin: .text(.capitalize)), named: "capitalize")
        builtins.register(Filter(builtin: .text(.uppercase)), named: "uppercase")
        builtins.register(Filter(builtin: .text(.lowercase)), named: "lowercase")
        builtins.register(Filter(builtin: .join), named: "join")
        builtins.registerFilter("split", filter: BuiltinFilters.split)
        builtins.registerFilter("indent", filter: BuiltinFilters.indent)
        builtins.registerFilter("filter", filter: BuiltinFilters.filter)
        return builtins
    }()
}
