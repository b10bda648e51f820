import Foundation

/// A type as written in a declaration (`[String: Int]?`, `(Int) -> Void`, `Box<Item>`).
///
/// String interpolation prints `description`: attributes, modifiers and `name`.
public final class TypeName: NSObject, LosslessStringConvertible, ModelLoadable {
    /// The type as written, optional suffix included (`Int?`).
    @ModelMember(.name) public internal(set) var name: String = ""
    /// Without `?`/`!`/`Optional<>` and attributes.
    @ModelMember(.unwrappedTypeName) public internal(set) var unwrappedTypeName: String = ""
    @ModelMember(.isOptional) public internal(set) var isOptional: Bool = false
    @ModelMember(.isImplicitlyUnwrappedOptional) public internal(set) var isImplicitlyUnwrappedOptional: Bool = false
    /// The name with typealiases resolved, or nil when it is the same.
    @ModelMember(.actualTypeName) public internal(set) var actualTypeName: TypeName? = nil
    @ModelMember(.isVoid) public internal(set) var isVoid: Bool = false
    @ModelMember(.isNever) public internal(set) var isNever: Bool = false
    @ModelMember(.isTuple) public internal(set) var isTuple: Bool = false
    @ModelMember(.tuple) public internal(set) var tuple: TupleType? = nil
    @ModelMember(.isArray) public internal(set) var isArray: Bool = false
    @ModelMember(.array) public internal(set) var array: ArrayType? = nil
    @ModelMember(.isDictionary) public internal(set) var isDictionary: Bool = false
    @ModelMember(.dictionary) public internal(set) var dictionary: DictionaryType? = nil
    @ModelMember(.isSet) public internal(set) var isSet: Bool = false
    @ModelMember(.set) public internal(set) var set: SetType? = nil
    @ModelMember(.isClosure) public internal(set) var isClosure: Bool = false
    @ModelMember(.closure) public internal(set) var closure: ClosureType? = nil
    @ModelMember(.isGeneric) public internal(set) var isGeneric: Bool = false
    @ModelMember(.generic) public internal(set) var generic: GenericType? = nil
    @ModelMember(.isProtocolComposition) public internal(set) var isProtocolComposition: Bool = false
    @ModelMember(.attributes) public internal(set) var attributes: AttributeList = [:]
    @ModelMember(.modifiers) public internal(set) var modifiers: [SourceryModifier] = []
    /// Attributes, modifiers and the unwrapped name, then `?` or `!`.
    @ModelMember(.asSource) public internal(set) var asSource: String = ""
    @ModelMember(.description) private var text: String = ""

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

    /// What a `TypeName` property holds until its owner's initializer sets it (`@ModelMember`
    /// needs an initial value). Never changed (the owner replaces it), so sharing it is safe; a
    /// `TypeName()` per owner costs 2.3% of a program reading a cached model of swift-nio's Sources
    /// (345.4 M -> 353.4 M instructions, callgrind) and 1.2% of the benchmarks' listing.
    nonisolated(unsafe) static let placeholder = TypeName(name: "")

    /// An empty type name, for `load(from:)` to fill in (without the work of `init(name:)`: most
    /// of a model file's objects are type names).
    override init() {
        super.init()
    }

    public convenience init?(_ description: String) {
        self.init(name: description)
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        unwrappedTypeName = record.string(.unwrappedTypeName)
        isOptional = record.bool(.isOptional)
        isImplicitlyUnwrappedOptional = record.bool(.isImplicitlyUnwrappedOptional)
        actualTypeName = record.object(.actualTypeName)
        isVoid = record.bool(.isVoid)
        isNever = record.bool(.isNever)
        isTuple = record.bool(.isTuple)
        tuple = record.object(.tuple)
        isArray = record.bool(.isArray)
        array = record.object(.array)
        isDictionary = record.bool(.isDictionary)
        dictionary = record.object(.dictionary)
        isSet = record.bool(.isSet)
        set = record.object(.set)
        isClosure = record.bool(.isClosure)
        closure = record.object(.closure)
        isGeneric = record.bool(.isGeneric)
        generic = record.object(.generic)
        isProtocolComposition = record.bool(.isProtocolComposition)
        attributes = record.attributes(.attributes)
        modifiers = record.objects(.modifiers)
        asSource = record.string(.asSource)
        text = record.string(.description)
    }

    /// Sorted attributes, modifiers and `name`, e.g. `@escaping (Int) -> Void`.
    override public var description: String { text }
}
