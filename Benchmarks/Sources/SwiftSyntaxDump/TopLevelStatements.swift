import SwiftSyntax

/// The declarations Sourcery's visitor finds in a top-level statement (`measure { final class
/// Handler {…} }`, `if ok { struct S {} }`): it visits everything but variable initializers and
/// function, initializer, deinitializer and subscript bodies, so a type or typealias anywhere else
/// in the statement is a top-level one.
final class TopLevelStatements: SyntaxVisitor {
    private(set) var declarations: [DeclSyntax] = []

    /// The declarations in `node`, in source order.
    static func declarations(in node: some SyntaxProtocol) -> [DeclSyntax] {
        let finder = TopLevelStatements(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.declarations
    }

    private func found(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        declarations.append(DeclSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
