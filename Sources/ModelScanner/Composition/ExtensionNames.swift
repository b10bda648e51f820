/// Sourcery's names for extensions. The name is the extended type as written, generic arguments
/// included (the parser keeps them), so `extension Range<Int>` extends a type `Range<Int>` of its
/// own; and a plain name that is no scanned type resolves as a global name: with
/// `typealias HTTPStatus = HTTPResponseStatus`, `extension HTTPStatus` extends
/// `HTTPResponseStatus`. Types declared in a renamed extension are renamed with it.
enum ExtensionNames {
    static func resolve(_ declarations: [SwiftType], names: GlobalNames) {
        for type in declarations where type.isExtension && !type.name.contains(".") && !type.name.contains("<")
            && !names.isDeclared(type.name) {
            if let resolved = names.resolve(type.name, in: type.parent) { rename(type, to: resolved) }
        }
    }

    private static func rename(_ type: SwiftType, to name: String) {
        guard type.name != name else { return }
        type.name = name
        for child in type.containedTypes where child.parent === type { rename(child, to: name + "." + child.localName) }
    }
}
