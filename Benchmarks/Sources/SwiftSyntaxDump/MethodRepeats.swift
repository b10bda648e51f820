import SwiftSyntax

/// Sourcery's `Type.methods` on a composed type: the first of each repeat, where methods repeat by
/// `name` (identity), `static`, `class` and *actual* result type. Its composer resolves the types
/// of `type.methods` as they are before resolution (the first method of each written signature,
/// `where` clause included) and never those of a repeat; templates read `methods` afterwards. So a
/// repeat comes back when resolution renamed its twin's result type (`-> Source` in
/// `BufferedStream` is `BufferedStream.Source`), unless the two are equal in every other respect
/// and the result is a plain name (Sourcery keeps methods in an ordered set of values).
enum MethodRepeats {
    static func unique(_ methods: [DumpMethod], in scope: String, names: ActualTypeNames) -> [DumpMethod] {
        guard methods.count > 1 else { return methods }
        let written = methods.map { $0.returnTypeName.removingWhiteSpace + $0.origin.whereClause }
        var actual = [(name: String, rebuilt: Bool)?](repeating: nil, count: methods.count)
        var signatures = Set<String>()
        for (index, method) in methods.enumerated() where signatures.insert(method.identity + "\u{0}" + written[index]).inserted {
            if method.isInitializer {
                // Resolution makes an initializer's result its type's name (`?` kept, `where` clause
                // dropped): a changed result, so an unresolved twin keeping its clause differs.
                actual[index] = (name: method.returnTypeName.removingWhiteSpace, rebuilt: !method.origin.whereClause.isEmpty)
                continue
            }
            let whereClause = method.origin.syntax?.as(FunctionDeclSyntax.self)?.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            actual[index] = method.origin.returnType.flatMap {
                names.actual($0, named: $0.trimmedDescription + whereClause, in: scope, requirements: method.origin.requirements)
            }.map { (name: $0.name.removingWhiteSpace, rebuilt: $0.rebuilt) }
        }
        func actualName(_ index: Int) -> String { actual[index]?.name ?? written[index] }
        func isRebuilt(_ index: Int) -> Bool { actual[index].map { $0.rebuilt && $0.name != written[index] } ?? false }
        // Sourcery's `Method ==` compares parameters by type, so a parameter type that resolution
        // rebuilt (`CoreContext<JSONTypeFormat.BooleanFormat>`, the format an alias) tells twins apart.
        func hasRebuiltParameter(_ index: Int) -> Bool {
            Self.parameterTypes(of: methods[index]).contains { type in
                names.actual(type, in: scope, requirements: methods[index].origin.requirements).map {
                    $0.rebuilt && $0.name.removingWhiteSpace != type.trimmedDescription.removingWhiteSpace
                } ?? false
            }
        }
        var fingerprints: [Int: String] = [:]
        func fingerprint(_ index: Int) -> String {
            if let known = fingerprints[index] { return known }
            let text = Self.fingerprint(methods[index])
            fingerprints[index] = text
            return text
        }
        var kept: [String: [Int]] = [:]
        var result: [DumpMethod] = []
        for index in methods.indices {
            let identity = methods[index].identity
            let repeats = kept[identity, default: []].contains { earlier in
                actualName(index) == actualName(earlier)
                    || !isRebuilt(earlier) && !isRebuilt(index) && fingerprint(index) == fingerprint(earlier)
                        && !hasRebuiltParameter(earlier) && !hasRebuiltParameter(index)
            }
            guard !repeats else { continue }
            kept[identity, default: []].append(index)
            result.append(methods[index])
        }
        return result
    }

    /// The written parameter types of a function or initializer.
    private static func parameterTypes(of method: DumpMethod) -> [TypeSyntax] {
        if let function = method.origin.syntax?.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.map(\.type)
        }
        if let initializer = method.origin.syntax?.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.map(\.type)
        }
        return []
    }

    /// What Sourcery's `Method ==` compares besides the declaring type: the declaration's tokens
    /// outside its body (name, parameters, result, effects, modifiers, attributes, requirements)
    /// and its annotations.
    private static func fingerprint(_ method: DumpMethod) -> String {
        var text = JSONValue.object(method.annotations).serialized() + "\u{0}"
        guard let syntax = method.origin.syntax else { return text }
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            if token.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self) }) != nil { break }
            text += token.text + " "
        }
        return text
    }
}
