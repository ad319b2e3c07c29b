"""Compares generate binaries side by side: cold runs taken in turn, each binary into its own tree.

    python3 scripts/bench-support/alternate.py --spec SPEC --rounds 20 OLD NEW [MORE...]

On a shared or drifting machine a run's time says more about the minute it ran in than about the
binary; ratios.py's few rounds per binary cannot tell a change of a few per cent. Here every round
runs each binary once, the order turned round by round, and each binary is compared with the first
by the median of its per-round differences and by how many rounds it won (docs/performance.md).
Wall time and CPU time (user + system, the child's own getrusage) are reported; nothing is asserted.
The same binary given twice is an A/A check: what the machine's noise alone looks like.
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+", help="generate binaries; the first is the one the others are compared with")
    parser.add_argument("--spec", required=True)
    parser.add_argument("--rounds", type=int, default=20)
    default_work = "/dev/shm" if os.path.isdir("/dev/shm") else tempfile.gettempdir()
    parser.add_argument("--work", default=os.path.join(default_work, "screengen-alternate"),
                        help="where the output trees go (tmpfs keeps disk noise out)")
    args = parser.parse_args()
    if len(args.binaries) < 2:
        parser.error("give at least two binaries")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    count = len(args.binaries)

    def cold_run(position):
        out = os.path.join(args.work, str(position))
        shutil.rmtree(out, ignore_errors=True)
        return measure.run([args.binaries[position], args.spec, "--style", "all", "--output", out + "/Sources",
                            "--tests-output", out + "/Tests", "--scaffold", out + "/Scaffolds", "--quiet"])

    # One round not counted: each binary's first start reads it from disk.
    for position in range(count):
        cold_run(position)
    wall = [[] for _ in range(count)]
    cpu = [[] for _ in range(count)]
    for round_ in range(args.rounds):
        turn = round_ % count
        for position in list(range(turn, count)) + list(range(turn)):
            sample = cold_run(position)
            wall[position].append(sample.seconds)
            cpu[position].append(sample.cpu_seconds)
    shutil.rmtree(args.work, ignore_errors=True)
    print(f"{args.rounds} rounds, cold runs of {args.spec} (--style all, tests and scaffolds)")
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
