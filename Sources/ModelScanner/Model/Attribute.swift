/// An attribute such as `@objc(Name)` or `@available(iOS 13, *)`.
public final class Attribute: Sendable {
    /// The name without `@` (`available`).
    public let name: String
    /// Arguments: `label: value` gives `label` → value; unlabeled ones are keyed `"0"`, `"1"`, ….
    /// Parsed on each read (templates rarely read them), so the attribute is immutable.
    public var arguments: [String: String] { Attribute.parseArguments(argumentText) }
    /// The argument text between the parentheses, or nil without parentheses.
    public let argumentText: String?

    init(name: String, argumentText: String?) {
        self.name = name
        self.argumentText = argumentText
    }

    /// Attributes that never take arguments, so `@autoclosure() -> T` is a function type after them.
    private static let withoutArguments: Set<String> = [
        "autoclosure", "escaping", "Sendable", "noescape", "MainActor", "unchecked", "retroactive", "preconcurrency",
    ]

    /// Whether a `(` right after `@name` starts something else than the attribute's arguments.
    static func takesNoArguments(_ name: String) -> Bool { withoutArguments.contains(name) }

    /// The source text, e.g. `@objc(Name)`.
    public var asSource: String {
        argumentText.map { "@\(name)(\($0))" } ?? "@\(name)"
    }

    /// The source text, e.g. `@objc(Name)`.
    public var description: String { asSource }

    private static func parseArguments(_ text: String?) -> [String: String] {
        guard let text else { return [:] }
        var result: [String: String] = [:]
        for (index, piece) in TextSplitting.splitTopLevel(text, separator: ",").enumerated() {
            if let colon = TextSplitting.topLevelColon(in: piece) {
                let label = TextSplitting.trimmed(String(piece[..<colon]))
                let value = TextSplitting.trimmed(String(piece[piece.index(after: colon)...]))
                if !label.isEmpty, !label.contains(" ") {
                    result[label] = value
                    continue
                }
            }
            result[String(index)] = TextSplitting.trimmed(piece)
        }
        return result
    }
}

/// A declaration modifier such as `public`, `final` or `private(set)`.
public struct Modifier: Hashable, Sendable {
    /// The keyword (`private`).
    public let name: String
    /// The detail in parentheses (`set` for `private(set)`), if any.
    public let detail: String?

    /// The source text, e.g. `private(set)`.
    public var asSource: String {
        detail.map { "\(name)(\($0))" } ?? name
    }
}

/// Attributes keyed by name (several `@available` give an array).
func groupedByName(_ attributes: [Attribute]) -> [String: [Attribute]] {
    var result: [String: [Attribute]] = [:]
    for attribute in attributes {
        result[attribute.name, default: []].append(attribute)
    }
    return result
}
