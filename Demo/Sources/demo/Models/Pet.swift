import FetchableKit

/// A pet: a `final class` model.
// sourcery: table = "pets"
final class Pet: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var name: String = ""
    var species: String = ""
    var age: Int = 0
    /// Added after pets were first stored: a record saved before it existed reads this default.
    var legs: Int = 4

    init() {}

    /// A pet with the given properties, not saved yet.
    convenience init(name: String, species: String, age: Int) {
        self.init()
        self.name = name
        self.species = species
        self.age = age
    }
}
