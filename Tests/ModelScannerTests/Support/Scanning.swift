@testable import ModelScanner

/// Scans a snippet as one file named `Test.swift`.
func scan(_ source: String) -> ScanResult {
    SourceScanner.scan(source: source, path: "Test.swift")
}

extension ScanResult {
    /// The type with this name (fails the lookup loudly in tests by returning nil).
    func type(_ name: String) -> SwiftType? {
        types.first { $0.name == name }
    }
}

extension SwiftType {
    func variable(_ name: String) -> Variable? { variables.first { $0.name == name } }
    func method(_ selector: String) -> Method? { methods.first { $0.dumpName == selector } }
}

/// Lexes `source` and returns each token's kind and text.
func lex(_ source: String) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(bytes: buffer)
        var tokens: [(TokenKind, String)] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { return tokens }
            tokens.append((token.kind, String(decoding: buffer[token.start..<token.end], as: UTF8.self)))
        }
    }
}
