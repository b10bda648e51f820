import StencilLite

/// Every StencilLite + StencilSwiftKit tag and filter, so the parser sees the full tag set.
let environment = Environment(extensions: [.stencilSwiftKit])

/// Fuzz target 2: the StencilLite lexer and parser on arbitrary template text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try environment.template(string: text, name: "fuzz.stencil")
    } catch let error as TemplateSyntaxError {
        _ = error.report
    } catch {}
    return 0
}
