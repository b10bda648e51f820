/// Writes the `modelgen dump` JSON.
enum DumpWriter {
    static func json(for types: [SwiftType]) -> String {
        "{}"
    }
}
