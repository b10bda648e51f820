import Foundation


/// The model file's tables, decoded but not yet turned into model objects.
struct ModelFileContents {
    /// The members the file holds where its objects have them; nil when it holds every member.
    var members: Set<String>?
    var classes: [ModelClass] = []
    /// Each object's class index and member values.
    var records: [(classIndex: Int, values: [ModelValue])] = []
    var root: ModelValue = .null
}

/// Decodes the layout ModelGen's `ModelFileFormat` describes.
struct ModelFileReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var strings: [String] = []

    private static let magic: [UInt8] = Array("MGSM".utf8)
    private static let version: UInt8 = 2
    /// How deep arrays and dictionaries may nest (ModelGen writes at most a few levels): a corrupt
    /// file is an error, not a stack overflow.
    private static let maximumDepth = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func read(_ bytes: [UInt8]) throws -> ModelFileContents {
        var reader = ModelFileReader(bytes)
        return try reader.readContents()
    }

    private mutating func readContents() throws -> ModelFileContents {
        guard bytes.count > Self.magic.count, Array(bytes[0..<Self.magic.count]) == Self.magic else {
            throw RuntimeError(description: "not a ModelGen model file")
        }
        offset = Self.magic.count
        let version = try readByte()
        guard version == Self.version else {
            throw RuntimeError(description: "model file version \(version), this runtime reads version \(Self.version)")
        }
        let stringCount = try readCount()
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount { strings.append(try readUTF8()) }

        var contents = ModelFileContents()
        if try readByte() != 0 {
            contents.members = Set(try (0..<(try readCount())).map { _ in try readString() })
        }
        for _ in 0..<(try readCount()) {
            let name = try readString()
            let members = try (0..<(try readCount())).map { _ in try readString() }
            contents.classes.append(ModelClass(name: name, members: members))
        }
        let objectCount = try readCount()
        contents.records.reserveCapacity(objectCount)
        for _ in 0..<objectCount {
            let classIndex = try readCount()
            guard classIndex < contents.classes.count else { throw corrupt("class index \(classIndex)") }
            let memberCount = contents.classes[classIndex].memberCount
            var values: [ModelValue] = []
            values.reserveCapacity(memberCount)
            for _ in 0..<memberCount { values.append(try readValue(objectCount: objectCount, depth: 0)) }
            contents.records.append((classIndex, values))
        }
        contents.root = try readValue(objectCount: objectCount, depth: 0)
        return contents
    }

    private mutating func readValue(objectCount: Int, depth: Int) throws -> ModelValue {
        guard depth <= Self.maximumDepth else { throw corrupt("nesting") }
        let tag = try readByte()
        switch tag {
        case 0: return .null
        case 1: return .bool(false)
        case 2: return .bool(true)
        case 3:
            let zigzag = UInt(bitPattern: try readVarint())
            return .int(Int(bitPattern: zigzag >> 1) ^ -Int(bitPattern: zigzag & 1))
        case 4:
            var bits: UInt64 = 0
            for shift in 0..<8 { bits |= UInt64(try readByte()) << (8 * UInt64(shift)) }
            return .double(Double(bitPattern: bits))
        case 5: return .string(try readString())
        case 6:
            let index = try readCount()
            guard index < objectCount else { throw corrupt("object index \(index)") }
            return .object(index)
        case 7:
            let count = try readCount()
            var values: [ModelValue] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try readValue(objectCount: objectCount, depth: depth + 1)) }
            return .array(values)
        case 8:
            let count = try readCount()
            var entries: [String: ModelValue] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try readString()
                entries[key] = try readValue(objectCount: objectCount, depth: depth + 1)
            }
            return .dictionary(entries)
        default:
            throw corrupt("value tag \(tag)")
        }
    }

    private mutating func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw corrupt("end of file") }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func readVarint() throws -> Int {
        var result: UInt = 0
        var shift: UInt = 0
        while true {
            let byte = try readByte()
            guard shift < UInt(UInt.bitWidth) else { throw corrupt("varint") }
            result |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return Int(bitPattern: result) }
            shift += 7
        }
    }

    /// A count or index: a varint that must fit in what is left of the file.
    private mutating func readCount() throws -> Int {
        let count = try readVarint()
        guard count >= 0, count <= bytes.count else { throw corrupt("count \(count)") }
        return count
    }

    private mutating func readString() throws -> String {
        let index = try readCount()
        guard index < strings.count else { throw corrupt("string index \(index)") }
        return strings[index]
    }

    private mutating func readUTF8() throws -> String {
        let length = try readCount()
        guard length <= bytes.count - offset else { throw corrupt("string length \(length)") }
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    private func corrupt(_ what: String) -> RuntimeError {
        RuntimeError(description: "corrupt model file: unexpected \(what) at byte \(offset)")
    }
}
