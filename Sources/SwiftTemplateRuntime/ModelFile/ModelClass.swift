/// The member names of one class of the model file, with each name's position in a record.
final class ModelClass {
    let name: String
    let memberCount: Int
    /// For each member the runtime reads (by raw value), its position in a record, or -1.
    private let positions: [Int]

    init(name: String, members: [String]) {
        self.name = name
        self.memberCount = members.count
        var positions = [Int](repeating: -1, count: ModelMemberName.allCases.count)
        for (position, member) in members.enumerated() {
            if let known = ModelMemberName.named[member] { positions[Int(known.rawValue)] = position }
        }
        self.positions = positions
    }

    /// The position of `member` in a record, or nil when the class has no such member.
    func position(of member: ModelMemberName) -> Int? {
        let position = positions[Int(member.rawValue)]
        return position < 0 ? nil : position
    }
}
