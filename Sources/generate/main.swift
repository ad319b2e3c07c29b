// `generate`: the ScreenGen command line. Thin by design: every command calls into the
// ScreenGen core, and problems come back as diagnostics rendered in one place (Console).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let status = await CommandLineTool.run(arguments)
exit(status.rawValue)
