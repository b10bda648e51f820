/// Declaration dispatch: attributes, modifiers, type declarations, directives and recovery.
extension Parser {
    /// Parses one declaration (or skips one top-level statement) starting at `current`.
    mutating func parseDeclaration() {
        var prefix = DeclarationPrefix(first: current)
        let word = collectPrefix(&prefix)
        let keyword = current
        switch keyword.kind {
        case .rightBrace, .endOfFile, .semicolon:
            return
        default:
            break
        }
        guard keyword.kind == .identifier else {
            if keyword.kind == .poundKeyword {
                skipPoundDeclaration()
            } else if prefix.first.start == keyword.start || contexts.isEmpty {
                statementOrUnexpected()
            } else {
                unexpected()
            }
            return
        }
        switch word {
        case let keyword? where keyword != .actor && keyword.isTypeKeyword:
            keyword.typeKind.map { parseTypeDeclaration(prefix, kind: $0) }
        case .actor? where isTypeName(peek()):
            parseTypeDeclaration(prefix, kind: .actor)
        case .var?, .let?:
            parseVariables(prefix)
        case .func?:
            parseFunction(prefix)
        case .`init`?:
            parseInitializer(prefix)
        case .deinit?:
            parseDeinitializer(prefix)
        case .subscript?:
            parseSubscript(prefix)
        case .case? where contexts.last?.isEnum == true:
            parseEnumCase(prefix)
        case .typealias?:
            parseTypealias(prefix)
        case .associatedtype?:
            parseAssociatedType(prefix)
        case .import?:
            parseImport()
        case .operator?:
            skipRestOfLine()
        case .precedencegroup?, .macro?:
            advance()
            skipStatement()
        default:
            if prefix.first.start == keyword.start {
                statementOrUnexpected()
            } else {
                unexpected()
            }
        }
    }

    private func isTypeName(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .backtickIdentifier
    }

    /// Collects attributes and modifiers (and skips `#if` lines between them, and a whole `#if` of
    /// attributes only, as Sourcery does); returns the keyword `current` spells where they end.
    mutating func collectPrefix(_ prefix: inout DeclarationPrefix) -> Keyword? {
        while true {
            switch current.kind {
            case .atSign:
                if let attribute = parseAttribute() { prefix.attributes.append(attribute) }
            case .poundKeyword where source.isConditionalDirective(current):
                if source.isPound(current, "#if"), let distance = distancePastAttributeConditional() {
                    // The declaration starts at this `#if` (its comments above are its annotations).
                    for _ in 0..<distance { advance() }
                } else {
                    let isStart = prefix.first.start == current.start
                    skipDirective()
                    if isStart { prefix.first = current }
                }
            case .identifier:
                let word = source.keyword(current)
                guard let word, word.isModifier, case .modifier(let detail) = parseModifier(word) else { return word }
                prefix.append(word, detail: detail)
            default:
                return nil
            }
        }
    }

    /// How a modifier keyword is used where it is written.
    private enum ModifierUse {
        /// As a modifier, with its detail (`set` in `private(set)`).
        case modifier(detail: String?)
        /// Otherwise (`class` starting a class, `open` as a name …).
        case otherwise
    }

    /// With `current` spelling the modifier keyword `word`: moves past it when it is used as a modifier.
    private mutating func parseModifier(_ word: Keyword) -> ModifierUse {
        let next = peek()
        if word == .class {
            guard let following = source.keyword(next),
                  following.isDeclarationKeyword && !following.isTypeKeyword || following.isModifier else { return .otherwise }
        }
        if next.kind == .leftParen, !next.spaceBefore {
            let inner = peek(2)
            let close = peek(3)
            guard inner.kind == .identifier, close.kind == .rightParen,
                  source.isWord(inner, "set") || source.isWord(inner, "safe") || source.isWord(inner, "unsafe") || source.isWord(inner, "nonsending")
            else { return .otherwise }
            let detail = source.text(inner)
            advance()
            advance()
            advance()
            advance()
            return .modifier(detail: detail)
        }
        guard next.kind == .identifier || next.kind == .atSign || next.kind == .backtickIdentifier else { return .otherwise }
        advance()
        return .modifier(detail: nil)
    }

    /// Parses `@name`, `@A.B`, `@name(arguments)` at `current`.
    mutating func parseAttribute() -> Attribute? {
        guard let (name, arguments) = scanAttribute() else { return nil }
        return Attribute(name: name, argumentText: arguments.map { source.trimmedText(from: $0.start, to: $0.end) })
    }

    /// Moves past an attribute at `current` whose value is not kept.
    mutating func skipAttribute() {
        _ = scanAttribute()
    }

    /// Moves past `@name`, `@A.B`, `@name(arguments)` at `current`; returns the name and the byte
    /// range inside the parentheses, or nil when no name follows the `@`.
    private mutating func scanAttribute() -> (name: String, arguments: (start: Int, end: Int)?)? {
        advance()
        guard current.kind == .identifier || current.kind == .backtickIdentifier, !current.spaceBefore else {
            return nil
        }
        let nameStart = current.start
        advance()
        while current.kind == .period, !current.spaceBefore, peek().kind == .identifier {
            advance()
            advance()
        }
        var nameEnd = previous.end
        if current.kind == .leftAngle, !current.spaceBefore {
            skipAngles()
            nameEnd = previous.end
        }
        let name = source.text(from: nameStart, to: nameEnd)
        guard current.kind == .leftParen, !current.spaceBefore, !Attribute.takesNoArguments(name) else {
            return (name, nil)
        }
        let open = current
        skipBalanced()
        return (name, (open.end, max(open.end, previous.end - 1)))
    }

