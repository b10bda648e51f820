import Foundation

/// The model members a template's program read, kept next to the compiled program (one name a
/// line): later runs write only those into its model file. A run that reads a member they lack
/// is run again with every member, and what it read is added.
struct ProgramMemberReads {
    let file: String

    init(programFolder: String) {
        file = (programFolder as NSString).appendingPathComponent("member-reads")
    }

    /// Whether a program of `sources` can run on some members: not when it reflects (`Mirror`,
    /// `dump`), which reads the model's stored values without noting them.
    static func apply(to sources: [String]) -> Bool {
        !sources.contains { $0.contains("Mirror") || $0.contains("dump(") || $0.contains("reflecting") }
    }

    /// The members recorded; nil before the program's first run on the whole model.
    func recorded() -> Set<String>? {
        RegularFile.contents(atPath: file).map(Self.names)
    }

    /// Adds the members named in `runRecord` (what a run wrote) to the record. A record that cannot
    /// be written only means that the next run writes every member again.
    func add(from runRecord: String) {
        guard let read = RegularFile.contents(atPath: runRecord).map(Self.names) else { return }
        let members = read.union(recorded() ?? [])
        try? Data(members.sorted().map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private static func names(in data: Data) -> Set<String> {
        Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}
