#!/usr/bin/env python3
"""The ScreenGen benchmark (`make bench`): one run, the same files, every figure a median.

Measures, for synthetic specs of several sizes (make_spec.py):
  floor        libyaml's bare event loop over the file (yaml_floor.c)
  yaml         `bench-load FILE`: libyaml events into YAML nodes
  yaml+valid   `bench-load FILE --validate`: nodes, decoded and validated into a Spec
  e2e          `generate SPEC --style all` into empty folders: wall, output bytes, MB/s, peak memory
  write floor  the files e2e wrote, created again by plain C (write_floor.c): what the disk allows today
  dry          the same with --dry-run: renders everything, writes nothing
  noop         again into the folders the e2e run filled: wall and files written (should be 0)
  peer         a Python peer: PyYAML CSafeLoader + chevron over the same templates and context
and the type-check time (and slow type-check warnings) of the generated code for 100 screens per style.
Prints a table and writes it (plus every raw sample) to the work folder.
"""
import argparse
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import make_spec  # noqa: E402
import measure  # noqa: E402
import typecheck  # noqa: E402
import table  # noqa: E402


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--generate", required=True, help="the generate executable (release build)")
    parser.add_argument("--bench-load", required=True, help="the bench-load executable (release build)")
    parser.add_argument("--floor", required=True, help="the yaml_floor executable")
    parser.add_argument("--write-floor", required=True, help="the write_floor executable")
    parser.add_argument("--work", required=True, help="scratch folder for specs and outputs")
    parser.add_argument("--sizes", default="50,1000,10000")
    parser.add_argument("--peer-sizes", default="50,1000", help="sizes the (slow) Python peer runs at")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (3 at the largest size)")
    parser.add_argument("--typecheck-screens", type=int, default=100, help="0 skips the type-check step")
    parser.add_argument("--stubs", help="Tests/Fixtures/CompileStubs (SwiftUI/Combine stand-ins on Linux)")
    parser.add_argument("--swiftc", default="swiftc")
    return parser.parse_args()


