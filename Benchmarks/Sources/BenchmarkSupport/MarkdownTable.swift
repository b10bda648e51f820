/// A Markdown table with padded columns.
public struct MarkdownTable: Sendable {
    /// The column headers.
    public var headers: [String]
    /// The rows added so far.
    public private(set) var rows: [[String]] = []

    /// A table with these column headers.
    public init(headers: [String]) {
        self.headers = headers
    }

    /// Adds a row; missing cells are left empty.
    public mutating func addRow(_ cells: [String]) {
        rows.append(cells + Array(repeating: "", count: max(0, headers.count - cells.count)))
    }

    /// The table as Markdown text, one line per row.
    public var text: String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.indices.map { cells[$0].padding(toLength: widths[$0]) }.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: max(3, $0)) }.joined(separator: " | ") + " |"
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

/// Number formatting for benchmark tables.
public enum Format {
    /// `value` with `digits` decimals.
    public static func decimal(_ value: Double, digits: Int = 1) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = "\(rounded)"
        guard let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text[text.index(after: dot)...]
        if digits == 0 { return String(text[..<dot]) }
        return String(text[..<dot]) + "." + decimals.prefix(digits) + String(repeating: "0", count: max(0, digits - decimals.count))
    }

    /// A ratio such as `23.4×`.
    public static func ratio(_ value: Double) -> String {
        decimal(value, digits: value >= 100 ? 0 : 1) + "×"
    }

    /// A duration in the most readable unit.
    public static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return decimal(seconds, digits: 2) + " s" }
        if seconds >= 0.001 { return decimal(seconds * 1000, digits: 1) + " ms" }
        return decimal(seconds * 1_000_000, digits: 1) + " µs"
    }

    /// A difference of durations with its sign (`+0.31 s`, `−12.0 ms`).
    public static func signedDuration(_ seconds: Double) -> String {
        (seconds < 0 ? "−" : "+") + duration(abs(seconds))
    }

    /// A large count with a k/M suffix.
    public static func count(_ value: Double) -> String {
        if value >= 1_000_000 { return decimal(value / 1_000_000, digits: 2) + " M" }
        if value >= 1_000 { return decimal(value / 1_000, digits: 1) + " k" }
        return decimal(value, digits: 0)
    }
}
