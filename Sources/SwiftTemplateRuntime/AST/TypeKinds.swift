import Foundation

/// A class declaration.
public final class Class: Type {
    @ModelMember(.isFinal) public internal(set) var isFinal: Bool = false

    override func load(from record: ModelRecord) {
        super.load(from: record)
        isFinal = record.bool(.isFinal)
    }
}

/// A struct declaration.
public final class Struct: Type {}

/// An actor declaration.
public final class Actor: Type {
    @ModelMember(.isFinal) public internal(set) var isFinal: Bool = false
    @ModelMember(.isDistributed) public internal(set) var isDistributed: Bool = false

    override func load(from record: ModelRecord) {
        super.load(from: record)
        isFinal = record.bool(.isFinal)
        isDistributed = record.bool(.isDistributed)
    }
}

/// Sourcery's other name for `Protocol` (which Foundation's Objective-C `Protocol` can shadow).
public typealias SourceryProtocol = Protocol

/// A protocol declaration.
public final class Protocol: Type {
    /// Associated types by name, those of parent protocols included.
    @ModelMember(.associatedTypes) public internal(set) var associatedTypes: [String: AssociatedType] = [:]

    override func load(from record: ModelRecord) {
        super.load(from: record)
        associatedTypes = record.objectsByKey(.associatedTypes)
    }
}

/// `typealias X = A & B`: a type made of the protocols it composes.
public final class ProtocolComposition: Type {
    /// The composed names (`A`, `B`): the composition's inherited types.
    @ModelMember(.inheritedTypes) public internal(set) var composedTypeNames: [TypeName] = []
    /// Nil, as for every scanned composition in Sourcery 2.3.0 (its parser never sets it).
    public internal(set) var composedTypes: [Type]?

    override func load(from record: ModelRecord) {
        super.load(from: record)
        composedTypeNames = inheritedTypes.map { TypeName(name: $0) }
    }
}

/// An enum declaration.
public final class Enum: Type {
    @ModelMember(.cases) public internal(set) var cases: [EnumCase] = []
    /// Whether any case has associated values.
    @ModelMember(.hasAssociatedValues) public internal(set) var hasAssociatedValues: Bool = false
    /// The raw type's name (`String` in `enum E: String`), or nil.
    @ModelMember(.rawTypeName) public internal(set) var rawTypeName: TypeName? = nil
    /// The raw type, when it is a known type.
    @ModelMember(.rawType) public internal(set) var rawType: Type? = nil
    @ModelMember(.hasRawType) public internal(set) var hasRawType: Bool = false

    override func load(from record: ModelRecord) {
        super.load(from: record)
        cases = record.objects(.cases)
        hasAssociatedValues = record.bool(.hasAssociatedValues)
        rawTypeName = record.object(.rawTypeName)
        rawType = record.object(.rawType)
        hasRawType = record.bool(.hasRawType)
    }
}
