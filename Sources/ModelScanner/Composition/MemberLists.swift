/// Sourcery's `allVariables`, `allMethods` and `allSubscripts`: own members (not from
/// extensions), then those of inherited classes, then of implemented protocols (each sorted by
/// name), then members from extensions, skipping any already present.
enum MemberLists {
    private static func bases(of type: SwiftType) -> [SwiftType] {
        type.inherits.keys.sorted().compactMap { type.inherits[$0] }
            + type.implements.keys.sorted().compactMap { type.implements[$0] }
    }

    static func allVariables(of type: SwiftType) -> [Variable] {
        combine(own: type.variables, others: bases(of: type).map(\.variables)) { variable in
            MemberKey(name: variable.name, isStatic: variable.isStatic, isClass: false, typeName: variable.typeName.name)
        }
    }

    static func allMethods(of type: SwiftType) -> [Method] {
        combine(own: type.methods, others: bases(of: type).map(\.methods)) { method in
            // Sourcery's key: the full name (labels, parameter names and types), `static`, `class`
            // and the result type with aliases followed, so `&&(lhs: Self, rhs: Int)` and
            // `&&(lhs: Int, rhs: Self)` both stay.
            MemberKey(name: method.name, isStatic: method.isStatic, isClass: method.isClass,
                      typeName: method.actualReturnTypeName.description)
        }
    }

    static func allSubscripts(of type: SwiftType) -> [Subscript] {
        combine(own: type.subscripts, others: bases(of: type).map(\.subscripts)) { item in
            MemberKey(name: item.parameters.map(\.typeName.name).joined(separator: ","), isStatic: false, isClass: false,
                      typeName: item.returnTypeName.name)
        }
    }

    private struct MemberKey: Hashable {
        let name: String
        let isStatic: Bool
        let isClass: Bool
        let typeName: String
    }

    private static func combine<Member: Declared>(own: [Member], others: [[Member]], key: (Member) -> MemberKey) -> [Member] {
        var seen = Set<MemberKey>()
        var result: [Member] = []
        for member in own where !member.isFromExtension && seen.insert(key(member)).inserted {
            result.append(member)
        }
        for list in others {
            for member in list where seen.insert(key(member)).inserted { result.append(member) }
        }
        for member in own where member.isFromExtension && seen.insert(key(member)).inserted {
            result.append(member)
        }
        return result
    }
}

/// A member that knows the type or extension declaring it.
protocol Declared {
    var definedInType: SwiftType? { get }
}

extension Declared {
    var isFromExtension: Bool { definedInType?.isExtension == true }
}

extension Variable: Declared {}
extension Method: Declared {}
extension Subscript: Declared {}
