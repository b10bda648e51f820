import Foundation

/// Turns a model file's contents into the runtime's objects.
enum ModelGraph {
    /// The members read while the context is built, before `MemberReads.start`: a type's `kind`
    /// picks its class, and the root's entries.
    static let membersReadWhileLoading: [ModelMemberName] = [.kind, .types, .functions, .argument]

    /// The context the file holds.
    static func context(from contents: ModelFileContents) throws -> TemplateContext {
        // Loading replaces every object's type name; until then they share one.
        let blank = TypeName.placeholder
        let loadables = contents.records.map { record in
            let modelClass = contents.classes[record.classIndex]
            return makeObject(of: modelClass.name, kind: kind(of: record.values, in: modelClass), blank: blank)
        }
        let objects = loadables.map { $0 as AnyObject? }
        for (index, record) in contents.records.enumerated() {
            loadables[index]?.load(from: ModelRecord(modelClass: contents.classes[record.classIndex], values: record.values, objects: objects))
        }
        guard case .dictionary(let root) = contents.root,
              case .object(let typesIndex)? = root[ModelMemberName.types.text], let types = objects[typesIndex] as? Types else {
            throw RuntimeError(description: "model file has no types")
        }
        var functions: [SourceryMethod] = []
        if case .array(let values)? = root[ModelMemberName.functions.text] {
            functions = values.compactMap { if case .object(let index) = $0 { objects[index] as? SourceryMethod } else { nil } }
        }
        var argument: [String: NSObject] = [:]
        if case .dictionary(let entries)? = root[ModelMemberName.argument.text] {
            argument = entries.compactMapValues { $0.foundationObject(in: objects) }
        }
        return TemplateContext(types: types, functions: functions, arguments: argument)
    }

    private static func kind(of values: [ModelValue], in modelClass: ModelClass) -> String {
        guard let position = modelClass.position(of: .kind), case .string(let kind) = values[position] else { return "" }
        return kind
    }

    /// An empty object of the runtime class for ModelGen's class `name` (and a type's `kind`).
    private static func makeObject(of name: String, kind: String, blank: TypeName) -> (any ModelLoadable)? {
        switch name {
        case "TemplateTypes": return Types(types: [])
        case "SwiftType": return makeType(kind: kind)
        case "Variable": return Variable(typeName: blank)
        case "Method": return SourceryMethod(name: "")
        case "MethodParameter": return MethodParameter(typeName: blank)
        case "GenericParameter": return GenericParameter(name: "")
        case "Subscript": return Subscript()
        case "EnumCase": return EnumCase(name: "")
        case "AssociatedValue": return AssociatedValue(localName: nil, externalName: nil, typeName: blank)
        case "TypeName": return TypeName()
        case "ArrayType": return ArrayType(name: "", elementTypeName: blank)
        case "DictionaryType": return DictionaryType(name: "", valueTypeName: blank, keyTypeName: blank)
        case "SetType": return SetType(name: "", elementTypeName: blank)
        case "GenericType": return GenericType(name: "")
        case "GenericTypeParameter": return GenericTypeParameter(typeName: blank)
        case "TupleType": return TupleType(name: "", elements: [])
        case "TupleElement": return TupleElement(typeName: blank)
        case "ClosureType": return ClosureType(name: "", parameters: [], returnTypeName: blank)
        case "ClosureParameter": return ClosureParameter(typeName: blank)
        case "Attribute": return Attribute(name: "")
        case "Modifier": return Modifier(name: "")
        case "GenericRequirement": return GenericRequirement()
        case "AssociatedType": return AssociatedType(name: "")
        case "Typealias": return Typealias()
        default: return nil
        }
    }

    private static func makeType(kind: String) -> Type {
        switch kind {
        case "class": return Class()
        case "struct": return Struct()
        case "enum": return Enum()
        case "protocol": return Protocol()
        case "actor": return Actor()
        case "protocolComposition": return ProtocolComposition()
        default: return Type()
        }
    }
}
