/// `func`, `init`, `deinit` and `subscript` signatures. Bodies are skipped unparsed.
extension Parser {
    /// One parsed parameter, before it becomes a `MethodParameter`: byte ranges only, so lists of
    /// them are plain memory (their Strings are made once, for the model).
    struct ParameterSyntax {
        /// The parameter's first token (an attribute or its first name).
        var first = Token.none
        var firstName: Range<Int>?
        var secondName: Range<Int>?
        /// The type as written (empty when there is none).
        var type: Range<Int> = 0..<0
        /// The default value, without blanks at either end.
        var defaultValue: Range<Int>?
        /// The type ends in `...`.
        var isVariadic = false
    }

    /// The pieces of a signature after the name.
    struct SignatureSyntax {
        var genericParameters: [GenericParameter] = []
        var genericClause = ""
        var parameters: [ParameterSyntax] = []
        var isAsync = false
        var throwsKeyword: String?
        var throwsTypeText: String?
        var returnTypeText: String?
        var requirements: [GenericRequirement] = []
        /// The `where` clause as written (Sourcery appends it to a function's result type).
        var whereClause: String?
    }

    mutating func parseFunction(_ prefix: DeclarationPrefix) {
        advance()
        var nameToken = current
        switch current.kind {
        case .operator where lexer.byte(current.end - 1) == UInt8(ascii: "<") && Lexer.isIdentifierStart(lexer.byte(current.end)):
            // `func &&<T>(…)`: the operator run swallowed the generic clause's `<`.
            nameToken.end -= 1
            previous = nameToken
            current = Token(kind: .leftAngle, newlineBefore: false, spaceBefore: false, start: nameToken.end,
                            end: nameToken.end + 1, line: nameToken.line, column: nameToken.column + nameToken.end - nameToken.start)
        case .identifier, .backtickIdentifier, .operator, .leftAngle, .rightAngle, .exclamation, .question,
             .ampersand, .equal:
            advance()
        default:
            warn(at: current, "expected a name after 'func'")
            recover()
            return
        }
        let name = source.text(nameToken)
        let signature = parseSignature(allowsGenerics: true)
        if current.kind == .leftBrace { skipBlock() }
        let access = prefix.accessLevel ?? contexts.last?.memberAccess ?? .internal
        let returnType = signature.returnTypeText.map(qualifiedNestedName) ?? "Void"
        // Sourcery drops a trailing `?` before generics: `??<T>` is `?<T>`.
        let genericBase = signature.genericClause.isEmpty || name.utf8.last != UInt8(ascii: "?") ? name : String(name.dropLast())
        let method = makeMethod(identifier: name, shortName: Parser.joined(genericBase, signature.genericClause), signature: signature,
                                prefix: prefix, access: access,
                                returnType: signature.whereClause.map { TypeName(returnType, whereClause: $0) } ?? TypeName(returnType),
                                kind: .function, at: nameToken)
        register(method, anchorLine: nameToken.line, prefix: prefix, syntax: signature.parameters)
    }

    mutating func parseInitializer(_ prefix: DeclarationPrefix) {
        let keyword = current
        advance()
        var failable = ""
        if current.kind == .question || current.kind == .exclamation, !current.spaceBefore {
            failable = source.text(current)
            advance()
        }
        let signature = parseSignature(allowsGenerics: true)
        if current.kind == .leftBrace { skipBlock() }
        guard let context = contexts.last else { return }
        let access = prefix.accessLevel ?? context.memberAccess
        let identifier = Parser.joined("init", failable)
        // `init?<T>(…)` is `init<T>` in Sourcery.
        let shortName = signature.genericClause.isEmpty ? identifier : "init" + signature.genericClause
        // Sourcery's parser ends an initializer's result with its `where` clause too; resolution
        // then names the type alone (`ModelTable.attach`), so only an unresolved repeat keeps it.
        let result = Parser.joined(context.name, failable)
        let method = makeMethod(identifier: identifier, shortName: shortName,
                                signature: signature, prefix: prefix, access: access,
                                returnType: signature.whereClause.map { TypeName(result, whereClause: $0) } ?? TypeName(result),
                                kind: failable.isEmpty ? .initializer : .failableInitializer, at: keyword)
        register(method, anchorLine: keyword.line, prefix: prefix, syntax: signature.parameters)
    }

