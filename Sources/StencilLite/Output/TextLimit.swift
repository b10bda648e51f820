/// Stops text that grows without bound: a chain of filters over their own output (`x|json|json|…`)
/// or of captured blocks that double their text grows exponentially, and would take all memory
/// and time instead of failing.
enum TextLimit {
    /// Throws when `text` is longer than `context` allows; `what` names it in the message.
    static func check(_ text: String, in context: Context, _ what: @autoclosure () -> String) throws {
        guard text.utf8.count > context.textLimit else { return }
        try exceeded(in: context, what())
    }

    /// Throws, before `value` is printed after `count` bytes of output, what the output's check
    /// would throw once it is, when even its shortest printed form passes the limit: an array prints
    /// at least two bytes an element (`[a, b]`), an array of Ints from a range three. Printing a range
    /// of 7 million Ints first built 65 MB of text (5 s; found by the `template-render` fuzz target,
    /// whose limit is 1 MiB). Other collections are not bounded by their count (`Data` prints as
    /// "N bytes").
    static func checkBeforePrinting(_ value: TemplateValue, after count: Int, in context: Context) throws {
        let shortest: Int
        switch value {
        case .array(let array): shortest = 2 * array.count
        case .object(let object) where type(of: object) == [Int].self: shortest = 3 * (object as! [Int]).count
        default: return
        }
        if count + shortest > context.textLimit { try exceeded(in: context, "The output") }
    }

    private static func exceeded(in context: Context, _ what: String) throws {
        try context.requireIterationsInOrder()
        let limit = context.environment.maximumTextBytes
        let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        throw TemplateSyntaxError("\(what) grew beyond \(size); does a filter or block repeat over its own output?")
    }
}
