import FetchableKit
import Foundation

/// Where an article is in its life.
enum ArticleStatus: String, FetchableEnum {
    case draft
    case inReview = "in_review"
    case published
}

/// The images shown with an article: a value stored as a nested map.
struct CoverImages: FetchableValue, Equatable {
    var small: URL?
    var large: URL?
    var width: Int = 0
    var height: Int = 0
}

/// An article: the reference model for enums, dates, optionals, nested values and renamed keys.
// sourcery: table = "articles"
struct Article: FetchableModel {
    var firebaseId = ""
    var isCompleted = true

    var title: String = ""
    var status: ArticleStatus = .draft
    // sourcery: key = "published_at"
    var publishedAt: Date = Date(timeIntervalSince1970: 0)
    var editedAt: Date?
    var cover: CoverImages = CoverImages()
    var tags: [String] = []
    /// Whether this is the article shown first: a keyword as a property name.
    var `default`: Bool = false
    // sourcery: ignore
    var isExpanded: Bool = false

    /// Not stored: computed properties are skipped.
    var summary: String { "\(title) (\(status.rawValue))" }
}
