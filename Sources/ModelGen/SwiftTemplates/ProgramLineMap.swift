/// Where each line of a template's program came from, so that the compiler's and the program's
/// `main.swift:line:col` can be reported at the template's own `path:line:col`.
struct ProgramLineMap: Equatable, Sendable {
    /// The origin of one program line.
    enum Origin: Equatable, Sendable {
        /// A line of template code: program column `c` is template column `c + columnShift`.
        case code(path: String, line: Int, columnShift: Int)
        /// Generated from template text: every column is the text's start.
        case text(FileLocation)
    }

    private var origins: [Int: Origin] = [:]

    /// Records that program line `line` (1-based) comes from `origin`.
    mutating func record(_ origin: Origin, forLine line: Int) {
        origins[line] = origin
    }

    /// The template location of program line `line`, column `column`; nil for the lines the program
    /// adds itself (imports, the output buffer).
    func location(line: Int, column: Int) -> FileLocation? {
        switch origins[line] {
        case .code(let path, let templateLine, let shift)?:
            return FileLocation(path: path, line: templateLine, column: column + shift)
        case .text(let location)?:
            return location
        case nil:
            return nil
        }
    }
}
