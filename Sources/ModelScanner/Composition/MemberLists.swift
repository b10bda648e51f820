/// Sourcery's `allVariables`, `allMethods` and `allSubscripts`: own members (not from
/// extensions), then those of inherited classes, then of implemented protocols (each sorted by
/// name), then members from extensions, skipping any already present.
enum MemberLists {
    static func fill(_ type: SwiftType) {
        let inherited = type.inherits.keys.sorted().compactMap { type.inherits[$0] }
        let implemented = type.implements.keys.sorted().compactMap { type.implements[$0] }
        type.allVariables = combine(own: type.variables, isFromExtension: { $0.definedInType?.isExtension == true },
                                    others: (inherited + implemented).map(\.variables)) { variable in
            "\(variable.name)|\(variable.isStatic)|\(variable.typeName.name)"
        }
        type.allMethods = combine(own: type.methods, isFromExtension: { $0.definedInType?.isExtension == true },
                                  others: (inherited + implemented).map(\.methods)) { method in
            "\(method.selectorName)|\(method.isStatic)|\(method.isClass)|\(method.returnTypeName.name)"
        }
        type.allSubscripts = combine(own: type.subscripts, isFromExtension: { $0.definedInType?.isExtension == true },
                                     others: (inherited + implemented).map(\.subscripts)) { item in
            "\(item.parameters.map(\.typeName.name))|\(item.returnTypeName.name)"
        }
    }

    private static func combine<Member>(own: [Member], isFromExtension: (Member) -> Bool, others: [[Member]],
                                        key: (Member) -> String) -> [Member] {
        var seen = Set<String>()
        var result: [Member] = []
        for member in own where !isFromExtension(member) && seen.insert(key(member)).inserted {
            result.append(member)
        }
        for list in others {
            for member in list where seen.insert(key(member)).inserted { result.append(member) }
        }
        for member in own where isFromExtension(member) && seen.insert(key(member)).inserted {
            result.append(member)
        }
        return result
    }
}
