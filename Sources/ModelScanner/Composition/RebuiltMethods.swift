extension SwiftType {
    /// Puts `rebuilt` (see `Method+Rebuilt`) where `method`, one of this type's, is: in
    /// `rawMethods`, `methods`, and the raw methods of the declaration that declares it when that
    /// one was merged into this type.
    func replace(_ method: Method, with rebuilt: Method) {
        Self.replace(method, with: rebuilt, in: &rawMethods)
        Self.replace(method, with: rebuilt, in: &methods)
        if let declaring = method.definedInType, declaring !== self {
            Self.replace(method, with: rebuilt, in: &declaring.rawMethods)
        }
    }

    private static func replace(_ method: Method, with rebuilt: Method, in list: inout [Method]) {
        if let index = list.firstIndex(where: { $0 === method }) { list[index] = rebuilt }
    }
}
