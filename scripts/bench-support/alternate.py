"""Compares generate binaries side by side: cold runs (or one-screen changes) taken in turn, each binary into
its own tree.

    python3 scripts/bench-support/alternate.py --spec SPEC --rounds 20 OLD NEW [MORE...]
    python3 scripts/bench-support/alternate.py --spec SPEC --rounds 32 --change OLD NEW

With --change, each binary first writes its tree cold; then every round edits one screen's doc in the spec
(the change ratios.py times, on a spec from make_spec.py), or puts it back, and runs each binary over its
own tree.

On a shared or drifting machine a run's time says more about the minute it ran in than about the
binary; ratios.py's few rounds per binary cannot tell a change of a few per cent. Here every round
runs each binary once, who goes first turned every two rounds (so give a number of rounds that is a
multiple of twice the number of binaries), and each binary is compared with the first
by the median of its per-round differences and by how many rounds it won (docs/performance.md).
Wall time and CPU time (user + system, the child's own getrusage) are reported; nothing is asserted.
The same binary given twice is an A/A check: what the machine's noise alone looks like.
"""
import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure  # noqa: E402
import ratios  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+", help="generate binaries; the first is the one the others are compared with")
    parser.add_argument("--spec", required=True)
    parser.add_argument("--rounds", type=int, default=20)
    default_work = "/dev/shm" if os.path.isdir("/dev/shm") else tempfile.gettempdir()
    parser.add_argument("--work", default=os.path.join(default_work, "screengen-alternate"),
                        help="where the output trees go (tmpfs keeps disk noise out)")
    parser.add_argument("--change", action="store_true",
                        help="time one-screen changes over each binary's own tree instead of cold runs")
    args = parser.parse_args()
    if len(args.binaries) < 2:
        parser.error("give at least two binaries")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    count = len(args.binaries)

    # The spec every run reads, at one path: a change run's stamp names the spec it was made from. Copied byte
    # for byte; a change edits it as UTF-8 text with its line breaks as they are.
    os.makedirs(args.work, exist_ok=True)
    spec = os.path.join(args.work, "spec.yaml")
    with open(args.spec, encoding="utf-8", newline="") as handle:
        original = handle.read()
    edited = original
    if args.change:
        size = len(re.findall(r"doc: Synthetic screen \d+;", original))
        if size == 0 or f"doc: Synthetic screen {size // 2};" not in original:
            parser.error("--change needs a spec from make_spec.py (one screen's doc is edited)")
        edited = ratios.changed_text(original, size)

    def write_spec(text):
        if text is original:
            shutil.copyfile(args.spec, spec)
            return
        with open(spec, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)

    def run(position, cold):
        out = os.path.join(args.work, str(position))
        if cold:
            shutil.rmtree(out, ignore_errors=True)
        return measure.run([args.binaries[position], spec, "--style", "all", "--output", out + "/Sources",
                            "--tests-output", out + "/Tests", "--scaffold", out + "/Scaffolds", "--quiet"])

    # Not counted: each binary's first start reads it from disk, and a change needs a tree to change.
    write_spec(original)
    for position in range(count):
        run(position, cold=True)
    wall = [[] for _ in range(count)]
    cpu = [[] for _ in range(count)]
    for round_ in range(args.rounds):
        if args.change:
            write_spec(edited if round_ % 2 == 0 else original)
        # Who goes first turns every two rounds, so that with --change each binary goes first after an edit and
        # after its undoing alike (with two binaries, turning every round would tie the order to the edit).
        turn = (round_ // 2) % count
        for position in list(range(turn, count)) + list(range(turn)):
            sample = run(position, cold=not args.change)
            wall[position].append(sample.seconds)
            cpu[position].append(sample.cpu_seconds)
    shutil.rmtree(args.work, ignore_errors=True)
    kind = "one-screen changes" if args.change else "cold runs"
    print(f"{args.rounds} rounds, {kind} of {args.spec} (--style all, tests and scaffolds)")
    for position, binary in enumerate(args.binaries):
        line = (f"{position}: {binary}: wall median {statistics.median(wall[position]):.3f} s,"
                f" CPU median {statistics.median(cpu[position]):.3f} s")
        if position > 0:
            wall_diffs = [new - old for new, old in zip(wall[position], wall[0])]
            cpu_diffs = [new - old for new, old in zip(cpu[position], cpu[0])]
            line += (f"; against 0, per round: wall {statistics.median(wall_diffs):+.3f} s"
                     f" (faster in {sum(d < 0 for d in wall_diffs)} of {args.rounds}),"
                     f" CPU {statistics.median(cpu_diffs):+.3f} s (cheaper in {sum(d < 0 for d in cpu_diffs)} of {args.rounds})")
        print(line)


if __name__ == "__main__":
    main()
