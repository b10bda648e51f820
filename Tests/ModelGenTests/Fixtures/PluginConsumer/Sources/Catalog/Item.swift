import FetchableKit

/// Its manager is checked in by `generate-managers` (Generated/Firebase.generated.swift).
struct Item: FetchableModel {
    var firebaseId = ""
    var isCompleted = true
    var title: String = ""
}

public func itemTable() -> String { ItemManager.shared.path }
