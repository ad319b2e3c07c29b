import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with posix_spawn, so the test owns its pid and can kill it with
/// SIGKILL at a chosen moment. (Peak memory is bounded with RLIMIT_DATA rather than read from
/// wait4: a vforked child inherits the test process's peak, which would hide the program's own.)
struct ChildProcess {
    struct Outcome {
        /// The exit status, or nil when a signal ended the process.
        var status: Int32?
        var signal: Int32?
        var seconds: Double
        var standardError: String
    }

    let pid: pid_t
    private let started: Date
    private let errorPath: String

    /// Starts `executable` with `arguments` in `directory`; stdout is discarded, stderr kept for `wait`.
    /// With `dataLimit` (bytes), the heap may not grow beyond it (RLIMIT_DATA): past it, allocation fails
    /// and the process dies, so a clean exit proves the bound.
    init(_ executable: String, _ arguments: [String], in directory: String, dataLimit: Int? = nil) throws {
        errorPath = directory + "/../.stderr-\(UUID().uuidString)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // posix_spawn_file_actions_addchdir_np is not visible from Swift: a shell changes folder and
        // then execs the program, which keeps the pid, so a kill still hits the program itself.
        let limit = dataLimit.map { "ulimit -d \($0 / 1024) && " } ?? ""
        let command = ["/bin/sh", "-c", "cd \"$0\" && \(limit)exec \"$@\"", directory, executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for item in argv { free(item) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, "/bin/sh", &actions, nil, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        pid = child
        started = Date()
    }

    func killNow() { _ = kill(pid, SIGKILL) }

    func wait() -> Outcome {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let seconds = Date().timeIntervalSince(started)
        let text = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        try? FileManager.default.removeItem(atPath: errorPath)
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the macros are not imported into Swift.
        let signal = status & 0x7F
        return Outcome(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            seconds: seconds, standardError: text)
    }

    /// Runs to the end.
    static func run(_ executable: String, _ arguments: [String], in directory: String, dataLimit: Int? = nil) throws
        -> Outcome
    {
        try ChildProcess(executable, arguments, in: directory, dataLimit: dataLimit).wait()
    }
}

/// The `generate` executable of this build (next to the test bundle), or $SCREENGEN_GENERATE.
enum GenerateExecutable {
    static var path: String? {
        if let path = ProcessInfo.processInfo.environment["SCREENGEN_GENERATE"] { return path }
        let bundle = Bundle.main.bundleURL
        let candidates =
            [bundle, bundle.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("generate").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