    mutating func parseDeinitializer(_ prefix: DeclarationPrefix) {
        let keyword = current
        advance()
        if current.kind == .leftBrace { skipBlock() }
        guard let context = contexts.last else { return }
        let method = makeMethod(identifier: "deinit", shortName: "deinit", signature: SignatureSyntax(), prefix: prefix,
                                access: prefix.accessLevel ?? context.memberAccess, returnType: TypeName("Void"),
                                kind: .deinitializer, at: keyword)
        register(method, anchorLine: keyword.line, prefix: prefix, syntax: [])
    }

    mutating func parseSubscript(_ prefix: DeclarationPrefix) {
        let keyword = current
        advance()
        let signature = parseSignature(allowsGenerics: true)
        var accessors = Accessors()
        if current.kind == .leftBrace { accessors = parseAccessorBlock() }
        guard let context = contexts.last else { return }
        let readAccess = prefix.accessLevel ?? context.memberAccess
        let writeAccess = accessors.hasSetter ? (prefix.setterAccessLevel ?? readAccess) : .none
        let item = Subscript(parameters: makeParameters(signature.parameters),
                             returnTypeName: TypeName(signature.returnTypeText ?? "Void"),
                             readAccess: readAccess, writeAccess: writeAccess, isAsync: accessors.isAsync,
                             throws: accessors.throwsKeyword && accessors.throwsTypeName != "Never",
                             throwsTypeName: accessors.throwsTypeName.map { TypeName($0) },
                             attributeList: prefix.attributes, modifiers: prefix.modifiers, annotations: [:],
                             genericParameters: signature.genericParameters,
                             genericRequirements: signature.requirements, declaringType: declaringType(context),
                             line: keyword.line, column: keyword.column)
        openMembers[openMembers.count - 1].subscripts.append(item)
        registerAnnotations(of: item.parameters, syntax: signature.parameters)
        pendingAnnotations.append(PendingAnnotation(target: .subscript(item), anchorLine: keyword.line,
                                                    firstLine: prefix.first.line, looksAbove: true))
    }

    /// Parameters take inline `/* sourcery: … */` comments written directly before them.
    mutating func registerAnnotations(of parameters: [MethodParameter], syntax: [ParameterSyntax]) {
        for index in 0..<min(parameters.count, syntax.count) {
            let first = syntax[index].first
            pendingAnnotations.append(PendingAnnotation(target: .parameter(parameters[index]), anchorLine: first.line,
                                                        firstLine: first.line, looksAbove: true, inlineOffset: first.start,
                                                        startsLine: first.newlineBefore))
        }
    }

    private mutating func register(_ method: Method, anchorLine: Int, prefix: DeclarationPrefix, syntax: [ParameterSyntax]) {
        registerAnnotations(of: method.parameters, syntax: syntax)
        if !openMembers.isEmpty {
            openMembers[openMembers.count - 1].methods.append(method)
        } else {
            output.functions.append(method)
        }
        pendingAnnotations.append(PendingAnnotation(target: .method(method), anchorLine: anchorLine,
                                                    firstLine: prefix.first.line, looksAbove: true))
    }

