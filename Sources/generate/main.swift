// `generate`: the ScreenGen command line. Thin by design: every command calls into the
// ScreenGen core, and problems come back as diagnostics rendered in one place (Console).
import Foundation

#if canImport(Glibc)
import Glibc

// One malloc arena for every thread. Loading a spec leaves the freed YAML tree as holes in the main thread's
// heap; with an arena per rendering thread (glibc's default), the rendered files' descriptions could not go
// into those holes and the peak grew by their size: 10,000 screens, 362 MB against 327 MB with one arena,
// and no measurable CPU cost on 2 cores (docs/performance.md, seventh round).
// `mallopt` is not in Swift's Glibc module: looked up by name (M_ARENA_MAX is -8 in glibc's malloc.h).
if let mallopt = dlsym(nil, "mallopt") {
    typealias SetMallocOption = @convention(c) (Int32, Int32) -> Int32
    _ = unsafeBitCast(mallopt, to: SetMallocOption.self)(-8, 1)
}
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let status = await CommandLineTool.run(arguments)
exit(status.rawValue)
