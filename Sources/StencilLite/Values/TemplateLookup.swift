/// A value whose members templates read as `value.member`, answered without reflection.
public protocol TemplateLookup {
    /// The value of `member`, or `.unknown` when this value has no such member.
    func lookup(_ member: String) -> LookupResult
    /// The value of the member `key` names, or `.unknown`: what rendering asks, with the name
    /// interned when the template was parsed (by default `lookup(key.name)`).
    func lookup(_ key: MemberKey) -> LookupResult
    /// The value of the member `key` names as the render loop carries it, or nil when this value
    /// has no such member (by default `lookup(key)`'s, converted). A model object's class answers
    /// it through its witness table, with no cast from `Any` to find its members.
    func templateValue(_ key: MemberKey) -> TemplateValue?
    /// Every member name, for suggesting the closest one when a lookup is unknown.
    var memberNames: [String] { get }
    /// The name templates and their docs use for this kind of value, in error messages
    /// (by default the Swift type's name).
    var templateTypeName: String { get }
}

extension TemplateLookup {
    public func lookup(_ key: MemberKey) -> LookupResult { lookup(key.name) }

    public func templateValue(_ key: MemberKey) -> TemplateValue? {
        switch lookup(key) {
        case .found(let value): return TemplateValue(value)
        case .unknown: return nil
        }
    }

    public var templateTypeName: String { String(describing: type(of: self)) }
}

/// The outcome of a `TemplateLookup`.
public enum LookupResult { case found(Any?), unknown }
