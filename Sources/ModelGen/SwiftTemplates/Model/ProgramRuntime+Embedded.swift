import ModelScanner

extension ProgramRuntime {
    /// The runtime built into the tool: Sourcery's runtime API (`Sources/SwiftTemplateRuntime`,
    /// embedded) and the model file ModelGen writes for it, encoded once per scan.
    public static let embedded = ProgramRuntime(files: EmbeddedRuntime.files) { scan, arguments in
        encodedModels.file(for: scan, arguments: arguments) { SwiftTemplateModel.encode(scan: $0, arguments: $1) }
    }

    private static let encodedModels = ModelFileCache()
}