    // MARK: - Types

    private mutating func parseTypeDeclaration(_ prefix: DeclarationPrefix, kind: TypeKind) {
        let word = kind.rawValue
        let keyword = current
        advance()
        let context = contexts.last
        var localName: String
        var fullName: String
        var anchorLine = keyword.line
        var genericParameters: [String] = []
        if kind == .extension {
            guard let range = scanType() else {
                warn(at: current, "expected a type name after 'extension'")
                recover()
                return
            }
            // Sourcery names an extension as written: `extension Range<Int>` extends a type of its own.
            let written = source.text(from: range.start, to: range.end)
            let isGeneric = written.utf8.contains(UInt8(ascii: "<"))
            fullName = isGeneric ? written : Parser.strippingGenericArguments(written)
            localName = isGeneric ? written : Parser.lastComponent(of: fullName)
        } else {
            guard isTypeName(current) else {
                warn(at: current, "expected a name after '\(word)'")
                recover()
                return
            }
            anchorLine = current.line
            localName = source.name(current)
            advance()
            if current.kind == .leftAngle || source.isOperator(current, startingWith: UInt8(ascii: "<")) {
                genericParameters = parseGenericParameterNames()
            }
            if let context {
                fullName = context.name + "." + localName
            } else {
                fullName = localName
            }
        }
        let access = prefix.accessLevel ?? context.map { $0.isExtension || $0.isProtocol ? $0.memberAccess : .internal } ?? .internal
        var inheritedTypes: [String] = []
        if current.kind == .colon {
            advance()
            inheritedTypes = parseInheritanceList()
        }
        var requirements: [GenericRequirement] = []
        if source.isWord(current, "where") {
            // Sourcery keeps the `where` clause of a class, struct or protocol only (an extension's
            // constrains its members, an enum's and an actor's are dropped).
            let clause = parseWhereClause()
            if kind == .class || kind == .struct || kind == .protocol { requirements = clause }
        }
        let id = TypeID(index: output.types.count)
        // Made with every field the declaration's head gives (a write after `init` is an exclusivity-checked access).
        let type = SwiftType(localName: localName, kind: kind, accessLevel: access,
                             file: file.relativePath, path: file.path, line: keyword.line, column: keyword.column, id: id,
                             head: SwiftType.Head(name: fullName, isFinal: (kind == .class || kind == .actor) && prefix.has(.final),
                                                  isDistributed: kind == .actor && prefix.has(.distributed),
                                                  genericParameters: kind == .protocol ? [] : genericParameters,
                                                  genericRequirements: requirements, inheritedTypes: inheritedTypes,
                                                  attributes: prefix.attributes.isEmpty ? [:] : groupedByName(prefix.attributes),
                                                  modifiers: prefix.modifiers))
        pendingAnnotations.append(PendingAnnotation(target: .type(type), anchorLine: anchorLine,
                                                    firstLine: prefix.first.line, looksAbove: true))
        output.types.append(type)
        output.nesting.append(TypeNesting(parent: context?.id))
        if let context { output.nesting[context.id.index].contained.append(id) }
        guard current.kind == .leftBrace else {
            warn(at: current, "expected '{' after '\(word) \(localName)'")
            recover()
            return
        }
        if contexts.count >= Parser.maximumTypeNesting {
            warn(at: current, "types nested deeper than \(Parser.maximumTypeNesting) levels are skipped")
            skipBlock()
            return
        }
        let isProtocol = kind == .protocol
        let isExtension = kind == .extension
        let memberAccess = isProtocol || isExtension ? (prefix.accessLevel ?? (isProtocol ? access : .internal)) : .internal
        openBody(DeclarationContext(type: type, id: id, name: fullName, memberAccess: memberAccess, isProtocol: isProtocol,
                                    isExtension: isExtension, isEnum: kind == .enum, openBrace: current))
        advance()
    }

    /// `A.B.C` → `C` (the last non-empty `.`-separated piece; the whole name when there is none).
    static func lastComponent(of name: String) -> String {
        var contiguous = name
        return contiguous.withUTF8 { bytes in
            // Non-ASCII text may join a `.` into a larger Character, which then does not separate.
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return name.split(separator: ".").last.map(String.init) ?? name }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            guard end > 0 else { return name }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return start == 0 && end == bytes.count ? name : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// `Foo<Int>.Bar<T>` → `Foo.Bar`, with white space removed.
    static func strippingGenericArguments(_ text: String) -> String {
        var text = text
        let plain = text.withUTF8 { bytes in !bytes.contains { $0 == UInt8(ascii: "<") || Bytes.isBlank($0) } }
        if plain { return text }
        let bytes = text.utf8
        var result: [UInt8] = []
        var depth = 0
        for byte in bytes {
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") {
                depth = max(0, depth - 1)
            } else if depth == 0, !Bytes.isBlank(byte) {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The kinds of `import struct M.S`.
    private static let importKinds: [Keyword?] = [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let]

    private mutating func parseImport() {
        advance()
        if current.kind == .identifier, Parser.importKinds.contains(source.keyword(current)),
           peek().kind == .identifier, !peek().newlineBefore {
            advance()
        }
        if current.kind == .identifier || current.kind == .backtickIdentifier, !current.newlineBefore {
            output.imports.append(source.text(current))
        }
        skipRestOfLine()
    }
}
