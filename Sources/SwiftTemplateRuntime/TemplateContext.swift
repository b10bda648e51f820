import Foundation

/// What a Swift template's code sees: `types`, `functions` and `argument`, as in Sourcery.
public final class TemplateContext: NSObject {
    public let types: Types
    public let functions: [SourceryMethod]
    public let argument: [String: NSObject]

    /// Types by global name (`type.MyStruct` in Stencil).
    public var type: [String: Type] { types.typesByName }

    public init(types: Types, functions: [SourceryMethod], arguments: [String: NSObject]) {
        self.types = types
        self.functions = functions
        self.argument = arguments
    }

    /// The context in a model file's bytes.
    public static func decode(_ modelFile: Data) throws -> TemplateContext {
        try ModelGraph.context(from: ModelFileReader.read([UInt8](modelFile)))
    }

    /// The context in the model file at `path`, noting from then on which members the program
    /// reads (`MemberReads`).
    static func readForProgram(contentsOf path: String, environment: [String: String]) throws -> TemplateContext {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RuntimeError(description: "cannot read model file \(path)")
        }
        let contents = try ModelFileReader.read([UInt8](data))
        MemberReads.prepare(fileMembers: contents.members)
        let context = try ModelGraph.context(from: contents)
        MemberReads.start(environment: environment)
        return context
    }
}

extension ProcessInfo {
    /// The context in the model file named by the program's first argument, as Sourcery's runtime
    /// gives it. A missing or unreadable file ends the program with a message on standard error
    /// (Sourcery's runtime returns nil here and the generated `context!` crashes).
    public var context: TemplateContext? {
        guard arguments.count > 1 else {
            FileHandle.standardError.write(Data("error: no model file given\n".utf8))
            exit(EXIT_FAILURE)
        }
        do {
            return try TemplateContext.readForProgram(contentsOf: arguments[1], environment: environment)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(EXIT_FAILURE)
        }
    }
}
