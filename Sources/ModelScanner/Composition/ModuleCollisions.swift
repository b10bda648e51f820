/// Same-named types from different modules (`EchoHandler` in two of swift-nio's example targets)
/// merge into one type, as in Sourcery (templates rely on `type.name`), but not silently: a
/// warning at the merged declaration names the declaration that is the type. A file's module is
/// the folder under a SwiftPM `Sources`, `Tests` or `Plugins` folder in its path; files elsewhere
/// (one scanned target folder) belong to no known module and never warn.
enum ModuleCollisions {
    /// The warning for merging `declaration` into the same-named `type`, if both are declarations
    /// (not extensions) in different known modules.
    static func warning(merging declaration: SwiftType, into type: SwiftType) -> Diagnostic? {
        guard !declaration.isExtension, !type.isExtension,
              let declarationModule = module(ofPath: declaration.path), let typeModule = module(ofPath: type.path),
              declarationModule != typeModule else { return nil }
        return Diagnostic(
            .warning, "\(declaration.kind.rawValue) '\(declaration.name)' of module \(declarationModule) is merged into the same-named "
                + "\(type.kind.rawValue) of module \(typeModule) at \(type.path):\(type.line):\(type.column), as Sourcery does; "
                + "rename one of them to keep them apart",
            at: FileLocation(path: declaration.path, line: declaration.line, column: declaration.column))
    }

    /// `Sources/NIOEchoServer/main.swift` → `NIOEchoServer` (the innermost such folder).
    static func module(ofPath path: String) -> Substring? {
        // Split as bytes: a String's split by Character breaks graphemes (~33,000 instructions a path).
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        guard components.count > 2 else { return nil }
        for index in stride(from: components.count - 3, through: 0, by: -1)
        where ["Sources", "Tests", "Plugins"].contains(where: { components[index].elementsEqual($0.utf8) }) {
            return Substring(components[index + 1])
        }
        return nil
    }
}
