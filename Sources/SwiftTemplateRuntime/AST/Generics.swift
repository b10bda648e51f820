import Foundation

/// A `where`-clause requirement (`T: Equatable`, `Element == Int`).
public final class GenericRequirement: NSObject, ModelLoadable {
    public internal(set) var leftType = AssociatedType(name: "")
    public internal(set) var rightType = GenericTypeParameter(typeName: TypeName(name: ""))
    /// `equals` or `conformsTo`.
    public internal(set) var relationship = ""
    /// `==` or `:`.
    public internal(set) var relationshipSyntax = ""

    func load(from record: ModelRecord) {
        leftType = record.object("leftType") ?? leftType
        rightType = record.object("rightType") ?? rightType
        relationship = record.string("relationship")
        relationshipSyntax = record.string("relationshipSyntax")
    }
}

/// An associated type of a protocol.
public final class AssociatedType: NSObject, ModelLoadable {
    public internal(set) var name: String
    /// The constraint, if any.
    public internal(set) var typeName: TypeName?
    public internal(set) var type: Type?

    public init(name: String, typeName: TypeName? = nil, type: Type? = nil) {
        self.name = name
        self.typeName = typeName
        self.type = type
    }

    func load(from record: ModelRecord) {
        name = record.string("name")
        typeName = record.object("typeName")
        type = record.object("type")
    }
}

/// A typealias declaration.
public final class Typealias: NSObject, Typed, Annotated, ModelLoadable {
    public internal(set) var aliasName = ""
    /// `[parent.]aliasName`.
    public internal(set) var name = ""
    public internal(set) var typeName = TypeName(name: "")
    public internal(set) var type: Type?
    public internal(set) var parent: Type?
    public internal(set) var accessLevel = ""
    public internal(set) var annotations: Annotations = [:]
    public internal(set) var module: String?

    func load(from record: ModelRecord) {
        aliasName = record.string("aliasName")
        name = record.string("name")
        typeName = record.object("typeName") ?? typeName
        type = record.object("type")
        parent = record.object("parent")
        accessLevel = record.string("accessLevel")
        annotations = record.foundationDictionary("annotations")
        module = record.optionalString("module")
    }
}
