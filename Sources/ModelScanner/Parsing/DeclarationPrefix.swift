/// The attributes and modifiers written before a declaration keyword.
struct DeclarationPrefix {
    /// The declaration's first token (an attribute, a modifier or the keyword).
    var first: Token
    var attributes: [Attribute] = []
    private(set) var modifiers: [Modifier] = []
    /// The written read access level (`public` in `public private(set) var`).
    private(set) var accessLevel: AccessLevel?
    /// The written setter access level (`private` in `private(set)`).
    private(set) var setterAccessLevel: AccessLevel?
    /// One bit per modifier keyword written (bit = raw value).
    private var writtenKeywords: UInt64 = 0

    init(first: Token) {
        self.first = first
    }

    /// Adds a modifier spelled by `keyword` (a modifier keyword), with its detail (`set` in `private(set)`).
    mutating func append(_ keyword: Keyword, detail: String?) {
        let modifier = Modifier(name: keyword.name, detail: detail)
        if modifiers.isEmpty { modifiers.reserveCapacity(4) }
        modifiers.append(modifier)
        writtenKeywords |= 1 << UInt64(keyword.rawValue)
        guard let level = keyword.accessLevel else { return }
        if detail == nil {
            if accessLevel == nil { accessLevel = level }
        } else if detail == "set", setterAccessLevel == nil {
            setterAccessLevel = level
        }
    }

    /// The modifier `keyword` is written.
    func has(_ keyword: Keyword) -> Bool { writtenKeywords & (1 << UInt64(keyword.rawValue)) != 0 }

    /// `static` or `class`.
    var isStatic: Bool { has(.static) || has(.class) }
}
