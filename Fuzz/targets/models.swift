import Foundation
@testable import FetchableKit

/// Decodes `dictionary` as every reference model; each must throw or succeed, never trap.
func makeEveryModel(from dictionary: [String: DatabaseValue]) {
    _ = try? Article.make(from: dictionary)
    _ = try? CoverImages.make(from: dictionary)
    _ = try? Person.make(from: dictionary)
    _ = try? Pet.make(from: dictionary)
    _ = try? AllTypes.make(from: dictionary)
    if let model = try? AllTypes.make(from: dictionary) {
        _ = model.toDictionary()
    }
}

/// Fuzz target 5: `make(from:)` of the reference models and their generated code on arbitrary
/// JSON, read both by FetchableKit's own reader (the local database) and by `JSONSerialization`
/// (the shape a Firebase snapshot delivers).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let value = try? JSONReader.parse(bytes) {
        makeEveryModel(from: value.children)
        for child in value.children.values { makeEveryModel(from: child.children) }
    }
    if let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
       let value = try? DatabaseValue(anyValue: object) {
        makeEveryModel(from: value.children)
    }
    return 0
}
