/// Where a stage reports diagnostics while it goes on (as swift-openapi-generator's collector):
/// the template engine hands one to every tag through its render context.
public protocol DiagnosticCollector: AnyObject {
    /// Takes one diagnostic.
    func emit(_ diagnostic: Diagnostic)
}

/// A collector that keeps every diagnostic, in the order they were emitted (one render, one thread).
public final class DiagnosticList: DiagnosticCollector {
    /// Everything emitted so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// An empty list.
    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
