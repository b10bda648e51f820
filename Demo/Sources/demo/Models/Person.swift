import FetchableKit
import Foundation

/// A person: a `struct` model holding references to other models.
// sourcery: table = "people"
struct Person: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var name: String = ""
    var birthday: Date?
    /// Stored as `[petId: true]`; fetched back as stubs that `PetManager.shared.ifNeeded` loads.
    var pets: [Pet] = []
    /// Stored as the pet's id.
    var bestFriend: Pet?
}
