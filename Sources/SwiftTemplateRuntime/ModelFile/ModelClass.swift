/// The member names of one class of the model file, with each name's position in a record.
final class ModelClass {
    let name: String
    let memberCount: Int
    private let positions: [String: Int]
    /// The members loaders asked for while loading one record, in the order they asked. A loader
    /// asks in the same order for every record of a class, so most asks cost a string comparison
    /// of the same literal instead of a hash lookup (a third of the decoding time of swift-nio's model).
    private var asked: [(member: String, position: Int?)] = []
    private var askIndex = 0

    init(name: String, members: [String]) {
        self.name = name
        self.memberCount = members.count
        var positions: [String: Int] = [:]
        for (position, member) in members.enumerated() { positions[member] = position }
        self.positions = positions
    }

    /// The position of `member` in a record, or nil when the class has no such member.
    func position(of member: String) -> Int? {
        positions[member]
    }

    /// Starts loading a record: the next asks restart at the first member a loader asks for.
    func beginRecord() {
        askIndex = 0
    }

    /// The position of `member`, the next member a loader asks for.
    func positionOfNextAsk(_ member: String) -> Int? {
        defer { askIndex += 1 }
        if askIndex < asked.count, asked[askIndex].member == member { return asked[askIndex].position }
        let position = positions[member]
        if askIndex < asked.count {
            asked[askIndex] = (member, position)
        } else {
            asked.append((member, position))
        }
        return position
    }
}
