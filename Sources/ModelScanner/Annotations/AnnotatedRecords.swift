/// Gives a file's declarations the annotations its comments give them, resolved once the whole
/// file is lexed (`AnnotationResolver`: a comment later on a declaration's line counts, unless a
/// parameter after it claims it). A type record takes them as they are; a member record never
/// changes, so an annotated member is rebuilt with them, as is the method, subscript or case
/// holding an annotated parameter or associated value, and the new record takes the old one's
/// place in its list. A file without annotation comments rebuilds nothing.
enum AnnotatedRecords {
    /// `annotations` are `pending`'s, in its order (empty when the file has none).
    static func give(_ annotations: [Annotations], of pending: [PendingAnnotation], to file: inout ParsedFile) {
        guard !annotations.isEmpty else { return }
        // Annotated parameters and associated values (the pending items with an inline offset),
        // until the declaration holding them, the next other item, is rebuilt with them.
        var inline: [ObjectIdentifier: Annotations] = [:]
        // An index loop: `zip` is generic code, ~3,000 instructions a step in a debug build.
        for index in pending.indices where !annotations[index].isEmpty || !inline.isEmpty {
            let (item, annotations) = (pending[index], annotations[index])
            switch item.target {
            case .type(let type):
                type.annotations = annotations
            case .parameter(let parameter):
                if !annotations.isEmpty { inline[ObjectIdentifier(parameter)] = annotations }
            case .associatedValue(let value):
                if !annotations.isEmpty { inline[ObjectIdentifier(value)] = annotations }
            case .variable(let variable):
                guard let declaring = variable.declaringType else { break }
                file.types[declaring.index].rawVariables.replaceRecord(variable, with: variable.annotated(annotations))
            case .method(let method):
                let rebuilt = method.rebuilt(parameters: annotated(method.parameters, inline), annotations: annotations)
                if let declaring = method.declaringType {
                    file.types[declaring.index].rawMethods.replaceRecord(method, with: rebuilt)
                } else {
                    file.functions.replaceRecord(method, with: rebuilt)
                }
            case .subscript(let item):
                guard let declaring = item.declaringType else { break }
                file.types[declaring.index].rawSubscripts
                    .replaceRecord(item, with: item.rebuilt(parameters: annotated(item.parameters, inline), annotations: annotations))
            case .enumCase(let enumCase, let type):
                let values = enumCase.associatedValues.map { value in inline[ObjectIdentifier(value)].map(value.annotated) ?? value }
                type.cases.replaceRecord(enumCase, with: enumCase.rebuilt(associatedValues: values, annotations: annotations))
            case .typealias(let alias):
                let rebuilt = alias.annotated(annotations)
                if let declaring = alias.declaringType, file.types[declaring.index].typealiases[alias.aliasName] === alias {
                    file.types[declaring.index].typealiases[alias.aliasName] = rebuilt
                }
                file.typealiases.replaceRecord(alias, with: rebuilt)
            }
            if item.inlineOffset == nil { inline.removeAll() }
        }
    }

    private static func annotated(_ parameters: [MethodParameter], _ inline: [ObjectIdentifier: Annotations]) -> [MethodParameter] {
        inline.isEmpty ? parameters : parameters.map { parameter in inline[ObjectIdentifier(parameter)].map(parameter.annotated) ?? parameter }
    }
}
