import Foundation

extension Extension {
    /// StencilSwiftKit's tags (`set`, `map`, `macro`, `call`, `import`) and filters, as Sourcery registers them.
    public static let stencilSwiftKit: Extension = {
        var kit = Extension()
        kit.registerTag("set", parser: SetNode.parse)
        kit.registerTag("map", parser: MapNode.parse)
        kit.registerTag("macro", parser: MacroNode.parse)
        kit.registerTag("call", parser: CallNode.parse)
        kit.registerTag("import", parser: ImportNode.parse)
        kit.registerStringFilters()
        kit.registerNumberFilters()
        return kit
    }()

    private mutating func registerStringFilters() {
        typealias Strings = SwiftKitStringFilters
        func plain(_ name: String, _ transform: @escaping @Sendable (String) -> String) {
            register(Filter(value: { value in .string(transform(try Strings.string(value, filter: name))) }), named: name)
        }
        plain("upperFirstLetter", Strings.upperFirstLetter)
        plain("titlecase", Strings.upperFirstLetter)
        plain("lowerFirstLetter", Strings.lowerFirstLetter)
        plain("lowerFirstWord", Strings.lowerFirstWord)
        plain("escapeReservedKeywords", SwiftKitIdentifiers.escapingReservedKeyword)
        plain("basename", SwiftKitPaths.basename)
        plain("dirname", SwiftKitPaths.dirname)
        registerStringFilter("snakeToCamelCase") { value, arguments in
            let strip = try Strings.boolArgument(arguments, default: false, filter: "snakeToCamelCase")
            return Strings.snakeToCamelCase(try Strings.string(value, filter: "snakeToCamelCase"), stripLeading: strip)
        }
        registerStringFilter("camelToSnakeCase") { value, arguments in
            let lower = try Strings.boolArgument(arguments, default: true, filter: "camelToSnakeCase")
            let snake = Strings.snakeCase(try Strings.string(value, filter: "camelToSnakeCase"))
            return lower ? snake.lowercased() : snake
        }
        registerStringFilter("swiftIdentifier") { value, arguments in
            let modes = SwiftKitIdentifiers.Mode.allCases.map(\.rawValue)
            let mode = try Strings.modeArgument(arguments, modes, default: "normal", filter: "swiftIdentifier")
            let string = try Strings.string(value, filter: "swiftIdentifier")
            return SwiftKitIdentifiers.identifier(string, mode: SwiftKitIdentifiers.Mode(rawValue: mode) ?? .normal)
        }
        registerStringFilter("removeNewlines") { value, arguments in
            let mode = try Strings.modeArgument(arguments, ["all", "leading"], default: "all", filter: "removeNewlines")
            return Strings.removeNewlines(try Strings.string(value, filter: "removeNewlines"), mode: mode)
        }
        registerStringFilter("replace") { value, arguments in
            let source = try Strings.string(value, filter: "replace")
            let target = try Strings.stringArgument(arguments, at: 0, filter: "replace")
            let replacement = try Strings.stringArgument(arguments, at: 1, filter: "replace")
            let mode = try Strings.modeArgument(arguments, at: 2, ["normal", "regex"], default: "normal", filter: "replace")
            guard mode == "regex" else {
                // Foundation's search is Unicode-aware but slow; in ASCII, no byte match means no match.
                if UTF8Search.isASCII(source) && UTF8Search.isASCII(target) && !UTF8Search.contains(source, target) { return source }
                return source.replacingOccurrences(of: target, with: replacement)
            }
            guard (try? NSRegularExpression(pattern: target)) != nil else {
                throw TemplateSyntaxError("'replace' filter: invalid regular expression '\(target)'")
            }
            return source.replacingOccurrences(of: target, with: replacement, options: .regularExpression)
        }
        let tests: [(String, @Sendable (String, String) -> Bool)] = [
            ("contains", { $0.contains($1) }), ("hasPrefix", { $0.hasPrefix($1) }), ("hasSuffix", { $0.hasSuffix($1) }),
        ]
        for (name, test) in tests {
            register(Filter(values: { value, arguments, _ in
                .bool(test(try Strings.string(value, filter: name), try Strings.stringArgument(arguments, at: 0, filter: name)))
            }), named: name)
            register(Filter(values: { value, arguments, _ in
                .bool(!test(try Strings.string(value, filter: "!" + name), try Strings.stringArgument(arguments, at: 0, filter: "!" + name)))
            }), named: "!" + name)
        }
    }

    /// Registers a filter with arguments whose result is a String.
    private mutating func registerStringFilter(_ name: String, _ filter: @escaping @Sendable (TemplateValue, [TemplateValue]) throws -> String) {
        register(Filter(values: { value, arguments, _ in .string(try filter(value, arguments)) }), named: name)
    }

    private mutating func registerNumberFilters() {
        registerFilter("hexToInt") { (value: Any?) in
            guard let hex = value as? String else { throw TemplateSyntaxError("'hexToInt' filter expects a String") }
            return Int(hex, radix: 16)
        }
        registerFilter("int255toFloat") { (value: Any?) in
            guard let int = value as? Int else { throw TemplateSyntaxError("'int255toFloat' filter expects an Int") }
            return Float(int) / 255
        }
        registerFilter("percent") { (value: Any?) in
            guard let number = value.flatMap(ValueSemantics.number(from:)), number.isFinite, abs(number) < 1e15 else {
                throw TemplateSyntaxError("'percent' filter expects a finite number")
            }
            return "\(Int(number * 100))%"
        }
    }
}
