/// The layout of the model file a Swift template program reads (its runtime's `ModelFileReader`
/// decodes the same layout; `SwiftTemplateRuntimeTests` round-trips one through the other).
///
/// ```
/// magic "MGSM", version byte
/// strings:  count, then each: UTF-8 byte count, bytes
/// members:  0 when every member is written; else 1, count, names (strings): the only members written
/// classes:  count, then each: name (string), member count, member names (strings)
/// objects:  count, then each: class index, then one value per member of its class
/// root:     one value
/// ```
/// Counts and indices are unsigned LEB128 varints. A value is a tag byte and its payload: the
/// object graph is a table, so shared objects (a type reached from many variables) are written
/// once and every reference is an index, cycles included.
enum ModelFileFormat {
    static let magic: [UInt8] = Array("MGSM".utf8)
    static let version: UInt8 = 2

    /// The exit status of a program that read a member its model file lacks (the runtime's
    /// `MemberReads`): it is run again with every member.
    static let lackingMemberStatus: Int32 = 75
    /// How the last line on standard error of such a program starts.
    static let lackingMemberMessage = "modelgen: the model file lacks the member "
    /// The environment variable naming the file a program writes the members it read into.
    static let memberRecordVariable = "MODELGEN_MEMBER_READS"

    /// The tag byte that starts each value.
    enum Tag: UInt8 {
        case null = 0, `false`, `true`
        /// A zigzag varint.
        case int
        /// The IEEE bit pattern, 8 bytes little-endian.
        case double
        /// A string-table index.
        case string
        /// An object-table index.
        case object
        /// A count, then that many values.
        case array
        /// A count, then that many (string-table index, value) pairs.
        case dictionary
    }
}
