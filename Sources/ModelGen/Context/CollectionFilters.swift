import Foundation
import StencilLite

/// Sourcery's filters over arrays and dictionaries: `count`, `isEmpty`, `reversed`, `toArray`,
/// `last`, `push`, `sortedValuesByKeys`, `sorted`, `sortedDescending`, `json`.
enum CollectionFilters {
    /// Registers every collection filter into `extension`.
    static func register(into extension: inout Extension) {
        `extension`.registerFilter("count") { (value: Any?) -> Any? in
            if let array = value as? [Any] { return array.count }
            if let dictionary = value as? [String: Any] { return dictionary.count }
            return value
        }
        `extension`.registerFilter("isEmpty") { (value: Any?) -> Any? in
            if let array = value as? [Any] { return array.isEmpty }
            if let text = value as? String { return text.isEmpty }
            if let dictionary = value as? [String: Any] { return dictionary.isEmpty }
            return false
        }
        `extension`.registerFilter("reversed") { (value: Any?) -> Any? in
            (value as? [Any]).map { Array($0.reversed()) } ?? value
        }
        `extension`.registerFilter("toArray") { (value: Any?) -> Any? in
            guard let value else { return nil }
            return value as? [Any] ?? [value]
        }
        `extension`.registerFilter("last") { (value: Any?) -> Any? in
            (value as? [Any])?.last
        }
        `extension`.registerFilter("push") { (value: Any?, arguments: [Any?]) -> Any? in
            guard arguments.count == 1 else { throw TemplateSyntaxError("'push' takes one argument, e.g. push:\"item\"") }
            return ((value as? [Any]) ?? []) + (arguments[0].map { [$0] } ?? [])
        }
        `extension`.registerFilter("sortedValuesByKeys") { (value: Any?) -> Any? in
            guard let dictionary = value as? [String: Any] else { return nil }
            return dictionary.keys.sorted().compactMap { dictionary[$0] }
        }
        for (name, descending) in [("sorted", false), ("sortedDescending", true)] {
            `extension`.registerFilter(name) { (value: Any?, arguments: [Any?]) -> Any? in
                let key = try BoolFilter.stringArgument(arguments, of: name)
                return (value as? [Any]).map { Sorting.sorted($0, by: key, descending: descending) }
            }
        }
        `extension`.registerFilter("json") { (value: Any?, arguments: [Any?]) -> Any? in
            try JSONText.make(value, pretty: arguments.first.map { ($0 as? Bool) == true || ($0 as? String) == "true" } ?? false)
        }
    }
}

/// `sorted:"key"`: by a member of each element (`"self"` for the element itself): numbers by
/// value, everything else as case-insensitive text.
enum Sorting {
    /// `values` ordered by `key`; equal elements keep their order.
    static func sorted(_ values: [Any], by key: String, descending: Bool) -> [Any] {
        let keys = values.map { sortKey(of: $0, key) }
        let order = values.indices.sorted { left, right in
            let comparison = compare(keys[left], keys[right])
            if comparison == .orderedSame { return left < right }
            return descending ? comparison == .orderedDescending : comparison == .orderedAscending
        }
        return order.map { values[$0] }
    }

    private static func compare(_ left: Any?, _ right: Any?) -> ComparisonResult {
        if let left = number(left), let right = number(right) {
            return left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
        }
        return text(left).caseInsensitiveCompare(text(right))
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Int: return Double(number)
        case let number as Double: return number
        default: return nil
        }
    }

    private static func text(_ value: Any?) -> String {
        guard let value else { return "" }
        return value as? String ?? String(describing: value)
    }

    private static func sortKey(of value: Any, _ key: String) -> Any? {
        guard key != "self" else { return value }
        if let object = value as? TemplateLookup, case .found(let found) = object.lookup(key) {
            return found
        }
        return (value as? [String: Any])?[key]
    }
}

/// The `json` filter: JSON text for strings, numbers, booleans, arrays and dictionaries (keys sorted).
enum JSONText {
    static func make(_ value: Any?, pretty: Bool) throws -> String {
        let plain = try plainValue(value)
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
        if pretty { options.insert(.prettyPrinted) }
        let data = try JSONSerialization.data(withJSONObject: plain, options: options)
        return String(decoding: data, as: UTF8.self)
    }

    /// The value with model objects refused and nil as JSON null.
    private static func plainValue(_ value: Any?) throws -> Any {
        switch value {
        case nil: return NSNull()
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let number as Double:
            guard number.isFinite else { throw TemplateSyntaxError("'json' cannot encode the number \(number)") }
            return number
        case let array as [Any]: return try array.map(plainValue)
        case let dictionary as [String: Any]: return try dictionary.mapValues(plainValue)
        case let other?:
            throw TemplateSyntaxError("'json' cannot encode a \(type(of: other)); use it on strings, numbers, booleans, arrays or dictionaries")
        }
    }
}
