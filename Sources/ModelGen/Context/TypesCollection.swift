import Foundation
import ModelScanner
import StencilLite

/// `types.implementing.X`, `types.inheriting.X`, `types.based.X`: the types related to any name `X`.
///
/// Unlike Sourcery, `X` need not be a scanned protocol (or class): `implementing` of a protocol
/// composition lists its conformers. When the list is empty because `X` is unknown or of the
/// wrong kind, the message Sourcery logs on macOS (and drops on Linux) is recorded in `misuses`.
struct TypesCollection: TemplateLookup {
    /// Which relationship a collection follows.
    enum Relation {
        case implementing, inheriting, based
    }

    private let types: [SwiftType]
    private let relation: Relation
    private let misuses: RelationMisuses

    init(_ types: [SwiftType], relation: Relation, misuses: RelationMisuses) {
        self.types = types
        self.relation = relation
        self.misuses = misuses
    }

    func lookup(_ member: String) -> LookupResult {
        let related = types.filter { $0.isRelated(to: member, by: relation) }
        if related.isEmpty, let message = misuse(of: member) {
            misuses.record(message)
        }
        return .found(related as [Any])
    }

    var memberNames: [String] { [] }

    /// Sourcery's message when `name` cannot be used with this relation, or nil when it can.
    private func misuse(of name: String) -> String? {
        guard relation != .based else { return nil }
        let relationName = relation == .implementing ? "implementing" : "inheriting"
        guard let named = types.first(where: { $0.name == name }) else {
            return "Unknown type \(name), should be used with `based` (in types.\(relationName).\(name))"
        }
        switch (relation, named.kind) {
        case (.implementing, .protocol), (.implementing, .protocolComposition), (.inheriting, .class):
            return nil
        case (.implementing, .class):
            return "\(name) is a class and should be used with `inheriting` or `based` (in types.implementing.\(name))"
        case (.implementing, let kind):
            return "\(name) is a \(kind.rawValue) and should be used with `based` (in types.implementing.\(name))"
        default:
            return "\(name) is not a class and should be used with `implementing` or `based` (in types.inheriting.\(name))"
        }
    }
}

/// Messages about misused `types.implementing`/`inheriting` names, collected while one template renders.
///
/// `@unchecked Sendable`: a concurrent render (`Environment.concurrentLoops`) records from several
/// threads, so every access to `messages` holds `lock` (NSLock: `Mutex` needs macOS 15). A misuse is
/// recorded once per name, so the lock is off the hot path.
final class RelationMisuses: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: Set<String> = []

    /// Records `message` (once).
    func record(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        messages.insert(message)
    }

    /// The recorded messages, sorted (the same whichever thread met which name first), forgetting them.
    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let sorted = messages.sorted()
        messages = []
        return sorted
    }
}

extension SwiftType {
    /// Whether `name` is among this type's `implements`, `inherits` or `based` keys.
    func isRelated(to name: String, by relation: TypesCollection.Relation) -> Bool {
        switch relation {
        case .implementing: return implements[name] != nil
        case .inheriting: return inherits[name] != nil
        case .based: return based[name] != nil
        }
    }
}
