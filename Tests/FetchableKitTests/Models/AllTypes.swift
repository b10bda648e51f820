import FetchableKit
import Foundation

/// Rank of a task, stored as its `Int` raw value.
enum Priority: Int, FetchableEnum {
    case low = 1, normal = 5, urgent = 9
}

/// A test-only model with one property of every supported kind, written with the generated
/// code the template produces (same shape as `Generated/Firebase.generated.swift`).
struct AllTypes: FetchableModel, Equatable {
    var firebaseId = ""
    var isCompleted = true

    var string: String = ""
    var int: Int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var double: Double = 0
    var float: Float = 0
    var bool: Bool = false
    var date: Date = Date(timeIntervalSince1970: 0)
    var url: URL = URL(fileURLWithPath: "/")
    var uuid: UUID = UUID()
    var status: ArticleStatus = .draft
    var priority: Priority = .normal
    var optionalString: String?
    var optionalDate: Date?
    var optionalPriority: Priority?
    var strings: [String] = []
    var doubles: [Double] = []
    var dates: [Date] = []
    var statuses: [ArticleStatus] = []
    var counts: [String: Int] = [:]
    var groups: [String: [String]] = [:]
    var cover: CoverImages = CoverImages()
    var optionalCover: CoverImages?
    var covers: [CoverImages] = []
    var `default`: Bool = false
    var `class`: String = ""
}

enum AllTypesKeys {
    static let string = "string"
    static let int = "int"
    static let int8 = "int8"
    static let int16 = "int16"
    static let int32 = "int32"
    static let int64 = "int64"
    static let uint = "uint"
    static let uint8 = "uint8"
    static let uint16 = "uint16"
    static let uint32 = "uint32"
    static let uint64 = "uint64"
    static let double = "double"
    static let float = "float"
    static let bool = "bool"
    static let date = "date"
    static let url = "url"
    static let uuid = "uuid"
    static let status = "status"
    static let priority = "priority"
    static let optionalString = "optionalString"
    static let optionalDate = "optionalDate"
    static let optionalPriority = "optionalPriority"
    static let strings = "strings"
    static let doubles = "doubles"
    static let dates = "dates"
    static let statuses = "statuses"
    static let counts = "counts"
    static let groups = "groups"
    static let cover = "cover"
    static let optionalCover = "optionalCover"
    static let covers = "covers"
    static let `default` = "default"
    static let `class` = "class"
}

extension AllTypes: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[AllTypesKeys.string] = string.databaseValue
        dictionary[AllTypesKeys.int] = int.databaseValue
        dictionary[AllTypesKeys.int8] = int8.databaseValue
        dictionary[AllTypesKeys.int16] = int16.databaseValue
        dictionary[AllTypesKeys.int32] = int32.databaseValue
        dictionary[AllTypesKeys.int64] = int64.databaseValue
        dictionary[AllTypesKeys.uint] = uint.databaseValue
        dictionary[AllTypesKeys.uint8] = uint8.databaseValue
        dictionary[AllTypesKeys.uint16] = uint16.databaseValue
        dictionary[AllTypesKeys.uint32] = uint32.databaseValue
        dictionary[AllTypesKeys.uint64] = uint64.databaseValue
        dictionary[AllTypesKeys.double] = double.databaseValue
        dictionary[AllTypesKeys.float] = float.databaseValue
        dictionary[AllTypesKeys.bool] = bool.databaseValue
        dictionary[AllTypesKeys.date] = date.databaseValue
        dictionary[AllTypesKeys.url] = url.databaseValue
        dictionary[AllTypesKeys.uuid] = uuid.databaseValue
        dictionary[AllTypesKeys.status] = status.databaseValue
        dictionary[AllTypesKeys.priority] = priority.databaseValue
        dictionary[AllTypesKeys.optionalString] = optionalString.databaseValue
        dictionary[AllTypesKeys.optionalDate] = optionalDate.databaseValue
        dictionary[AllTypesKeys.optionalPriority] = optionalPriority.databaseValue
        dictionary[AllTypesKeys.strings] = strings.databaseValue
        dictionary[AllTypesKeys.doubles] = doubles.databaseValue
        dictionary[AllTypesKeys.dates] = dates.databaseValue
        dictionary[AllTypesKeys.statuses] = statuses.databaseValue
        dictionary[AllTypesKeys.counts] = counts.databaseValue
        dictionary[AllTypesKeys.groups] = groups.databaseValue
        dictionary[AllTypesKeys.cover] = cover.databaseValue
        dictionary[AllTypesKeys.optionalCover] = optionalCover.databaseValue
        dictionary[AllTypesKeys.covers] = covers.databaseValue
        dictionary[AllTypesKeys.default] = `default`.databaseValue
        dictionary[AllTypesKeys.class] = `class`.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> AllTypes {
        var model = AllTypes()
        model.string = try dictionary.value(forKey: AllTypesKeys.string, default: model.string)
        model.int = try dictionary.value(forKey: AllTypesKeys.int, default: model.int)
        model.int8 = try dictionary.value(forKey: AllTypesKeys.int8, default: model.int8)
        model.int16 = try dictionary.value(forKey: AllTypesKeys.int16, default: model.int16)
        model.int32 = try dictionary.value(forKey: AllTypesKeys.int32, default: model.int32)
        model.int64 = try dictionary.value(forKey: AllTypesKeys.int64, default: model.int64)
        model.uint = try dictionary.value(forKey: AllTypesKeys.uint, default: model.uint)
        model.uint8 = try dictionary.value(forKey: AllTypesKeys.uint8, default: model.uint8)
        model.uint16 = try dictionary.value(forKey: AllTypesKeys.uint16, default: model.uint16)
        model.uint32 = try dictionary.value(forKey: AllTypesKeys.uint32, default: model.uint32)
        model.uint64 = try dictionary.value(forKey: AllTypesKeys.uint64, default: model.uint64)
        model.double = try dictionary.value(forKey: AllTypesKeys.double, default: model.double)
        model.float = try dictionary.value(forKey: AllTypesKeys.float, default: model.float)
        model.bool = try dictionary.value(forKey: AllTypesKeys.bool, default: model.bool)
        model.date = try dictionary.value(forKey: AllTypesKeys.date, default: model.date)
        model.url = try dictionary.value(forKey: AllTypesKeys.url, default: model.url)
        model.uuid = try dictionary.value(forKey: AllTypesKeys.uuid, default: model.uuid)
        model.status = try dictionary.value(forKey: AllTypesKeys.status, default: model.status)
        model.priority = try dictionary.value(forKey: AllTypesKeys.priority, default: model.priority)
        model.optionalString = try dictionary.value(forKey: AllTypesKeys.optionalString)
        model.optionalDate = try dictionary.value(forKey: AllTypesKeys.optionalDate)
        model.optionalPriority = try dictionary.value(forKey: AllTypesKeys.optionalPriority)
        model.strings = try dictionary.value(forKey: AllTypesKeys.strings)
        model.doubles = try dictionary.value(forKey: AllTypesKeys.doubles)
        model.dates = try dictionary.value(forKey: AllTypesKeys.dates)
        model.statuses = try dictionary.value(forKey: AllTypesKeys.statuses)
        model.counts = try dictionary.value(forKey: AllTypesKeys.counts)
        model.groups = try dictionary.value(forKey: AllTypesKeys.groups)
        model.cover = try dictionary.value(forKey: AllTypesKeys.cover)
        model.optionalCover = try dictionary.value(forKey: AllTypesKeys.optionalCover)
        model.covers = try dictionary.value(forKey: AllTypesKeys.covers)
        model.default = try dictionary.value(forKey: AllTypesKeys.default, default: model.default)
        model.class = try dictionary.value(forKey: AllTypesKeys.class, default: model.class)
        return model
    }

    mutating func update(other: AllTypes) {
        string = other.string
        int = other.int
        int8 = other.int8
        int16 = other.int16
        int32 = other.int32
        int64 = other.int64
        uint = other.uint
        uint8 = other.uint8
        uint16 = other.uint16
        uint32 = other.uint32
        uint64 = other.uint64
        double = other.double
        float = other.float
        bool = other.bool
        date = other.date
        url = other.url
        uuid = other.uuid
        status = other.status
        priority = other.priority
        optionalString = other.optionalString
        optionalDate = other.optionalDate
        optionalPriority = other.optionalPriority
        strings = other.strings
        doubles = other.doubles
        dates = other.dates
        statuses = other.statuses
        counts = other.counts
        groups = other.groups
        cover = other.cover
        optionalCover = other.optionalCover
        covers = other.covers
        `default` = other.default
        `class` = other.class
    }
}

