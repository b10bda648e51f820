/// Copies of a method with what a step after parsing learns about it: a method record never
/// changes, so that step rebuilds it and puts the copy in its place.
extension Method {
    /// With other parameters and annotations: those its file's comments give it and its
    /// parameters (see `AnnotatedRecords`).
    func rebuilt(parameters: [MethodParameter], annotations: Annotations) -> Method {
        copy(parameters: parameters, returnTypeName: returnTypeName, annotations: annotations, declaringType: declaringType)
    }

    /// Returning another name (see `ExtensionNames`, `ModelTable.attach`).
    func returning(_ returnTypeName: TypeName) -> Method {
        copy(parameters: parameters, returnTypeName: returnTypeName, annotations: annotations, declaringType: declaringType)
    }

    /// Without a declaring type: a repeat in the same declaration (see `Deduplication`).
    func orphaned() -> Method {
        copy(parameters: parameters, returnTypeName: returnTypeName, annotations: annotations, declaringType: nil)
    }

    private func copy(parameters: [MethodParameter], returnTypeName: TypeName, annotations: Annotations,
                      declaringType: DeclaringType?) -> Method {
        // The effect keyword as the parser passes it (`throws(Never)` stays `throws`).
        Method(shortName: shortName, identifier: identifier, parameters: parameters, returnTypeName: returnTypeName,
               isAsync: isAsync, throwsOrRethrows: self.rethrows ? "rethrows" : self.throws ? "throws" : nil,
               throwsTypeName: throwsTypeName, accessLevel: accessLevel, isStatic: isStatic, isClass: isClass,
               isInitializer: isInitializer, isDeinitializer: isDeinitializer, isFailableInitializer: isFailableInitializer,
               attributeList: attributeList, modifiers: modifiers, annotations: annotations, genericParameters: genericParameters,
               genericRequirements: genericRequirements, declaringType: declaringType, line: line, column: column, path: path)
    }
}
