protocol FetchableModel {}

struct Person: FetchableModel {
    var name: String
    var age: Int
}
