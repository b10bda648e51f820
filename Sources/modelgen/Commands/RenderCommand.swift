import Foundation
import ModelGen
import StencilLite

/// `modelgen render`: renders one template with plain Stencil semantics over a JSON context.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Renders one Stencil template over a JSON context, with no Sourcery clean-up.",
        examples: ["modelgen render --template page.stencil --context data.json --trim smart"],
        options: [
            OptionSpec("--template", value: "file", .single, help: "The template to render."),
            OptionSpec("--context", value: "file", .single, help: "A JSON object whose keys templates read as variables."),
            OptionSpec("--templates-dir", value: "path", .repeatable, help: "A folder {% include %} and {% extends %} look in (default: the template's)."),
            OptionSpec("--trim", value: "nothing|smart|all", .single, help: "Whitespace trimming around tags (default nothing)."),
            OptionSpec("--strict", .flag, help: "Fail on undefined variables instead of rendering them empty."),
        ]
    )

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch Tool.parse(arguments, for: spec) {
        case .failure(let code): return code.value
        case .success(let value): parsed = value
        }
        guard let templatePath = parsed.last("--template") else {
            return usageError("no template given", hint: "Write 'modelgen render --template FILE'.", arguments)
        }
        let trimName = parsed.last("--trim") ?? "nothing"
        guard let trim = TrimBehaviour(named: trimName) else {
            let index = arguments.lastIndex(of: trimName)
            return usageError("unknown --trim value '\(trimName)'", hint: "Write '--trim nothing', '--trim smart' or '--trim all'.", arguments, at: index)
        }
        guard let data = RegularFile.contents(atPath: templatePath), let text = String(data: data, encoding: .utf8) else {
            return failure(ModelGenError(.unreadablePath, "cannot read the template (missing, not a regular file, or not UTF-8)",
                                         at: FileLocation(path: templatePath)))
        }
        var context: [String: Any] = [:]
        if let contextPath = parsed.last("--context") {
            guard let contextData = RegularFile.contents(atPath: contextPath) else {
                return failure(ModelGenError(.unreadablePath, "cannot read the context file (missing or not a regular file)",
                                             at: FileLocation(path: contextPath)))
            }
            do {
                context = try TemplateContextJSON.decode(contextData)
            } catch let error as TemplateContextJSON.SyntaxError {
                return failure(ModelGenError(.generation, error.message, at: FileLocation(path: contextPath, line: error.line, column: error.column)))
            } catch {
                return failure(ModelGenError(.generation, "\(error)", at: FileLocation(path: contextPath)))
            }
        }
        let folders = parsed.all("--templates-dir")
        let searchPaths = folders.isEmpty ? [(templatePath as NSString).deletingLastPathComponent] : folders
        let environment = Environment(loader: FileSystemLoader(paths: searchPaths), trimBehaviour: trim, strict: parsed.has("--strict"))
        do {
            Console.output(try environment.renderTemplate(string: text, context: context, name: templatePath))
            return 0
        } catch let error as TemplateSyntaxError {
            let template = TemplateFile(path: templatePath, name: "", text: text, searchPaths: searchPaths)
            return failure(StencilTemplateRenderer.generationError(error, in: template))
        } catch {
            return failure(ModelGenError(.generation, "\(error)", at: FileLocation(path: templatePath)))
        }
    }

    /// Prints `error` and returns 1, the exit code of every `render` failure that is not a usage error.
    private static func failure(_ error: ModelGenError) -> Int32 {
        Console.report(error)
        return 1
    }

    private static func usageError(_ message: String, hint: String, _ arguments: [String], at index: Int? = nil) -> Int32 {
        Console.report(UsageError(message: message, argumentIndex: index, hint: hint + " See 'modelgen render --help'.")
            .diagnostic(commandLine: ["render"] + arguments, program: Tool.program, shift: 1))
        return 2
    }
}
