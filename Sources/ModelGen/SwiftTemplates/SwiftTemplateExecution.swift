import Foundation

/// Runs a compiled template program on a model file and turns what it printed into the template's
/// text, or into errors at the template's locations.
struct SwiftTemplateExecution {
    let executable: String
    let program: SwiftTemplateProgram
    let templatePath: String

    /// The program's standard output on a model file with every member; anything on standard error,
    /// or a failing exit, is an error (as in Sourcery), at the template line a `main.swift:LINE` in the
    /// message names when there is one. With `memberRecord`, the program writes the names of the
    /// members it read into that file.
    func run(modelFile: String, memberRecord: String?) throws(ModelGenError) -> String {
        try output(of: launch(modelFile: modelFile, memberRecord: memberRecord))
    }

    /// As `run(modelFile:memberRecord:)`, on a model file with only some members; nil when the
    /// program read a member the file lacks.
    func run(partialModelFile modelFile: String) throws(ModelGenError) -> String? {
        let result = try launch(modelFile: modelFile, memberRecord: nil)
        let lastError = result.errorText.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last
        if result.status == ModelFileFormat.lackingMemberStatus, lastError?.hasPrefix(ModelFileFormat.lackingMemberMessage) == true {
            return nil
        }
        return try output(of: result)
    }

    private func launch(modelFile: String, memberRecord: String?) throws(ModelGenError) -> ChildProcess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[ModelFileFormat.memberRecordVariable] = memberRecord
        do {
            return try ChildProcess(executable: executable, arguments: [modelFile], environment: environment).run()
        } catch {
            throw ModelGenError(.generation, "cannot run the compiled template: \(error)", at: FileLocation(path: templatePath))
        }
    }

    private func output(of result: ChildProcess.Result) throws(ModelGenError) -> String {
        let errorText = result.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard errorText.isEmpty, result.status == 0 else {
            let message = errorText.isEmpty ? "the template's program failed with exit status \(result.status)" : errorText
            throw located(message)
        }
        return String(decoding: result.output, as: UTF8.self)
    }

    /// `message` at the template line its first `main.swift:LINE[:COL]: ` names, with that prefix
    /// (and the module name before it) dropped; else at the template's start.
    private func located(_ message: String) -> ModelGenError {
        guard let marker = message.range(of: "main.swift:") else {
            return ModelGenError(.generation, message, at: FileLocation(path: templatePath))
        }
        let numbers = message[marker.upperBound...].prefix { $0.isNumber || $0 == ":" }.split(separator: ":").compactMap { Int($0) }
        guard let line = numbers.first, let location = program.lineMap.location(line: line, column: numbers.dropFirst().first ?? 1) else {
            return ModelGenError(.generation, message, at: FileLocation(path: templatePath))
        }
        let start = message[..<marker.lowerBound].lastIndex(where: \.isWhitespace).map(message.index(after:)) ?? message.startIndex
        let rest = message[marker.upperBound...].drop { $0.isNumber || $0 == ":" }.trimmingCharacters(in: .whitespaces)
        return ModelGenError(.generation, String(message[..<start]) + rest, at: location, detail: SourceExcerpt.line(at: location))
    }
}
