import Foundation

// The string helpers Sourcery's runtime gives templates.

extension StringProtocol {
    /// Without leading and trailing whitespace and newlines.
    public var trimmed: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension String {
    /// nil when empty.
    public var nilIfEmpty: String? {
        isEmpty ? nil : self
    }

    /// nil when empty or `_` (a parameter without a name).
    public var nilIfNotValidParameterName: String? {
        isEmpty || self == "_" ? nil : self
    }

    /// How many times `substring` occurs, without overlaps.
    public func countInstances(of substring: String) -> Int {
        guard !substring.isEmpty else { return 0 }
        return components(separatedBy: substring).count - 1
    }

    /// Removes leading and trailing whitespace; returns whether anything was removed.
    public mutating func strip() -> Bool {
        let stripped = self.stripped()
        defer { self = stripped }
        return stripped != self
    }

    /// Without leading and trailing whitespace.
    public func stripped() -> String {
        trimmingCharacters(in: .whitespaces)
    }

    /// Removes `prefix` when present; returns whether it was.
    public mutating func trimPrefix(_ prefix: String) -> Bool {
        guard hasPrefix(prefix) else { return false }
        self = String(dropFirst(prefix.count))
        return true
    }

    public func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    /// Removes `suffix` when present; returns whether it was.
    public mutating func trimSuffix(_ suffix: String) -> Bool {
        guard hasSuffix(suffix) else { return false }
        self = String(dropLast(suffix.count))
        return true
    }

    public func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }

    /// Without `n` characters at each end.
    public func dropFirstAndLast(_ n: Int = 1) -> String {
        drop(first: n, last: n)
    }

    public func drop(first: Int, last: Int) -> String {
        String(dropFirst(first).dropLast(last))
    }
}
