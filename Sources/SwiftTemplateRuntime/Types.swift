import Foundation

/// Every scanned type, in lists by kind (`types.all`, `types.classes`, …), as in Sourcery.
///
/// Lists are sorted by name. `types` holds everything, `all` leaves out protocols and protocol
/// compositions, and `extensions` holds extensions of types that were not scanned.
public final class Types: NSObject, ModelLoadable {
    @ModelMember(.types) public private(set) var types: [Type] = []
    @ModelMember(.all) public private(set) var all: [Type] = []
    @ModelMember(.protocols) public private(set) var protocols: [Protocol] = []
    @ModelMember(.protocolCompositions) public private(set) var protocolCompositions: [ProtocolComposition] = []
    @ModelMember(.classes) public private(set) var classes: [Class] = []
    @ModelMember(.structs) public private(set) var structs: [Struct] = []
    @ModelMember(.enums) public private(set) var enums: [Enum] = []
    @ModelMember(.extensions) public private(set) var extensions: [Type] = []
    @ModelMember(.typealiases) public private(set) var typealiases: [Typealias] = []

    public init(types: [Type], typealiases: [Typealias] = []) {
        self.types = types
        self.typealiases = typealiases
    }

    func load(from record: ModelRecord) {
        types = record.objects(.types)
        all = record.objects(.all)
        protocols = record.objects(.protocols)
        protocolCompositions = record.objects(.protocolCompositions)
        classes = record.objects(.classes)
        structs = record.objects(.structs)
        enums = record.objects(.enums)
        extensions = record.objects(.extensions)
        typealiases = record.objects(.typealiases)
    }

    /// Types by global name.
    public private(set) lazy var typesByName: [String: Type] =
        Dictionary(types.map { ($0.globalName, $0) }, uniquingKeysWith: { first, _ in first })

    /// Typealiases by name.
    public private(set) lazy var typesaliasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// `types.based["X"]`: types based on `X`, known or not.
    public private(set) lazy var based = TypesCollection(types: types, relation: .based)
    /// `types.inheriting["C"]`: types inheriting from the scanned class `C`.
    public private(set) lazy var inheriting = TypesCollection(types: types, relation: .inheriting)
    /// `types.implementing["P"]`: types implementing the scanned protocol `P`.
    public private(set) lazy var implementing = TypesCollection(types: types, relation: .implementing)
}
