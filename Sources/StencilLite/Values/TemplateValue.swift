/// A value as the render loop carries it: the types templates meet most as typed cases, so that
/// truthiness, `==`, `in` and printing switch on a tag instead of casting from `Any` (a successful
/// cast is 150–280 instructions, a failing one 400–1,300), and copies are a switch instead of
/// `Optional<Any>`'s generic value witnesses (12% of a release Firebase.stencil run before).
///
/// Each typed case holds exactly the Swift type Stencil's semantics test for (`[Any]`, not any
/// array); a class answering `TemplateLookup` (a model object) is `lookup`, whose members are read
/// through its witness table; `forloop` is `forLoop`; everything else — value types answering `TemplateLookup`,
/// macros, other numbers and collections — is `object` and keeps `Any`'s behaviour. Filters and the
/// public `resolve` see `Any?` (`anyValue`).
public enum TemplateValue {
    case none
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([Any])
    case dictionary([String: Any])
    /// Two words held inline (a reference and a witness table), so making one allocates nothing and
    /// copying one is a retain; reading a member is a call through the witness table, where an
    /// `object` is cast from `Any` to its class first.
    case lookup(any TemplateLookup & AnyObject)
    /// A `for` loop's `forloop` at one iteration, two words held inline (see `ForLoopIteration`).
    case forLoop(ForLoopIteration)
    indirect case object(Any)

    /// The value of `value`, typed when its dynamic type is exactly one of the typed cases' (told
    /// apart by metadata, without a cast that could fail).
    public init(_ value: Any?) {
        guard let value else {
            self = .none
            return
        }
        self.init(some: value)
    }

    /// The value of `value`, which is not wrapped in an `Optional`: what reading a dictionary or array
    /// element gives (wrapping it to call `init(_:)` copied the `Any` twice more).
    @inline(__always)
    init(some value: Any) {
        switch ValueSemantics.exactType(of: value) {
        case .string: self = .string(ValueSemantics.exactValue(value, as: String.self))
        case .int: self = .int(ValueSemantics.exactValue(value, as: Int.self))
        case .bool: self = .bool(ValueSemantics.exactValue(value, as: Bool.self))
        case .double: self = .double(ValueSemantics.exactValue(value, as: Double.self))
        case .array: self = .array(ValueSemantics.exactValue(value, as: [Any].self))
        case .dictionary: self = .dictionary(ValueSemantics.exactValue(value, as: [String: Any].self))
        case .other:
            // For a class, the cast is the conformance look-up `object` would pay on every member
            // read. A value type never gets that far: on Linux a failing cast to a class existential
            // boxes the value first, which made a `[[String: Any]]` context 5.5x slower to render
            // (the render benchmark's Sourcery-style shape: 15.8 -> 87 ms, release).
            if type(of: value) == ForLoopInfo.self {
                // A `forloop` handed to a filter or the public API and back: one form for the render loop.
                self = .forLoop((value as! ForLoopInfo).iteration)
            } else if type(of: value) is AnyClass, let object = value as? any TemplateLookup & AnyObject {
                self = .lookup(object)
            } else {
                self = .object(value)
            }
        }
    }

    /// A model object, or `.none` for nil (what a member reader returns for an optional object).
    public init(object: (any TemplateLookup & AnyObject)?) {
        if let object { self = .lookup(object) } else { self = .none }
    }

    /// A string, or `.none` for nil.
    public init(string: String?) {
        if let string { self = .string(string) } else { self = .none }
    }

    /// The value as filters and the public API see it.
    public var anyValue: Any? {
        switch self {
        case .none: return nil
        case .string(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .bool(let value): return value
        case .array(let value): return value
        case .dictionary(let value): return value
        case .lookup(let value): return value
        case .forLoop(let iteration): return iteration.info
        case .object(let value): return value
        }
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
