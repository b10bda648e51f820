import Foundation

/// Sourcery's log, as a template program sees it: an error goes to standard error, which makes
/// the template fail with that message (as in Sourcery); the other levels print nothing, since
/// what the program prints is the generated code.
public enum Log {
    public static func error(_ message: Any) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    public static func warning(_ message: Any) {}
    public static func astWarning(_ message: Any) {}
    public static func astError(_ message: Any) {}
    public static func verbose(_ message: Any) {}
    public static func info(_ message: Any) {}
    public static func benchmark(_ message: Any) {}
}

/// `throw "message"` in a template, as Sourcery's runtime allows.
extension String: @retroactive Error {}
