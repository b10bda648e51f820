import SwiftSyntax

/// Annotation key/value pairs as the dump prints them.
public typealias Annotations = [String: JSONValue]

/// One declared type (or merged group of declarations) in the dump; the fields are the JSON keys
/// of spec/dump-format.md.
public struct DumpType: Sendable {
    public var name: String
    public var localName: String
    public var kind: String
    public var accessLevel: String
    public var isFinal: Bool
    public var isExtension: Bool
    public var inheritedTypes: [String]
    public var genericParameters: [String]
    public var annotations: Annotations
    public var file: String
    public var line: Int
    public var variables: [DumpVariable] = []
    public var cases: [DumpCase] = []
    public var methods: [DumpMethod] = []
    /// Where the declaration came from, for composition (not printed).
    var origin = DeclarationOrigin()
    /// A protocol's associated types: name and the type Sourcery stands in for it (not printed).
    var associatedTypes: [(name: String, standIn: String?)] = []

    var json: JSONValue {
        .object([
            "name": .string(name), "localName": .string(localName), "kind": .string(kind),
            "accessLevel": .string(accessLevel), "isFinal": .bool(isFinal), "isExtension": .bool(isExtension),
            "inheritedTypes": .array(inheritedTypes.map(JSONValue.string)),
            "genericParameters": .array(genericParameters.map(JSONValue.string)),
            "annotations": .object(annotations), "file": .string(file), "line": .number(Double(line)),
            "variables": .array(variables.map(\.json)), "cases": .array(cases.map(\.json)),
            "methods": .array(methods.map(\.json)),
        ])
    }
}

/// A stored or computed property; the fields are the JSON keys of spec/dump-format.md.
public struct DumpVariable: Sendable {
    public var name: String
    public var typeName: String?
    public var isStatic: Bool
    public var isComputed: Bool
    public var isMutable: Bool
    public var isLazy: Bool
    public var readAccess: String
    public var writeAccess: String
    public var defaultValue: String?
    public var attributes: [String]
    public var annotations: Annotations
    /// The type annotation, which resolution may rebuild (not printed).
    var typeSyntax: TypeSyntax?
    /// The annotation as Sourcery parses it, a nested type's name qualified, which repeats are
    /// compared by (not printed).
    var parsedTypeName: String?

    var json: JSONValue {
        .object([
            "name": .string(name), "typeName": typeName.map(JSONValue.string) ?? .null,
            "isStatic": .bool(isStatic), "isComputed": .bool(isComputed), "isMutable": .bool(isMutable),
            "isLazy": .bool(isLazy), "readAccess": .string(readAccess), "writeAccess": .string(writeAccess),
            "defaultValue": defaultValue.map(JSONValue.string) ?? .null,
            "attributes": .array(attributes.map(JSONValue.string)), "annotations": .object(annotations),
        ])
    }
}

/// One enum case element; the fields are the JSON keys of spec/dump-format.md.
public struct DumpCase: Sendable {
    public var name: String
    public var rawValue: String?
    public var associatedValues: [(localName: String?, typeName: String)]
    public var annotations: Annotations

    var json: JSONValue {
        .object([
            "name": .string(name), "rawValue": rawValue.map(JSONValue.string) ?? .null,
            "associatedValues": .array(associatedValues.map {
                .object(["localName": $0.localName.map(JSONValue.string) ?? .null, "typeName": .string($0.typeName)])
            }),
            "annotations": .object(annotations),
        ])
    }
}

/// A function, initializer or deinitializer; the fields are the JSON keys of spec/dump-format.md
/// (`throwsError` is `throws`).
public struct DumpMethod: Sendable {
    public var name: String
    public var shortName: String
    public var parameters: [(argumentLabel: String?, name: String, typeName: String)]
    public var returnTypeName: String
    public var isStatic: Bool
    public var isInitializer: Bool
    public var throwsError: Bool
    public var isAsync: Bool
    public var accessLevel: String
    public var annotations: Annotations
    /// Sourcery's `name` (parameters with their names, types and default values) with `static`
    /// and `class`, white space removed: with `returnTypeName`, what makes two methods repeats.
    var identity = ""
    /// What composition reads to tell repeats apart (not printed).
    var origin = MethodOrigin()

    var json: JSONValue {
        .object([
            "name": .string(name), "shortName": .string(shortName),
            "parameters": .array(parameters.map {
                .object([
                    "argumentLabel": $0.argumentLabel.map(JSONValue.string) ?? .null,
                    "name": .string($0.name), "typeName": .string($0.typeName),
                ])
            }),
            "returnTypeName": .string(returnTypeName), "isStatic": .bool(isStatic),
            "isInitializer": .bool(isInitializer), "throws": .bool(throwsError), "isAsync": .bool(isAsync),
            "accessLevel": .string(accessLevel), "annotations": .object(annotations),
        ])
    }
}

/// The whole dump: every type, sorted by name.
public struct Dump: Sendable {
    /// The composed types, sorted by name.
    public var types: [DumpType]

    /// The dump as JSON text (format version 1).
    public func serialized() -> String {
        JSONValue.object(["version": .number(1), "types": .array(types.map(\.json))]).serialized() + "\n"
    }
}
