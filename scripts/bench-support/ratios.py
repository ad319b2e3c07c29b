#!/usr/bin/env python3
"""The ratios of issue #21, measured in one run, interleaved, into tmpfs (`scripts/bench`).

Each round, at each size, runs in this order, so that machine noise falls on every step alike:
  cold     `generate SPEC --style all` into empty folders (wall, peak RSS of the child)
  cp       `cp -r` of the tree the cold run just wrote (what merely copying the output costs)
  noop     `generate` again over that tree: nothing changed (files written is counted)
  floor    libyaml's bare event loop over the spec (yaml_floor.c): in-process parse time, and the
           wall time of the whole floor process (startup included) for a like-for-like view
  change   one screen's doc changed in the spec, `generate` over the same tree; then the spec is put back
Figures are medians over the rounds; each ratio divides two medians of the same run. The one-screen
change is also given as a ratio of CPU time (user + system of the child), which a loaded machine
disturbs less than wall time.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import make_spec  # noqa: E402
import measure  # noqa: E402

MB = 1_000_000
# (label, value key, target, higher is better)
TARGETS = [
    ("1,000 screens: output MB/s end to end", "mb_per_s", 100, True),
    ("1,000 screens: generate ÷ cp -r of its output", "cold_over_cp", 1.5, False),
    ("1,000 screens: no-op ÷ libyaml event loop (in-process)", "noop_over_floor", 3.0, False),
    ("1,000 screens: one-screen change ÷ full run", "change_over_cold", 0.05, False),
    ("10,000 ÷ 1,000 screens, generate", "scaling", 10.5, False),
    ("10,000 screens: peak memory (MB)", "peak_mb_10k", 200, False),
]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--generate", required=True)
    parser.add_argument("--floor", required=True, help="the yaml_floor executable")
    parser.add_argument("--work", required=True, help="scratch folder; tmpfs (/dev/shm) keeps disk noise out")
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=5, help="rounds per size (at most 3 at 10,000 screens)")
    return parser.parse_args()


def generate(args, spec, out):
    return measure.run([args.generate, spec, "--style", "all", "--output", out + "/Sources", "--tests-output",
                        out + "/Tests", "--scaffold", out + "/Scaffolds", "--quiet"])


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True)
    return time.perf_counter() - start


def changed_text(text, size):
    """The spec with one screen (the middle one) changed: its doc comment, so that screen's files change."""
    marker = f"doc: Synthetic screen {size // 2};"
    assert text.count(marker) == 1, marker
    return text.replace(marker, f"doc: Synthetic screen {size // 2}, changed;")


def measure_size(size, args, log):
    spec = os.path.join(args.work, f"spec-{size}.yaml")
    with open(spec, "w", encoding="utf-8") as out:
        make_spec.write_spec(size, out)
    with open(spec, encoding="utf-8") as handle:
        original = handle.read()
    changed = changed_text(original, size)
    rounds = min(args.runs, 3) if size >= 10000 else args.runs
    steps = {name: [] for name in ("cold", "cp", "noop", "floor", "floor process", "change", "cold cpu", "change cpu")}
    peaks, written, changed_files = [], [], []
    for round_ in range(rounds):
        log(f"[{size}] round {round_ + 1}/{rounds}")
        out = os.path.join(args.work, f"out-{size}")
        copy = os.path.join(args.work, f"cp-{size}")
        for folder in (out, copy):
            shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(out)
        cold = generate(args, spec, out)
        steps["cold"].append(cold.seconds)
        steps["cold cpu"].append(cold.cpu_seconds)
        peaks.append(cold.peak_bytes)
        steps["cp"].append(timed(["cp", "-r", out, copy]))
        before = measure.tree_stamps(out) if round_ == 0 else None
        steps["noop"].append(generate(args, spec, out).seconds)
        if before is not None:
            written.append(measure.files_written(before, measure.tree_stamps(out)))
        start = time.perf_counter()
        floor = measure.run([args.floor, spec, "1"])
        steps["floor process"].append(time.perf_counter() - start)
        steps["floor"] += [value / 1e9 for value in measure.field_values(floor.stdout, "parse_ns")]
        with open(spec, "w", encoding="utf-8") as handle:
            handle.write(changed)
        before = measure.tree_stamps(out) if round_ == 0 else None
        change = generate(args, spec, out)
        steps["change"].append(change.seconds)
        steps["change cpu"].append(change.cpu_seconds)
        if before is not None:
            changed_files.append(measure.files_written(before, measure.tree_stamps(out)))
        with open(spec, "w", encoding="utf-8") as handle:
            handle.write(original)
    files, output_bytes = measure.tree_bytes(copy)
    for folder in (out, copy):
        shutil.rmtree(folder, ignore_errors=True)
    medians = {name: measure.median(values) for name, values in steps.items()}
    return {
        "size": size, "rounds": rounds, "input_bytes": len(original.encode()), "files": files,
        "output_bytes": output_bytes, "samples": steps, "median": medians, "peak_bytes": max(peaks),
        "noop_files_written": written[0], "change_files_written": changed_files[0],
    }


