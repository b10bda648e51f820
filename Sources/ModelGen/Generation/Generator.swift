import Foundation
import ModelScanner

/// What one generation run did, or (with `dryRun`) would do.
public struct GenerationReport: Sendable {
    /// Every file the run produced, header included.
    public var outputs: [PlannedOutput] = []
    /// Source files whose `// sourcery:inline:` regions change, with their new contents.
    public var sources: [PlannedOutput] = []
    /// What changed on disk; with `dryRun`, what would change (nothing is written).
    public var changes: [OutputWriter.Change] = []
    /// What the scanner, the templates and the inline step reported, in that order; errors come
    /// from templates (`{% error %}`), and when there are any, nothing was written.
    public var diagnostics: [Diagnostic] = []

    /// The errors among `diagnostics`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings among `diagnostics`.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// True when templates raised errors, so the run failed and wrote nothing (exit 3).
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The generate pipeline: scan the sources, render every template, move `// sourcery:inline:`
/// blocks into the source regions they name, then write all outputs and changed sources.
///
/// Everything is rendered before anything is written, so a failing template leaves every
/// existing output and source file byte-identical. A thrown error stops the run at once; errors a template raises
/// with `{% error %}` let every template render, then come back in `GenerationReport.diagnostics`
/// with nothing written.
public struct Generator {
    private let renderer: any TemplateRenderer
    /// Whether `generate` leaves its scanned model to the process's exit instead of freeing it:
    /// for a process that generates once and ends (the CLI's `generate`, which the build plugin
    /// runs), as compilers skip freeing their ASTs. Freeing 1,000 models' records is 40 M
    /// instructions (callgrind), serial at the end of the run. Never set it where a process
    /// generates again (watch mode): each run's model would stay.
    public var leavesModelToProcessExit = false

    /// Creates a generator rendering with `renderer`.
    public init(renderer: any TemplateRenderer) {
        self.renderer = renderer
    }

    /// Runs the pipeline for `configuration`; `dryRun` computes the changes without writing.
    public func generate(_ configuration: Configuration, prune: Bool = false, dryRun: Bool = false) throws(ModelGenError) -> GenerationReport {
        guard !configuration.sources.isEmpty else {
            throw ModelGenError(.configuration, "no sources given; pass --sources DIR or list 'sources' in .modelgen.yml")
        }
        guard let output = configuration.output else {
            throw ModelGenError(.configuration, "no output given; pass --output DIR (or FILE.swift) or set 'output' in .modelgen.yml")
        }
        let templates = try TemplateCollector.collect(configuration)
        guard !templates.isEmpty else {
            throw ModelGenError(.configuration, "no templates found; pass --templates with a .stencil or .swifttemplate file, or a folder holding some")
        }
        var report = GenerationReport()
        let model = try scanSources(configuration, into: &report)
        if leavesModelToProcessExit { _ = Unmanaged.passRetained(model) }
        var rendered: [RenderedTemplate] = []
        for template in templates {
            let result = try renderer.render(template, model: model, arguments: configuration.arguments)
            report.diagnostics += result.diagnostics
            rendered.append(result)
        }
        guard !report.failed else { return report }
        let layout = try OutputLayout(outputPath: output)
        let inline = try InlineWriteBack.apply(rendered, model: model)
        report.diagnostics += inline.warnings
        if !configuration.editsSources, let source = inline.sources.first {
            throw ModelGenError(.generation, "an inline block would rewrite this source, but this run may not edit sources",
                                at: FileLocation(path: source.path),
                                detail: "The build plugin only writes into its own work folder. Fill inline regions with "
                                    + "'modelgen generate' or 'swift package generate-managers' instead.")
        }
        report.outputs = OutputPlanner.plan(inline.rendered, layout: layout)
        report.sources = inline.sources
        report.changes = OutputWriter.changes(for: report.outputs + report.sources, prune: prune)
        if !dryRun {
            _ = try OutputWriter.write(report.outputs + report.sources, prune: prune)
        }
        return report
    }

    private func scanSources(_ configuration: Configuration, into report: inout GenerationReport) throws(ModelGenError) -> ScanResult {
        let model: ScanResult
        do {
            model = try SourceScanner.scan(configuration.sources.map { URL(fileURLWithPath: $0) },
                                           excluding: configuration.excludedSources.map { URL(fileURLWithPath: $0) })
        } catch {
            throw ModelGenError(.unreadablePath, error)
        }
        report.diagnostics += model.diagnostics
        return model
    }
}
