/// Stops text that grows without bound: a chain of filters over their own output (`x|json|json|…`)
/// or of captured blocks that double their text grows exponentially, and would take all memory
/// and time instead of failing.
enum TextLimit {
    /// Throws when `text` is longer than `context` allows; `what` names it in the message.
    static func check(_ text: String, in context: Context, _ what: @autoclosure () -> String) throws {
        guard text.utf8.count > context.textLimit else { return }
        try context.requireIterationsInOrder()
        let limit = context.environment.maximumTextBytes
        let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        throw TemplateSyntaxError("\(what()) grew beyond \(size); does a filter or block repeat over its own output?")
    }
}