    /// Generic clause, parameters, effects, result and `where` clause.
    private mutating func parseSignature(allowsGenerics: Bool) -> SignatureSyntax {
        var genericParameters: [GenericParameter] = []
        var genericClause = ""
        if allowsGenerics, current.kind == .leftAngle || source.isOperator(current, startingWith: UInt8(ascii: "<")) {
            let start = current.start
            genericParameters = parseGenericParameters()
            // As Sourcery: `<` + the parameters as written (line breaks kept), trimmed + `>`.
            genericClause = "<" + source.trimmedText(from: start + 1, to: max(start + 1, previous.end - 1)) + ">"
        }
        var parameters: [ParameterSyntax] = []
        if current.kind == .leftParen {
            parameters = parseParameterList()
        } else {
            warn(at: current, "expected '(' to start a parameter list")
        }
        var isAsync = false
        var throwsKeyword: String?
        var throwsTypeText: String?
        while current.kind == .identifier {
            if source.isWord(current, "async") || source.isWord(current, "reasync") {
                isAsync = true
                advance()
            } else if source.isWord(current, "throws") || source.isWord(current, "rethrows") {
                throwsKeyword = source.text(current)
                advance()
                if current.kind == .leftParen, !current.spaceBefore {
                    let open = current
                    skipBalanced()
                    throwsTypeText = source.trimmedText(from: open.end, to: max(open.end, previous.end - 1))
                }
            } else {
                break
            }
        }
        var returnTypeText: String?
        if current.kind == .arrow {
            advance()
            // Sourcery names `-> sending R` by its base type, `R` (an attributed type's name).
            if source.isWord(current, "sending") {
                let type = peek()
                if [.identifier, .backtickIdentifier, .leftParen, .leftBracket].contains(type.kind), !source.isWord(type, "where") { advance() }
            }
            if let range = scanType() { returnTypeText = source.text(from: range.start, to: range.end) }
        }
        var requirements: [GenericRequirement] = []
        var whereClause: String?
        if source.isWord(current, "where") {
            let start = current.start
            requirements = parseWhereClause()
            whereClause = source.text(from: start, to: previous.end)
        }
        return SignatureSyntax(genericParameters: genericParameters, genericClause: genericClause, parameters: parameters,
                               isAsync: isAsync, throwsKeyword: throwsKeyword, throwsTypeText: throwsTypeText,
                               returnTypeText: returnTypeText, requirements: requirements, whereClause: whereClause)
    }