def ratios(results):
    by_size = {result["size"]: result for result in results}
    found = {}
    small = by_size.get(1000)
    if small:
        median = small["median"]
        found["mb_per_s"] = small["output_bytes"] / MB / median["cold"]
        found["cold_over_cp"] = median["cold"] / median["cp"]
        found["noop_over_floor"] = median["noop"] / median["floor"]
        found["noop_over_floor_process"] = median["noop"] / median["floor process"]
        found["change_over_cold"] = median["change"] / median["cold"]
        found["change_over_cold_cpu"] = median["change cpu"] / median["cold cpu"]
    if small and 10000 in by_size:
        found["scaling"] = by_size[10000]["median"]["cold"] / small["median"]["cold"]
        found["peak_mb_10k"] = by_size[10000]["peak_bytes"] / MB
    return found


def ms(seconds):
    return f"{seconds * 1000:,.1f} ms" if seconds < 10 else f"{seconds:,.2f} s"


def render(results, found, load):
    lines = [f"Load average (1/5/15 min) at start {load[0]}, at end {load[1]}.", "",
             "| screens | rounds | output | cold generate | cp -r | no-op | libyaml loop (process) | one-screen change | peak RSS | files written: no-op / change |",
             "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for result in results:
        median = result["median"]
        lines.append(
            f"| {result['size']:,} | {result['rounds']} | {result['files']:,} files, {result['output_bytes'] / MB:.1f} MB "
            f"| {ms(median['cold'])} | {ms(median['cp'])} | {ms(median['noop'])} "
            f"| {ms(median['floor'])} ({ms(median['floor process'])}) | {ms(median['change'])} "
            f"| {result['peak_bytes'] / MB:.0f} MB | {result['noop_files_written']} / {result['change_files_written']} |")
    lines += ["", "| ratio (medians of this run) | value | target | met |", "| --- | ---: | ---: | :---: |"]
    for label, key, target, higher in TARGETS:
        if key not in found:
            continue
        value = found[key]
        met = value >= target if higher else value <= target
        shown = f"{value:.1%}" if key == "change_over_cold" else f"{value:.2f}"
        goal = f"{target:.0%}" if key == "change_over_cold" else f"{'≥' if higher else '≤'} {target:g}"
        lines.append(f"| {label} | {shown} | {goal} | {'yes' if met else 'no'} |")
    if "noop_over_floor_process" in found:
        lines.append(f"| 1,000 screens: no-op ÷ libyaml loop as a process (startup included) "
                     f"| {found['noop_over_floor_process']:.2f} | | |")
    if "change_over_cold_cpu" in found:
        lines.append(f"| 1,000 screens: one-screen change ÷ full run, CPU time (user + system) "
                     f"| {found['change_over_cold_cpu']:.1%} | | |")
    return "\n".join(lines) + "\n"


def main():
    args = parse_arguments()
    os.makedirs(args.work, exist_ok=True)
    log = lambda text: print(text, file=sys.stderr, flush=True)
    start_load = tuple(round(value, 2) for value in os.getloadavg())
    results = [measure_size(int(size), args, log) for size in args.sizes.split(",")]
    end_load = tuple(round(value, 2) for value in os.getloadavg())
    found = ratios(results)
    text = render(results, found, (start_load, end_load))
    with open(os.path.join(args.work, "ratios.json"), "w") as out:
        json.dump({"results": results, "ratios": found, "load": [start_load, end_load]}, out, indent=2)
    with open(os.path.join(args.work, "ratios.md"), "w") as out:
        out.write(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