def runs_for(size, args):
    return max(3, args.runs // 2) if size >= 10000 else args.runs


def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def generate_command(args, spec, out, extra=()):
    return [args.generate, spec, "--style", "all", "--output", out + "/Sources", "--tests-output", out + "/Tests",
            "--scaffold", out + "/Scaffolds", "--quiet", *extra]


def measure_size(size, args, log):
    """Every figure for one spec size, as {step: {...}}."""
    spec = os.path.join(args.work, f"spec-{size}.yaml")
    runs = runs_for(size, args)
    input_bytes = os.path.getsize(spec)
    result = {"size": size, "input_bytes": input_bytes, "runs": runs}

    log(f"[{size}] floor, yaml, yaml+validate ({runs} parses each)")
    floor = measure.run([args.floor, spec, str(runs)])
    result["floor"] = nanos_step(measure.field_values(floor.stdout, "parse_ns"))
    yaml_load = measure.run([args.bench_load, spec, "--repeat", str(runs)])
    result["yaml"] = nanos_step(measure.field_values(yaml_load.stdout, "load_ns"))
    validated = measure.run([args.bench_load, spec, "--validate", "--repeat", str(runs)])
    result["yaml+validate"] = nanos_step(measure.field_values(validated.stdout, "load_ns"))

    log(f"[{size}] generate --style all into empty folders ({runs} runs)")
    samples = []
    for run in range(runs):
        # A new folder per run; nothing is deleted until the benchmark ends (deleting thousands of
        # files just before creating thousands more makes ext4 hunt for free inodes, which would
        # charge the file system's bookkeeping to whichever step runs next).
        out = fresh(os.path.join(args.work, f"out-{size}-{run}"))
        samples.append(measure.run(generate_command(args, spec, out)))
    files, output_bytes = measure.tree_bytes(out)
    result["e2e"] = process_step(samples)
    result["e2e"].update(files=files, output_bytes=output_bytes)

    log(f"[{size}] the same files created by plain C ({runs} runs)")
    floor_ns = []
    for run in range(runs):
        copy = os.path.join(args.work, f"wfloor-{size}-{run}")
        shutil.rmtree(copy, ignore_errors=True)
        floor_ns += measure.field_values(measure.run([args.write_floor, out, copy, "2"]).stdout, "write_ns")
    result["write floor"] = nanos_step(floor_ns)
    result["write floor"]["output_bytes"] = output_bytes

    log(f"[{size}] --dry-run into empty folders ({runs} runs)")
    samples, written = [], 0
    for run in range(runs):
        dry_out = fresh(os.path.join(args.work, f"dry-{size}-{run}"))
        samples.append(measure.run(generate_command(args, spec, dry_out, ["--dry-run"]), stdout_path=os.devnull))
        written += measure.tree_bytes(dry_out)[0]
    result["dry"] = process_step(samples)
    result["dry"]["files_written"] = written

    log(f"[{size}] no-op run over the filled folders ({runs} runs)")
    samples, written = [], []
    for _ in range(runs):
        before = measure.tree_stamps(out)
        samples.append(measure.run(generate_command(args, spec, out)))
        written.append(measure.files_written(before, measure.tree_stamps(out)))
    result["noop"] = process_step(samples)
    result["noop"]["files_written"] = max(written)

    if str(size) in args.peer_sizes.split(","):
        result["peer"] = measure_peer(size, spec, args, runs, log)
    return result


def measure_peer(size, spec, args, runs, log):
    context = os.path.join(args.work, f"context-{size}.json")
    measure.run([args.generate, "context", spec], stdout_path=context)
    peer_runs = min(runs, 3)
    log(f"[{size}] Python peer ({peer_runs} runs)")
    samples = []
    for run in range(peer_runs):
        out = fresh(os.path.join(args.work, f"peer-{size}-{run}"))
        samples.append(measure.run([sys.executable, os.path.join(HERE, "peer.py"), spec, context, out,
                                    "--templates", args.templates]))
    step = process_step(samples)
    step["files"], step["output_bytes"] = measure.tree_bytes(out)
    return step


def nanos_step(values):
    seconds = [value / 1e9 for value in values]
    return {"seconds": measure.median(seconds), "spread": measure.spread(seconds), "samples": seconds}


def process_step(samples):
    seconds = [sample.seconds for sample in samples]
    cpu = [sample.cpu_seconds for sample in samples]
    return {"seconds": measure.median(seconds), "spread": measure.spread(seconds), "samples": seconds,
            "cpu_seconds": measure.median(cpu), "peak_bytes": max(sample.peak_bytes for sample in samples)}


def clear_outputs(work, now=True):
    """Removes the output folders of a run. With now=False (before measuring) they are only moved
    aside, into trash/, and deleted with the outputs at the end: deleting thousands of files makes
    ext4 slow to create new ones for minutes, which would be charged to the steps measured next."""
    trash = os.path.join(work, "trash")
    for name in os.listdir(work):
        if name.startswith(("out-", "dry-", "peer-", "wfloor-")):
            if now:
                shutil.rmtree(os.path.join(work, name), ignore_errors=True)
            else:
                os.makedirs(trash, exist_ok=True)
                os.rename(os.path.join(work, name), os.path.join(trash, f"{name}-{os.getpid()}"))
    if now:
        shutil.rmtree(trash, ignore_errors=True)


def main():
    args = parse_arguments()
    os.makedirs(args.work, exist_ok=True)
    clear_outputs(args.work, now=False)
    # The peer renders exactly the templates embedded in the binary being measured.
    args.templates = os.path.join(args.work, "templates")
    shutil.rmtree(args.templates, ignore_errors=True)
    measure.run([args.generate, "templates", "eject", args.templates])
    log = lambda text: print(text, file=sys.stderr, flush=True)
    sizes = [int(size) for size in args.sizes.split(",")]
    for size in sizes + ([args.typecheck_screens] if args.typecheck_screens else []):
        with open(os.path.join(args.work, f"spec-{size}.yaml"), "w", encoding="utf-8") as out:
            make_spec.write_spec(size, out)

    results = {"sizes": [measure_size(size, args, log) for size in sizes]}
    if args.typecheck_screens:
        log(f"[{args.typecheck_screens}] type-checking the generated code per style")
        spec = os.path.join(args.work, f"spec-{args.typecheck_screens}.yaml")
        results["typecheck"] = typecheck.measure_styles(args, spec, log)
    clear_outputs(args.work)
    with open(os.path.join(args.work, "results.json"), "w") as out:
        json.dump(results, out, indent=2)
    text = table.render(results)
    with open(os.path.join(args.work, "results.md"), "w") as out:
        out.write(text)
    print(text)
    return 0 if table.all_targets_met(results) else 1


if __name__ == "__main__":
    sys.exit(main())
