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
    private(set) var typealiases: [DumpTypealias] = []
    /// The types declared so far directly inside each declaration (by index): local name, full name.
    private(set) var nestedTypes: [Int: [(localName: String, name: String)]] = [:]
    private var imports: [String] = []
    private static let maximumDepth = 200

    init(file: String, tree: SourceFileSyntax, utf8: [UInt8]) {
        self.file = file
        lines = SourceLines(tree: tree, utf8: utf8)
        index = AnnotationIndex(lines: lines)
        for item in tree.statements {
            if case .decl(let decl) = item.item {
                walk(decl, in: nil, depth: 0)
            } else {
                walkStatement(item, depth: 0)
            }
        }
        let fileContext = (file.split(separator: "/").last.map(String.init) ?? file) + "\u{0}" + imports.joined(separator: "\u{0}")
        for position in declarations.indices { declarations[position].origin.fileContext = fileContext }
    }

    /// The file's declarations and typealiases.
    var result: FileDeclarations { FileDeclarations(types: declarations, typealiases: typealiases) }

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
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), container == nil {
            walkClosures(macro.trailingClosure, macro.additionalTrailingClosures, depth: depth)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            addTypealias(alias, in: container)
        } else if let importDecl = decl.as(ImportDeclSyntax.self) {
            imports.append(importDecl.path.trimmedDescription)
        } else if let container {
            addMember(decl, to: container)
        }
    }

    /// Types declared in a top-level macro's closures (`#Preview { struct Preview: View {…} }`) are
    /// found, as Sourcery's visitor finds them.
    private mutating func walkClosures(_ trailing: ClosureExprSyntax?, _ additional: MultipleTrailingClosureElementListSyntax, depth: Int) {
        for closure in [trailing].compactMap({ $0 }) + additional.map(\.closure) {
            for item in closure.statements {
                if case .decl(let inner) = item.item {
                    walk(inner, in: nil, depth: depth + 1)
                } else {
                    walkStatement(item, depth: depth + 1)
                }
            }
        }
    }

    /// The types a top-level statement declares in its blocks and closures (see `TopLevelStatements`).
    private mutating func walkStatement(_ item: CodeBlockItemSyntax, depth: Int) {
        for decl in TopLevelStatements.declarations(in: item) { walk(decl, in: nil, depth: depth + 1) }
    }

    private mutating func addTypealias(_ decl: TypeAliasDeclSyntax, in container: Container?) {
        var target = decl.initializer.value
        if let someOrAny = target.as(SomeOrAnyTypeSyntax.self) { target = someOrAny.constraint }
        typealiases.append(DumpTypealias(
            name: container.map { "\($0.name).\(decl.name.text)" } ?? decl.name.text,
            target: decl.initializer.value.trimmedDescription, targetSyntax: decl.initializer.value,
            isComposition: target.is(CompositionTypeSyntax.self),
            parent: container?.index))
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
            // As Sourcery names it: the extended type as written, generic arguments included.
            kind = "extension"
            localName = decl.extendedType.trimmedDescription
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
        var type = DumpType(
            name: name, localName: kind != "extension" ? localName : Self.extensionLocalName(localName, name: name), kind: kind,
            accessLevel: accessLevel,
            isFinal: (kind == "class" || kind == "actor") && Modifiers.contains(group.modifiers, "final"),
            isExtension: kind == "extension", inheritedTypes: inherited, genericParameters: genericParameters,
            annotations: annotations(anchor: anchor, attributes: group.attributes),
            file: file, line: line(of: group.introducer))
        type.origin.parent = container?.index
        type.origin.syntax = Syntax(group)
        if ["class", "struct", "protocol"].contains(kind) { type.origin.requirements = GenericRequirement.all(group.genericWhereClause) }
        if let container, kind != "extension" { nestedTypes[container.index, default: []].append((localName, name)) }
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
        } else if let associatedType = decl.as(AssociatedTypeDeclSyntax.self), container.isProtocol {
            declarations[container.index].associatedTypes.append((associatedType.name.text, Self.standIn(for: associatedType, in: container)))
        }
    }

    /// The type Sourcery's parser makes for an associated type: its constraint as written (`Hashable`,
    /// `Codable, Equatable`), a composition named `Owner.` for `A & B`, else for a default (`= Never`)
    /// nothing unless it is a composition, else `Any`.
    private static func standIn(for decl: AssociatedTypeDeclSyntax, in container: Container) -> String? {
        func isComposition(_ text: String) -> Bool { text.contains("&") && !text.contains("->") }
        if let inherited = decl.inheritanceClause?.inheritedTypes, !inherited.isEmpty {
            let constraint = inherited.map(\.type.trimmedDescription).joined(separator: ", ")
            return isComposition(constraint) ? container.name + "." : constraint
        }
        if let value = decl.initializer?.value.trimmedDescription { return isComposition(value) ? container.name + "." : nil }
        return "Any"
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

    /// An extension's local name: the last dotted part of its name (`extension Outer.Inner`), or the
    /// extended type as written when it has generic arguments (`extension Rope<Chunk>.Builder`:
    /// Sourcery keeps the name whole, as ModelScanner does).
    private static func extensionLocalName(_ written: String, name: String) -> String {
        written.contains("<") ? written : name.split(separator: ".").last.map(String.init) ?? name
    }
}
