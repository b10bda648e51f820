import FetchableKit

/// The root of a non-final model class hierarchy (`Animal ← Dog ← Puppy`), written with the code
/// the template generates for one: the root maps every level, each class has its own manager.
class Animal: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var name: String = ""

    required init() {}
}

/// A model through its superclass.
class Dog: Animal {
    var breed: String = ""
    /// Stored as the dog's id, decoded as a `Dog` stub whatever the stored dog's class.
    var mother: Dog?
}

/// Two levels down.
final class Puppy: Dog {
    var weeks: Int = 0
    /// Stored as `[id: true]`, like any array of models.
    var littermates: [Dog] = []
}

/// A struct holding base-class references to instances of any subclass.
struct Kennel: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var residents: [Animal] = []
    var favourite: Animal?
}

enum AnimalKeys {
    static let tableName = "Animal"

    static let name = "name"
}

enum DogKeys {
    static let tableName = "Dog"

    static let name = "name"
    static let breed = "breed"
    static let mother = "mother"
}

enum PuppyKeys {
    static let tableName = "Puppy"

    static let name = "name"
    static let breed = "breed"
    static let mother = "mother"
    static let weeks = "weeks"
    static let littermates = "littermates"
}

enum KennelKeys {
    static let tableName = "Kennel"

    static let residents = "residents"
    static let favourite = "favourite"
}

extension Animal: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[AnimalKeys.name] = name.databaseValue
        if let subclass = self as? Dog {
            dictionary[DogKeys.breed] = subclass.breed.databaseValue
            dictionary[DogKeys.mother] = subclass.mother.databaseValue
        }
        if let subclass = self as? Puppy {
            dictionary[PuppyKeys.weeks] = subclass.weeks.databaseValue
            dictionary[PuppyKeys.littermates] = subclass.littermates.databaseValue
        }
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> Self {
        let model = self.init()
        model.name = try dictionary.value(forKey: AnimalKeys.name, default: model.name)
        if let subclass = model as? Dog {
            subclass.breed = try dictionary.value(forKey: DogKeys.breed, default: subclass.breed)
            subclass.mother = try dictionary.value(forKey: DogKeys.mother)
        }
        if let subclass = model as? Puppy {
            subclass.weeks = try dictionary.value(forKey: PuppyKeys.weeks, default: subclass.weeks)
            subclass.littermates = try dictionary.value(forKey: PuppyKeys.littermates)
        }
        return model
    }

    func update(other: Animal) {
        name = other.name
        if let subclass = self as? Dog, let other = other as? Dog {
            subclass.breed = other.breed
            subclass.mother = other.mother
        }
        if let subclass = self as? Puppy, let other = other as? Puppy {
            subclass.weeks = other.weeks
            subclass.littermates = other.littermates
        }
    }
}

extension Kennel: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[KennelKeys.residents] = residents.databaseValue
        dictionary[KennelKeys.favourite] = favourite.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> Kennel {
        var model = Kennel()
        model.residents = try dictionary.value(forKey: KennelKeys.residents)
        model.favourite = try dictionary.value(forKey: KennelKeys.favourite)
        return model
    }

    mutating func update(other: Kennel) {
        residents = other.residents
        favourite = other.favourite
    }
}

final class AnimalManager: FirebaseCrudable, Sendable {
    typealias Model = Animal

    static let shared = AnimalManager()

    let path = AnimalKeys.tableName

    private init() {}
}

final class DogManager: FirebaseCrudable, Sendable {
    typealias Model = Dog

    static let shared = DogManager()

    let path = DogKeys.tableName

    private init() {}
}

final class PuppyManager: FirebaseCrudable, Sendable {
    typealias Model = Puppy

    static let shared = PuppyManager()

    let path = PuppyKeys.tableName

    private init() {}
}

final class KennelManager: FirebaseCrudable, Sendable {
    typealias Model = Kennel

    static let shared = KennelManager()

    let path = KennelKeys.tableName

    private init() {}
}
