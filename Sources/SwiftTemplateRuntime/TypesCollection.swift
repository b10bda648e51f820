import Foundation

/// `types.implementing["P"]`, `types.inheriting["C"]`, `types.based["X"]`: the types related to a name.
///
/// As in Sourcery, `implementing` and `inheriting` need a scanned protocol (class) of that name;
/// otherwise the error is logged (so the template fails with it) and the list is empty.
public final class TypesCollection: NSObject {
    /// Which relationship a collection follows.
    enum Relation {
        case implementing, inheriting, based
    }

    private let all: [Type]
    private let relation: Relation
    private let byName: [String: [Type]]

    init(types: [Type], relation: Relation) {
        self.all = types
        self.relation = relation
        var byName: [String: [Type]] = [:]
        for type in types {
            for name in Self.names(of: type, by: relation) { byName[name, default: []].append(type) }
        }
        self.byName = byName
    }

    /// The types related to `key`; throws when `key` cannot be used with this relation.
    public func types(forKey key: String) throws -> [Type] {
        var longKey: String?
        if relation != .based {
            guard let named = all.first(where: { $0.name == key }) else {
                throw RuntimeError(description: "Unknown type \(key), should be used with `based`")
            }
            if relation == .implementing, !(named is Protocol) {
                throw RuntimeError(description: "\(named.name) is a class and should be used with `inheriting` or `based`")
            }
            if relation == .inheriting, !(named is Class) {
                throw RuntimeError(description: "\(named.name) is not a class and should be used with `implementing` or `based`")
            }
            longKey = named.module.map { "\($0).\(named.name)" }
        }
        return byName[key] ?? longKey.flatMap { byName[$0] } ?? []
    }

    public subscript(_ key: String) -> [Type] {
        do {
            return try types(forKey: key)
        } catch {
            Log.error(error)
            return []
        }
    }

    private static func names(of type: Type, by relation: Relation) -> [String] {
        switch relation {
        case .implementing: return Array(type.implements.keys)
        case .inheriting: return Array(type.inherits.keys)
        case .based: return Array(type.based.keys)
        }
    }
}
