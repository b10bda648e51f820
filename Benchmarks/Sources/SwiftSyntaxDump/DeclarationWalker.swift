import SwiftSyntax

/// Where a member is declared: the enclosing type's dump name, the access level its members
/// default to, and whether it is a protocol.
struct Container {
    var name: String
    var defaultAccess: String?
    var isProtocol: Bool
    var index: Int
}

/// Walks one parsed file and collects every type and extension declaration, in source order,
/// with its members. Function, initializer, accessor and closure bodies are not entered.
struct DeclarationWalker {
    let file: String
    let lines: SourceLines
    let index: AnnotationIndex
    private(set) var declarations: [DumpType] = []
    private static let maximumDepth = 200

    init(file: String, tree: SourceFileSyntax, utf8: [UInt8]) {
        self.file = file
        lines = SourceLines(tree: tree, utf8: utf8)
        index = AnnotationIndex(lines: lines)
        for item in tree.statements {
            if case .decl(let decl) = item.item { walk(decl, in: nil, depth: 0) }
        }
    }

    private mutating func walk(_ decl: DeclSyntax, in container: Container?, depth: Int) {
        guard depth < DeclarationWalker.maximumDepth else { return }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            walkType(group, in: container, depth: depth)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items):
                    for item in items {
                        if case .decl(let inner) = item.item { walk(inner, in: container, depth: depth + 1) }
                    }
                case .decls(let members):
                    for member in members { walk(member.decl, in: container, depth: depth + 1) }
                default: break
                }
            }
        } else if let container {
            addMember(decl, to: container)
        }
    }

    private mutating func walkType(_ group: some DeclGroupSyntax, in container: Container?, depth: Int) {
        var kind = ""
        var localName = ""
        var anchor = group.introducer
        var genericParameters: [String] = []
        if let decl = group.as(StructDeclSyntax.self) {
            (kind, localName, anchor) = ("struct", decl.name.text, decl.name)
            genericParameters = Self.names(decl.genericParameterClause)
        } else if let decl = group.as(ClassDeclSyntax.self) {
            (kind, localName, anchor) = ("class", decl.name.text, decl.name)
            genericParameters = Self.names(decl.genericParameterClause)
        } else if let decl = group.as(EnumDeclSyntax.self) {
            (kind, localName, anchor) = ("enum", decl.name.text, decl.name)
            genericParameters = Self.names(decl.genericParameterClause)
        } else if let decl = group.as(ActorDeclSyntax.self) {
            (kind, localName, anchor) = ("actor", decl.name.text, decl.name)
            genericParameters = Self.names(decl.genericParameterClause)
        } else if let decl = group.as(ProtocolDeclSyntax.self) {
            (kind, localName, anchor) = ("protocol", decl.name.text, decl.name)
        } else if let decl = group.as(ExtensionDeclSyntax.self) {
            kind = "extension"
            localName = Self.extendedName(decl.extendedType)
        } else {
            return
        }
        let name = container.map { "\($0.name).\(localName)" } ?? localName
        let written = Modifiers.accessLevel(group.modifiers)
        let accessLevel = written ?? container?.defaultAccess ?? "internal"
        var inherited: [String] = []
        for type in group.inheritanceClause?.inheritedTypes ?? [] {
            let text = type.type.trimmedDescription
            if !inherited.contains(text) { inherited.append(text) }
        }
        let type = DumpType(
            name: name, localName: name.split(separator: ".").last.map(String.init) ?? name, kind: kind,
            accessLevel: accessLevel,
            isFinal: (kind == "class" || kind == "actor") && Modifiers.contains(group.modifiers, "final"),
            isExtension: kind == "extension", inheritedTypes: inherited, genericParameters: genericParameters,
            annotations: annotations(anchor: anchor, attributes: group.attributes),
            file: file, line: line(of: group.introducer))
        declarations.append(type)
        let inner = Container(
            name: name,
            defaultAccess: kind == "extension" ? written : kind == "protocol" ? accessLevel : nil,
            isProtocol: kind == "protocol", index: declarations.count - 1)
        for member in group.memberBlock.members {
            walk(member.decl, in: inner, depth: depth + 1)
        }
    }

    private mutating func addMember(_ decl: DeclSyntax, to container: Container) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            declarations[container.index].variables += variables(of: variable, in: container)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            declarations[container.index].methods.append(method(function, in: container))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            declarations[container.index].methods.append(method(initializer, in: container))
        } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
            declarations[container.index].methods.append(method(deinitializer, in: container))
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            declarations[container.index].cases += cases(of: enumCase)
        }
    }

    /// The 1-based line of a token.
    func line(of token: TokenSyntax) -> Int {
        lines.line(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The annotations of a declaration anchored on `anchor` with the given attributes.
    func annotations(anchor: TokenSyntax, attributes: AttributeListSyntax, looksAbove: Bool = true) -> Annotations {
        let range: Range<Int>? = attributes.isEmpty ? nil :
            attributes.positionAfterSkippingLeadingTrivia.utf8Offset..<attributes.endPositionBeforeTrailingTrivia.utf8Offset
        return index.annotations(anchorLine: line(of: anchor), attributes: range, looksAbove: looksAbove)
    }

    private static func names(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map(\.name.text) ?? []
    }

    /// The extended type's name without generic arguments (`Foo<Int>.Bar` → `Foo.Bar`).
    private static func extendedName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return extendedName(member.baseType) + "." + member.name.text }
        return type.trimmedDescription
    }
}
