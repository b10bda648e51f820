/// The type or extension a member is declared in, by ID: the member is owned by that type's
/// record, so it reaches it through the table (weakly) instead of referring back to its owner.
struct DeclaringType {
    weak var table: ModelTable?
    var id: TypeID?

    /// The declaring record; nil for a global function, a repeat that lost it (see
    /// `Deduplication`), or once the `ScanResult` is gone.
    var type: SwiftType? {
        guard let id, let table else { return nil }
        return table[id]
    }
}

/// A member that knows the type or extension declaring it.
protocol Declared: AnyObject {
    var declaringType: DeclaringType { get set }
}

extension Declared {
    var isFromExtension: Bool { declaringType.type?.isExtension == true }

    /// Learns its declaring type's place in the table (composition).
    func place(in type: TypeID, of table: ModelTable) { declaringType = DeclaringType(table: table, id: type) }
}

extension Variable: Declared {}
extension Method: Declared {}
extension Subscript: Declared {}
