import SwiftSyntaxDump

/// One field on which two dumps disagree.
public struct DumpDifference: Sendable {
    /// Where the type is declared (`file:line`, from whichever dump has it), to find the code quickly.
    public var location: String = ""
    /// The type's dump name.
    public var typeName: String
    /// `variable NAME`, `method NAME`, `case NAME` (with `#2`… for repeated names), or empty for the type itself.
    public var member: String
    /// The JSON key that differs (`type`/`variable`/… when one side lacks the entry).
    public var field: String
    /// The left dump's value, compact JSON.
    public var left: String
    /// The right dump's value, compact JSON.
    public var right: String

    /// The difference on one line: `Type member field: left ≠ right`.
    public var description: String {
        "\(typeName)\(member.isEmpty ? "" : " \(member)") \(field): \(left) ≠ \(right)"
    }
}

/// How far two dumps agree, compared as the dump format says (white space inside type
/// names and default values ignored; types matched by name, members by name and occurrence).
public struct DumpComparison: Sendable {
    /// Types that agree entirely, out of all type names in either dump.
    public private(set) var types = Tally()
    /// Variables that agree, out of all variables in either dump.
    public private(set) var variables = Tally()
    /// Methods that agree, out of all methods in either dump.
    public private(set) var methods = Tally()
    /// Enum cases that agree, out of all cases in either dump.
    public private(set) var cases = Tally()
    /// Every difference, in type-name order.
    public private(set) var differences: [DumpDifference] = []
    /// How many differences each field has, to show where most of the disagreement is.
    public private(set) var fieldCounts: [String: Int] = [:]

    /// Agreement counts for one kind of entry.
    public struct Tally: Sendable {
        /// Entries equal in both dumps.
        public var agreeing = 0
        /// Entries in either dump.
        public var total = 0
        /// The share that agrees, as a percentage.
        public var percentage: Double { total == 0 ? 100 : Double(agreeing) * 100 / Double(total) }
    }

    /// Compares `left` (for example ModelScanner's dump) with `right` (the swift-syntax dump).
    public init(left: JSONValue, right: JSONValue) {
        let leftTypes = Self.typesByName(Self.normalized(left))
        let rightTypes = Self.typesByName(Self.normalized(right))
        var names = Set(leftTypes.keys).union(rightTypes.keys).sorted()
        names = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names {
            compareType(name, leftTypes[name], rightTypes[name])
        }
    }

    /// Whether the dumps are equal.
    public var isIdentical: Bool { differences.isEmpty }

    private mutating func compareType(_ name: String, _ left: JSONValue?, _ right: JSONValue?) {
        types.total += 1
        let declared = right ?? left
        currentLocation = "\(declared?["file"]?.stringValue ?? "?"):\(declared?["line"]?.compactDescription ?? "?")"
        guard let left, let right else {
            record(DumpDifference(typeName: name, member: "", field: "type",
                                  left: left == nil ? "missing" : "present", right: right == nil ? "missing" : "present"))
            for type in [left, right].compactMap({ $0 }) {
                variables.total += (type["variables"]?.elements.count ?? 0)
                methods.total += (type["methods"]?.elements.count ?? 0)
                cases.total += (type["cases"]?.elements.count ?? 0)
            }
            return
        }
        if left == right { types.agreeing += 1 }
        let members: Set<String> = ["variables", "methods", "cases"]
        let keys = Set(Self.members(left).keys).union(Self.members(right).keys).subtracting(members).sorted()
        for key in keys where left[key] != right[key] {
            record(DumpDifference(typeName: name, member: "", field: key,
                                  left: left[key]?.compactDescription ?? "absent", right: right[key]?.compactDescription ?? "absent"))
        }
        compareMembers(name, "variables", left, right, tally: \.variables)
        compareMembers(name, "methods", left, right, tally: \.methods)
        compareMembers(name, "cases", left, right, tally: \.cases)
    }

    private mutating func compareMembers(_ typeName: String, _ key: String, _ left: JSONValue, _ right: JSONValue, tally: WritableKeyPath<DumpComparison, Tally>) {
        let leftMembers = Self.keyed(left[key]?.elements ?? [])
        let rightMembers = Self.keyed(right[key]?.elements ?? [])
        let rightByKey = Dictionary(rightMembers, uniquingKeysWith: { first, _ in first })
        let leftByKey = Dictionary(leftMembers, uniquingKeysWith: { first, _ in first })
        let singular = String(key.dropLast())
        for (memberKey, value) in leftMembers {
            self[keyPath: tally].total += 1
            guard let other = rightByKey[memberKey] else {
                record(DumpDifference(typeName: typeName, member: "\(singular) \(memberKey)", field: singular, left: "present", right: "missing"))
                continue
            }
            if value == other { self[keyPath: tally].agreeing += 1; continue }
            let fields = Set(Self.members(value).keys).union(Self.members(other).keys).sorted()
            for field in fields where value[field] != other[field] {
                record(DumpDifference(typeName: typeName, member: "\(singular) \(memberKey)", field: field,
                                      left: value[field]?.compactDescription ?? "absent", right: other[field]?.compactDescription ?? "absent"))
            }
        }
        for (memberKey, _) in rightMembers where leftByKey[memberKey] == nil {
            self[keyPath: tally].total += 1
            record(DumpDifference(typeName: typeName, member: "\(singular) \(memberKey)", field: singular, left: "missing", right: "present"))
        }
        if leftMembers.count == rightMembers.count, leftMembers.map(\.0) != rightMembers.map(\.0),
           Set(leftMembers.map(\.0)) == Set(rightMembers.map(\.0)) {
            record(DumpDifference(typeName: typeName, member: "", field: "\(key) order",
                                  left: leftMembers.map(\.0).joined(separator: ", "), right: rightMembers.map(\.0).joined(separator: ", ")))
        }
    }

    private var currentLocation = ""

    private mutating func record(_ difference: DumpDifference) {
        var difference = difference
        difference.location = currentLocation
        differences.append(difference)
        fieldCounts[difference.field, default: 0] += 1
    }

    /// Members keyed by name plus occurrence (`color`, `color#2`), in order.
    private static func keyed(_ members: [JSONValue]) -> [(String, JSONValue)] {
        var seen: [String: Int] = [:]
        return members.map { member in
            let name = member["name"]?.stringValue ?? "?"
            seen[name, default: 0] += 1
            let count = seen[name, default: 1]
            return (count == 1 ? name : "\(name)#\(count)", member)
        }
    }

    private static func typesByName(_ dump: JSONValue) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for type in dump["types"]?.elements ?? [] {
            if let name = type["name"]?.stringValue, result[name] == nil { result[name] = type }
        }
        return result
    }

    private static func members(_ value: JSONValue) -> [String: JSONValue] {
        if case .object(let members) = value { return members }
        return [:]
    }

    private static let spaceInsensitiveKeys: Set<String> = ["typeName", "returnTypeName", "inheritedTypes", "defaultValue"]

    /// The value with white space removed inside the strings the dump format compares loosely.
    static func normalized(_ value: JSONValue, key: String? = nil) -> JSONValue {
        switch value {
        case .string(let text) where key.map(spaceInsensitiveKeys.contains) == true:
            return .string(text.removingWhiteSpace)
        case .array(let items):
            return .array(items.map { normalized($0, key: key) })
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (name, member) in members {
                result[name] = name == "annotations" ? member : normalized(member, key: name)
            }
            return .object(result)
        default:
            return value
        }
    }
}
