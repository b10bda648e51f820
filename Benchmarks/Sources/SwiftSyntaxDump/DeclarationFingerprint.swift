import SwiftSyntax

/// Sourcery's composer does not merge a declaration into a same-named type it equals (`Type ==`:
/// same name, kind, access, file name, imports, inheritance, annotations, modifiers, members one by
/// one and nested types), so a file copied into two modules gives one type, not every member twice.
/// Everything that equality compares is in a declaration's tokens outside the bodies of functions
/// and accessors, plus its annotation comments, its file name and the file's imports.
enum DeclarationFingerprint {
    static func of(_ declaration: DumpType) -> String? {
        guard let syntax = declaration.origin.syntax else { return nil }
        var text = declaration.origin.fileContext + "\u{0}"
        for token in syntax.tokens(viewMode: .sourceAccurate) where !isInBody(token, below: syntax) {
            for piece in token.leadingTrivia + token.trailingTrivia {
                if case .lineComment(let comment) = piece, comment.contains("sourcery:") { text += comment + "\n" }
                if case .blockComment(let comment) = piece, comment.contains("sourcery:") { text += comment + "\n" }
            }
            text += token.text + " "
        }
        return text
    }

    /// Whether the token is inside a function's, initializer's or accessor's body.
    private static func isInBody(_ token: TokenSyntax, below root: Syntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != root.id {
            if current.is(CodeBlockSyntax.self) { return true }
            if current.is(CodeBlockItemListSyntax.self), current.parent?.is(AccessorBlockSyntax.self) == true { return true }
            node = current.parent
        }
        return false
    }
}
