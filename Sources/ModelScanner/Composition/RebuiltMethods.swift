extension SwiftType {
    /// Puts `rebuilt` (see `Method+Rebuilt`) where `method`, one of this type's, is: in
    /// `rawMethods`, `methods`, and the raw methods of the declaration that declares it when that
    /// one was merged into this type.
    func replace(_ method: Method, with rebuilt: Method) {
        rawMethods.replaceRecord(method, with: rebuilt)
        methods.replaceRecord(method, with: rebuilt)
        if let declaring = method.definedInType, declaring !== self {
            declaring.rawMethods.replaceRecord(method, with: rebuilt)
        }
    }
}
