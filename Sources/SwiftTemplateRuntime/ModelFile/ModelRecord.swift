import Foundation

/// One object's members as the model file holds them, read by name into Swift values.
///
/// A member the file does not hold (an older or newer ModelGen) reads as empty, nil or false.
struct ModelRecord {
    let modelClass: ModelClass
    let values: [ModelValue]
    /// Every object of the file, by index, already made (their members may not be loaded yet).
    let objects: [AnyObject?]

    func value(_ member: ModelMemberName) -> ModelValue {
        guard let position = modelClass.position(of: member) else { return .null }
        return values[position]
    }

    func string(_ member: ModelMemberName) -> String { optionalString(member) ?? "" }

    func optionalString(_ member: ModelMemberName) -> String? {
        guard case .string(let text) = value(member) else { return nil }
        return text
    }

    func bool(_ member: ModelMemberName) -> Bool {
        guard case .bool(let flag) = value(member) else { return false }
        return flag
    }

    func int(_ member: ModelMemberName) -> Int {
        guard case .int(let number) = value(member) else { return 0 }
        return number
    }

    func object<Object>(_ member: ModelMemberName, as _: Object.Type = Object.self) -> Object? {
        object(from: value(member))
    }

    func objects<Object>(_ member: ModelMemberName, as _: Object.Type = Object.self) -> [Object] {
        guard case .array(let values) = value(member) else { return [] }
        return values.compactMap(object(from:))
    }

    func objectsByKey<Object>(_ member: ModelMemberName, as _: Object.Type = Object.self) -> [String: Object] {
        guard case .dictionary(let entries) = value(member) else { return [:] }
        return entries.compactMapValues(object(from:))
    }

    func strings(_ member: ModelMemberName) -> [String] {
        guard case .array(let values) = value(member) else { return [] }
        return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    func stringsByKey(_ member: ModelMemberName) -> [String: String] {
        guard case .dictionary(let entries) = value(member) else { return [:] }
        return entries.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
    }

    /// Annotations (or attribute arguments) as Sourcery's `[String: NSObject]`.
    func foundationDictionary(_ member: ModelMemberName) -> [String: NSObject] {
        guard case .dictionary(let entries) = value(member) else { return [:] }
        return entries.compactMapValues { $0.foundationObject(in: objects) }
    }

    /// Attributes keyed by name, each name with its list.
    func attributes(_ member: ModelMemberName) -> AttributeList {
        guard case .dictionary(let entries) = value(member) else { return [:] }
        return entries.mapValues { list in
            guard case .array(let values) = list else { return [] }
            return values.compactMap(object(from:))
        }
    }

    private func object<Object>(from value: ModelValue) -> Object? {
        guard case .object(let index) = value else { return nil }
        return objects[index] as? Object
    }
}

/// An object the model file describes: made empty first, then loaded once every object exists,
/// so references between objects (cycles included) resolve to the objects themselves.
protocol ModelLoadable: AnyObject {
    func load(from record: ModelRecord)
}
