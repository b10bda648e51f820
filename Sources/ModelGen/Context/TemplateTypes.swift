import ModelScanner
import StencilLite

/// The `types` object of Sourcery's template context: every scanned type, in lists by kind.
///
/// Lists keep the scanner's order (sorted by name). As in Sourcery, `types` holds everything,
/// `all` leaves out protocols, and `extensions` holds extensions of types that were not scanned.
final class TemplateTypes: TemplateLookup {
    /// The scan, kept alive for as long as the context: it owns the model the lists point into.
    let model: ScanResult
    private let types: [SwiftType]
    private let enumsByCase: [ObjectIdentifier: SwiftType]
    /// The lists by kind, built (and converted to `[Any]`) once: a template may read `types.classes`
    /// once per type, and a concurrent render reads them from several threads, so nothing here is
    /// built on first use.
    private let lists: [String: [Any]]
    /// Misused names met in `types.implementing.X`/`inheriting.X` during the current render.
    let misuses = RelationMisuses()

    init(_ model: ScanResult) {
        self.model = model
        let types = model.types
        self.types = types
        var enumsByCase: [ObjectIdentifier: SwiftType] = [:]
        for type in types {
            for enumCase in type.cases { enumsByCase[ObjectIdentifier(enumCase)] = type }
        }
        self.enumsByCase = enumsByCase
        let all = types.filter { $0.kind != .protocol && $0.kind != .protocolComposition }
        self.lists = [
            "types": types,
            "all": all,
            "classes": all.filter { $0.kind == .class },
            "structs": all.filter { $0.kind == .struct },
            "enums": all.filter { $0.kind == .enum },
            "extensions": all.filter(\.isExtension),
            "protocols": types.filter { $0.kind == .protocol },
            "protocolCompositions": types.filter { $0.kind == .protocolComposition },
            "typealiases": model.typealiases,
        ]
    }

    /// The enum that declares `enumCase`.
    func enumDeclaring(_ enumCase: EnumCase) -> SwiftType? {
        enumsByCase[ObjectIdentifier(enumCase)]
    }

    func lookup(_ member: String) -> LookupResult {
        switch member {
        case "implementing": return .found(TypesCollection(types, relation: .implementing, misuses: misuses))
        case "inheriting": return .found(TypesCollection(types, relation: .inheriting, misuses: misuses))
        case "based": return .found(TypesCollection(types, relation: .based, misuses: misuses))
        default: return lists[member].map(LookupResult.found) ?? .unknown
        }
    }

    var memberNames: [String] {
        ["all", "based", "classes", "enums", "extensions", "implementing", "inheriting", "protocolCompositions",
         "protocols", "structs", "typealiases", "types"]
    }

    /// Sourcery's name for it.
    var templateTypeName: String { "Types" }
}
