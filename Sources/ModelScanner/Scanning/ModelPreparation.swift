/// Computes every value the model otherwise works out on first use, so that reading the model
/// afterwards writes no memory (see `ScanResult.prepareForConcurrentReads()`): every type name's
/// resolution, shape and spelling (the declaring types' names, which members share as
/// `definedInTypeName`, included) and the names made from them (actual names, parts). A member
/// record has nothing of its own to compute: its fields are set when it is made, and `Method.name`
/// is built on each read. Sourcery's member lists (`allVariables`, …) are left to first use, under
/// a lock (`SwiftType.memberList`): they read only what this prepares.
///
/// Types in the result's order first (the order templates read them), then the table's other
/// records (merged declarations and stand-ins, which members' `definedInType` and relationships
/// reach), then the declaring types' names, functions and typealiases. Resolution writes its
/// result into each name once, and the same values come out whatever the order
/// (`ConcurrentReadTests` reads in two orders).
struct ModelPreparation {
    private var preparedTypes = Set<ObjectIdentifier>()
    private var pendingNames: [TypeName] = []
    private var shared = SharedResolutions()

    static func prepare(_ result: ScanResult, table: ModelTable) {
        var preparation = ModelPreparation()
        for type in result.types { preparation.prepare(type) }
        // Resolution may place requirement stand-ins while this runs.
        var index = 0
        while index < table.types.count {
            preparation.prepare(table.types[index])
            index += 1
        }
        for name in table.declaringTypeNames { preparation.prepare(name) }
        for function in result.functions { preparation.prepare(function) }
        for alias in result.typealiases { preparation.prepare(alias.typeName) }
    }

    private mutating func prepare(_ type: SwiftType) {
        guard preparedTypes.insert(ObjectIdentifier(type)).inserted else { return }
        for variable in type.rawVariables { prepare(variable) }
        for variable in type.variables { prepare(variable) }
        for method in type.rawMethods { prepare(method) }
        for method in type.methods { prepare(method) }
        for item in type.rawSubscripts { prepare(item) }
        for item in type.subscripts { prepare(item) }
        for enumCase in type.cases {
            for value in enumCase.associatedValues { prepare(value.typeName) }
        }
        prepare(type.rawTypeName)
        for associatedType in type.associatedTypes.values {
            prepare(associatedType.typeName)
            // A stand-in that never became a type is outside the table, yet `type` reaches it.
            if let standIn = associatedType.standIn { prepare(standIn) }
        }
        for alias in type.typealiases.values { prepare(alias.typeName) }
        for requirement in type.genericRequirements { prepare(requirement.rightType.typeName) }
    }

    // A member's `writtenTypeName` is not prepared: only the dump reads it, and only its text.
    private mutating func prepare(_ variable: Variable) {
        prepare(variable.typeName)
        prepare(variable.throwsTypeName)
    }

    private mutating func prepare(_ item: Subscript) {
        prepareSignature(item.parameters, item.returnTypeName, item.throwsTypeName, item.genericParameters, item.genericRequirements)
    }

    private mutating func prepare(_ method: Method) {
        prepareSignature(method.parameters, method.returnTypeName, method.throwsTypeName, method.genericParameters, method.genericRequirements)
    }

    private mutating func prepareSignature(_ parameters: [MethodParameter], _ returnTypeName: TypeName, _ throwsTypeName: TypeName?,
                                           _ genericParameters: [GenericParameter], _ genericRequirements: [GenericRequirement]) {
        for parameter in parameters { prepare(parameter.typeName) }
        prepare(returnTypeName)
        prepare(throwsTypeName)
        for parameter in genericParameters { prepare(parameter.inheritedTypeName) }
        for requirement in genericRequirements { prepare(requirement.rightType.typeName) }
    }

    /// The name and every name inside it, as a work list (names nest as deep as their text does).
    private mutating func prepare(_ name: TypeName?) {
        guard let name else { return }
        pendingNames.append(name)
        while let next = pendingNames.popLast() {
            next.prepareForConcurrentReads(sharing: &shared, appendingNamesInsideTo: &pendingNames)
        }
    }
}
