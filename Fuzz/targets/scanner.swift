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
    // Names resolved on first use share by text and context: whichever scope reads a text first,
    // the model must read the same (here the types' names are read last to first before the dump).
    let backwards = SourceScanner.scan(bytes: bytes, path: "Fuzz.swift")
    for type in backwards.types.reversed() {
        for variable in type.variables.reversed() { _ = (variable.type, variable.actualTypeName) }
        for method in type.methods.reversed() {
            for parameter in method.parameters.reversed() { _ = (parameter.type, parameter.typeName.actualTypeName) }
            _ = method.actualReturnTypeName
        }
    }
    for function in backwards.functions.reversed() { _ = function.actualReturnTypeName }
    guard backwards.dumpJSON() == result.dumpJSON() else { fatalError("names read last to first dump differently") }
    return 0
}
