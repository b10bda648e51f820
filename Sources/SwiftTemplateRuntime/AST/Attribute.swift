import Foundation

/// An attribute (`@objc(Name)`, `@available(iOS 15, *)`, `@escaping`).
public final class Attribute: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    /// Arguments by label, unlabelled ones by position (`"0"`, `"1"`, …).
    @ModelMember(.arguments) public internal(set) var arguments: [String: NSObject] = [:]
    /// The attribute as written, `@` included.
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, arguments: [String: NSObject] = [:], description: String? = nil) {
        self.name = name
        self.arguments = arguments
        self.asSource = description ?? "@\(name)"
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        arguments = record.foundationDictionary(.arguments)
        asSource = record.string(.asSource)
    }

    override public var description: String { asSource }
}

/// Sourcery's other name for `Modifier`.
public typealias SourceryModifier = Modifier

/// A declaration modifier (`public`, `final`, `private(set)`).
public final class Modifier: NSObject, ModelLoadable {
    @ModelMember(.name) public internal(set) var name: String = ""
    /// `set` in `private(set)`.
    @ModelMember(.detail) public internal(set) var detail: String? = nil
    /// The modifier as written.
    @ModelMember(.asSource) public internal(set) var asSource: String = ""

    public init(name: String, detail: String? = nil) {
        self.name = name
        self.detail = detail
        self.asSource = detail.map { "\(name)(\($0))" } ?? name
    }

    func load(from record: ModelRecord) {
        name = record.string(.name)
        detail = record.optionalString(.detail)
        asSource = record.string(.asSource)
    }

    override public var description: String { asSource }
}
