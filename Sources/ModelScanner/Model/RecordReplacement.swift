extension Array where Element: AnyObject {
    /// Puts `rebuilt` where `record` (this very object) is, if it is here: a record never changes, so
    /// a step that learns more about one rebuilds it and swaps the copy into the lists holding it.
    mutating func replaceRecord(_ record: Element, with rebuilt: Element) {
        if let index = firstIndex(where: { $0 === record }) { self[index] = rebuilt }
    }
}
