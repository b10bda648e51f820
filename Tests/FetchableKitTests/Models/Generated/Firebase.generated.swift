// Generated using ModelGen from Firebase.stencil — DO NOT EDIT
// (Hand-written reference: the output Templates/Firebase.stencil must produce for Models/*.swift.)
import FetchableKit
import Foundation

// MARK: - Article

/// The keys `Article` is stored under.
enum ArticleKeys {
    static let title = "title"
    static let status = "status"
    static let publishedAt = "published_at"
    static let editedAt = "editedAt"
    static let cover = "cover"
    static let tags = "tags"
    static let `default` = "default"
}

extension Article: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[ArticleKeys.title] = title.databaseValue
        dictionary[ArticleKeys.status] = status.databaseValue
        dictionary[ArticleKeys.publishedAt] = publishedAt.databaseValue
        dictionary[ArticleKeys.editedAt] = editedAt.databaseValue
        dictionary[ArticleKeys.cover] = cover.databaseValue
        dictionary[ArticleKeys.tags] = tags.databaseValue
        dictionary[ArticleKeys.default] = `default`.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> Article {
        var model = Article()
        model.title = try dictionary.value(forKey: ArticleKeys.title, default: model.title)
        model.status = try dictionary.value(forKey: ArticleKeys.status, default: model.status)
        model.publishedAt = try dictionary.value(forKey: ArticleKeys.publishedAt, default: model.publishedAt)
        model.editedAt = try dictionary.value(forKey: ArticleKeys.editedAt)
        model.cover = try dictionary.value(forKey: ArticleKeys.cover)
        model.tags = try dictionary.value(forKey: ArticleKeys.tags)
        model.default = try dictionary.value(forKey: ArticleKeys.default, default: model.default)
        return model
    }

    mutating func update(other: Article) {
        title = other.title
        status = other.status
        publishedAt = other.publishedAt
        editedAt = other.editedAt
        cover = other.cover
        tags = other.tags
        `default` = other.default
    }
}

/// Stores `Article`s under `articles/<firebaseId>`.
final class ArticleManager: FirebaseCrudable, Sendable {
    typealias Model = Article

    static let shared = ArticleManager()

    let path = "articles"

    private init() {}
}

// MARK: - CoverImages

/// The keys `CoverImages` is stored under.
enum CoverImagesKeys {
    static let small = "small"
    static let large = "large"
    static let width = "width"
    static let height = "height"
}

extension CoverImages: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[CoverImagesKeys.small] = small.databaseValue
        dictionary[CoverImagesKeys.large] = large.databaseValue
        dictionary[CoverImagesKeys.width] = width.databaseValue
        dictionary[CoverImagesKeys.height] = height.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> CoverImages {
        var model = CoverImages()
        model.small = try dictionary.value(forKey: CoverImagesKeys.small)
        model.large = try dictionary.value(forKey: CoverImagesKeys.large)
        model.width = try dictionary.value(forKey: CoverImagesKeys.width, default: model.width)
        model.height = try dictionary.value(forKey: CoverImagesKeys.height, default: model.height)
        return model
    }

    mutating func update(other: CoverImages) {
        small = other.small
        large = other.large
        width = other.width
        height = other.height
    }
}

// MARK: - Person

/// The keys `Person` is stored under.
enum PersonKeys {
    static let name = "name"
    static let birthday = "birthday"
    static let pets = "pets"
    static let bestFriend = "bestFriend"
}

extension Person: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[PersonKeys.name] = name.databaseValue
        dictionary[PersonKeys.birthday] = birthday.databaseValue
        dictionary[PersonKeys.pets] = pets.databaseValue
        dictionary[PersonKeys.bestFriend] = bestFriend.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> Person {
        var model = Person()
        model.name = try dictionary.value(forKey: PersonKeys.name, default: model.name)
        model.birthday = try dictionary.value(forKey: PersonKeys.birthday)
        model.pets = try dictionary.value(forKey: PersonKeys.pets)
        model.bestFriend = try dictionary.value(forKey: PersonKeys.bestFriend)
        return model
    }

    mutating func update(other: Person) {
        name = other.name
        birthday = other.birthday
        pets = other.pets
        bestFriend = other.bestFriend
    }
}

/// Stores `Person`s under `people/<firebaseId>`.
final class PersonManager: FirebaseCrudable, Sendable {
    typealias Model = Person

    static let shared = PersonManager()

    let path = "people"

    private init() {}
}

// MARK: - Pet

/// The keys `Pet` is stored under.
enum PetKeys {
    static let name = "name"
    static let species = "species"
    static let age = "age"
    static let `class` = "class"
}

extension Pet: Makeable {
    func toDictionary() -> [String: DatabaseValue] {
        var dictionary: [String: DatabaseValue] = [:]
        dictionary[PetKeys.name] = name.databaseValue
        dictionary[PetKeys.species] = species.databaseValue
        dictionary[PetKeys.age] = age.databaseValue
        dictionary[PetKeys.class] = `class`.databaseValue
        return dictionary
    }

    static func make(from dictionary: [String: DatabaseValue]) throws -> Pet {
        let model = Pet()
        model.name = try dictionary.value(forKey: PetKeys.name)
        model.species = try dictionary.value(forKey: PetKeys.species, default: model.species)
        model.age = try dictionary.value(forKey: PetKeys.age, default: model.age)
        model.class = try dictionary.value(forKey: PetKeys.class, default: model.class)
        return model
    }

    func update(other: Pet) {
        name = other.name
        species = other.species
        age = other.age
        `class` = other.class
    }
}

/// Stores `Pet`s under `pets/<firebaseId>`.
final class PetManager: FirebaseCrudable, Sendable {
    typealias Model = Pet

    static let shared = PetManager()

    let path = "pets"

    private init() {}
}
