extension TypeInference {
    /// The type of an array, dictionary or tuple literal whose elements all have certain types
    /// (`[1, 2]` → `[Int]`, `[1, nil]` → `[Int?]`, `["a": 1]` → `[String: Int]`, `(1, b: "x")` →
    /// `(Int, b: String)`); nil otherwise. Not part of the dump (its spec infers no collections); it
    /// tells a template whether Sourcery's guess for such a literal is also certain (`isTypeGuessed`).
    static func collectionLiteralTypeName(ofInitializer bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var lexer = Lexer(bytes: bytes)
        guard let tokens = remainingTokens(of: &lexer, after: []) else { return nil }
        return literalCollectionType(tokens[...], bytes: bytes, depth: 0)
    }

    private static func literalCollectionType(_ tokens: ArraySlice<Token>, bytes: UnsafeBufferPointer<UInt8>,
                                              depth: Int) -> String? {
        guard depth < 8, let first = tokens.first, let last = tokens.last,
              first.kind == .leftBracket && last.kind == .rightBracket || first.kind == .leftParen && last.kind == .rightParen,
              matching(Array(tokens), from: 0) == tokens.count - 1 else { return nil }
        let elements = splitElements(tokens.dropFirst().dropLast())
        guard !elements.isEmpty, elements.allSatisfy({ !$0.isEmpty }) else { return nil }
        let element = { (slice: ArraySlice<Token>) -> String? in
            // `[:]` and `[a:]` leave a side empty (`simpleType` answers nil for it).
            if slice.count == 1, isWord(slice[slice.startIndex], "nil", bytes) { return "nil" }
            return simpleType(Array(slice), bytes: bytes) ?? literalCollectionType(slice, bytes: bytes, depth: depth + 1)
        }
        if first.kind == .leftParen {
            guard elements.count > 1 else { return nil }
            var parts: [String] = []
            for slice in elements {
                var value = slice
                var label = ""
                if slice.count > 2, slice[slice.startIndex].kind == .identifier, slice[slice.startIndex + 1].kind == .colon {
                    let name = slice[slice.startIndex]
                    label = String(decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self) + ": "
                    value = slice.dropFirst(2)
                }
                guard let type = element(value), type != "nil" else { return nil }
                parts.append(label + type)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        }
        let pairs = elements.map { slice -> (ArraySlice<Token>, ArraySlice<Token>)? in
            guard let colon = slice.firstIndex(where: { $0.kind == .colon }) else { return nil }
            return (slice[slice.startIndex..<colon], slice[(colon + 1)...])
        }
        if pairs.allSatisfy({ $0 != nil }) {
            var keys: [String] = []
            var values: [String] = []
            for pair in pairs.compactMap({ $0 }) {
                guard let key = element(pair.0), let value = element(pair.1) else { return nil }
                keys.append(key)
                values.append(value)
            }
            guard let key = unified(keys) else { return nil }
            return "[\(key): \(unified(values) ?? "Any")]"
        }
        guard pairs.allSatisfy({ $0 == nil }) else { return nil }
        var types: [String] = []
        for slice in elements {
            guard let type = element(slice) else { return nil }
            types.append(type)
        }
        return "[\(unified(types) ?? "Any")]"
    }

    /// One type for all: `T`, or `T?` when some are `nil`; nil when they differ.
    private static func unified(_ types: [String]) -> String? {
        let concrete = Set(types.filter { $0 != "nil" })
        guard concrete.count == 1, let type = concrete.first else { return nil }
        return types.contains("nil") ? type + "?" : type
    }

    /// Splits a bracket's contents on top-level commas (a trailing comma adds nothing).
    private static func splitElements(_ tokens: ArraySlice<Token>) -> [ArraySlice<Token>] {
        var elements: [ArraySlice<Token>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                elements.append(tokens[start..<index])
                start = index + 1
            default: break
            }
        }
        if start < tokens.endIndex { elements.append(tokens[start..<tokens.endIndex]) }
        return elements
    }
}
