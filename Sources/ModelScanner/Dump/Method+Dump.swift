/// What only the dump prints of a method (templates read Sourcery's `name`, `shortName`, `isStatic`).
extension Method {
    /// The dump's name: `foo(bar:_:)`, `foo()`, `init(from:)`, `deinit`.
    var dumpName: String {
        if isDeinitializer { return "deinit" }
        return dumpShortName + "(" + argumentLabels + ")"
    }

    /// The dump's short name: the identifier or operator, `init` for every initializer.
    var dumpShortName: String { isInitializer ? "init" : identifier }

    /// The dump's `isStatic`: `static` or `class`, never an initializer.
    var dumpIsStatic: Bool { !isInitializer && (isStatic || isClass) }
}
