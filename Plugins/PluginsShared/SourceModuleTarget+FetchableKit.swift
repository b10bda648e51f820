import PackagePlugin

extension SourceModuleTarget {
    /// True when the target depends on FetchableKit, directly or through other targets: the code
    /// the Firebase template generates imports it.
    var usesFetchableKit: Bool {
        recursiveTargetDependencies.contains { $0.name == "FetchableKit" }
    }
}
