/// How many of the mutation harness's bugs one style's generated tests catch (`generate compare
/// --mutants`; the harness and its bug classes are scripts/mutants, docs/mutation-testing.md).
/// A mutant is killed when the module's tests fail with it; one that does not compile says
/// nothing about the tests and is counted apart.
public struct MutationScore: Sendable, Codable, Hashable {
    public var killed: Int
    public var compiling: Int
    public var notCompiling: Int
    /// Per spec module, as the harness reports it.
    public var modules: [ModuleMutationScore]

    /// killed / compiling, 0...1; nil when no mutant compiled (nothing was measured).
    public var score: Double? { compiling > 0 ? Double(killed) / Double(compiling) : nil }

    public var survivors: [Survivor] { modules.flatMap(\.survivors) }

    public init(modules: [ModuleMutationScore]) {
        self.modules = modules
        killed = modules.map(\.killed).reduce(0, +)
        compiling = modules.map(\.compiling).reduce(0, +)
        notCompiling = modules.map(\.notCompiling).reduce(0, +)
    }

    /// A bug the tests did not notice.
    public struct Survivor: Sendable, Codable, Hashable {
        /// The bug class and what it touched (`effect forgotten`, `arguments swapped (email, password)`).
        public var bug: String
        /// Where the edit went, relative to the harness's package (`Sources/Shop/ItemListViewModel.swift`).
        public var file: String
        public var line: Int
        /// The generated line the edit removed or changed (or inserted before).
        public var edit: String

        public init(bug: String, file: String, line: Int, edit: String) {
            self.bug = bug
            self.file = file
            self.line = line
            self.edit = edit
        }
    }
}

/// One spec module's mutants in one style.
public struct ModuleMutationScore: Sendable, Codable, Hashable {
    public var module: String
    public var killed: Int
    public var compiling: Int
    public var notCompiling: Int
    public var survivors: [MutationScore.Survivor]

    public init(
        module: String, killed: Int, compiling: Int, notCompiling: Int = 0, survivors: [MutationScore.Survivor] = []
    ) {
        self.module = module
        self.killed = killed
        self.compiling = compiling
        self.notCompiling = notCompiling
        self.survivors = survivors
    }
}
