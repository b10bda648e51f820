/// `[T]` / `Array<T>`.
public final class ArrayType {
    /// The type as written (`[Int]`).
    public let name: String
    /// The element type.
    public let elementTypeName: TypeName
    /// The element's scanned type, if known.
    public var elementType: SwiftType? { elementTypeName.resolvedType }

    init(name: String, elementTypeName: TypeName) {
        self.name = name
        self.elementTypeName = elementTypeName
    }

    /// `Array<T>`.
    public var asGeneric: GenericType {
        GenericType(name: "Array", typeParameters: [GenericTypeParameter(typeName: elementTypeName)])
    }
    /// `[T]`.
    public var asSource: String { "[\(elementTypeName.asSource)]" }
}

/// `[K: V]` / `Dictionary<K, V>`.
public final class DictionaryType {
    /// The type as written (`[String: Int]`).
    public let name: String
    /// The key type.
    public let keyTypeName: TypeName
    /// The key's scanned type, if known.
    public var keyType: SwiftType? { keyTypeName.resolvedType }
    /// The value type.
    public let valueTypeName: TypeName
    /// The value's scanned type, if known.
    public var valueType: SwiftType? { valueTypeName.resolvedType }

    init(name: String, keyTypeName: TypeName, valueTypeName: TypeName) {
        self.name = name
        self.keyTypeName = keyTypeName
        self.valueTypeName = valueTypeName
    }

    /// `Dictionary<K, V>`.
    public var asGeneric: GenericType {
        GenericType(name: "Dictionary", typeParameters: [
            GenericTypeParameter(typeName: keyTypeName), GenericTypeParameter(typeName: valueTypeName),
        ])
    }
    /// `[K: V]`.
    public var asSource: String { "[\(keyTypeName.asSource): \(valueTypeName.asSource)]" }
}

/// `Set<T>`.
public final class SetType {
    /// The type as written.
    public let name: String
    /// The element type.
    public let elementTypeName: TypeName
    /// The element's scanned type, if known.
    public var elementType: SwiftType? { elementTypeName.resolvedType }

    init(name: String, elementTypeName: TypeName) {
        self.name = name
        self.elementTypeName = elementTypeName
    }

    /// `Set<T>`.
    public var asGeneric: GenericType {
        GenericType(name: "Set", typeParameters: [GenericTypeParameter(typeName: elementTypeName)])
    }
}

/// `Name<A, B>`.
public final class GenericType: CustomStringConvertible {
    /// The base name (`Result`).
    public let name: String
    /// The generic arguments.
    public let typeParameters: [GenericTypeParameter]

    init(name: String, typeParameters: [GenericTypeParameter]) {
        self.name = name
        self.typeParameters = typeParameters
    }

    /// `Name<A, B>`.
    public var asSource: String { "\(name)<\(typeParameters.map(\.typeName.asSource).joined(separator: ", "))>" }
    /// `Name<A, B>`.
    public var description: String { asSource }
}

/// One generic argument of a `GenericType`.
public final class GenericTypeParameter {
    /// The argument.
    public let typeName: TypeName
    /// Its scanned type, if known.
    public var type: SwiftType? { typeName.resolvedType }

    init(typeName: TypeName) {
        self.typeName = typeName
    }
}

/// `(a: A, B)`.
public final class TupleType {
    /// The type as written.
    public let name: String
    /// The elements in order.
    public let elements: [TupleElement]

    init(name: String, elements: [TupleElement]) {
        self.name = name
        self.elements = elements
    }
}

/// One element of a tuple type.
public final class TupleElement {
    /// The label, or `"0"`, `"1"`, … when unlabeled.
    public let name: String?
    /// The element type.
    public let typeName: TypeName
    /// Its scanned type, if known.
    public var type: SwiftType? { typeName.resolvedType }

    init(name: String?, typeName: TypeName) {
        self.name = name
        self.typeName = typeName
    }

    /// `name: Type`, or `Type` when unlabeled.
    public var asSource: String {
        guard let name, Int(name) == nil else { return typeName.asSource }
        return "\(name): \(typeName.asSource)"
    }
}

/// A function type `(A, B) async throws -> R`.
public final class ClosureType: ReturnTyped {
    /// The type as written.
    public let name: String
    /// The parameters.
    public let parameters: [ClosureParameter]
    /// The result type.
    public let returnTypeName: TypeName
    /// `async`.
    public let isAsync: Bool
    /// `throws`/`throws(E)` other than `throws(Never)`.
    public let `throws`: Bool
    /// `throws` or `rethrows` as written, or nil.
    public let throwsOrRethrowsKeyword: String?
    /// The `E` of `throws(E)`.
    public let throwsTypeName: TypeName?

    init(name: String, parameters: [ClosureParameter], returnTypeName: TypeName, isAsync: Bool,
         throwsOrRethrowsKeyword: String?, throwsTypeName: TypeName?) {
        self.name = name
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.isAsync = isAsync
        self.throwsOrRethrowsKeyword = throwsOrRethrowsKeyword
        self.throwsTypeName = throwsTypeName
        self.throws = throwsOrRethrowsKeyword == "throws" && throwsTypeName?.name != "Never"
    }

    /// `async` when async, else nil.
    public var asyncKeyword: String? { isAsync ? "async" : nil }
    /// The type as written.
    public var asSource: String { name }
}

/// One parameter of a function type.
public final class ClosureParameter {
    /// The external label, if written.
    public let argumentLabel: String?
    /// The internal name, if written.
    public let name: String?
    /// The parameter type, without specifiers (`inout T` is `T`, as in Sourcery).
    public let typeName: TypeName
    /// Its scanned type, if known.
    public var type: SwiftType? { typeName.resolvedType }
    /// `inout`.
    public let `inout`: Bool
    /// `T...`.
    public let isVariadic: Bool
    /// Always nil (function types have no defaults); kept for Sourcery's template names.
    public let defaultValue: String? = nil
    /// Always empty; kept for Sourcery's template names.
    public let annotations: Annotations = [:]

    init(argumentLabel: String?, name: String?, typeName: TypeName, isInout: Bool) {
        self.argumentLabel = argumentLabel
        self.name = name
        self.typeName = typeName
        self.inout = isInout
        self.isVariadic = typeName.name.hasSuffix("...")
    }

    /// `@escaping` and friends.
    public var typeAttributes: [String: [Attribute]] { typeName.attributes }
    /// `label name: Type`, or the type alone (`inout` written back).
    public var asSource: String {
        let labels = [argumentLabel, name].compactMap { $0 }.joined(separator: " ")
        let type = self.inout ? "inout " + typeName.asSource : typeName.asSource
        return labels.isEmpty ? type : "\(labels): \(type)"
    }
}
