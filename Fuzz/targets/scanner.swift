import ModelScanner

/// Fuzz target 1: the Swift scanner (lexer, parser, composition, preparation, dump) on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift")
    for diagnostic in result.diagnostics where (diagnostic.location?.line ?? 0) < 1 || (diagnostic.location?.column ?? 0) < 1 {
        fatalError("unlocated diagnostic: \(diagnostic)")
    }
    // Preparing for concurrent reads (what a split loop does first) works everything out at once,
    // sharing what look-alike names resolve to: the model must read the same as one read lazily.
    let prepared = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift")
    _ = prepared.prepareForConcurrentReads()
    guard prepared.dumpJSON() == result.dumpJSON() else { fatalError("a prepared scan dumps differently from a lazy one") }
    return 0
}
