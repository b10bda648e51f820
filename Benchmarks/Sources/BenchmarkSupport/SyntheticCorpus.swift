import Foundation

/// Writes a deterministic corpus of realistic Swift model code: types with annotations,
/// stored and computed properties, enums, protocols, extensions, `#if` blocks and method
/// bodies full of closures and string literals.
public struct SyntheticCorpus: Sendable {
    /// How many files the corpus has.
    public var fileCount: Int
    /// How many model groups (a model, its event enum, every other one a service) each file holds.
    public var typesPerFile: Int

    /// A corpus of `fileCount` files with `typesPerFile` model groups each.
    public init(fileCount: Int, typesPerFile: Int = 4) {
        self.fileCount = fileCount
        self.typesPerFile = typesPerFile
    }

    /// Writes the corpus into `directory` (created if needed) under `Models/` and `Services/`.
    public func write(to directory: URL) throws {
        for index in 0..<fileCount {
            let folder = directory.appendingPathComponent(index % 3 == 0 ? "Services" : "Models")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(String(format: "File%04d.swift", index))
            try Data(source(ofFile: index).utf8).write(to: url)
        }
    }

    /// The text of file number `index`.
    public func source(ofFile index: Int) -> String {
        var random = SeededRandom(seed: UInt64(index) &* 2_654_435_761 &+ 17)
        var out = "// File \(index) of the synthetic benchmark corpus.\n"
        out += "// Copyright (c) ModelGen contributors. Licensed under MIT.\n\nimport Foundation\n\n"
        for group in 0..<typesPerFile {
            let number = index * typesPerFile + group
            out += model(number, random: &random)
            out += event(number, random: &random)
            if group % 2 == 0 { out += service(number, random: &random) }
        }
        return out
    }

    private static let propertyTypes = [
        ("String", "\"value\""), ("Int", "0"), ("Double", "1.5"), ("Bool", "false"), ("[String]", "[]"),
        ("[String: Int]", "[:]"), ("Date", "Date()"), ("UUID?", "nil"), ("Set<Int>", "[]"), ("URL?", "nil"),
        ("[Int: [String]]", "[:]"), ("(first: Int, second: String)?", "nil"),
    ]

    private func model(_ number: Int, random: inout SeededRandom) -> String {
        let name = "Model\(number)"
        let isClass = random.next(4) == 0
        var out = "/// A model type, number \(number), with { braces } and \"quotes\" in its docs.\n"
        out += "// sourcery: AutoEquatable, table = \"table_\(number)\"\n"
        out += isClass ? "public final class \(name): Codable, Equatable {\n" : "public struct \(name): Codable, Equatable {\n"
        out += "    // sourcery: primaryKey, json:key = \"id_\(number)\"\n    public let id: String\n"
        let propertyCount = 4 + random.next(9)
        for property in 0..<propertyCount {
            let (type, value) = Self.propertyTypes[random.next(Self.propertyTypes.count)]
            switch random.next(6) {
            case 0: out += "    @Published var field\(property): \(type) = \(value)\n"
            case 1: out += "    public private(set) var field\(property): \(type) = \(value) // sourcery: skipEquality\n"
            case 2: out += "    var field\(property) = \(value == "nil" ? "0" : value)\n"
            case 3: out += "    let field\(property): \(type)\n"
            case 4: out += "    var field\(property): \(type) {\n        didSet { print(\"changed: \\(oldValue)\") }\n    }\n"
            default: out += "    /// Documented field.\n    var field\(property): \(type)\n"
            }
        }
        out += "    var summary: String { \"\\(id): \\(field0)\" }\n"
        out += "    static var tableName: String {\n        get { \"table_\(number)\" }\n    }\n\n"
        out += "    public init(id: String) {\n        self.id = id\n    }\n\n"
        out += body(of: "describe", number: number, random: &random)
        out += "    enum Kind: String, CaseIterable {\n        case small = \"s\", medium = \"m\"\n        case large\n    }\n"
        out += "}\n\n"
        out += "extension \(name): CustomStringConvertible {\n    public var description: String { summary }\n}\n\n"
        out += "#if DEBUG\nextension \(name) {\n    func debugDump() { print(self) }\n}\n#endif\n\n"
        return out
    }

    private func body(of function: String, number: Int, random: inout SeededRandom) -> String {
        var out = "    @discardableResult\n"
        out += "    func \(function)(prefix: String = \"\", limit: Int = \(number), _ transform: (String) throws -> String = { $0 }) rethrows -> String {\n"
        out += "        var parts: [String] = []\n"
        for line in 0..<(3 + random.next(6)) {
            switch random.next(4) {
            case 0: out += "        parts.append(try transform(\"line \(line) { not a block } // not a comment\"))\n"
            case 1: out += "        let values\(line) = (0..<limit).map { $0 * \(line + 1) }.filter { $0 % 2 == 0 }\n        parts.append(\"\\(values\(line).count)\")\n"
            case 2: out += "        if parts.count > \(line) {\n            parts.removeFirst()\n        } else {\n            parts.append(prefix)\n        }\n"
            default: out += "        for (index, part) in parts.enumerated() where index < limit {\n            parts[index] = part.uppercased()\n        }\n"
            }
        }
        out += "        return parts.joined(separator: \", \")\n    }\n\n"
        return out
    }

    private func event(_ number: Int, random: inout SeededRandom) -> String {
        var out = "public enum Event\(number): Equatable {\n"
        out += "    case created(id: String, at: Date)\n    case deleted(String)\n"
        out += "    case renamed(from: String, to: String), archived\n"
        if random.next(2) == 0 { out += "    // sourcery: deprecated\n    case legacy(_ code: Int, reason: String = \"none\")\n" }
        out += "\n    var isDeletion: Bool {\n        if case .deleted = self { return true }\n        return false\n    }\n}\n\n"
        return out
    }

    private func service(_ number: Int, random: inout SeededRandom) -> String {
        var out = "protocol Service\(number): AnyObject {\n"
        out += "    var name: String { get set }\n    func fetch(id: String) async throws -> Model\(number)?\n}\n\n"
        out += "final class Store\(number)<Element: Hashable>: Service\(number) {\n"
        out += "    var name: String = \"store\"\n    private var cache: [String: Model\(number)] = [:]\n"
        out += "    lazy var formatter = DateFormatter()\n\n"
        out += "    func fetch(id: String) async throws -> Model\(number)? {\n"
        out += "        let key = \"\\(name)/\\(id)\"\n        return cache[key]\n    }\n\n"
        out += body(of: "report", number: number, random: &random)
        out += "}\n\n"
        return out
    }
}

/// A small deterministic pseudo-random generator (SplitMix64).
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A value in `0..<upperBound`.
    mutating func next(_ upperBound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(max(1, upperBound)))
    }
}
