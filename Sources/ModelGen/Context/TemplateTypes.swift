import ModelScanner
import StencilLite

/// The `types` object of Sourcery's template context: every scanned type, in lists by kind.
///
/// Lists keep the scanner's order (sorted by name). As in Sourcery, `types` holds everything,
/// `all` leaves out protocols, and `extensions` holds extensions of types that were not scanned.
final class TemplateTypes: TemplateLookup {
    /// The scan, kept alive for as long as the context: it owns the model the lists point into.
    private let model: ScanResult
    private let types: [SwiftType]
    private let all: [SwiftType]
    private let typealiases: [Typealias]
    private let enumsByCase: [ObjectIdentifier: SwiftType]
    /// Misused names met in `types.implementing.X`/`inheriting.X` during the current render.
    let misuses = RelationMisuses()

    init(_ model: ScanResult) {
        self.model = model
        let types = model.types
        self.types = types
        self.typealiases = model.typealiases
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
        case "typealiases": return .found(typealiases as [Any])
        case "implementing": return .found(TypesCollection(types, relation: .implementing, misuses: misuses))
        case "inheriting": return .found(TypesCollection(types, relation: .inheriting, misuses: misuses))
        case "based": return .found(TypesCollection(types, relation: .based, misuses: misuses))
        default: return .unknown
        }
    }

    var memberNames: [String] {
        ["all", "based", "classes", "enums", "extensions", "implementing", "inheriting", "protocolCompositions",
         "protocols", "structs", "typealiases", "types"]
    }

    /// Sourcery's name for it.
    var templateTypeName: String { "Types" }
}
