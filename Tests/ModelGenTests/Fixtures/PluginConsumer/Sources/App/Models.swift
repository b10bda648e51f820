import FetchableKit

struct Person: FetchableModel {
    var firebaseId = ""
    var isCompleted = true
    var name: String = ""
    var age: Int = 0
}
