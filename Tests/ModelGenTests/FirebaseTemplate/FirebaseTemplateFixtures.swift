/// The models the template is tested on, and a program exercising their generated code.
enum FirebaseTemplateFixtures {
    /// Every supported property type (`Sample`), a final class, a model class hierarchy under a
    /// plain superclass (`Creature ← Animal ← Dog ← Puppy`, and `Animal ← Cat`), a model through a
    /// refining protocol, keyword names, a struct that needs a generated `init()`, a public model
    /// with a `table` annotation, a value type nested in its model and a model without stored
    /// properties.
    static let models = #"""
    import FetchableKit
    import Foundation

    /// A mood stored by its `String` raw value.
    enum Mood: String, FetchableEnum {
        case calm
        case playful = "play-ful"
        case grumpy
    }

    /// A level stored by its `Int` raw value.
    enum Level: Int, FetchableEnum {
        case low = 1, middle = 5, high = 9
    }

    /// A nested value stored as a map.
    struct Dimensions: FetchableValue, Equatable {
        var width: Double = 0
        // sourcery: required
        var height: Double = 0
        var label: String?
    }

    /// One property of every supported type.
    struct Sample: FetchableModel, Equatable {
        var firebaseId = ""
        var isCompleted = true

        // sourcery: required
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
        var bool = false
        var date: Date = Date(timeIntervalSince1970: 0)
        var url: URL = URL(fileURLWithPath: "/")
        var uuid: UUID = UUID()
        var mood: Mood = .calm
        var level: Level?
        var optionalString: String?
        var optionalDate: Date?
        var optionalURL: URL?
        var optionalUUID: UUID?
        var strings: [String] = []
        var ints: [Int] = []
        var moods: [Mood] = []
        var matrix: [[Int]] = []
        var counts: [String: Int] = [:]
        var groups: [String: [String]] = [:]
        var optionalCounts: [String: Double]?
        var dimensions: Dimensions = Dimensions()
        var optionalDimensions: Dimensions?
        var dimensionsList: [Dimensions] = []
        var dimensionsByName: [String: Dimensions] = [:]
        var owner: Owner?
        var friends: [Owner] = []
        /// Ids in order, duplicates kept.
        // sourcery: ordered
        var queue: [Owner] = []
        // sourcery: key = "renamed_key"
        var renamed: String = ""
        // sourcery: ignore
        var transient: Int = 7
        /// Computed and static properties are not stored.
        var doubled: Int { int * 2 }
        static let created = 0
    }

    /// A final class model.
    final class Owner: FetchableModel {
        var firebaseId = ""
        var isCompleted = true

        var name: String = ""
        var nickname: String?
        var animals: [Animal] = []

        init() {}
    }

    /// Decoded references are stubs: two owners are equal when their ids are.
    extension Owner: Equatable {
        static func == (lhs: Owner, rhs: Owner) -> Bool { lhs.firebaseId == rhs.firebaseId }
    }

    /// A plain base class: its stored properties are stored with its model subclasses.
    class Creature {
        var name: String = ""
        var legs: Int = 4
    }

    /// The root of a model class hierarchy, whose superclass is not a model: the inherited stored
    /// properties are stored too.
    class Animal: Creature, FetchableModel {
        var firebaseId = ""
        var isCompleted = true

        var species: String = ""
        var mother: Animal?

        required override init() {}
    }

    extension Animal: Equatable {
        static func == (lhs: Animal, rhs: Animal) -> Bool {
            lhs.firebaseId == rhs.firebaseId && lhs.name == rhs.name && lhs.legs == rhs.legs && lhs.species == rhs.species
                && lhs.mother?.firebaseId == rhs.mother?.firebaseId
        }
    }

    /// A model through its superclass, with names the generated code uses itself.
    class Dog: Animal {
        var breed: String = ""
        var `class`: String = ""
        var subclass: Int = 0
        // sourcery: ignore
        var cache: [String] = []
    }

    /// Two levels down: references, a renamed key, a nested value.
    final class Puppy: Dog {
        var weeks: Int = 0
        var toys: [String] = []
        var sibling: Dog?
        var littermates: [Dog] = []
        // sourcery: key = "chip_id"
        var chip: UUID?
        var size: Dimensions?
    }