final class AllTypesManager: FirebaseCrudable, Sendable {
    typealias Model = AllTypes

    static let shared = AllTypesManager()

    let path = "allTypes"

    private init() {}
}

extension AllTypes {
    /// A random instance drawn from `generator`.
    static func random(using generator: inout SeededGenerator) -> AllTypes {
        var model = AllTypes()
        model.string = generator.string()
        model.int = generator.integer()
        model.int8 = generator.integer()
        model.int16 = generator.integer()
        model.int32 = generator.integer()
        model.int64 = generator.integer()
        model.uint = generator.integer()
        model.uint8 = generator.integer()
        model.uint16 = generator.integer()
        model.uint32 = generator.integer()
        model.uint64 = generator.integer()
        model.double = generator.finiteDouble()
        model.float = generator.finiteFloat()
        model.bool = Bool.random(using: &generator)
        model.date = generator.date()
        model.url = generator.url()
        model.uuid = UUID(uuid: (UInt8.random(in: 0...255, using: &generator), 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8.random(in: 0...255, using: &generator)))
        model.status = [ArticleStatus.draft, .inReview, .published][Int.random(in: 0..<3, using: &generator)]
        model.priority = [Priority.low, .normal, .urgent][Int.random(in: 0..<3, using: &generator)]
        model.optionalString = generator.optional { $0.string() }
        model.optionalDate = generator.optional { $0.date() }
        model.optionalPriority = generator.optional { _ in Priority.urgent }
        model.strings = generator.array { $0.string() }
        model.doubles = generator.array { $0.finiteDouble() }
        model.dates = generator.array { $0.date() }
        model.statuses = generator.array { _ in ArticleStatus.inReview }
        model.counts = Dictionary(generator.array { ($0.key(), $0.integer(Int.self)) }, uniquingKeysWith: { first, _ in first })
        model.groups = Dictionary(generator.array { ($0.key(), [$0.string()] + $0.array { $0.string() }) }, uniquingKeysWith: { first, _ in first })
        model.cover = CoverImages.random(using: &generator)
        model.optionalCover = generator.optional { CoverImages.random(using: &$0) }
        model.covers = generator.array(maxCount: 3) { CoverImages.random(using: &$0) }
        model.default = Bool.random(using: &generator)
        model.class = generator.string()
        return model
    }
}

extension CoverImages {
    /// A random instance drawn from `generator`.
    static func random(using generator: inout SeededGenerator) -> CoverImages {
        CoverImages(
            small: generator.optional { $0.url() },
            large: generator.optional { $0.url() },
            width: generator.integer(),
            height: Int.random(in: 0...4000, using: &generator)
        )
    }
}
