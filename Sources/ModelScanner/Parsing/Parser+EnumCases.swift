/// `case` declarations of enums, typealiases and associated types.
extension Parser {
    mutating func parseEnumCase(_ prefix: DeclarationPrefix) {
        advance()
        guard !openMembers.isEmpty else { return }
        // Only `indirect case` (Sourcery reads the case's own modifiers, not the enum's).
        let indirect = prefix.has(.indirect)
        var isFirst = true
        while true {
            guard current.kind == .identifier || current.kind == .backtickIdentifier else {
                warn(at: current, "expected a case name")
                recover()
                return
            }
            let nameToken = current
            advance()
            var associatedValues: [AssociatedValue] = []
            if current.kind == .leftParen {
                let syntax = parseAssociatedValueList()
                associatedValues = makeAssociatedValues(syntax)
                for index in 0..<min(associatedValues.count, syntax.count) {
                    let first = syntax[index].first
                    pendingAnnotations.append(PendingAnnotation(
                        target: .associatedValue(associatedValues[index]), anchorLine: first.line, firstLine: first.line,
                        looksAbove: true, inlineOffset: first.start, startsLine: first.newlineBefore))
                }
            }
            var rawValue: String?
            if current.kind == .equal {
                advance()
                if let range = scanExpression(stopAtComma: true) {
                    rawValue = Parser.rawValue(source.trimmedText(from: range.start, to: range.end))
                }
            }
            let enumCase = EnumCase(name: source.text(nameToken), rawValue: rawValue, associatedValues: associatedValues,
                                    indirect: indirect, annotations: [:], line: nameToken.line,
                                    column: nameToken.column)
            openMembers[openMembers.count - 1].cases.append(enumCase)
            pendingAnnotations.append(PendingAnnotation(target: .enumCase(enumCase, in: contexts[contexts.count - 1].type),
                                                        anchorLine: nameToken.line, firstLine: prefix.first.line, looksAbove: isFirst))
            isFirst = false
            guard current.kind == .comma else { return }
            advance()
        }
    }

    /// A one-line, non-raw string literal loses its quotes; anything else stays as written.
    static func rawValue(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
              !text.contains("\n") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// With `current` at `(`: `(Int, label: String = "x", _ name: T)`.
    private mutating func parseAssociatedValueList() -> [ParameterSyntax] {
        advance()
        var values: [ParameterSyntax] = []
        while current.kind != .endOfFile {
            if current.kind == .rightParen {
                advance()
                return values
            }
            if current.kind == .leftBrace || current.kind == .rightBrace { break }
            let first = current
            var firstName: Range<Int>?
            var secondName: Range<Int>?
            let isName = { (token: Token) in token.kind == .identifier || token.kind == .backtickIdentifier }
            if isName(current), peek().kind == .colon {
                firstName = current.start..<current.end
                advance()
                advance()
            } else if isName(current), isName(peek()), peek(2).kind == .colon {
                firstName = current.start..<current.end
                secondName = peek().start..<peek().end
                advance()
                advance()
                advance()
            }
            let start = current.start
            let type = scanType().map { source.byteRange(start, $0.end) } ?? 0..<0
            values.append(ParameterSyntax(first: first, firstName: firstName, secondName: secondName, type: type,
                                          defaultValue: parseDefaultValue()))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                warn(at: current, "expected ',' or ')' in associated values")
                if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
            }
        }
        warn(at: current, "missing ')' at the end of associated values")
        return values
    }

    private func makeAssociatedValues(_ syntax: [ParameterSyntax]) -> [AssociatedValue] {
        var values: [AssociatedValue] = []
        values.reserveCapacity(syntax.count)
        for index in syntax.indices {
            let written = syntax[index]
            let localName = isUnderscore(written.firstName) ? nil : written.firstName.map(source.text)
            let externalName = written.secondName.map(source.text) ?? (syntax.count > 1 ? (localName ?? String(index)) : nil)
            values.append(AssociatedValue(localName: localName, externalName: externalName, typeName: TypeName(source.text(written.type)),
                                          defaultValue: written.defaultValue.map(source.text), annotations: [:]))
        }
        return values
    }

    mutating func parseTypealias(_ prefix: DeclarationPrefix) {
        advance()
        guard current.kind == .identifier || current.kind == .backtickIdentifier else {
            warn(at: current, "expected a name after 'typealias'")
            recover()
            return
        }
        let nameToken = current
        advance()
        if current.kind == .leftAngle { skipAngles() }
        guard current.kind == .equal else {
            warn(at: current, "expected '=' in a typealias")
            recover()
            return
        }
        advance()
        guard let range = scanType() else {
            warn(at: current, "expected a type in a typealias")
            recover()
            return
        }
        if source.isWord(current, "where") { _ = parseWhereClause() }
        let context = contexts.last
        let alias = Typealias(aliasName: source.text(nameToken), typeName: TypeName(source.text(from: range.start, to: range.end)),
                              accessLevel: prefix.accessLevel ?? context?.memberAccess ?? .internal, annotations: [:],
                              declaringType: context.map(declaringType), location: (file.relativePath, file.path, nameToken.line))
        if context != nil {
            openMembers[openMembers.count - 1].typealiases[alias.aliasName] = alias
        }
        output.typealiases.append(alias)
        pendingAnnotations.append(PendingAnnotation(target: .typealias(alias), anchorLine: nameToken.line,
                                                    firstLine: prefix.first.line, looksAbove: true))
    }

    mutating func parseAssociatedType(_ prefix: DeclarationPrefix) {
        advance()
        guard current.kind == .identifier || current.kind == .backtickIdentifier else {
            warn(at: current, "expected a name after 'associatedtype'")
            recover()
            return
        }
        let name = source.text(current)
        let nameToken = current
        advance()
        var constraint: String?
        if current.kind == .colon {
            advance()
            let start = current.start
            if let range = scanType() {
                constraint = source.text(from: start, to: range.end)
                while current.kind == .comma {
                    advance()
                    guard let more = scanType() else { break }
                    constraint = source.text(from: start, to: more.end)
                }
            }
        }
        var defaultType: String?
        if current.kind == .equal {
            advance()
            let start = current.start
            if let range = scanType() { defaultType = source.text(from: start, to: range.end) }
        }
        let requirements = source.isWord(current, "where") ? parseWhereClause() : []
        guard let context = contexts.last, context.isProtocol else { return }
        openMembers[openMembers.count - 1].associatedTypes[name] = AssociatedTypeStandIns.associatedType(
            named: name, constraint: constraint, defaultType: defaultType, requirements: requirements,
            in: context.type, line: nameToken.line, column: nameToken.column)
    }
}
