import Foundation

/// A variable or member name interned once, when a template is parsed or a member table is built,
/// so that rendering finds a member by indexing an array with `id` and a variable by comparing
/// Ints, instead of hashing and comparing strings on every look-up.
public struct MemberKey: Sendable, CustomStringConvertible {
    /// The name's number, the same for every use of the name in this process; `-1` when the name
    /// was not interned (a subscript's value, known only while rendering).
    public let id: Int
    /// The name as written.
    public let name: String

    /// The key of `name`, interning it.
    public init(_ name: String) {
        self.init(id: MemberKeys.shared.intern(name), name: name)
    }

    /// The key of `name` without interning it: its id if a template or table already interned it,
    /// else `-1` (no table has such a member). For names met while rendering or asked for by name,
    /// which would otherwise grow the interned names without bound.
    public init(lookingUp name: String) {
        self.init(id: MemberKeys.shared.existingID(of: name) ?? -1, name: name)
    }

    private init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }
}

/// The process's interned names. Only template parsing and table building intern, never the render
/// loop, so the lock is off the hot path.
///
/// `@unchecked Sendable`: every access to `ids` and `names` holds `lock` (NSLock, since `Mutex`
/// needs macOS 15). What it buys, measured with callgrind on `Templates/Firebase.stencil` over 100
/// models: member and variable look-ups by Int instead of hashing strings (see docs/Performance.md).
final class MemberKeys: @unchecked Sendable {
    static let shared = MemberKeys()

    private let lock = NSLock()
    private var ids: [String: Int] = [:]
    /// The names by id.
    private var names: [String] = []

    func intern(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = names.count
        ids[name] = id
        names.append(name)
        return id
    }

    /// The name interned as `id`.
    func name(of id: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[id]
    }

    func existingID(of name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return ids[name]
    }
}
