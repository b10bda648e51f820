/// Stencil's `DynamicMemberLookup`: a value that answers `value.member` itself, returning nil when it has no such member.
public protocol DynamicMemberLookup {
    /// The value of `member`, or nil.
    subscript(dynamicMember member: String) -> Any? { get }
}

/// How `value.member` is answered, fastest cases first, `Mirror` only as the last resort.
enum MemberLookup {
    /// The member's value: nil when there is no such member, `.some(nil)` when it exists and is nil.
    static func member(_ name: String, index: Int?, of value: Any) throws -> Any?? {
        if let object = value as? TemplateLookup {
            switch object.lookup(name) {
            case .found(let result): return .some(result)
            case .unknown: throw unknownMember(name, of: object)
            }
        }
        if let dictionary = value as? [String: Any] {
            if name == "count" { return dictionary.count }
            guard let result = dictionary[name] else { return nil }
            return .some(result)
        }
        if let array = value as? [Any] {
            return element(name, index: index, of: array)
        }
        if let string = value as? String {
            return element(name, index: index, of: string)
        }
        if let loop = value as? ForLoopInfo {
            return loop.member(name)
        }
        if let dynamic = value as? DynamicMemberLookup {
            return dynamic[dynamicMember: name].map { $0 }
        }
        if name == "rawValue", let raw = value as? any RawRepresentable {
            return .some(raw.rawValue)
        }
        return mirrorMember(name, index: index, of: Mirror(reflecting: value))
    }

    /// `first`, `last`, `count` and indexes of an array or string; nil otherwise (also `last` of an empty one).
    private static func element<C: Collection>(_ name: String, index: Int?, of collection: C) -> Any?? {
        if let index {
            guard index >= 0, index < collection.count else { return nil }
            return .some(collection[collection.index(collection.startIndex, offsetBy: index)])
        }
        switch name {
        case "first": return collection.first.map { .some($0) } ?? nil
        case "last": return collection.isEmpty ? nil : .some(collection[collection.index(collection.startIndex, offsetBy: collection.count - 1)])
        case "count": return .some(collection.count)
        default: return nil
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
        let suggestions = Suggestions.closest(to: name, among: object.memberNames)
            .filter { Suggestions.editDistance($0, name) <= max(2, name.count / 2) }
        let hint = suggestions.isEmpty ? "" : " Did you mean \(Suggestions.phrase(suggestions))?"
        return TemplateSyntaxError("Unknown member '\(name)' of \(type(of: object)).\(hint)")
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
