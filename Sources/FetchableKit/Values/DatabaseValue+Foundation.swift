import Foundation

extension DatabaseValue {
    /// Converts a value the Firebase SDK hands out (`DataSnapshot.value`: NSDictionary, NSArray,
    /// NSNumber, NSString, NSNull) or plain Swift JSON values into a `DatabaseValue`.
    public init(anyValue value: Any?) throws {
        guard let value, !(value is NSNull) else {
            self = .null
            return
        }
        if let string = value as? String {
            self = .string(string)
        } else if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
        } else if type(of: value) == Int.self, let int = value as? Int {
            self = .int(int)
        } else if type(of: value) == Double.self, let double = value as? Double {
            self = .double(double)
        } else if let number = value as? NSNumber {
            self = DatabaseValue(number: number)
        } else if let members = value as? [String: Any] {
            self = .object(try members.mapValues { try DatabaseValue(anyValue: $0) })
        } else if let elements = value as? [Any] {
            self = .array(try elements.map { try DatabaseValue(anyValue: $0) })
        } else {
            throw ManagerError.wrongType(key: "", expected: "a JSON value", found: String(describing: type(of: value)))
        }
    }

    private init(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "d", "f": self = .double(number.doubleValue)
        case "Q", "L":
            let unsigned = number.uint64Value
            self = unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(number.doubleValue)
        default: self = .int(number.intValue)
        }
    }

    /// This value as the Firebase SDK's `setValue(_:)` / `updateChildValues(_:)` take it.
    public var anyValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .array(let elements): return elements.map(\.anyValue)
        case .object(let members): return members.mapValues(\.anyValue)
        }
    }
}
