import Foundation

/// A `where`-clause requirement (`T: Equatable`, `Element == Int`).
public final class GenericRequirement: NSObject, ModelLoadable {
    @ModelMember(.leftType) public internal(set) var leftType = AssociatedType(name: "")
    @ModelMember(.rightType) public internal(set) var rightType = GenericTypeParameter(typeName: TypeName(name: ""))
    /// `equals` or `conformsTo`.
    @ModelMember(.relationship) public internal(set) var relationship = ""
    /// `==` or `:`.
    @ModelMember(.relationshipSyntax) public internal(set) var relationshipSyntax = ""

    func load(from record: ModelRecord) {
        leftType = record.object(.leftType) ?? leftType
        rightType = record.object(.rightType) ?? rightType
        relationship = record.string(.relationship)
        relationshipSyntax = record.string(.relationshipSyntax)
    }
}

/// An associated type of a protocol.
public final class AssociatedType: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    /// The constraint, if any.
    @ModelMember(.typeName) public internal(set) var typeName: TypeName? = nil
    @ModelMember(.type) public internal(set) var type: Type? = nil

    public init(name: String, typeName: TypeName? = nil, type: Type? = nil) {
        self.name = name
        self.typeName = typeName
        self.type = type
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        typeName = record.object(.typeName)
        type = record.object(.type)
    }
}

/// A typealias declaration.
public final class Typealias: NSObject, Typed, Annotated, ModelLoadable {
    @ModelMember(.aliasName) public internal(set) var aliasName = ""
    /// `[parent.]aliasName`.
    @ModelMember(.name) public internal(set) var name = ""
    @ModelMember(.typeName) public internal(set) var typeName = TypeName(name: "")
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.parent) public internal(set) var parent: Type? = nil
    @ModelMember(.accessLevel) public internal(set) var accessLevel = ""
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.module) public internal(set) var module: String? = nil

    func load(from record: ModelRecord) {
        aliasName = record.string(.aliasName)
        name = record.string(.name)
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
        parent = record.object(.parent)
        accessLevel = record.string(.accessLevel)
        annotations = record.foundationDictionary(.annotations)
        module = record.optionalString(.module)
    }
}
