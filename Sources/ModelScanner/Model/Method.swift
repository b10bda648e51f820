/// A `func`, `init` or `deinit` (also a global function).
public final class Method: ReturnTyped {
    /// The full signature as Sourcery spells it: `foo<T: P>(bar: Int, _ baz: String)`, `init?(a: Int)`, `deinit()`.
    /// Built on each read, not kept: building every method's when it is made costs 1.4% of
    /// `modelgen dump` of swift-nio, and most are never read.
    public var name: String {
        var name = shortName + "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { name += ", " }
            parameter.appendSource(to: &name)
        }
        return name + ")"
    }
    /// `foo(bar:_:)`; `foo` without parameters; `init(a:)`; an operator without a last `?`, as in
    /// Sourcery (`??(lhs:rhs:)` is `?(lhs:rhs:)`).
    public var selectorName: String {
        if isDeinitializer { return "deinit" }
        let base = isInitializer ? "init" : identifier.utf8.last == UInt8(ascii: "?") ? String(identifier.dropLast()) : identifier
        return parameters.isEmpty ? base : "\(base)(\(argumentLabels))"
    }
    /// The name up to the first `(`: `foo`, `foo<T: P>`, `init?`, `init<T>` (Sourcery drops the `?`
    /// of a generic failable initializer).
    public let shortName: String
    /// `shortName` up to its first `<` (Sourcery's rule, so the operator `<=` has an empty one).
    public var callName: String { String(shortName.prefix { $0 != "<" }) }
    /// The function's name or operator: `foo`, `==`, `init`, `init?`.
    let identifier: String
    /// The parameters in order.
    public let parameters: [MethodParameter]
    /// The written result type (`Void` when absent; the enclosing type for `init`, under the name
    /// Sourcery gives an extension: see `ExtensionNames`, and without its `where` clause once
    /// resolved: see `ModelTable.attach`).
    public let returnTypeName: TypeName
    /// `async`.
    public let isAsync: Bool
    /// `throws`/`throws(E)` other than `throws(Never)`.
    public let `throws`: Bool
    /// `rethrows`.
    public let `rethrows`: Bool
    /// The `E` of `throws(E)`.
    public let throwsTypeName: TypeName?
    /// `open`, `public`, …, the enclosing extension's level, or `internal`.
    public let accessLevel: AccessLevel
    /// `static`, and every initializer (as in Sourcery).
    public let isStatic: Bool
    /// `class func`.
    public let isClass: Bool
    /// `init`, `init?`, `init!`.
    public let isInitializer: Bool
    /// `deinit`.
    public let isDeinitializer: Bool
    /// `init?` or `init!`.
    public let isFailableInitializer: Bool
    /// Attributes in source order.
    public let attributeList: [Attribute]
    /// Modifiers (`mutating`, `override`, `convenience`, …).
    public let modifiers: [Modifier]
    /// Annotations from comments.
    public let annotations: Annotations
    /// Generic parameters (`<T: P>`), with constraints from the `where` clause.
    public let genericParameters: [GenericParameter]
    /// Requirements from the `where` clause.
    public let genericRequirements: [GenericRequirement]
    /// The name of the type or extension that declares it (one name per type, held by the table);
    /// nil for global functions and once the `ScanResult` is gone.
    public var definedInTypeName: TypeName? { declaringType?.typeName }
    /// The type or extension that declares it (nil once the `ScanResult` is gone).
    public var definedInType: SwiftType? { declaringType?.type }
    /// The declaration it is written in (nil for a global function, and for a repeat in the same
    /// declaration, which loses its `definedInType`: see `Deduplication`).
    let declaringType: DeclaringType?
    /// The 1-based line of the declaration's anchor.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of that anchor: the name of a `func`, the `init`/`deinit` keyword.
    public let column: Int
    /// The declaring file's path as given to the scanner (also for global functions).
    public let path: String

    init(shortName: String, identifier: String,
         parameters: [MethodParameter], returnTypeName: TypeName, isAsync: Bool,
         throwsOrRethrows: String?, throwsTypeName: TypeName?, accessLevel: AccessLevel,
         isStatic: Bool, isClass: Bool, isInitializer: Bool, isDeinitializer: Bool,
         isFailableInitializer: Bool, attributeList: [Attribute], modifiers: [Modifier], annotations: Annotations,
         genericParameters: [GenericParameter], genericRequirements: [GenericRequirement], declaringType: DeclaringType?,
         line: Int, column: Int, path: String) {
        self.shortName = shortName
        self.declaringType = declaringType
        self.identifier = identifier
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.isAsync = isAsync
        self.throws = throwsOrRethrows == "throws" && throwsTypeName?.name != "Never"
        self.rethrows = throwsOrRethrows == "rethrows"
        self.throwsTypeName = throwsTypeName
        self.accessLevel = accessLevel
        self.isStatic = isStatic
        self.isClass = isClass
        self.isInitializer = isInitializer
        self.isDeinitializer = isDeinitializer
        self.isFailableInitializer = isFailableInitializer
        self.attributeList = attributeList
        self.modifiers = modifiers
        self.annotations = annotations
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.line = line
        self.column = column
        self.path = path
    }

    /// Attributes keyed by name.
    public var attributes: [String: [Attribute]] { groupedByName(attributeList) }
    /// The result is optional (also a failable initializer).
    public var isOptionalReturnType: Bool { returnTypeName.isOptional || isFailableInitializer }
    /// Has generic parameters.
    public var isGeneric: Bool { !genericParameters.isEmpty }
    /// The thrown type is one of the method's generic parameters.
    public var isThrowsTypeGeneric: Bool {
        guard let thrown = throwsTypeName?.name else { return false }
        return genericParameters.contains { $0.name == thrown }
    }
    /// `convenience init`.
    public var isConvenienceInitializer: Bool { hasModifier("convenience") }
    /// `required`.
    public var isRequired: Bool { hasModifier("required") }
    /// `final`.
    public var isFinal: Bool { hasModifier("final") }
    /// `mutating`.
    public var isMutating: Bool { hasModifier("mutating") }
    /// `nonisolated`.
    public var isNonisolated: Bool { hasModifier("nonisolated") }
    /// `dynamic`.
    public var isDynamic: Bool { hasModifier("dynamic") }
    /// `distributed`.
    public var isDistributed: Bool { hasModifier("distributed") }
    /// `optional` (an `@objc` protocol requirement).
    public var isOptional: Bool { hasModifier("optional") }
    /// `definedInTypeName` (typealiases are not followed).
    public var actualDefinedInTypeName: TypeName? { definedInTypeName }

    /// Whether `name` equals the other method's: without building either when they are made of the
    /// same parts (a declaration copied into two modules, or repeated in `#if` branches).
    func hasSameName(as other: Method) -> Bool {
        hasSameNameParts(as: other) || name == other.name
    }

    /// The short names and every parameter's parts are equal (so are the names, though equal names
    /// may have other parts).
    func hasSameNameParts(as other: Method) -> Bool {
        guard shortName == other.shortName, parameters.count == other.parameters.count else { return false }
        // An index loop: `zip` is generic code, ~3,000 instructions a step in a debug build.
        var index = 0
        while index < parameters.count {
            guard parameters[index].hasSameSourceParts(as: other.parameters[index]) else { return false }
            index += 1
        }
        return true
    }

    /// `bar:_:` for `(bar: Int, _ baz: String)`.
    var argumentLabels: String { parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined() }

    /// Whether `selectorName` equals the other method's, compared without building either.
    func hasSameSelector(as other: Method) -> Bool {
        if isDeinitializer || other.isDeinitializer { return isDeinitializer == other.isDeinitializer }
        guard parameters.count == other.parameters.count, isInitializer == other.isInitializer,
              isInitializer || identifier == other.identifier else { return false }
        return zip(parameters, other.parameters).allSatisfy { ($0.argumentLabel ?? "_") == ($1.argumentLabel ?? "_") }
    }

    private func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
}

