import Foundation

/// One value of the model file, before objects are made from it.
enum ModelValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An index into the file's object table.
    case object(Int)
    case array([ModelValue])
    case dictionary([String: ModelValue])
}

extension ModelValue {
    /// The value as Sourcery's runtime exposes annotation and argument values: `NSString`,
    /// `NSNumber`, `NSArray`, `NSDictionary`, or the model object itself.
    func foundationObject(in objects: [AnyObject?]) -> NSObject? {
        switch self {
        case .null: return nil
        case .bool(let flag): return NSNumber(value: flag)
        case .int(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .string(let text): return NSString(string: text)
        case .object(let index): return objects[index] as? NSObject
        case .array(let values): return NSArray(array: values.compactMap { $0.foundationObject(in: objects) })
        case .dictionary(let entries):
            return NSDictionary(dictionary: entries.compactMapValues { $0.foundationObject(in: objects) })
        }
    }
}
