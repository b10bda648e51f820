extension Dictionary where Key == String, Value == Any {
    /// The entry named `name`: `self[name]`, found in a small dictionary by comparing keys instead of
    /// hashing the name (SipHash, about 340 instructions for a short name in a release build, where
    /// comparing a short key is a few dozen). Keys are unique, so the scan finds what hashing does.
    func templateEntry(_ name: String) -> Any? {
        guard count <= Self.scannedCount else { return self[name] }
        var index = startIndex
        while index != endIndex {
            if keys[index] == name { return values[index] }
            formIndex(after: &index)
        }
        return nil
    }

    /// The most entries searched by comparing keys.
    private static var scannedCount: Int { 8 }
}
