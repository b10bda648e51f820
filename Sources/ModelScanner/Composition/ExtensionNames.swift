/// Sourcery's names for extensions. The name is the extended type as written, generic arguments
/// included (the parser keeps them), so `extension Range<Int>` extends a type `Range<Int>` of its
/// own; and a plain name that is no scanned type resolves as a global name: with
/// `typealias HTTPStatus = HTTPResponseStatus`, `extension HTTPStatus` extends
/// `HTTPResponseStatus`. Types declared in a renamed extension are renamed with it, and its
/// initializers return the aliased type as written (Sourcery's initializer result is its type's actual name).
enum ExtensionNames {
    static func resolve(_ declarations: [SwiftType], names: GlobalNames) {
        for type in declarations where type.isExtension
            && !type.name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") })
            && !names.isDeclared(type.name) {
            guard let resolved = names.resolve(type.name, in: type.parent) else { continue }
            // An initializer returns the aliased type as written (`HTTPPart<HTTPResponseHead, IOData>`).
            let result = names.finalAlias(of: type.name)?.typeName.name ?? resolved
            type.rawMethods = type.rawMethods.map { method in
                guard method.isInitializer else { return method }
                let name = method.isFailableInitializer ? result + "?" : result
                return method.returning(method.returnTypeName.whereClause.map { TypeName(name, whereClause: $0) } ?? TypeName(name))
            }
            rename(type, to: resolved)
        }
    }

    private static func rename(_ type: SwiftType, to name: String) {
        guard type.name != name else { return }
        type.name = name
        for child in type.containedTypes where child.parentID == type.id { rename(child, to: name + "." + child.localName) }
    }
}
