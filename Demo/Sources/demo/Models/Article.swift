import FetchableKit
import Foundation

/// Where an article is in its life; stored as its raw value.
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

/// An article: enums, dates, an optional, a nested value and a renamed key.
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
    // sourcery: ignore
    var isExpanded: Bool = false
}
