import ModelScanner

extension ProgramRuntime {
    /// The runtime built into the tool: Sourcery's runtime API (`Sources/SwiftTemplateRuntime`,
    /// embedded) and the model file ModelGen writes for it, encoded once per scan.
    public static let embedded = ProgramRuntime(files: EmbeddedRuntime.files, digest: EmbeddedRuntime.digest) { scan, arguments, members in
        encodedModels.file(for: scan, arguments: arguments, members: members) {
            SwiftTemplateModel.encode(scan: scan, arguments: arguments, members: members)
        }
    }

    private static let encodedModels = ModelFileCache()
}