/// One parameter of a method, initializer or subscript.
public final class MethodParameter: Typed {
    /// The external label; nil for `_`.
    public let argumentLabel: String?
    /// The internal name (the second name, else the first, else `""`).
    public let name: String
    /// The position, from 0.
    public let index: Int
    /// The type as written, including `inout`, without the `...` of a variadic parameter.
    public let typeName: TypeName
    /// The scanned type, if known.
    public var type: SwiftType? { typeName.resolvedType }
    /// `inout`.
    public let `inout`: Bool
    /// `T...`.
    public let isVariadic: Bool
    /// The default value text.
    public let defaultValue: String?
    /// The type as written, before composition qualifies nested names.
    let writtenTypeName: TypeName
    /// Annotations from an inline `/* sourcery: … */` comment.
    public let annotations: Annotations

    /// `writtenTypeName` is the type as written; `typeName` the model's (see `modelTypeText(_:isVariadic:)`).
    init(argumentLabel: String?, name: String, index: Int, writtenTypeName: TypeName, typeName: TypeName,
         isVariadic: Bool, defaultValue: String?, annotations: Annotations) {
        self.argumentLabel = argumentLabel
        self.name = name
        self.index = index
        self.writtenTypeName = writtenTypeName
        self.typeName = typeName
        let typeText = writtenTypeName.normalizedName
        self.inout = typeText.utf8.first == UInt8(ascii: "i") && typeText.hasPrefix("inout ")
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.annotations = annotations
    }

