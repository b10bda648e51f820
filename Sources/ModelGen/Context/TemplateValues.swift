import ModelScanner

/// Turns model values into the plain values templates read and print.
enum TemplateValues {
    /// Annotations as a dictionary of strings, `true`, numbers, arrays and nested dictionaries.
    static func annotations(_ annotations: Annotations) -> [String: Any] {
        // Most declarations have none, and `mapValues` allocates even for an empty dictionary.
        guard !annotations.isEmpty else { return [:] }
        return annotations.mapValues(value)
    }

    /// One annotation (or `--args`) value as a template sees it.
    static func value(_ annotation: AnnotationValue) -> Any {
        switch annotation {
        case .bool(let flag): return flag
        case .number(let number): return self.number(number)
        case .string(let text): return text
        case .array(let values): return values.map(value)
        case .object(let entries): return entries.mapValues(value)
        }
    }

    /// A whole number as `Int`, so `5` prints `5` (Sourcery on Linux prints `5.0`); others stay `Double`.
    static func number(_ number: Double) -> Any {
        guard number.rounded() == number, abs(number) < 1e15 else { return number }
        return Int(number)
    }

    /// Attributes keyed by name, as `[String: [Any]]` so templates can index and loop over them.
    static func attributes(_ attributes: [String: [Attribute]]) -> [String: Any] {
        attributes.mapValues { $0 as [Any] }
    }

    /// Arbitrary configuration values (`args:` from YAML, `--args`): annotation values are converted.
    static func argument(_ value: Any) -> Any {
        switch value {
        case let annotation as AnnotationValue: return self.value(annotation)
        case let number as Double: return self.number(number)
        case let values as [Any]: return values.map(argument)
        case let entries as [String: Any]: return entries.mapValues(argument)
        default: return value
        }
    }
}

extension Attribute: CustomStringConvertible {}

extension Modifier: CustomStringConvertible {
    /// The source text, e.g. `private(set)` (what `{{ modifier }}` prints).
    public var description: String { asSource }
}
