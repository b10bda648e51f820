import FetchableKit
import Foundation

/// A person: the reference model for a `struct` holding references to other models.
// sourcery: table = "people"
struct Person: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var name: String = ""
    var birthday: Date?
    /// Stored as `[petId: true]`; decoded as stubs that `PetManager.shared.ifNeeded` loads.
    var pets: [Pet] = []
    /// Stored as the pet's id.
    var bestFriend: Pet?
}
