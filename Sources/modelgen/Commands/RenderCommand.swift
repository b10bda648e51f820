import ModelGen

/// `modelgen render`: renders one template with plain Stencil semantics over a JSON context.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Renders one Stencil template over a JSON context, with no Sourcery clean-up.",
        examples: ["modelgen render --template page.stencil --context data.json --trim smart"],
        options: [
            OptionSpec("--template", value: "file", .single, help: "The template to render."),
            OptionSpec("--context", value: "file", .single, help: "A JSON object whose keys templates read as variables."),
            OptionSpec("--templates-dir", value: "path", .repeatable, help: "A folder {% include %} and {% extends %} look in."),
            OptionSpec("--trim", value: "nothing|smart|all", .single, help: "Whitespace trimming around tags (default nothing)."),
            OptionSpec("--strict", .flag, help: "Fail on unknown variables and filters instead of rendering them empty."),
        ]
    )

    static func run(_ arguments: [String]) -> Int32 {
        Console.diagnostic("error: 'render' is not available in this build yet\n")
        return 3
    }
}
