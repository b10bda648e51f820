/// The `main.swift` a Swift template turns into, laid out line for line as Sourcery 2.3.0 lays it
/// out (so `main.swift:11` in a message is the same line in both), with the Swift files the template
/// includes and a map from program lines back to the template.
struct SwiftTemplateProgram: Equatable, Sendable {
    /// The program's `main.swift`.
    let mainSource: String
    /// Paths of the `includeFile` Swift files, compiled with the program, in include order.
    let includedFiles: [String]
    /// Where each program line comes from.
    let lineMap: ProgramLineMap

    /// The lines before the template's code: the context the template's code sees.
    static let prelude = [
        "import Foundation",
        "import SourceryRuntime",
        "",
        "let context = ProcessInfo.processInfo.context!",
        "let types = context.types",
        "let functions = context.functions",
        "let type = context.types.typesByName",
        "let argument = context.argument",
        "",
    ]

    /// What an output tag's expression is wrapped in; the expression starts after the opening.
    static let outputOpening = "sourceryBuffer.append(\"\\("
    static let outputClosing = ")\");"

    init(commands: [SwiftTemplateCommand]) {
        var statements: [(text: String, origins: [ProgramLineMap.Origin])] = []
        var included: [String] = []
        for command in commands {
            switch command {
            case .includeFile(let path):
                included.append(path)
            case .output(let code, let at):
                statements.append((Self.outputOpening + code + Self.outputClosing,
                                   Self.codeOrigins(code, at: at, firstLineShift: -Self.outputOpening.utf8.count)))
            case .code(let code, let at):
                statements.append((code, Self.codeOrigins(code, at: at, firstLineShift: 0)))
            case .text(let text, let at) where !text.isEmpty:
                statements.append(("sourceryBuffer.append(\"" + Self.escaped(text) + "\");", [.text(at)]))
            case .text:
                continue
            }
        }
        var lines = Self.prelude
        if !statements.isEmpty { lines.append("var sourceryBuffer = \"\";") }
        var lineMap = ProgramLineMap()
        var lineNumber = lines.count + 1
        for statement in statements {
            for origin in statement.origins {
                lineMap.record(origin, forLine: lineNumber)
                lineNumber += 1
            }
            lines.append(statement.text)
        }
        lines.append("print(\"\\(sourceryBuffer)\", terminator: \"\");")
        mainSource = lines.joined(separator: "\n")
        includedFiles = included
        self.lineMap = lineMap
    }

    /// One origin per line of `code` starting at `at`: its first line is shifted by where the code
    /// starts in the template and `firstLineShift` (what the program puts before it); the lines
    /// after it are copied whole.
    private static func codeOrigins(_ code: String, at: FileLocation, firstLineShift: Int) -> [ProgramLineMap.Origin] {
        let lineCount = code.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        return (0..<lineCount).map { index in
            .code(path: at.path, line: at.line + index, columnShift: index == 0 ? at.column - 1 + firstLineShift : 0)
        }
    }

    /// `text` as the inside of a Swift string literal, ASCII only (Sourcery's `stringEncoded`).
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }
}
