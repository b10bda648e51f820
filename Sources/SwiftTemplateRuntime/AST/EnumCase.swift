import Foundation

/// A case of an enum.
public final class EnumCase: NSObject, Annotated, Documented, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    /// The raw value as written (string literals without their quotes), or nil.
    @ModelMember(.rawValue) public internal(set) var rawValue: String? = nil
    @ModelMember(.associatedValues) public internal(set) var associatedValues: [AssociatedValue] = []
    @ModelMember(.hasAssociatedValue) public internal(set) var hasAssociatedValue: Bool = false
    @ModelMember(.`indirect`) public internal(set) var indirect: Bool = false
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]
    @ModelMember(.documentation) public internal(set) var documentation: Documentation = []

    public init(name: String, rawValue: String? = nil, associatedValues: [AssociatedValue] = [],
                annotations: [String: NSObject] = [:], indirect: Bool = false) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
        self.hasAssociatedValue = !associatedValues.isEmpty
        self.annotations = annotations
        self.indirect = indirect
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        rawValue = record.optionalString(.rawValue)
        associatedValues = record.objects(.associatedValues)
        hasAssociatedValue = record.bool(.hasAssociatedValue)
        indirect = record.bool(.`indirect`)
        annotations = record.foundationDictionary(.annotations)
        documentation = record.strings(.documentation)
    }

    override public var description: String { "EnumCase: name = \(name)" }
}

/// An associated value of an enum case.
public final class AssociatedValue: NSObject, Typed, Annotated, ModelLoadable {
    /// The label, or nil.
    @ModelMember(.localName) public internal(set) var localName: String? = nil
    /// The second name; for a case with several values, the label or the position (`"0"`, …).
    @ModelMember(.externalName) public internal(set) var externalName: String? = nil
    @ModelMember(.typeName) public internal(set) var typeName: TypeName = .placeholder
    @ModelMember(.type) public internal(set) var type: Type? = nil
    @ModelMember(.defaultValue) public internal(set) var defaultValue: String? = nil
    @ModelMember(.annotations) public internal(set) var annotations: Annotations = [:]

    public init(localName: String?, externalName: String?, typeName: TypeName, type: Type? = nil,
                defaultValue: String? = nil, annotations: [String: NSObject] = [:]) {
        self.localName = localName
        self.externalName = externalName
        self.typeName = typeName
        self.type = type
        self.defaultValue = defaultValue
        self.annotations = annotations
    }

    public convenience init(name: String? = nil, typeName: TypeName, type: Type? = nil,
                            defaultValue: String? = nil, annotations: [String: NSObject] = [:]) {
        self.init(localName: name, externalName: name, typeName: typeName, type: type,
                  defaultValue: defaultValue, annotations: annotations)
    }

    func load(from record: ModelRecord) {
        localName = record.optionalString(.localName)
        externalName = record.optionalString(.externalName)
        typeName = record.object(.typeName) ?? typeName
        type = record.object(.type)
        defaultValue = record.optionalString(.defaultValue)
        annotations = record.foundationDictionary(.annotations)
    }
}