    /// A subclass without stored properties of its own.
    final class Cat: Animal {
        var sound: String { "meow" }
    }

    /// A protocol refining FetchableModel.
    protocol Audited: FetchableModel {}

    /// A model through a refining protocol.
    struct AuditEntry: Audited, Equatable {
        var firebaseId = ""
        var isCompleted = true

        var action: String = ""
        var at: Date = Date(timeIntervalSince1970: 0)
    }

    /// Stamped with the server's time on every save.
    struct Visit: FetchableModel {
        var firebaseId = ""
        var isCompleted = true

        var place: String = ""
        // sourcery: serverTimestamp
        var seenAt: Date?
    }

    /// Properties named with Swift keywords, and names the generated code uses itself.
    struct Keywords: FetchableModel, Equatable {
        var firebaseId = ""
        var isCompleted = true

        var `class`: String = ""
        var `default`: Int = 0
        var `func`: Bool = false
        var `in`: [String] = []
        var `init`: Double = 0
        var `return`: String?
        var dictionary: String = ""
        var other: Int = 0
        var model: String = ""
        var subclass: Int = 0
    }

    /// A struct without `init()`: the template generates one.
    struct Note: FetchableModel, Equatable {
        var firebaseId: String
        var isCompleted: Bool
        var text: String
        var level: Level
        var tags: [String]
        var dimensions: Dimensions
        var author: Owner?
        // sourcery: ignore
        let kind: String = "note"

        init(text: String) {
            firebaseId = ""
            isCompleted = true
            self.text = text
            level = .middle
            tags = []
            dimensions = Dimensions()
        }
    }

    /// A public model with a custom collection name.
    // sourcery: table = "public_things"
    public struct PublicThing: FetchableModel {
        public var firebaseId = ""
        public var isCompleted = true
        public var title: String = ""

        public init() {}
    }

    /// A model using a value type nested in it, with inferred property types.
    struct Shop: FetchableModel, Equatable {
        var firebaseId = ""
        var isCompleted = true
        var opening = Hours()
        var rating = 4.5
        var open = true
        var visits = 0
        var seasons: [Hours] = []
        var byDay: [String: Hours] = [:]
        var holiday: Hours?
    }

    extension Shop {
        /// Nested in the model.
        struct Hours: FetchableValue, Equatable {
            var from: Int = 9
            var to: Int = 17
        }
    }

    /// A model without stored properties.
    struct Empty: FetchableModel {
        var firebaseId = ""
        var isCompleted = true
    }
    """#

    /// Round-trips random values of every model (fixed seed; the case count is its argument),
    /// checks the errors bad stored data throws, prints each failure and a summary, and exits
    /// non-zero when anything failed.
    static let roundTripProgram = #"""
    import FetchableKit
    import Foundation

