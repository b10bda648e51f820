/// The built-in filters templates use most, applied through a switch rather than a closure: calling
/// a stored closure retained and released its context, and a filter without arguments went through
/// a second closure that checked for none (with the one-argument call below, 961k -> 879k
/// instructions per parse and render of the render benchmark's `filters` shape, release).
enum BuiltinFilter: Sendable {
    /// `capitalize`, `uppercase` or `lowercase`, which take no arguments.
    case text(TextCase)
    case defaultValue
    case join

    enum TextCase: Sendable {
        case capitalize, uppercase, lowercase
    }

    func apply(to value: TemplateValue, arguments: [TemplateValue]) throws -> TemplateValue {
        switch self {
        case .text(let textCase):
            guard arguments.isEmpty else { throw Filter.noArguments }
            switch textCase {
            case .capitalize: return BuiltinFilters.capitalize(value)
            case .uppercase: return BuiltinFilters.uppercase(value)
            case .lowercase: return BuiltinFilters.lowercase(value)
            }
        case .defaultValue: return BuiltinFilters.defaultValue(value, arguments)
        case .join: return try BuiltinFilters.join(value, arguments)
        }
    }

    /// With one argument, passed without an array: one allocated and freed per call cost
    /// `{{ missing|default:word }}` 400 instructions (release).
    func apply(to value: TemplateValue, argument: TemplateValue) throws -> TemplateValue {
        switch self {
        case .text: throw Filter.noArguments
        case .defaultValue: return BuiltinFilters.defaultValue(value, argument)
        case .join: return BuiltinFilters.join(value, separator: ValueSemantics.stringify(argument))
        }
    }
}
