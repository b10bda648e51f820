/// Stencil's `DynamicMemberLookup`: a value that answers `value.member` itself, returning nil when it has no such member.
public protocol DynamicMemberLookup {
    /// The value of `member`, or nil.
    subscript(dynamicMember member: String) -> Any? { get }
}

/// How `value.member` is answered, fastest cases first, `Mirror` only as the last resort.
enum MemberLookup {
    /// What kind of value a type is, decided once per type (per render) so lookups make one successful cast.
    enum Kind {
        case lookup(LookupReader), dictionary, otherDictionary, array, string, forLoop, dynamic, rawRepresentable, other
    }

    /// Reads members of one `TemplateLookup` type, made once per type from a value opened as that type:
    /// it casts each value to the concrete type instead of searching the protocol's conformances on
    /// every lookup (release Firebase.stencil, 100 models: 0.921 -> 0.881 G instructions). The kind
    /// cache hands it only values of exactly that type (checked again here), so the cast is `as!`:
    /// `as?` or a `case let` pattern asks the runtime for `Optional<Object>`'s metadata on every
    /// call in a debug build (1.6% of a debug run).
    struct LookupReader {
        let lookup: (_ value: Any, _ member: MemberKey) -> LookupResult?

        init<Object: TemplateLookup>(for _: Object) {
            let objectType = ObjectIdentifier(Object.self)
            lookup = { value, member in
                guard ObjectIdentifier(type(of: value)) == objectType else { return nil }
                return (value as! Object).lookup(member)
            }
        }
    }

    static func kind(of value: Any, in context: Context) -> Kind {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let recent = context.recentKinds.kind(of: type) { return recent }
        if let known = context.valueKinds[type] {
            context.recentKinds.remember(known, for: type)
            return known
        }
        let kind: Kind
        switch value {
        case is ForLoopInfo: kind = .forLoop  // a `TemplateLookup` whose unknown members are nil, not errors
        case let object as TemplateLookup: kind = .lookup(LookupReader(for: object))
        case is [String: Any]: kind = .dictionary
        case is StringKeyedDictionaryConvertible: kind = .otherDictionary
        case is AnyArray: kind = .array
        case is String: kind = .string
        case is DynamicMemberLookup: kind = .dynamic
        case is any RawRepresentable: kind = .rawRepresentable
        default: kind = .other
        }
        context.valueKinds[type] = kind
        context.recentKinds.remember(kind, for: type)
        return kind
    }

    /// The kinds of the two most recently met types, checked before the dictionary.
    struct RecentKinds {
        private var first: (ObjectIdentifier, Kind)?
        private var second: (ObjectIdentifier, Kind)?

        func kind(of type: ObjectIdentifier) -> Kind? {
            if let first, first.0 == type { return first.1 }
            if let second, second.0 == type { return second.1 }
            return nil
        }

        mutating func remember(_ kind: Kind, for type: ObjectIdentifier) {
            second = first
            first = (type, kind)
        }
    }

    private static let countKey = MemberKey("count")

    /// The member `step` names: nil when there is no such member, `.none` when it exists and is nil.
    /// Strings, `[Any]` and `[String: Any]` answer here; anything else as an `Any`.
    static func member(_ step: MemberStep, of value: TemplateValue, in context: Context) throws -> TemplateValue? {
        // `if let`, not `Optional.map`: a generic, unspecialized call in a debug build.
        let found: Any??
        switch value {
        case .none:
            return nil
        case .string(let string):
            found = string.templateMember(step.key.name, index: step.index)
        case .array(let array):
            found = array.templateMember(step.key.name, index: step.index)
        case .dictionary(let dictionary):
            if step.id == countKey.id { return .int(dictionary.count) }
            guard let entry = dictionary.templateEntry(step.key.name) else { return nil }
            return TemplateValue(some: entry)
        case .lookup(let object):
            // A model object's member, the commonest case: one call through the witness table. An
            // unknown member's error (and a nested type's name) one call level further down.
            if let result = object.templateValue(step.key) { return result }
            found = try member(step.key, index: step.index, of: object as Any, in: context)
        case .forLoop(let iteration):
            if let counter = iteration.counter(step.key) { return counter }
            found = iteration.info.member(step.key.name)
        case .object(let object):
            // A value type's `TemplateLookup` member, read here; anything else one call level further down.
            if case .lookup(let reader) = kind(of: object, in: context), case .found(let result)? = reader.lookup(object, step.key) {
                return TemplateValue(result)
            }
            found = try member(step.key, index: step.index, of: object, in: context)
        case .int(let number as Any), .double(let number as Any), .bool(let number as Any):
            found = try member(step.key, index: step.index, of: number, in: context)
        }
        guard let found else { return nil }
        return TemplateValue(found)
    }

