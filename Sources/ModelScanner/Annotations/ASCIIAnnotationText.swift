/// An annotation comment, or part of one, made only of ASCII (nearly all of them are): its bytes
/// in the file's buffer, read one by one.
///
/// The general path (`AnnotationResolver.annotationBody(_:)`, `AnnotationPayload.parse(_:value:)`)
/// works with Characters, as Sourcery does; in ASCII text every Character is one byte (a `\r\n`
/// pair never occurs inside one comment line), so reading the bytes gives exactly what that path
/// gives. `ASCIIAnnotationTests` compares the two on generated comments. Measured (callgrind,
/// `modelgen dump` of 1,000 model files with three annotation comments each): the general path
/// took 114 M instructions to read those comments, ~38,000 an annotation, spent on Character
/// iteration, generic `StringProtocol` calls and intermediate Strings.
struct ASCIIAnnotationText: RandomAccessCollection {
    private let bytes: UnsafeBufferPointer<UInt8>
    let startIndex: Int
    let endIndex: Int

    /// The bytes of `range`, or nil when one of them is not ASCII.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] >= 0x80 { return nil }
            index += 1
        }
        self.init(checked: bytes, range)
    }

    private init(checked bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        self.bytes = bytes
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    subscript(position: Int) -> UInt8 { bytes[position] }

    subscript(bounds: Range<Int>) -> ASCIIAnnotationText { ASCIIAnnotationText(checked: bytes, bounds) }

    var string: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[startIndex..<endIndex]), as: UTF8.self) }

    /// Without blanks (spaces, tabs, line breaks) at either end.
    func trimmed() -> ASCIIAnnotationText {
        var start = startIndex
        var end = endIndex
        while start < end, Bytes.isBlank(bytes[start]) { start += 1 }
        while end > start, Bytes.isBlank(bytes[end - 1]) { end -= 1 }
        return self[start..<end]
    }

    func hasPrefix(_ prefix: StaticString) -> Bool {
        guard prefix.utf8CodeUnitCount <= count else { return false }
        return prefix.withUTF8Buffer { prefix in
            var offset = 0
            while offset < prefix.count {
                if bytes[startIndex + offset] != prefix[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
