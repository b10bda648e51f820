/// Turns byte offsets in a file's text into 1-based `path:line:col` locations (columns count UTF-8
/// bytes, as the Swift compiler's do).
struct TextPositions {
    let path: String
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        var starts = [0]
        var offset = 0
        for character in text {
            offset += character.utf8.count
            if character.isNewline { starts.append(offset) }
        }
        lineStarts = starts
    }

    func location(ofByte offset: Int) -> FileLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return FileLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
