import Foundation

/// The model members a template's program read, kept next to the compiled program (one name a
/// line): later runs write only those into its model file. A run that reads a member they lack
/// is run again with every member, and what it read is added.
struct ProgramMemberReads {
    let file: String

    /// The record of the program compiled into `programFolder`; nil when the builder marked that
    /// program as reading the whole model, so that every run gets it.
    init?(programFolder: String) {
        if FileManager.default.fileExists(atPath: Self.wholeModelMarker(inProgramFolder: programFolder)) { return nil }
        file = (programFolder as NSString).appendingPathComponent("member-reads")
    }

    /// Whether a program of `sources` reflects (`Mirror`, `dump`), which reads the model's stored
    /// values without noting them: such a program always gets the whole model. The builder decides
    /// it once, from the texts it compiles, and leaves the marker beside the program.
    static func reflects(_ sources: [String]) -> Bool {
        sources.contains { $0.contains("Mirror") || $0.contains("dump(") || $0.contains("reflecting") }
    }

    /// The (empty) file that marks the program in `programFolder` as one that reflects.
    static func wholeModelMarker(inProgramFolder programFolder: String) -> String {
        (programFolder as NSString).appendingPathComponent("reads-whole-model")
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
