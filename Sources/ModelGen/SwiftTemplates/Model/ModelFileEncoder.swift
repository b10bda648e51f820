import StencilLite

/// Writes a template context (the dictionary `SourceryContext.make` builds) as a model file.
///
/// Every object is read through its `TemplateLookup` members, the ones Stencil templates read, so
/// a Swift template sees each value exactly as a Stencil template does and nothing is computed
/// twice. Objects are written once each (classes by identity) and referred to by index; with a
/// set of member names, only those members (and the root's entries of those names) are written,
/// so only the objects they reach.
struct ModelFileEncoder {
    /// The members to write; nil writes every member.
    private let members: Set<String>?
    private var strings: [String: Int] = [:]
    private var stringBytes = ModelFileBytes()
    /// The schema of each Swift type met, so a type's name is spelled once, not once an object.
    private var classes: [ObjectIdentifier: ClassSchema] = [:]
    private var classBytes = ModelFileBytes()
    private var objectIndices: [ObjectIdentifier: Int] = [:]
    /// Objects given an index but not written yet, in index order.
    private var pending: [any TemplateLookup] = []
    private var objectCount = 0
    /// The kind of each Swift type met; a few dozen types, so a linear search beats hashing.
    private var valueKinds: [(type: ObjectIdentifier, kind: ValueKind)] = []

    /// What a value is written as; one per Swift type met.
    private enum ValueKind {
        case string, bool, int, double, array, dictionary, optional, other
        /// A class instance: written once, referred to by index.
        case sharedObject
        /// A struct with template members: written at each occurrence.
        case valueObject
    }

    /// The members written for every object of one class, in order, by interned key (read by index,
    /// not by hashing their names).
    private struct ClassSchema {
        let index: Int
        let members: [MemberKey]
    }

    private init(members: Set<String>?) {
        self.members = members
    }

    /// The model file for `context`, with only `members` (nil: every member).
    static func encode(_ context: [String: Any], members: Set<String>? = nil) -> [UInt8] {
        var encoder = ModelFileEncoder(members: members)
        var root = ModelFileBytes()
        let rootEntries = context.filter { members?.contains($0.key) ?? true }
        encoder.appendValue(rootEntries, to: &root)
        var memberList = ModelFileBytes()
        if let members {
            memberList.append(1)
            memberList.appendVarint(members.count)
            for member in members.sorted() { memberList.appendVarint(encoder.index(of: member)) }
        } else {
            memberList.append(0)
        }
        var objects = ModelFileBytes()
        var next = 0
        while next < encoder.pending.count {
            encoder.appendRecord(of: encoder.pending[next], to: &objects)
            next += 1
        }
        var file = ModelFileBytes()
        ModelFileFormat.magic.forEach { file.append($0) }
        file.append(ModelFileFormat.version)
        file.appendVarint(encoder.strings.count)
        file.append(contentsOf: encoder.stringBytes)
        file.append(contentsOf: memberList)
        file.appendVarint(encoder.classes.count)
        file.append(contentsOf: encoder.classBytes)
        file.appendVarint(encoder.objectCount)
        file.append(contentsOf: objects)
        file.append(contentsOf: root)
        return file.bytes
    }

    private mutating func appendRecord(of object: any TemplateLookup, to bytes: inout ModelFileBytes) {
        let schema = schema(of: object)
        bytes.appendVarint(schema.index)
        for member in schema.members {
            guard case .found(let value) = object.lookup(member) else {
                bytes.append(.null)
                continue
            }
            appendValue(value, to: &bytes)
        }
    }

    private mutating func appendValue(_ value: Any?, to bytes: inout ModelFileBytes) {
        guard let value else {
            bytes.append(.null)
            return
        }
        // Each cast below succeeds at once: the kind was found for the value's dynamic type the
        // first time it was met (a chain of failing casts per value was half of the encoding time).
        switch kind(of: value) {
        case .string:
            bytes.append(.string)
            bytes.appendVarint(index(of: value as! String))
        case .bool:
            bytes.append(value as! Bool ? .true : .false)
        case .int:
            bytes.append(.int)
            bytes.appendSigned(value as! Int)
        case .double:
            bytes.append(.double)
            bytes.appendDouble(value as! Double)
        case .sharedObject:
            bytes.append(.object)
            bytes.appendVarint(index(ofObject: value, identity: ObjectIdentifier(value as AnyObject)))
        case .valueObject:
            bytes.append(.object)
            bytes.appendVarint(index(ofObject: value, identity: nil))
        case .array:
            let values = value as! [Any]
            bytes.append(.array)
            bytes.appendVarint(values.count)
            for element in values { appendValue(element, to: &bytes) }
        case .dictionary:
            let entries = value as! [String: Any]
            bytes.append(.dictionary)
            bytes.appendVarint(entries.count)
            // Sorted, so the same model always gives the same bytes.
            for key in entries.keys.sorted() {
                bytes.appendVarint(index(of: key))
                appendValue(entries[key], to: &bytes)
            }
        case .optional:
            appendValue((value as! any OptionalValue).wrappedValue, to: &bytes)
        case .other:
            bytes.append(.string)
            bytes.appendVarint(index(of: String(describing: value)))
        }
    }

    /// How values of `value`'s dynamic type are written, found by casting once per type.
    private mutating func kind(of value: Any) -> ValueKind {
        let dynamicType = ObjectIdentifier(type(of: value))
        for entry in valueKinds where entry.type == dynamicType { return entry.kind }
        let kind: ValueKind = switch value {
        case is String: .string
        case is Bool: .bool
        case is Int: .int
        case is Double: .double
        case is any TemplateLookup: type(of: value) is AnyClass ? .sharedObject : .valueObject
        case is [Any]: .array
        case is [String: Any]: .dictionary
        // Checked after the others: a cast sees through an `Optional` holding a value.
        case is any OptionalValue: .optional
        default: .other
        }
        valueKinds.append((dynamicType, kind))
        return kind
    }

    private func writes(member: String) -> Bool {
        members?.contains(member) ?? true
    }

    private mutating func index(of text: String) -> Int {
        if let index = strings[text] { return index }
        let index = strings.count
        strings[text] = index
        stringBytes.appendUTF8(text)
        return index
    }

    /// The object's index, giving it the next one (and queueing it) when it is new. Values
    /// (structs, no `identity`) are not shared, so each occurrence is its own object.
    private mutating func index(ofObject object: Any, identity: ObjectIdentifier?) -> Int {
        if let identity, let index = objectIndices[identity] { return index }
        let index = objectCount
        objectCount += 1
        if let identity { objectIndices[identity] = index }
        pending.append(object as! any TemplateLookup)
        return index
    }

    private mutating func schema(of object: any TemplateLookup) -> ClassSchema {
        let dynamicType = ObjectIdentifier(type(of: object))
        if let schema = classes[dynamicType] { return schema }
        let schema = ClassSchema(index: classes.count, members: object.memberNames.filter(writes(member:)).map { MemberKey(lookingUp: $0) })
        classes[dynamicType] = schema
        // `_typeName`, not `String(describing:)`: the latter's reflection cost 1.5 M instructions a
        // class, a tenth of a cached run's encoding.
        classBytes.appendVarint(index(of: _typeName(type(of: object), qualified: false)))
        classBytes.appendVarint(schema.members.count)
        for member in schema.members { classBytes.appendVarint(index(of: member.name)) }
        return schema
    }
}

/// Lets the encoder see through an `Optional` boxed in `Any`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? {
        switch self {
        case .some(let value): return value
        case .none: return nil
        }
    }
}
