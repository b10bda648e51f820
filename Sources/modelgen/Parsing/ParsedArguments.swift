/// The options a command line set, by long name.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    mutating func set(_ flag: String) { flags.insert(flag) }

    mutating func add(_ value: String, for option: String) { values[option, default: []].append(value) }

    /// True when the switch `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Every value given for `name`, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The last value given for `name`.
    func last(_ name: String) -> String? { values[name]?.last }
}
