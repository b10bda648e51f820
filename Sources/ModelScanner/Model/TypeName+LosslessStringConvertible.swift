/// A type name converts to and from its text, as Sourcery's `TypeName` does. StencilSwiftKit's
/// string filters (`replace`, `contains`, `hasPrefix`, `swiftIdentifier`, …) take any
/// `LosslessStringConvertible` as its `description`, so `{{ variable.typeName|replace:"?","" }}`
/// works on a type name, as in Sourcery.
extension TypeName: LosslessStringConvertible {}