    /// This parameter with the annotations its file's comments give it (see `AnnotatedRecords`).
    func annotated(_ annotations: Annotations) -> MethodParameter {
        MethodParameter(argumentLabel: argumentLabel, name: name, index: index, writtenTypeName: writtenTypeName, typeName: typeName,
                        isVariadic: isVariadic, defaultValue: defaultValue, annotations: annotations)
    }

    /// Specifiers Sourcery leaves out of a parameter's type (`inout` stays).
    private static let ownershipSpecifiers = ["borrowing ", "consuming ", "__shared ", "__owned ", "sending ", "isolated "]

    /// The model's type text of a parameter written as `text`: without ownership specifiers and
    /// without the `...` of a variadic parameter. After a specifier (`inout`, `sending`, `isolated`,
    /// …) an optional type's `?` or `!` is doubled, as Sourcery's name of such a type repeats it:
    /// `inout Handle?` is `inout Handle??`, `isolated (any Actor)?` is `any Actor??`.
    static func modelTypeText(_ text: String, isVariadic: Bool) -> String {
        // A pack expansion is named by its pattern (`repeat KeyPath<each T>` is `KeyPath<each T>`).
        let text = text.hasPrefix("repeat ") ? String(text.dropFirst(7)) : text
        let unowned = withoutOwnership(text)
        let kept = unowned ?? text
        let typeText = isVariadic ? String(kept.dropLast(3)) : kept
        let isInout = typeText.hasPrefix("inout ")
        guard unowned != nil || isInout, let mark = typeText.last, mark == "?" || mark == "!",
              TypeName(isInout ? String(typeText.dropFirst(6)) : typeText).shape.optional != .none else { return typeText }
        return typeText + String(mark)
    }

    /// The type without a leading ownership specifier (`consuming Job` → `Job`); nil when there is none.
    private static func withoutOwnership(_ text: String) -> String? {
        switch text.utf8.first {
        case UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "_"), UInt8(ascii: "s"), UInt8(ascii: "i"):
            guard let specifier = ownershipSpecifiers.first(where: { text.hasPrefix($0) }) else { return nil }
            let rest = text.dropFirst(specifier.count)
            return withoutOwnership(String(rest)) ?? String(rest)
        default:
            return nil
        }
    }

    /// Type attributes such as `escaping`.
    public var typeAttributes: [String: [Attribute]] { typeName.attributes }
    /// `label name: Type = default`; `_: Type` for a parameter without label or name.
    public var asSource: String {
        var text = ""
        appendSource(to: &text)
        return text
    }

    /// The parts of `asSource` are equal (so is `asSource`).
    func hasSameSourceParts(as other: MethodParameter) -> Bool {
        argumentLabel == other.argumentLabel && name == other.name && isVariadic == other.isVariadic
            && defaultValue == other.defaultValue && typeName.asSource == other.typeName.asSource
    }

    /// Appends `asSource` to `text`: a method's name is built in one string, not joined from each
    /// parameter's (26.3 → 22.7 M instructions in building every name of swift-nio).
    func appendSource(to text: inout String) {
        let label = argumentLabel ?? "_"
        text += label
        if label != name && !name.isEmpty {
            text += " "
            text += name
        }
        text += ": "
        text += typeName.asSource
        if isVariadic { text += "..." }
        if let defaultValue {
            text += " = "
            text += defaultValue
        }
    }
}
