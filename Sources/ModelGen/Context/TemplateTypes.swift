import ModelScanner
import StencilLite

/// The `types` object of Sourcery's template context: every scanned type, in lists by kind.
///
/// Lists keep the scanner's order (sorted by name). As in Sourcery, `types` holds everything,
/// `all` leaves out protocols, and `extensions` holds extensions of types that were not scanned.
final class TemplateTypes: TemplateLookup {
    private let types: [SwiftType]
    private let all: [SwiftType]
    private let enumsByCase: [ObjectIdentifier: SwiftType]

    init(_ types: [SwiftType]) {
        self.types = types
        self.all = types.filter { $0.kind != "protocol" && $0.kind != "protocolComposition" }
        var enumsByCase: [ObjectIdentifier: SwiftType] = [:]
        for type in types {
            for enumCase in type.cases { enumsByCase[ObjectIdentifier(enumCase)] = type }
        }
        self.enumsByCase = enumsByCase
    }

    /// The enum that declares `enumCase`.
    func enumDeclaring(_ enumCase: EnumCase) -> SwiftType? {
        enumsByCase[ObjectIdentifier(enumCase)]
    }

    func lookup(_ member: String) -> LookupResult {
        switch member {
        case "types": return .found(types as [Any])
        case "all": return .found(all as [Any])
        case "classes": return .found(all.filter { $0.kind == "class" } as [Any])
        case "structs": return .found(all.filter { $0.kind == "struct" } as [Any])
        case "enums": return .found(all.filter { $0.kind == "enum" } as [Any])
        case "extensions": return .found(all.filter(\.isExtension) as [Any])
        case "protocols": return .found(types.filter { $0.kind == "protocol" } as [Any])
        case "protocolCompositions": return .found(types.filter { $0.kind == "protocolComposition" } as [Any])
        case "implementing": return .found(TypesCollection(types, relation: .implementing))
        case "inheriting": return .found(TypesCollection(types, relation: .inheriting))
        case "based": return .found(TypesCollection(types, relation: .based))
        default: return .unknown
        }
    }

    var memberNames: [String] {
        ["all", "based", "classes", "enums", "extensions", "implementing", "inheriting", "protocolCompositions",
         "protocols", "structs", "types"]
    }
}

/// `types.implementing.X`, `types.inheriting.X`, `types.based.X`: the types related to any name `X`.
///
/// Unlike Sourcery, `X` need not be a scanned protocol (or class): `implementing` of a protocol
/// composition lists its conformers, and a name nothing relates to gives an empty list.
struct TypesCollection: TemplateLookup {
    /// Which relationship a collection follows.
    enum Relation {
        case implementing, inheriting, based
    }

    private let types: [SwiftType]
    private let relation: Relation

    init(_ types: [SwiftType], relation: Relation) {
        self.types = types
        self.relation = relation
    }

    func lookup(_ member: String) -> LookupResult {
        .found(types.filter { $0.isRelated(to: member, by: relation) } as [Any])
    }

    var memberNames: [String] { [] }
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
