protocol FetchableModel {}

struct Book: FetchableModel {
    var title: String
    var pages: Int
}

/// Uses the code `generate-managers` wrote into Generated/ (checked-in generation).
public func bookFieldNames() -> [String] { Book.fieldNames }
