/// The tool's exit statuses: 0 ok, 1 diagnostics (or stale files with --check), 2 usage error.
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
}