    /// SplitMix64: the same seed always gives the same cases.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        mutating func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T {
            switch Int.random(in: 0..<6, using: &self) {
            case 0: return T.min
            case 1: return T.max
            case 2: return 0
            default: return T.random(in: T.min...T.max, using: &self)
            }
        }

        mutating func double() -> Double {
            if Bool.random(using: &self) { return Double(Int.random(in: -1_000_000...1_000_000, using: &self)) / 100 }
            while true {
                let value = Double(bitPattern: next())
                if value.isFinite { return value }
            }
        }

        mutating func float() -> Float {
            while true {
                let value = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
                if value.isFinite { return value }
            }
        }

        mutating func string() -> String {
            let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1F}", "é", "中", "🐶", "👩‍👩‍👧", "{", "}", ":", ","]
            return (0..<Int.random(in: 0...10, using: &self)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &self)] }.joined()
        }

        mutating func key() -> String {
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_é🐶")
            return String((0..<Int.random(in: 1...8, using: &self)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &self)] })
        }

        mutating func date() -> Date {
            Date(timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &self)) / 1000)
        }

        mutating func url() -> URL {
            URL(string: "https://example.com/" + key() + "?q=" + String(integer(UInt16.self))) ?? URL(fileURLWithPath: "/")
        }

        mutating func uuid() -> UUID {
            UUID(uuid: (UInt8.random(in: 0...255, using: &self), 1, 2, 3, 4, 5, 0x40, 7, 0x80, 9, 10, 11, 12, 13, 14, UInt8.random(in: 0...255, using: &self)))
        }

        mutating func optional<T>(_ make: (inout SplitMix) -> T) -> T? {
            Bool.random(using: &self) ? make(&self) : nil
        }

        mutating func array<T>(max: Int = 4, _ make: (inout SplitMix) -> T) -> [T] {
            (0..<Int.random(in: 0...max, using: &self)).map { _ in make(&self) }
        }

        mutating func dictionary<T>(_ make: (inout SplitMix) -> T) -> [String: T] {
            Dictionary(array { ($0.key(), make(&$0)) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            choices[Int.random(in: 0..<choices.count, using: &self)]
        }

        mutating func dimensions() -> Dimensions {
            Dimensions(width: double(), height: double(), label: optional { $0.string() })
        }

        mutating func owner() -> Owner {
            let owner = Owner()
            owner.firebaseId = key()
            return owner
        }
    }

    extension Sample {
        static func random(using generator: inout SplitMix) -> Sample {
            var sample = Sample()
            sample.string = generator.string()
            sample.int = generator.integer()
            sample.int8 = generator.integer()
            sample.int16 = generator.integer()
            sample.int32 = generator.integer()
            sample.int64 = generator.integer()
            sample.uint = generator.integer()
            sample.uint8 = generator.integer()
            sample.uint16 = generator.integer()
            sample.uint32 = generator.integer()
            sample.uint64 = generator.integer()
            sample.double = generator.double()
            sample.float = generator.float()
            sample.bool = Bool.random(using: &generator)
            sample.date = generator.date()
            sample.url = generator.url()
            sample.uuid = generator.uuid()
            sample.mood = generator.pick([.calm, .playful, .grumpy])
            sample.level = generator.optional { $0.pick([Level.low, .middle, .high]) }
            sample.optionalString = generator.optional { $0.string() }
            sample.optionalDate = generator.optional { $0.date() }
            sample.optionalURL = generator.optional { $0.url() }
            sample.optionalUUID = generator.optional { $0.uuid() }
            sample.strings = generator.array { $0.string() }
            sample.ints = generator.array { $0.integer() }
            sample.moods = generator.array { $0.pick([Mood.calm, .playful, .grumpy]) }
            sample.matrix = generator.array { $0.array { $0.integer() } }.filter { !$0.isEmpty }
            sample.counts = generator.dictionary { $0.integer() }
            sample.groups = generator.dictionary { [$0.string()] + $0.array { $0.string() } }
            sample.optionalCounts = generator.optional { $0.dictionary { $0.double() } }.flatMap { $0.isEmpty ? nil : $0 }
            sample.dimensions = generator.dimensions()
            sample.optionalDimensions = generator.optional { $0.dimensions() }
            sample.dimensionsList = generator.array { $0.dimensions() }
            sample.dimensionsByName = generator.dictionary { $0.dimensions() }
            sample.owner = generator.optional { $0.owner() }
            // Decoded in key order: letter-only ids sort the same way as strings.
            let ids = Set(generator.array { generator in "k" + String((0..<6).map { _ in generator.pick(Array("abcdefghij")) }) })
            sample.friends = ids.sorted().map { id in
                let friend = Owner()
                friend.firebaseId = id
                return friend
            }
            // Any order, repeats included: the ordered form keeps both.
            let pool = ids.isEmpty ? ["k0", "-Nx1", "7"] : Array(ids)
            sample.queue = generator.array(max: 6) { generator in
                let owner = Owner()
                owner.firebaseId = generator.pick(pool)
                return owner
            }
            sample.renamed = generator.string()
            sample.transient = 7
            return sample
        }
    }

    /// Whether two puppies agree on every stored property, at every level of the hierarchy.
    func samePuppy(_ lhs: Puppy, _ rhs: Puppy) -> Bool {
        lhs == rhs && lhs.breed == rhs.breed && lhs.class == rhs.class && lhs.subclass == rhs.subclass && lhs.weeks == rhs.weeks
            && lhs.toys == rhs.toys && lhs.sibling?.firebaseId == rhs.sibling?.firebaseId
            && lhs.littermates.map(\.firebaseId) == rhs.littermates.map(\.firebaseId) && lhs.chip == rhs.chip && lhs.size == rhs.size
    }

    /// Runs every check and prints one line per failure, then a summary; exits 1 when anything failed.
    @main
    struct RoundTrip {
        static func main() async {
            var failures: [String] = []
            var checks = 0
            func check(_ condition: Bool, _ message: @autoclosure () -> String) {
                checks += 1
                if !condition { failures.append(message()) }
            }
            func expect<T>(_ expected: ManagerError, _ label: String, _ body: () throws -> T) {
                do {
                    _ = try body()
                    check(false, "\(label): no error, expected \(expected)")
                } catch let error as ManagerError {
                    check(error == expected, "\(label): \(error), expected \(expected)")
                } catch {
                    check(false, "\(label): \(error)")
                }
            }

            let cases = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 200
            var generator = SplitMix(state: 20_261_122)
            let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("roundtrip-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                // Every supported type, through the JSON file: saved, then read back by a fresh database.
                DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
                let filed = try await SampleManager.shared.save((0..<20).map { _ in Sample.random(using: &generator) })
                DatabaseConfiguration.shared.backend = try LocalDatabase(fileURL: file)
                for sample in filed {
                    let fetched = try await SampleManager.shared.fetch(byId: sample.firebaseId)
                    check(fetched == sample, "Sample \(sample.firebaseId) from the file: \(fetched) != \(sample)")
                }

                // Every supported type, in memory and through a manager.
                DatabaseConfiguration.shared.backend = LocalDatabase()
                for index in 0..<cases {
                    let sample = Sample.random(using: &generator)
                    let decoded = try Sample.make(from: sample.toDictionary())
                    check(decoded == sample, "Sample \(index) in memory: \(decoded) != \(sample)")
                    check(sample.toDictionary()["renamed_key"] != nil && sample.toDictionary()["transient"] == nil, "Sample \(index): keys")
                    check(sample.toDictionary()["queue"] == (sample.queue.isEmpty ? nil : .array(sample.queue.map { .string($0.firebaseId) })),
                          "Sample \(index): ordered references are their ids in order")
                    let saved = try await SampleManager.shared.save(sample)
                    let fetched = try await SampleManager.shared.fetch(byId: saved.firebaseId)
                    check(fetched == saved, "Sample \(index) stored: \(fetched) != \(saved)")
                    var updated = Sample()
                    updated.update(other: sample)
                    check(updated == sample, "Sample \(index) update(other:)")
                }

                // Classes, a protocol-refined model, keyword names, a generated init(), a public model.
                for index in 0..<cases {
                    let owner = Owner()
                    owner.name = generator.string()
                    owner.nickname = generator.optional { $0.string() }
                    let animal = Animal()
                    animal.name = generator.string()
                    animal.legs = generator.integer()
                    animal.species = generator.string()
                    animal.mother = generator.optional { _ in let mother = Animal(); mother.firebaseId = "m\(index)"; return mother }
                    owner.animals = [animal].filter { _ in Bool.random(using: &generator) }
                    animal.firebaseId = "a\(index)"
                    let savedOwner = try await OwnerManager.shared.save(owner)
                    let fetchedOwner = try await OwnerManager.shared.fetch(byId: savedOwner.firebaseId)
                    check(fetchedOwner.name == owner.name && fetchedOwner.nickname == owner.nickname
                          && fetchedOwner.animals.map(\.firebaseId) == owner.animals.map(\.firebaseId), "Owner \(index)")
                    check(fetchedOwner.animals.allSatisfy { !$0.isCompleted }, "Owner \(index): references decode as stubs")
                    let fetchedAnimal = try Animal.make(from: animal.toDictionary())
                    fetchedAnimal.firebaseId = animal.firebaseId
                    check(fetchedAnimal == animal, "Animal \(index): inherited properties")

                    // A class hierarchy: a subclass is stored with every level's properties by its own
                    // manager and fetched back as itself; arrays of a base class store any subclass by id.
                    let puppy = Puppy()
                    puppy.name = generator.string()
                    puppy.legs = generator.integer()
                    puppy.species = generator.string()
                    puppy.mother = generator.optional { _ in let mother = Dog(); mother.firebaseId = "m\(index)"; return mother }
                    puppy.breed = generator.string()
                    puppy.class = generator.string()
                    puppy.subclass = generator.integer()
                    puppy.cache = ["not stored"]
                    puppy.weeks = generator.integer()
                    puppy.toys = generator.array { $0.string() }
                    puppy.sibling = generator.optional { _ in let sibling = Puppy(); sibling.firebaseId = "s\(index)"; return sibling }
                    puppy.littermates = ["l\(index)a", "l\(index)b"].filter { _ in Bool.random(using: &generator) }.map { id in
                        let littermate: Dog = Bool.random(using: &generator) ? Puppy() : Dog()
                        littermate.firebaseId = id
                        return littermate
                    }
                    puppy.chip = generator.optional { $0.uuid() }
                    puppy.size = generator.optional { $0.dimensions() }
                    let stored = puppy.toDictionary()
                    check(stored["breed"] != nil && stored["weeks"] != nil && stored["subclass"] != nil && stored["cache"] == nil
                          && (stored["chip_id"] == nil) == (puppy.chip == nil), "Puppy \(index): keys \(stored.keys.sorted())")
                    check(stored["littermates"] == .object(Dictionary(uniqueKeysWithValues: puppy.littermates.map { ($0.firebaseId, .bool(true)) })),
                          "Puppy \(index): [Dog] holding puppies is stored by id")
                    let savedPuppy = try await PuppyManager.shared.save(puppy)
                    let fetchedPuppy = try await PuppyManager.shared.fetch(byId: savedPuppy.firebaseId)
                    check(samePuppy(fetchedPuppy, puppy), "Puppy \(index): every level round-trips")
                    check(fetchedPuppy.littermates.allSatisfy { type(of: $0) == Dog.self && !$0.isCompleted }, "Puppy \(index): littermates are Dog stubs")
                    let copy = Puppy()
                    copy.update(other: puppy)
                    copy.firebaseId = puppy.firebaseId
                    check(samePuppy(copy, puppy) && copy.cache.isEmpty, "Puppy \(index) update(other:)")
                    let asDog = try Dog.make(from: stored)
                    check(type(of: asDog) == Dog.self && asDog.breed == puppy.breed && asDog.name == puppy.name, "Puppy \(index) read as a Dog")
                    let asAnimal: Animal = puppy
                    check(asAnimal.toDictionary() == stored, "Puppy \(index): the root's toDictionary() sees the subclass")
                    let dog = Dog()
                    dog.breed = generator.string()
                    dog.species = "dog"
                    let savedDog = try await DogManager.shared.save(dog)
                    let fetchedDog = try await DogManager.shared.fetch(byId: savedDog.firebaseId)
                    check(fetchedDog == dog && fetchedDog.breed == dog.breed && fetchedDog.subclass == dog.subclass, "Dog \(index)")
                    let cat = Cat()
                    cat.name = generator.string()
                    let savedCat = try await CatManager.shared.save(cat)
                    check(try await CatManager.shared.fetch(byId: savedCat.firebaseId) == cat, "Cat \(index)")
                    let pack = Owner()
                    pack.animals = [puppy, cat, animal]
                    check(pack.toDictionary()["animals"] == .object([puppy.firebaseId: .bool(true), cat.firebaseId: .bool(true), animal.firebaseId: .bool(true)]),
                          "Owner \(index): [Animal] holding a Puppy and a Cat is stored by id")

                    let entry = AuditEntry(action: generator.string(), at: generator.date())
                    let savedEntry = try await AuditEntryManager.shared.save(entry)
                    check(try await AuditEntryManager.shared.fetch(byId: savedEntry.firebaseId) == savedEntry, "AuditEntry \(index)")

                    var visit = Visit()
                    visit.place = generator.string()
                    visit.seenAt = generator.optional { $0.date() }
                    check(visit.toDictionary()["seenAt"] == ServerValue.timestamp, "Visit \(index): a server timestamp is a placeholder")
                    let savedVisit = try await VisitManager.shared.save(visit)
                    let seenAt = try await VisitManager.shared.fetch(byId: savedVisit.firebaseId).seenAt
                    check(seenAt.map { abs($0.timeIntervalSinceNow) < 60 } == true, "Visit \(index): the server's time, not \(String(describing: visit.seenAt))")

                    var keywords = Keywords()
                    keywords.class = generator.string()
                    keywords.default = generator.integer()
                    keywords.func = Bool.random(using: &generator)
                    keywords.in = generator.array { $0.string() }
                    keywords.`init` = generator.double()
                    keywords.return = generator.optional { $0.string() }
                    keywords.dictionary = generator.string()
                    keywords.other = generator.integer()
                    keywords.model = generator.string()
                    keywords.subclass = generator.integer()
                    let savedKeywords = try await KeywordsManager.shared.save(keywords)
                    check(try await KeywordsManager.shared.fetch(byId: savedKeywords.firebaseId) == savedKeywords, "Keywords \(index)")
                    var copied = Keywords()
                    copied.update(other: keywords)
                    check(copied == keywords, "Keywords \(index) update(other:)")

                    var note = Note(text: generator.string())
                    note.level = generator.pick([.low, .middle, .high])
                    note.tags = generator.array { $0.string() }
                    note.dimensions = generator.dimensions()
                    note.author = generator.optional { $0.owner() }
                    let savedNote = try await NoteManager.shared.save(note)
                    check(try await NoteManager.shared.fetch(byId: savedNote.firebaseId) == savedNote, "Note \(index)")

                    var thing = PublicThing()
                    thing.title = generator.string()
                    let savedThing = try await PublicThingManager.shared.save(thing)
                    check(try await PublicThingManager.shared.fetch(byId: savedThing.firebaseId).title == thing.title, "PublicThing \(index)")
                }
                var shop = Shop()
                shop.opening = Shop.Hours(from: 8, to: 20)
                shop.seasons = [Shop.Hours(from: 10, to: 16)]
                shop.byDay = ["sunday": Shop.Hours(from: 11, to: 15)]
                shop.rating = 3.25
                let savedShop = try await ShopManager.shared.save(shop)
                check(try await ShopManager.shared.fetch(byId: savedShop.firebaseId) == savedShop, "Shop with nested values")
                check(Note().isCompleted && Note().text.isEmpty && Note().level == .low, "generated Note.init()")
                check(PublicThingKeys.tableName == "public_things" && SampleKeys.tableName == "Sample" && PuppyKeys.tableName == "Puppy", "table names")
                check(PuppyKeys.name == "name" && PuppyKeys.breed == "breed" && PuppyKeys.chip == "chip_id" && DogKeys.class == "class",
                      "a subclass's keys include its superclasses' keys")
                check(Empty().toDictionary().isEmpty && (try? Empty.make(from: [:])) != nil, "Empty")

                // Bad stored data: typed errors naming the key, the expected and the found type.
                let valid = Sample().toDictionary()
                func corrupted(_ key: String, _ value: DatabaseValue?) -> [String: DatabaseValue] {
                    var dictionary = valid
                    dictionary[key] = value
                    return dictionary
                }
                expect(.missingKey("string"), "missing key") { try Sample.make(from: [:]) }
                // Schema evolution: a key missing from an older record is the property's default.
                check((try? Sample.make(from: corrupted("mood", nil)))?.mood == .calm, "missing enum reads its default")
                check((try? Sample.make(from: corrupted("int", nil)))?.int == 0 && (try? Sample.make(from: corrupted("level", nil)))?.level == nil,
                      "missing scalar and optional")
                check((try? Sample.make(from: corrupted("dimensions", nil))) == nil, "a nested value with a required field is missing when absent")
                expect(.wrongType(key: "string", expected: "String", found: "Int"), "wrong scalar") { try Sample.make(from: corrupted("string", .int(3))) }
                expect(.outOfRange(key: "int8", type: "Int8", value: "300"), "out of range") { try Sample.make(from: corrupted("int8", .int(300))) }
                expect(.outOfRange(key: "uint", type: "UInt", value: "-1"), "negative unsigned") { try Sample.make(from: corrupted("uint", .int(-1))) }
                expect(.wrongType(key: "bool", expected: "Bool", found: "String"), "wrong bool") { try Sample.make(from: corrupted("bool", .string("yes"))) }
                expect(.wrongType(key: "date", expected: "Date (milliseconds since 1970)", found: "String"), "wrong date") { try Sample.make(from: corrupted("date", .string("today"))) }
                expect(.invalidValue(key: "uuid", type: "UUID", value: "\"nope\""), "bad UUID") { try Sample.make(from: corrupted("uuid", .string("nope"))) }
                expect(.unknownRawValue(key: "mood", type: "Mood", value: "\"sleepy\""), "unknown String raw value") { try Sample.make(from: corrupted("mood", .string("sleepy"))) }
                expect(.unknownRawValue(key: "level", type: "Level", value: "4"), "unknown Int raw value") { try Sample.make(from: corrupted("level", .int(4))) }
                expect(.wrongType(key: "strings", expected: "Array", found: "String"), "wrong array") { try Sample.make(from: corrupted("strings", .string("a"))) }
                expect(.wrongType(key: "ints/1", expected: "Int", found: "String"), "wrong element") { try Sample.make(from: corrupted("ints", .array([.int(1), .string("2")]))) }
                expect(.wrongType(key: "counts", expected: "Dictionary", found: "String"), "wrong dictionary") { try Sample.make(from: corrupted("counts", .string("1"))) }
                check((try? Sample.make(from: corrupted("counts", .array([.int(1), .null, .int(3)]))))?.counts == ["0": 1, "2": 3],
                      "a dictionary with index keys, as Firebase hands it back")
                expect(.wrongType(key: "dimensions/width", expected: "Double", found: "String"), "nested value") { try Sample.make(from: corrupted("dimensions", .object(["width": .string("wide"), "height": .int(1)]))) }
                expect(.missingKey("dimensions/height"), "nested missing key") { try Sample.make(from: corrupted("dimensions", .object(["width": .int(1)]))) }
                expect(.wrongType(key: "owner", expected: "String", found: "Int"), "reference") { try Sample.make(from: corrupted("owner", .int(5))) }
                expect(.wrongType(key: "friends", expected: "references to Owner ([id: true])", found: "Array"), "references") { try Sample.make(from: corrupted("friends", .array([.string("x")]))) }
                check(Sample.stub(id: "s").toDictionary()["queue"] == nil, "an empty ordered array is stored as nothing")
                expect(.wrongType(key: "queue/1", expected: "String", found: "Bool"), "ordered references") { try Sample.make(from: corrupted("queue", .array([.string("a"), .bool(true)]))) }
                expect(.invalidValue(key: "queue/0", type: "reference to Owner", value: "\"a/b\""), "ordered reference id") { try Sample.make(from: corrupted("queue", .array([.string("a/b")]))) }
                expect(.wrongType(key: "renamed_key", expected: "String", found: "Bool"), "renamed key") { try Sample.make(from: corrupted("renamed_key", .bool(true))) }
                expect(.wrongType(key: "class", expected: "String", found: "Int"), "keyword key") { try Keywords.make(from: ["class": .int(1)]) }

                // A corrupt record read through a manager names its path.
                let stored = try await SampleManager.shared.save(Sample())
                try await DatabaseConfiguration.shared.backend.setValue(.int(300), at: "Sample/\(stored.firebaseId)/int8")
                do {
                    _ = try await SampleManager.shared.fetch(byId: stored.firebaseId)
                    check(false, "corrupt record: no error")
                } catch let error as ManagerError {
                    check(error == .outOfRange(key: "Sample/\(stored.firebaseId)/int8", type: "Int8", value: "300"), "corrupt record: \(error)")
                }
            } catch {
                failures.append("unexpected error: \(error)")
            }
            for failure in failures { print("FAIL: \(failure)") }
            print("\(checks) checks over \(cases) random cases per model, \(failures.count) failed")
            exit(failures.isEmpty ? 0 : 1)
        }
    }
    """#
}
