import Foundation
import ModelScanner
import StencilLite

/// Reads `.modelgen.yml`, Sourcery's `.sourcery.yml` (as is) or `modelgen.json`.
public enum ConfigurationFile {
    /// File names looked for in a folder, first match wins.
    public static let names = [".modelgen.yml", ".modelgen.yaml", ".sourcery.yml", ".sourcery.yaml", "modelgen.json"]

    /// The configuration file in `folder`, if there is one.
    public static func find(in folder: String) -> String? {
        names.lazy.map { (folder as NSString).appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Resolves `--config`: a file is used as is, a folder must hold one of `names`.
    public static func resolve(_ path: String) throws(ModelGenError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ModelGenError(.configuration, "configuration file not found", at: FileLocation(path: path))
        }
        guard isDirectory.boolValue else { return path }
        guard let file = find(in: path) else {
            throw ModelGenError(.configuration, "no configuration file in this folder (looked for \(names.joined(separator: ", ")))",
                                at: FileLocation(path: path))
        }
        return file
    }

    /// Loads the file at `path`; relative paths inside it are resolved against its folder.
    /// For a plugin run, `plugin` is the plugin's command line, which the file refines.
    public static func load(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            plugin: Configuration? = nil) throws(ModelGenError) -> (Configuration, [Diagnostic]) {
        let data = try RegularFile.read(path, what: "configuration file", failing: .configuration)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ModelGenError(.configuration, "invalid UTF-8 in the configuration file; save it as UTF-8",
                                at: firstInvalidUTF8(in: Array(data), path: path))
        }
        return try parse(text, path: path, environment: environment, plugin: plugin)
    }

    /// Where the first byte that is not valid UTF-8 sits (columns count characters).
    static func firstInvalidUTF8(in bytes: [UInt8], path: String) -> FileLocation {
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return FileLocation(path: path, line: line, column: column)
    }

    /// Parses configuration text as if it were read from `path`; `plugin` as in `load`.
    public static func parse(_ text: String, path: String, environment: [String: String] = [:], plugin: Configuration? = nil)
        throws(ModelGenError) -> (Configuration, [Diagnostic]) {
        let folder = (URL(fileURLWithPath: path).standardizedFileURL.path as NSString).deletingLastPathComponent
        var decoder = ConfigurationDecoder(path: path, folder: folder, environment: environment, forPlugin: plugin != nil)
        if (path as NSString).pathExtension == "json" { try checkJSONSyntax(text, path: path) }
        var configuration = plugin ?? Configuration()
        if let root = try YAMLReader.parse(text, path: path) {
            configuration = try decoder.configuration(from: root, over: configuration)
        }
        configuration.file = path
        return (configuration, decoder.warnings)
    }

    /// A `.json` file must be JSON, not the YAML that also reads it (`prefix: x_,` or a trailing
    /// comma would otherwise pass): a syntax error is reported where it is, with what to write.
    static func checkJSONSyntax(_ text: String, path: String) throws(ModelGenError) {
        do {
            _ = try TemplateContextJSON.decodeValue(Data(text.utf8))
        } catch let error as TemplateContextJSON.SyntaxError {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.dropFirst(error.line - 1).first ?? ""
            let rest = line.dropFirst(error.column - 1)
            let before = (lines.prefix(error.line - 1).joined(separator: "\n") + "\n" + line.prefix(error.column - 1))
                .last { !$0.isWhitespace }
            var hint = ""
            if let found = rest.first, found.isLetter || found == "_" {
                let word = rest.prefix { !",}]: \t".contains($0) }
                hint = "; text needs double quotes in JSON: \"\(word)\""
            } else if before == ",", let found = rest.first, found == "}" || found == "]" {
                hint = "; JSON allows no comma before '\(found)'"
            }
            throw ModelGenError(.configuration, "invalid JSON: \(error.message)\(hint)",
                                at: FileLocation(path: path, line: error.line, column: error.column))
        } catch {
            throw ModelGenError(.configuration, "invalid JSON: \(error)", at: FileLocation(path: path, line: 1, column: 1))
        }
    }
}
