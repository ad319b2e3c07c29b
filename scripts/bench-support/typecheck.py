"""Type-check time of generated code, per style, with the compiler's slow type-check warnings on.

The generated sources (and view scaffolds) are type-checked as one module against the SwiftUI and
Combine compile stubs (Tests/Fixtures/CompileStubs, standing in for Apple's frameworks on Linux);
then that module is emitted with testing enabled and the generated test support and tests are
type-checked against it and XCTest. Both steps are timed; the figure is their sum.
"""
import glob
import os
import re
import shutil

import measure

SLOW_FLAGS = ["-Xfrontend", "-warn-long-expression-type-checking=100",
              "-Xfrontend", "-warn-long-function-bodies=200"]
SLOW_WARNING = re.compile(r"warning: .*took \d+ms to type-check")


def swift_files(*roots):
    files = []
    for root in roots:
        files += glob.glob(os.path.join(root, "**", "*.swift"), recursive=True)
    return sorted(files)


def build_stubs(args, folder):
    """Compiles each stub folder into a module of the same name; returns the include folder.
    Stubs import each other (SwiftUI re-exports Combine), so a stub that fails is retried after
    the others, until a pass builds nothing new."""
    include = os.path.join(folder, "stubs")
    os.makedirs(include, exist_ok=True)
    pending = sorted(os.listdir(args.stubs))
    while pending:
        failed, last_error = [], None
        for stub in pending:
            sources = swift_files(os.path.join(args.stubs, stub))
            try:
                measure.run([args.swiftc, "-emit-module", "-parse-as-library", "-module-name", stub, "-I", include,
                             "-emit-module-path", os.path.join(include, stub + ".swiftmodule"), *sources])
            except RuntimeError as error:
                failed.append(stub)
                last_error = error
        if len(failed) == len(pending):
            raise last_error
        pending = failed
    return include


def count_slow(text):
    return sum(1 for line in text.splitlines() if SLOW_WARNING.search(line))


def measure_style(args, spec, style, include, folder, runs):
    out = os.path.join(folder, style)
    shutil.rmtree(out, ignore_errors=True)
    measure.run([args.generate, spec, "--style", style, "--output", out + "/Sources",
                 "--tests-output", out + "/Tests", "--scaffold", out + "/Scaffolds", "--quiet"])
    sources = swift_files(out + "/Sources", out + "/Scaffolds")
    tests = swift_files(out + "/Tests")
    module = "Bench"
    modules = os.path.join(folder, style + "-module")
    os.makedirs(modules, exist_ok=True)
    common = ["-I", include, "-swift-version", "6", "-j", "2"]
    # The module the tests import, built once, untimed.
    measure.run([args.swiftc, "-emit-module", "-enable-testing", "-parse-as-library", "-module-name", module,
                 "-emit-module-path", os.path.join(modules, module + ".swiftmodule"), *common, *sources])
    totals, warnings, diagnostics = [], 0, ""
    for _ in range(runs):
        first = measure.run([args.swiftc, "-typecheck", "-parse-as-library", "-module-name", module, *common,
                             *SLOW_FLAGS, *sources])
        second = measure.run([args.swiftc, "-typecheck", "-parse-as-library", "-module-name", module + "Tests",
                              "-I", modules, *common, *SLOW_FLAGS, *tests])
        totals.append(first.seconds + second.seconds)
        diagnostics = first.stderr + second.stderr
        warnings = count_slow(diagnostics)
    with open(os.path.join(folder, style + "-typecheck.log"), "w") as log:
        log.write(diagnostics)
    return {"style": style, "screens": None, "files": len(sources) + len(tests),
            "seconds": measure.median(totals), "spread": measure.spread(totals), "samples": totals,
            "warnings": warnings, "errors": diagnostics.count("error:")}


def measure_styles(args, spec, log):
    folder = os.path.join(args.work, "typecheck")
    os.makedirs(folder, exist_ok=True)
    include = build_stubs(args, folder)
    screens = args.typecheck_screens
    results = []
    for style in ("mvvm", "actions", "store"):
        log(f"  {style}")
        result = measure_style(args, spec, style, include, folder, runs=3)
        result["screens"] = screens
        results.append(result)
    return results
