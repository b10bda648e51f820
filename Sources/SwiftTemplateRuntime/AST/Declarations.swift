import Foundation

/// Annotations by name: `NSString`, `NSNumber` (true for a bare key), `NSArray` or `NSDictionary`.
public typealias Annotations = [String: NSObject]

/// Doc-comment lines.
public typealias Documentation = [String]

/// Attributes by name (`attributes["objc"]`), each name with every use of it.
public typealias AttributeList = [String: [Attribute]]

/// A declaration with `// sourcery:` annotations.
public protocol Annotated {
    var annotations: Annotations { get }
}

/// A declaration with documentation.
public protocol Documented {
    var documentation: Documentation { get }
}

/// A member declared inside a type (or an extension of one).
public protocol Definition: AnyObject {
    var definedInTypeName: TypeName? { get }
    var definedInType: Type? { get }
    var actualDefinedInTypeName: TypeName? { get }
}

/// Access levels, by their keyword.
public enum AccessLevel: String {
    case `package` = "package"
    case `internal` = "internal"
    case `private` = "private"
    case `fileprivate` = "fileprivate"
    case `public` = "public"
    case `open` = "open"
    case none = ""
}
