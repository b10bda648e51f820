import ModelScanner

/// Fuzz target 1: the Swift scanner (lexer, parser, composition, dump) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift")
    for diagnostic in result.diagnostics where (diagnostic.location?.line ?? 0) < 1 || (diagnostic.location?.column ?? 0) < 1 {
        fatalError("unlocated diagnostic: \(diagnostic)")
    }
    _ = result.dumpJSON()
    return 0
}
