import ModelScanner

extension ProgramRuntime {
    /// The runtime built into the tool: Sourcery's runtime API (`Sources/SwiftTemplateRuntime`,
    /// embedded) and the model file ModelGen writes for it.
    public static let embedded = ProgramRuntime(files: EmbeddedRuntime.files) { scan, arguments in
        SwiftTemplateModel.encode(scan: scan, arguments: arguments)
    }
}