    /// The member's value: nil when there is no such member, `.some(nil)` when it exists and is nil.
    static func member(_ key: MemberKey, index: Int?, of value: Any, in context: Context) throws -> Any?? {
        let name = key.name
        switch kind(of: value, in: context) {
        case .lookup(let reader):
            switch reader.lookup(value, key) {
            case .found(let result)?: return .some(result)
            case .unknown?:
                guard let object = value as? TemplateLookup else { return nil }
                throw unknownMember(name, of: object)
            case nil: return nil
            }
        case .dictionary:
            guard let dictionary = value as? [String: Any] else { return nil }
            if name == "count" { return dictionary.count }
            guard let result = dictionary[name] else { return nil }
            return .some(result)
        case .otherDictionary:
            guard let dictionary = (value as? StringKeyedDictionaryConvertible)?.stringKeyed else { return nil }
            if name == "count" { return dictionary.count }
            guard let result = dictionary[name] else { return nil }
            return .some(result)
        case .array:
            guard let array = value as? AnyArray else { return nil }
            return array.templateMember(name, index: index)
        case .string:
            guard let string = value as? String else { return nil }
            return string.templateMember(name, index: index)
        case .forLoop:
            return (value as? ForLoopInfo)?.member(name) ?? nil
        case .dynamic:
            return (value as? DynamicMemberLookup)?[dynamicMember: name].map { $0 }
        case .rawRepresentable:
            guard name == "rawValue", let raw = value as? any RawRepresentable else { return nil }
            return .some(raw.rawValue)
        case .other:
            return mirrorMember(name, index: index, of: Mirror(reflecting: value))
        }
    }

    /// A stored property (or tuple element) found by reflection, searching superclasses too.
    private static func mirrorMember(_ name: String, index: Int?, of mirror: Mirror) -> Any?? {
        var current: Mirror? = mirror
        while let mirror = current {
            if let child = mirror.descendant(name) ?? index.flatMap({ mirror.descendant($0) }) {
                if let optional = child as? AnyOptional {
                    return .some(optional.wrapped)
                }
                return .some(child)
            }
            current = mirror.superclassMirror
        }
        return nil
    }

    private static func unknownMember(_ name: String, of object: TemplateLookup) -> TemplateSyntaxError {
        let suggestions = Suggestions.closestOrLonger(name, among: object.memberNames)
            .filter { $0.hasPrefix(name) || Suggestions.editDistance($0, name) <= max(2, name.count / 2) }
        let hint = suggestions.isEmpty ? "" : " Did you mean \(Suggestions.phrase(suggestions))?"
        return TemplateSyntaxError("Unknown member '\(name)' of \(object.templateTypeName).\(hint)").aboutAName()
    }
}

/// Any Swift array, read without converting it to `[Any]` (which copies every element).
protocol AnyArray {
    var isEmpty: Bool { get }
    func templateMember(_ name: String, index: Int?) -> Any??
}

extension Array: AnyArray {}

extension Collection {
    /// `first`, `last`, `count` and indexes of an array or string; nil otherwise (also `last` of an empty one).
    func templateMember(_ name: String, index: Int?) -> Any?? {
        if let index {
            guard index >= 0, index < count else { return nil }
            return .some(self[self.index(startIndex, offsetBy: index)])
        }
        switch name {
        case "first": return first.map { .some($0) } ?? nil
        case "last": return isEmpty ? nil : .some(self[self.index(startIndex, offsetBy: count - 1)])
        case "count": return .some(count)
        default: return nil
        }
    }
}

/// A dictionary whose keys are not Strings, read with its keys' descriptions (as Stencil normalizes `[1: "one"]`).
protocol StringKeyedDictionaryConvertible {
    var stringKeyed: [String: Any] { get }
}

extension Dictionary: StringKeyedDictionaryConvertible {
    var stringKeyed: [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in self {
            result[(key as? String) ?? String(describing: key)] = value
        }
        return result
    }
}

/// Lets reflection tell a nil optional apart from a value.
protocol AnyOptional {
    var wrapped: Any? { get }
}

extension Optional: AnyOptional {
    var wrapped: Any? {
        switch self {
        case .some(let value): return (value as? AnyOptional)?.wrapped ?? value
        case .none: return nil
        }
    }
}
