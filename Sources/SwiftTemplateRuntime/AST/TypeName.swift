import Foundation

/// A type as written in a declaration (`[String: Int]?`, `(Int) -> Void`, `Box<Item>`).
///
/// String interpolation prints `description`: attributes, modifiers and `name`.
public final class TypeName: NSObject, LosslessStringConvertible, ModelLoadable {
    /// The type as written, optional suffix included (`Int?`).
    public internal(set) var name: String
    /// Without `?`/`!`/`Optional<>` and attributes.
    public internal(set) var unwrappedTypeName: String
    public internal(set) var isOptional: Bool
    public internal(set) var isImplicitlyUnwrappedOptional: Bool
    /// The name with typealiases resolved, or nil when it is the same.
    public internal(set) var actualTypeName: TypeName?
    public internal(set) var isVoid: Bool
    public internal(set) var isNever: Bool
    public internal(set) var isTuple: Bool
    public internal(set) var tuple: TupleType?
    public internal(set) var isArray: Bool
    public internal(set) var array: ArrayType?
    public internal(set) var isDictionary: Bool
    public internal(set) var dictionary: DictionaryType?
    public internal(set) var isSet: Bool
    public internal(set) var set: SetType?
    public internal(set) var isClosure: Bool
    public internal(set) var closure: ClosureType?
    public internal(set) var isGeneric: Bool
    public internal(set) var generic: GenericType?
    public internal(set) var isProtocolComposition: Bool
    public internal(set) var attributes: AttributeList
    public internal(set) var modifiers: [SourceryModifier] = []
    /// Attributes, modifiers and the unwrapped name, then `?` or `!`.
    public internal(set) var asSource: String
    private var text: String

    public init(name: String, actualTypeName: TypeName? = nil, unwrappedTypeName: String? = nil,
                attributes: AttributeList = [:], isOptional: Bool = false, isImplicitlyUnwrappedOptional: Bool = false,
                tuple: TupleType? = nil, array: ArrayType? = nil, dictionary: DictionaryType? = nil,
                closure: ClosureType? = nil, set: SetType? = nil, generic: GenericType? = nil,
                isProtocolComposition: Bool = false) {
        let spelledOptional = name.hasPrefix("Optional<") || name.contains(" where ")
        let suffix = spelledOptional ? "" : isImplicitlyUnwrappedOptional ? "!" : isOptional ? "?" : ""
        let unwrapped = unwrappedTypeName ?? name
        let attributeSources = attributes.values.flatMap { $0 }.map(\.asSource).sorted()
        self.name = name + suffix
        self.unwrappedTypeName = unwrapped
        self.isOptional = isOptional || isImplicitlyUnwrappedOptional
        self.isImplicitlyUnwrappedOptional = isImplicitlyUnwrappedOptional
        self.actualTypeName = actualTypeName
        self.isVoid = name == "Void" || name == "()" || unwrapped == "Void"
        self.isNever = name == "Never"
        self.tuple = tuple
        self.isTuple = tuple != nil || actualTypeName?.tuple != nil
        self.array = array
        self.isArray = array != nil || actualTypeName?.array != nil
        self.dictionary = dictionary
        self.isDictionary = dictionary != nil || actualTypeName?.dictionary != nil
        self.set = set
        self.isSet = set != nil || actualTypeName?.set != nil
        self.closure = closure
        self.isClosure = closure != nil || actualTypeName?.closure != nil
        self.generic = generic
        self.isGeneric = generic != nil || actualTypeName?.generic != nil
        self.isProtocolComposition = isProtocolComposition
        self.attributes = attributes
        self.asSource = (attributeSources + [spelledOptional && isOptional ? name : unwrapped]).joined(separator: " ")
            + (spelledOptional && isOptional ? "" : suffix)
        self.text = (attributeSources + [name + suffix]).joined(separator: " ")
    }

    public convenience init?(_ description: String) {
        self.init(name: description)
    }

    func load(from record: ModelRecord) {
        name = record.string("name")
        unwrappedTypeName = record.string("unwrappedTypeName")
        isOptional = record.bool("isOptional")
        isImplicitlyUnwrappedOptional = record.bool("isImplicitlyUnwrappedOptional")
        actualTypeName = record.object("actualTypeName")
        isVoid = record.bool("isVoid")
        isNever = record.bool("isNever")
        isTuple = record.bool("isTuple")
        tuple = record.object("tuple")
        isArray = record.bool("isArray")
        array = record.object("array")
        isDictionary = record.bool("isDictionary")
        dictionary = record.object("dictionary")
        isSet = record.bool("isSet")
        set = record.object("set")
        isClosure = record.bool("isClosure")
        closure = record.object("closure")
        isGeneric = record.bool("isGeneric")
        generic = record.object("generic")
        isProtocolComposition = record.bool("isProtocolComposition")
        attributes = record.attributes("attributes")
        modifiers = record.objects("modifiers")
        asSource = record.string("asSource")
        text = record.string("description")
    }

    /// Sorted attributes, modifiers and `name`, e.g. `@escaping (Int) -> Void`.
    override public var description: String { text }
}
