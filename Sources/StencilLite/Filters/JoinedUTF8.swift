extension Array where Element == String {
    /// `joined(separator:)`, written once into a String of the final size: the standard library's
    /// appends each element to a growing String (640 instructions a word in a release build, 6% of
    /// the render benchmark's `filters` shape); copying each element's UTF-8 is a length and a `memmove`.
    func joinedAsUTF8(separator: String) -> String {
        guard count > 1 else { return first ?? "" }
        var size = separator.utf8.count * (count - 1)
        var index = 0
        while index < count {
            size += self[index].utf8.count
            index += 1
        }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var written = buffer[...].initialize(from: self[0].utf8).1
            var index = 1
            while index < count {
                written = buffer[written...].initialize(from: separator.utf8).1
                written = buffer[written...].initialize(from: self[index].utf8).1
                index += 1
            }
            return written
        }
    }
}
