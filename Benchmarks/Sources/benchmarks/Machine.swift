import Foundation

/// A one-line description of the machine the benchmarks ran on.
enum Machine {
    static var description: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let os = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }?
            .dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? ProcessInfo.processInfo.operatingSystemVersionString
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Int(memory.rounded())) GiB RAM, \(os)"
    }

    /// The 1, 5 and 15 minute load averages (`uptime`): how busy the machine was, since figures
    /// taken while other builds run are slower than on an idle machine.
    static var loadAverage: String {
        let fields = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3) ?? []
        return fields.count == 3 ? fields.joined(separator: ", ") : "unknown"
    }
}
