/// The names of one preparation (or those resolved on first use, `ModelTable.resolvedOnFirstUse`)
/// by text and context, so that each distinct name is resolved and shaped once and its other
/// occurrences take its values: the 1,000-model corpus holds 26,000 type-name occurrences but
/// 3,009 distinct texts, swift-nio 12,757 and 1,838.
///
/// A name's resolution depends on its scope only through `Self`, a name nested in an enclosing
/// type (`nestedNameEnds`), an associated type's stand-in (reached directly or through a
/// typealias's target) and the scope's generic requirements: a text none of whose identifiers can
/// be one of those, in a scope without requirements, resolves alike everywhere (context nil); the
/// others are shared within their scope only. Names a method's requirements constrain (by
/// identity), names in a typealias's target, names with attributes or spelled otherwise and names
/// whose form was set when made are never shared (`TypeName.mayShareResolution`).
struct SharedResolutions {
    private struct Entry {
        /// Whether the text resolves alike in every scope without requirements.
        let isContextFree: Bool
        var names: [TypeID?: TypeName] = [:]
    }
    private var entries: [String: Entry] = [:]

    /// The name prepared first with this text in this context; nil when `name` is the first, which
    /// it then becomes for later names (so call this before preparing `name`).
    mutating func twin(of name: TypeName, text: String, scope: TypeID?, in table: ModelTable) -> TypeName? {
        // One hash of the text per name: the look-up and the insertion share it.
        modifyEntry(text, table) { entry in
            let context = scope.flatMap { entry.isContextFree && table[$0].genericRequirements.isEmpty ? nil : $0 }
            if let twin = entry.names[context] { return twin }
            entry.names[context] = name
            return nil
        }
    }

    private mutating func modifyEntry(_ text: String, _ table: ModelTable, _ body: (inout Entry) -> TypeName?) -> TypeName? {
        body(&entries[text, default: Entry(isContextFree: table.resolvesAlikeInEveryScope(text))])
    }
}

extension ModelTable {
    /// Whether no identifier in the text can be `Self`, a nested name, an associated type's or a
    /// typealias's (whose target may name an associated type), so that no scope changes how it
    /// resolves, save its generic requirements.
    func resolvesAlikeInEveryScope(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard Lexer.isIdentifierContinue(bytes[index]) else {
                    if bytes[index] == UInt8(ascii: "`") { return false }
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, Lexer.isIdentifierContinue(bytes[index]) { index += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                if word == "Self" || nestedNameEnds.contains(word) || names.associatedTypeDeclarationCounts[word] == 1
                    || names.aliases.byName[word] != nil {
                    return false
                }
            }
            return true
        }
    }
}
