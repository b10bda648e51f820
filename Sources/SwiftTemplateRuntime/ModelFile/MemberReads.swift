import Foundation

/// The model members a template's program reads, noted from the program's start (`start`) so
/// that ModelGen can write only those the next time; and the stop when the model file was written
/// with only some members and the program reads one it lacks.
///
/// A program reads the same members whatever their values come from, so until the first read of
/// a lacking member it behaves exactly as with the whole model; at that read it ends with
/// `lackingMemberStatus` and ModelGen runs it again with the whole model.
enum MemberReads {
    /// The exit status of a program that read a member its model file lacks.
    static let lackingMemberStatus: Int32 = 75
    /// The first line on standard error of such a program, with the member's name after it.
    static let lackingMemberMessage = "modelgen: the model file lacks the member "
    /// The environment variable naming the file the read members are written into when the
    /// program ends (one name a line).
    static let recordVariable = "MODELGEN_MEMBER_READS"

    // Not locked: a template's program reads its model on one thread (the model's objects, with
    // their lazy members, are not thread-safe, as in Sourcery), and every model read checks
    // `unnoted`. Measured (callgrind, cached runs' programs over swift-nio's Sources): an `NSLock`
    // around that check costs 4.1% of a program reading ~20 members per method and variable
    // (345.4 M -> 359.4 M instructions) and 2.1% of the benchmarks' listing (52.1 M -> 53.2 M).
    /// For each member (by raw value), whether its next read is its first since `start`: false
    /// for all before `start`, so loading the model notes nothing.
    nonisolated(unsafe) private static var unnoted = [Bool](repeating: false, count: ModelMemberName.allCases.count)
    /// For each member, whether the model file lacks it.
    nonisolated(unsafe) private static var lacking = [Bool](repeating: false, count: ModelMemberName.allCases.count)
    nonisolated(unsafe) private static var recordPath: String?

    /// Takes note of what a model file holding `fileMembers` (nil: every member) lacks; ends the
    /// program when it lacks one that building the context reads.
    static func prepare(fileMembers: Set<String>?) {
        for member in ModelMemberName.allCases {
            lacking[Int(member.rawValue)] = fileMembers.map { !$0.contains(member.text) } ?? false
        }
        for member in ModelGraph.membersReadWhileLoading where lacking[Int(member.rawValue)] { stop(lacking: member) }
    }

    /// Starts noting reads, the members the runtime read to build the context first; with
    /// `recordVariable` set, what was read is written into the file it names when the program ends.
    static func start(environment: [String: String]) {
        unnoted = [Bool](repeating: true, count: ModelMemberName.allCases.count)
        if let path = environment[recordVariable] {
            if recordPath == nil { atexit { MemberReads.writeRecord() } }
            recordPath = path
        }
        for member in ModelGraph.membersReadWhileLoading { note(member) }
    }

    @inline(__always)
    static func note(_ member: ModelMemberName) {
        if unnoted[Int(member.rawValue)] { noteFirstRead(of: member) }
    }

    private static func noteFirstRead(of member: ModelMemberName) {
        unnoted[Int(member.rawValue)] = false
        if lacking[Int(member.rawValue)] { stop(lacking: member) }
    }

    private static func stop(lacking member: ModelMemberName) -> Never {
        FileHandle.standardError.write(Data((lackingMemberMessage + member.text + "\n").utf8))
        exit(lackingMemberStatus)
    }

    private static func writeRecord() {
        guard let recordPath else { return }
        let text = ModelMemberName.allCases.filter { !unnoted[Int($0.rawValue)] }.map { $0.text + "\n" }.joined()
        FileManager.default.createFile(atPath: recordPath, contents: Data(text.utf8))
    }
}
