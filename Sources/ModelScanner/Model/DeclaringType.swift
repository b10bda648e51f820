/// How records reach the model's table. Each parsed file has one (made by its parser, told the
/// table and the file's first place in it when composition adopts the file), which its members
/// and nested typealiases hold; the table has its own (offset 0), which type records and attached
/// type names hold. It holds the table weakly (the table owns the records), so a scan's records share a few
/// weak references instead of one each, and a record held past its `ScanResult` finds no table.
final class TableLink {
    weak var table: ModelTable?
    /// Where the holder's file-local `TypeID`s start in the table (0: they are the table's).
    var offset = 0
}

/// The type or extension a member or typealias is declared in: its record's file-local index, read
/// through the file's link (the member is owned by that record, so it does not refer back to it).
/// Set by the parser, never changed.
struct DeclaringType: Equatable {
    let file: TableLink
    let index: Int

    /// The declaring record's place in the table (meaningful once composition adopted the file).
    var id: TypeID { TypeID(index: file.offset + index) }

    /// The declaring record; nil before composition adopted the file, or once the `ScanResult` is gone.
    var type: SwiftType? {
        guard let table = file.table else { return nil }
        return table[id]
    }

    /// The declaring record's name, which its members share (see `ModelTable.declaringTypeNames`).
    var typeName: TypeName? {
        guard let table = file.table else { return nil }
        return table[nameOf: id]
    }

    static func == (left: DeclaringType, right: DeclaringType) -> Bool {
        left.file === right.file && left.index == right.index
    }
}

/// A member that knows the type or extension declaring it.
protocol Declared: AnyObject {
    var definedInType: SwiftType? { get }
}

extension Declared {
    var isFromExtension: Bool { definedInType?.isExtension == true }
}

extension Variable: Declared {}
extension Method: Declared {}
extension Subscript: Declared {}
