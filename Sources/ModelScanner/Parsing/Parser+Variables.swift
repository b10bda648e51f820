/// `var`/`let` declarations and accessor blocks.
extension Parser {
    /// What an accessor block `{ … }` declares.
    struct Accessors {
        var hasGetter = false
        var hasSetter = false
        var isAsync = false
        var throwsKeyword = false
        var throwsTypeName: String?
    }

    private struct Binding {
        let name: String
        var typeText: String?
        let initializer: String?
        let inferredType: InferredType
        /// No type is written and the initializer does not settle Sourcery's guess (`Variable.isTypeGuessed`).
        let isTypeGuessed: Bool
        let accessors: Accessors?
    }

    /// The type of a variable without annotation: the dump's (certain) and Sourcery's guess.
    private typealias InferredType = (dump: String?, model: (name: String, form: SourceryTypeGuess.Form)?)

    /// Sourcery's guess is also the certain answer: a literal, a call of a type name (the dump's
    /// rules) or a collection literal of those.
    private func isSettled(_ inferred: InferredType, initializer bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let guess = inferred.model?.name else { return false }
        if let certain = inferred.dump { return certain == guess }
        guard let first = guess.utf8.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "(") else { return false }
        return TypeInference.collectionLiteralTypeName(ofInitializer: bytes) == guess
    }

    mutating func parseVariables(_ prefix: DeclarationPrefix) {
        let keyword = current
        let isLet = source.isWord(keyword, "let")
        advance()
        // Most declarations bind one name: the list is only made for `var a, b`.
        var earlierBindings: [Binding] = []
        var lastBinding: Binding
        while true {
            let name: String
            if current.kind == .identifier || current.kind == .backtickIdentifier {
                name = source.text(current)
                advance()
            } else if current.kind == .leftParen {
                let start = current.start
                skipBalanced()
                name = TextSplitting.normalizedWhitespace(source.text(from: start, to: previous.end))
            } else {
                warn(at: current, "expected a name after '\(isLet ? "let" : "var")'")
                recover()
                return
            }
            var typeText: String?
            if current.kind == .colon {
                advance()
                if let range = scanType() { typeText = source.text(from: range.start, to: range.end) }
            }
            var initializer: String?
            var inferredType: InferredType = (nil, nil)
            // A type written later in the list (`var a, b: Int`) settles it too (`makeVariable`).
            var isTypeGuessed = true
            if current.kind == .equal {
                advance()
                if let range = scanExpression(stopAtComma: true, stopAtAccessorBlock: true) {
                    initializer = source.trimmedText(from: range.start, to: range.end)
                    if typeText == nil {
                        let bytes = UnsafeBufferPointer(rebasing: lexer.bytes[range.start..<range.end])
                        inferredType = (TypeInference.dumpTypeName(ofInitializer: bytes),
                                        SourceryTypeGuess.typeName(ofInitializer: bytes))
                        isTypeGuessed = !isSettled(inferredType, initializer: bytes)
                    }
                }
            }
            var accessors: Accessors?
            if current.kind == .leftBrace { accessors = parseAccessorBlock() }
            let binding = Binding(name: name, typeText: typeText, initializer: initializer,
                                  inferredType: inferredType, isTypeGuessed: isTypeGuessed, accessors: accessors)
            guard current.kind == .comma else {
                lastBinding = binding
                break
            }
            earlierBindings.append(binding)
            advance()
        }
        guard let context = contexts.last else { return }
        // An earlier binding without a type or initializer takes the type of the next one that has one.
        var laterType = lastBinding.typeText
        for index in earlierBindings.indices.reversed() {
            if let typeText = earlierBindings[index].typeText {
                laterType = typeText
            } else if earlierBindings[index].initializer == nil {
                earlierBindings[index].typeText = laterType
            }
        }
        for index in earlierBindings.indices {
            addVariable(earlierBindings[index], isLet: isLet, prefix: prefix, context: context, at: keyword)
        }
        addVariable(lastBinding, isLet: isLet, prefix: prefix, context: context, at: keyword)
    }

    private mutating func addVariable(_ binding: Binding, isLet: Bool, prefix: DeclarationPrefix,
                                      context: DeclarationContext, at keyword: Token) {
        let variable = makeVariable(binding, isLet: isLet, prefix: prefix, context: context, at: keyword)
        openMembers[openMembers.count - 1].variables.append(variable)
        pendingAnnotations.append(PendingAnnotation(target: .variable(variable), anchorLine: keyword.line,
                                                    firstLine: prefix.first.line, looksAbove: true))
    }

    private func makeVariable(_ binding: Binding, isLet: Bool, prefix: DeclarationPrefix,
                              context: DeclarationContext, at keyword: Token) -> Variable {
        let accessors = binding.accessors
        let isComputed = context.isProtocol || (binding.initializer == nil && accessors?.hasGetter == true)
        let isMutable: Bool
        if isLet {
            isMutable = false
        } else if context.isProtocol || isComputed {
            isMutable = accessors?.hasSetter == true
        } else {
            isMutable = true
        }
        let readAccess = prefix.accessLevel ?? context.memberAccess
        let writeAccess = isMutable ? (prefix.setterAccessLevel ?? readAccess) : .none
        let typeName: TypeName
        var dumpTypeName: TypeName?
        if let written = binding.typeText {
            let qualified = qualifiedNestedName(written)
            typeName = TypeName(qualified)
            dumpTypeName = qualified == written ? typeName : TypeName(written)
        } else {
            let model = binding.inferredType.model
            let guessed = model.map { qualifiedNestedName($0.name) }
            switch (guessed, model?.form) {
            case let (guessed?, .formless?): typeName = TypeName(formless: guessed)
            case let (guessed?, .genericOnly?): typeName = TypeName(genericOnly: guessed)
            default: typeName = TypeName(guessed ?? TypeName.unknownName)
            }
            dumpTypeName = binding.inferredType.dump.map { $0 == guessed ? typeName : TypeName($0) }
        }
        return Variable(name: binding.name, typeName: typeName, isTypeGuessed: binding.typeText == nil && binding.isTypeGuessed, writtenTypeName: dumpTypeName, isComputed: isComputed,
                        isRequirement: context.isProtocol, isStatic: prefix.isStatic,
                        readAccess: readAccess, writeAccess: writeAccess, defaultValue: binding.initializer,
                        attributeList: prefix.attributes, modifiers: prefix.modifiers, annotations: [:], isAsync: accessors?.isAsync ?? false,
                        throwsTypeName: accessors?.throwsTypeName.map { TypeName($0) },
                        throws: accessors.map { $0.throwsKeyword && $0.throwsTypeName != "Never" } ?? false,
                        declaringType: declaringType(context), line: keyword.line, column: keyword.column)
    }

    /// With `current` at `{`: reads `get`/`set`/observers, or skips an implicit getter.
    mutating func parseAccessorBlock() -> Accessors {
        var accessors = Accessors()
        guard startsAccessorList() else {
            skipBlock()
            accessors.hasGetter = true
            return accessors
        }
        advance()
        while current.kind != .endOfFile {
            if current.kind == .rightBrace {
                advance()
                return accessors
            }
            if current.kind == .atSign {
                skipAttribute()
                continue
            }
            if current.kind == .poundKeyword, source.isConditionalDirective(current) {
                skipDirective()
                continue
            }
            guard current.kind == .identifier else {
                warn(at: current, "unexpected '\(Parser.shortened(source.text(current)))' in an accessor block")
                skipRestOfBlock()
                return accessors
            }
            let word = source.keyword(current)
            advance()
            switch word {
            case .get?, ._read?, .read?, .unsafeAddress?:
                accessors.hasGetter = true
            case .set?, ._modify?, .modify?, .unsafeMutableAddress?:
                accessors.hasSetter = true
            case .willSet?, .didSet?, .`init`?, .mutating?, .nonmutating?, .__consuming?, .consuming?, .borrowing?:
                break
            default:
                warn(at: previous, "unexpected '\(Parser.shortened(source.text(previous)))' in an accessor block")
                skipRestOfBlock()
                return accessors
            }
            if current.kind == .leftParen { skipBalanced() }
            readEffects(into: &accessors)
            if current.kind == .leftBrace { skipBlock() }
        }
        warn(at: current, "missing '}' at the end of an accessor block")
        return accessors
    }

    private mutating func readEffects(into accessors: inout Accessors) {
        while current.kind == .identifier {
            if source.isWord(current, "async") {
                accessors.isAsync = true
                advance()
            } else if source.isWord(current, "throws") {
                accessors.throwsKeyword = true
                advance()
                if current.kind == .leftParen, !current.spaceBefore {
                    let open = current
                    skipBalanced()
                    accessors.throwsTypeName = source.trimmedText(from: open.end, to: max(open.end, previous.end - 1))
                }
            } else {
                return
            }
        }
    }

    /// With `current` at `{`: the block lists accessors (`get`, `set`, `willSet` …).
    private mutating func startsAccessorList() -> Bool {
        var distance = 1
        while distance < 24 {
            let token = peek(distance)
            if token.kind == .atSign {
                distance = self.distance(pastAttributeAt: distance)
                continue
            }
            guard token.kind == .identifier else { return false }
            switch source.keyword(token) {
            case .get?, .set?, .willSet?, .didSet?, ._read?, ._modify?, .read?, .modify?,
                 .unsafeAddress?, .unsafeMutableAddress?, .`init`?:
                let next = peek(distance + 1)
                return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .identifier
                    || next.kind == .leftParen || next.kind == .atSign
            case .mutating?, .nonmutating?, .__consuming?:
                distance += 1
            default:
                return false
            }
        }
        return false
    }
}
