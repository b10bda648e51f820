import FetchableKit

/// A pet: the reference model for a `final class`.
// sourcery: table = "pets"
final class Pet: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    /// Required: a record without a name is an error, not a pet named "".
    // sourcery: required
    var name: String = ""
    var species: String = ""
    var age: Int = 0
    /// The zoological class (`mammal`, `bird` …): a keyword as a property name.
    var `class`: String = ""

    init() {}
}
