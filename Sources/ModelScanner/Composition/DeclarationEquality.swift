/// Sourcery's `Type ==` as its composer uses it: a declaration equal to the type it would be merged
/// into is not merged (`if current == type { return }`). So the same file copied into two modules
/// (OpenAPIKit and OpenAPIKit30, swift-nio's NIOFS and _NIOFileSystem) gives one type, not a type
/// with every member twice. The comparison is by value, against the type as merged so far: same
/// name, kind, access, file name, imports, inherited names, requirements, annotations, attributes,
/// modifiers, typealiases, members (one by one), enum cases and nested types (recursively).
///
/// Sourcery compares while it resolves inherited names, declaration by declaration in file order:
/// the declaration's names are resolved, the type's (a later declaration) and every nested type's
/// are still as written (plus what earlier merges appended). So a nested struct inheriting
/// `NIOFileSystemSendableMetatype` in one module and `_NIOFileSystemSendableMetatype` in another,
/// both aliases of `Any`, is merged (swift-nio's `AnyAsyncSequence.AsyncIterator`).
///
/// One value serves one merge. Comparing a declaration compares its nested types, which are
/// compared again on their own turn (a file repeated with types nested 250 deep compared each
/// one with its whole nest: quadratic in the depth, a fuzz timeout). So the result of every
/// nested pair is kept until a merge changes a type of either nest.
struct DeclarationEquality {
    /// The inherited names as written, and how many resolved names replaced them, of the
    /// declarations whose names resolution changed.
    typealias WrittenInheritedNames = [ObjectIdentifier: (written: [String], resolvedCount: Int)]

    private struct Pair: Hashable {
        let type: Int
        let other: Int
        init(_ type: SwiftType, _ other: SwiftType) { (self.type, self.other) = (type.id.index, other.id.index) }
    }

    /// A pair of nested types being compared, and how many of their nested types are done.
    private struct Frame {
        let type: SwiftType
        let other: SwiftType
        let nested: [SwiftType]
        let otherNested: [SwiftType]
        var done = 0
    }

    private let writtenNames: WrittenInheritedNames
    /// The merge's types by name: where a merged declaration's nested types went.
    private let primaries: [String: SwiftType]
    /// Nested pairs compared, whether they were equal, and when (`time`).
    private var known: [Pair: (isEqual: Bool, time: Int)] = [:]
    /// When a merge last changed each type (by `TypeID.index`), itself or a type nested in it.
    private var changed: [Int: Int] = [:]
    private var time = 0
    /// How many pairs of records were compared (nested types included; tests read it).
    private(set) var comparisons = 0

    init(writtenNames: WrittenInheritedNames, primaries: [String: SwiftType]) {
        self.writtenNames = writtenNames
        self.primaries = primaries
    }

    /// Whether the declaration equals the type as merged so far. Nested types are compared with a
    /// work list, not by recursion: types nest up to `Parser.maximumTypeNesting` deep, which
    /// overflowed the stack (a fuzz input).
    mutating func areEqual(_ declaration: SwiftType, _ type: SwiftType) -> Bool {
        comparisons += 1
        guard Self.areEqualOutsideNestedTypes(declaration, declaration.inheritedTypes, type, writtenNames),
              var frame = frame(declaration, type) else { return false }
        time += 1
        var stack: [Frame] = []
        while true {
            guard frame.done < frame.nested.count else {
                guard let enclosing = stack.popLast() else { return true }
                known[Pair(frame.type, frame.other)] = (true, time)
                frame = enclosing
                continue
            }
            let (child, otherChild) = (frame.nested[frame.done], frame.otherNested[frame.done])
            frame.done += 1
            if let isEqual = remembered(child, otherChild) {
                if isEqual { continue }
            } else if let nested = compare(child, otherChild) {
                // The walk ends: merging never makes a type its own descendant (`ModelTable.appendContained`).
                stack.append(frame)
                frame = nested
                continue
            }
            // The pairs enclosing an unequal pair are unequal (the outermost, the declaration's own, is not kept).
            known[Pair(child, otherChild)] = (false, time)
            for enclosing in (stack + [frame]).dropFirst() { known[Pair(enclosing.type, enclosing.other)] = (false, time) }
            return false
        }
    }

    /// Records that a merge changed `type` (and `declaration`'s typealiases, now `type`'s): what
    /// was known of pairs whose nests hold either is forgotten.
    mutating func noteMerged(_ declaration: SwiftType, into type: SwiftType) {
        guard !known.isEmpty else { return }
        var pending = [declaration, type]
        while let changedType = pending.popLast() {
            // Marked at this time already: so are the types it is nested in.
            guard changed.updateValue(time, forKey: changedType.id.index) != time, let parent = changedType.parent else { continue }
            pending.append(parent)
            // A merged parent's nested types are its type's too.
            if parent.isMerged, let merged = primaries[parent.name], merged !== parent { pending.append(merged) }
        }
    }

    /// A nested pair to compare: nil when unequal apart from their nested types or in their count.
    private mutating func compare(_ type: SwiftType, _ other: SwiftType) -> Frame? {
        comparisons += 1
        guard Self.areEqualOutsideNestedTypes(type, Self.pendingInheritedTypes(of: type, writtenNames), other, writtenNames) else {
            return nil
        }
        return frame(type, other)
    }

    private func frame(_ type: SwiftType, _ other: SwiftType) -> Frame? {
        let nested = type.containedTypes
        let otherNested = other.containedTypes
        guard nested.count == otherNested.count else { return nil }
        return Frame(type: type, other: other, nested: nested, otherNested: otherNested)
    }

    /// Whether the pair was found equal, unless a merge changed either nest since.
    private func remembered(_ type: SwiftType, _ other: SwiftType) -> Bool? {
        guard let (isEqual, comparedAt) = known[Pair(type, other)],
              changed[type.id.index, default: -1] < comparedAt, changed[other.id.index, default: -1] < comparedAt
        else { return nil }
        return isEqual
    }
}
