import ModelGen

/// Fuzz target 4: the YAML-subset configuration reader and decoder, and the `--args` parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let (configuration, warnings) = try ConfigurationFile.parse(
            text, path: "/fuzz/.modelgen.yml", environment: ["HOME": "/root", "SRCROOT": "/src"])
        _ = configuration.overridden(by: Configuration())
        _ = warnings.map(\.description)
    } catch {
        guard let location = error.location, location.line >= 1, location.column >= 1 else {
            fatalError("unlocated configuration error: \(error)")
        }
    }
    _ = ArgumentsParser.parse(text)
    return 0
}
