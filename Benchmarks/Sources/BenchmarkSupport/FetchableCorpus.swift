import Foundation

/// Writes a deterministic app-sized corpus for the Firebase template: `modelCount` files, each a
/// `final class` conforming to `FetchableModel` with ten stored properties (scalars, optionals,
/// collections, a renamed key, an ignored property, a reference and an array of references to
/// other models), documentation and a few methods, about 4 kB a file (4 MB for 1,000 models).
public struct FetchableCorpus: Sendable {
    /// How many model files (one model each) the corpus has.
    public var modelCount: Int

    /// A corpus of `modelCount` models.
    public init(modelCount: Int) {
        self.modelCount = modelCount
    }

    /// Writes the corpus into `directory` (created if needed) as `Model0000.swift`, ….
    public func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for index in 0..<modelCount {
            let url = directory.appendingPathComponent(String(format: "Model%04d.swift", index))
            try Data(source(ofModel: index).utf8).write(to: url)
        }
    }

    /// The text of model file number `index`.
    public func source(ofModel index: Int) -> String {
        let name = "Model\(index)"
        let friend = "Model\((index + 1) % modelCount)"
        let member = "Model\((index * 7 + 3) % modelCount)"
        return """
            // Model \(index) of the app-scale benchmark corpus.
            // Copyright (c) ModelGen contributors. Licensed under MIT.

            import FetchableKit
            import Foundation

            /// A record of kind \(index): what the app shows in its list and detail screens, with
            /// { braces } and "quotes" in its documentation, as real documentation has.
            ///
            /// Records are created by the editor screen and saved through `\(name)Manager.shared`;
            /// the list screen observes the collection and shows the pinned records first, then the
            /// others by title. A record links to at most one friend and to any number of members;
            /// deleting a record leaves the links of other records alone (they read as missing).
            ///
            /// - Note: `isExpanded` is state of the list screen only, so it is not stored.
            // sourcery: table = "records_\(index)"
            final class \(name): FetchableModel {
                var firebaseId = ""
                var isCompleted = true

                /// The title shown in lists.
                var title: String = ""
                /// How many times it was opened.
                var openCount: Int = 0
                /// Its score, between 0 and 1.
                var score: Double = 0.5
                var isPinned: Bool = false
                // sourcery: key = "created_at"
                var createdAt: Date = Date(timeIntervalSince1970: 0)
                var tags: [String] = []
                var homepage: URL?
                var counters: [String: Int] = [:]
                /// The record this one links to, when there is one.
                var friend: \(friend)?
                var members: [\(member)] = []
                // sourcery: ignore
                var isExpanded: Bool = false

                /// What the list shows for it.
                var summary: String {
                    "\\(title) (\\(openCount)) \\(tags.joined(separator: ", "))"
                }

                init() {}

                /// Opens the record: counts it and pins it once it is popular.
                func open(limit: Int = \(index % 17 + 3)) {
                    openCount += 1
                    if openCount > limit {
                        isPinned = true
                    }
                    let recent = tags.filter { !$0.isEmpty }.map { $0.lowercased() }
                    counters["opened"] = (counters["opened"] ?? 0) + recent.count
                }

                /// A copy of the record's visible text, for search.
                func searchableText(prefix: String = "") -> String {
                    var parts: [String] = [prefix, title]
                    for (key, value) in counters.sorted(by: { $0.key < $1.key }) where value > 0 {
                        parts.append("\\(key)=\\(value)")
                    }
                    if let homepage {
                        parts.append(homepage.absoluteString)
                    }
                    return parts.joined(separator: " ")
                }

                /// Whether `other` links to this record, directly or as a member.
                func isLinked(from other: \(name)) -> Bool {
                    other.friend?.firebaseId == firebaseId || other.members.contains { $0.firebaseId == firebaseId }
                }

                /// The record's counters as lines of text, largest first, for the detail screen.
                func counterLines(limit: Int = 10) -> [String] {
                    let sorted = counters.sorted { lhs, rhs in
                        lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
                    }
                    return sorted.prefix(limit).map { entry in
                        let bar = String(repeating: "#", count: min(entry.value, 20))
                        return "\\(entry.key.padding(toLength: 12, withPad: " ", startingAt: 0)) \\(bar) \\(entry.value)"
                    }
                }

                /// Merges `other`'s tags and counters into this record (after an offline edit).
                func merge(_ other: \(name)) {
                    for tag in other.tags where !tags.contains(tag) {
                        tags.append(tag)
                    }
                    for (key, value) in other.counters {
                        counters[key, default: 0] += value
                    }
                    if other.score > score {
                        score = other.score
                    }
                    isPinned = isPinned || other.isPinned
                }
            }

            extension \(name): CustomStringConvertible {
                var description: String { "\(name)(\\(firebaseId), \\(summary))" }
            }

            """
    }
}
