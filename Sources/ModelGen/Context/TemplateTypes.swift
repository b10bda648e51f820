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
        self.all = types.filter { $0.kind != .protocol && $0.kind != .protocolComposition }
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
        case "implementing": return .found(TypesCollection(types, relation: .implementing, misuses: misuses))
        case "inheriting": return .found(TypesCollection(types, relation: .inheriting, misuses: misuses))
        case "based": return .found(TypesCollection(types, relation: .based, misuses: misuses))
        default: return lists.value(member).map(LookupResult.found) ?? .unknown
        }
    }

    /// The lists by kind, each built (and converted to `[Any]`) on first use: a template may read
    /// `types.classes` once per type.
    private lazy var lists = ListCache { [types, all, typealiases] name in
        switch name {
        case "types": return types
        case "all": return all
        case "classes": return all.filter { $0.kind == .class }
        case "structs": return all.filter { $0.kind == .struct }
        case "enums": return all.filter { $0.kind == .enum }
        case "extensions": return all.filter(\.isExtension)
        case "protocols": return types.filter { $0.kind == .protocol }
        case "protocolCompositions": return types.filter { $0.kind == .protocolComposition }
        case "typealiases": return typealiases
        default: return nil
        }
    }

    var memberNames: [String] {
        ["all", "based", "classes", "enums", "extensions", "implementing", "inheriting", "protocolCompositions",
         "protocols", "structs", "typealiases", "types"]
    }

    /// Sourcery's name for it.
    var templateTypeName: String { "Types" }
}

/// Lists computed by name on first use and kept.
private final class ListCache {
    private let make: (String) -> [Any]?
    private var made: [String: [Any]] = [:]

    init(_ make: @escaping (String) -> [Any]?) {
        self.make = make
    }

    /// The list called `name`, or nil when there is no such list.
    func value(_ name: String) -> [Any]? {
        if let list = made[name] { return list }
        guard let list = make(name) else { return nil }
        made[name] = list
        return list
    }
}