    /// With `current` at `(`: the parameters up to the matching `)`.
    mutating func parseParameterList() -> [ParameterSyntax] {
        advance()
        var parameters: [ParameterSyntax] = []
        while current.kind != .endOfFile {
            if current.kind == .rightParen {
                advance()
                return parameters
            }
            if current.kind == .leftBrace || current.kind == .rightBrace { break }
            let first = current
            while current.kind == .atSign { skipAttribute() }
            var firstName: Range<Int>?
            var secondName: Range<Int>?
            while secondName == nil, current.kind == .identifier || current.kind == .backtickIdentifier {
                if firstName == nil { firstName = current.start..<current.end } else { secondName = current.start..<current.end }
                advance()
            }
            guard current.kind == .colon else {
                warn(at: current, "expected ':' in a parameter")
                skipToParameterEnd()
                continue
            }
            advance()
            let type = scanType().map { source.byteRange($0.start, $0.end) } ?? 0..<0
            let defaultValue = parseDefaultValue()
            if parameters.isEmpty { parameters.reserveCapacity(4) }
            parameters.append(ParameterSyntax(first: first, firstName: firstName, secondName: secondName, type: type,
                                              defaultValue: defaultValue, isVariadic: endsWithEllipsis(type)))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                warn(at: current, "expected ',' or ')' in a parameter list")
                skipToParameterEnd()
            }
        }
        warn(at: current, "missing ')' at the end of a parameter list")
        return parameters
    }

    /// The text of `range` ends in `...` (as a String would say: a non-ASCII byte before the dots
    /// may join the first into a larger Character, so then the String decides).
    private func endsWithEllipsis(_ range: Range<Int>) -> Bool {
        let end = range.upperBound
        let dot = UInt8(ascii: ".")
        guard range.count >= 3, lexer.byte(end - 1) == dot, lexer.byte(end - 2) == dot, lexer.byte(end - 3) == dot else {
            return false
        }
        return lexer.byte(end - 4) < 0x80 || source.text(range).hasSuffix("...")
    }

    /// `= value` at `current`: the value's bytes without blanks at either end.
    mutating func parseDefaultValue() -> Range<Int>? {
        guard current.kind == .equal else { return nil }
        advance()
        return scanExpression(stopAtComma: true).map { source.trimmedRange(from: $0.start, to: $0.end) }
    }

    /// A parameter's first name is `_` (no argument label).
    func isUnderscore(_ name: Range<Int>?) -> Bool {
        guard let name, name.count == 1 else { return false }
        return lexer.byte(name.lowerBound) == UInt8(ascii: "_")
    }

    /// Skips to the next `,` (consumed) or the closing `)` (left in place) at this depth.
    private mutating func skipToParameterEnd() {
        var depth = 0
        while current.kind != .endOfFile {
            switch current.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen:
                if depth == 0 { return }
                depth -= 1
            case .rightBracket:
                // A stray `]` is skipped: stopping on it would leave the caller on the same token forever.
                depth = max(depth - 1, 0)
            case .comma where depth == 0:
                advance()
                return
            case .leftBrace:
                skipBlock()
                continue
            case .rightBrace:
                return
            default:
                break
            }
            advance()
        }
    }

    func makeParameters(_ syntax: [ParameterSyntax]) -> [MethodParameter] {
        var parameters: [MethodParameter] = []
        parameters.reserveCapacity(syntax.count)
        for index in syntax.indices {
            let written = syntax[index]
            let label = isUnderscore(written.firstName) ? nil : written.firstName.map(source.text)
            let name = written.secondName.map(source.text) ?? label ?? ""
            let typeText = source.text(written.type)
            let writtenTypeName = TypeName(typeText)
            let modelText = MethodParameter.modelTypeText(qualifiedNestedName(typeText), isVariadic: written.isVariadic)
            parameters.append(MethodParameter(argumentLabel: label, name: name, index: index, writtenTypeName: writtenTypeName,
                                              typeName: modelText == typeText ? writtenTypeName : TypeName(modelText),
                                              isVariadic: written.isVariadic, defaultValue: written.defaultValue.map(source.text),
                                              annotations: [:]))
        }
        return parameters
    }

    enum MethodKind { case function, initializer, failableInitializer, deinitializer }

    /// `head + tail`, without building a new String when `tail` is empty (the common case).
    static func joined(_ head: String, _ tail: String) -> String {
        tail.isEmpty ? head : head + tail
    }

    private func makeMethod(identifier: String, shortName: String, signature: SignatureSyntax, prefix: DeclarationPrefix,
                            access: AccessLevel, returnType: TypeName, kind: MethodKind, at anchor: Token) -> Method {
        let parameters = makeParameters(signature.parameters)
        let isInitializer = kind == .initializer || kind == .failableInitializer
        let method = Method(shortName: shortName, identifier: identifier,
                            parameters: parameters, returnTypeName: returnType, isAsync: signature.isAsync,
                            throwsOrRethrows: signature.throwsKeyword, throwsTypeName: signature.throwsTypeText.map { TypeName($0) },
                            accessLevel: access, isStatic: prefix.has(.static) || isInitializer, isClass: prefix.has(.class),
                            isInitializer: isInitializer, isDeinitializer: kind == .deinitializer,
                            isFailableInitializer: kind == .failableInitializer, attributeList: prefix.attributes,
                            modifiers: prefix.modifiers, annotations: [:], genericParameters: signature.genericParameters,
                            genericRequirements: signature.requirements, declaringType: contexts.last.map(declaringType),
                            line: anchor.line, column: anchor.column, path: file.path)
        return method
    }
}
