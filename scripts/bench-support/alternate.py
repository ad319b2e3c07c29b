"""Compares generate binaries side by side: cold runs taken in turn, each binary into its own tree.

    python3 scripts/bench-support/alternate.py --spec SPEC --rounds 20 OLD NEW [MORE...]

On a shared or drifting machine a run's time says more about the minute it ran in than about the
binary; ratios.py's few rounds per binary cannot tell a change of a few per cent. Here every round
runs each binary once, the order rotated round by round, and each binary is compared with the first
by the median of its per-round differences and by how many rounds it won (docs/performance.md).
Wall time and CPU time (user + system, the child's own getrusage) are reported; nothing is asserted.
"""
import argparse
import os
import shutil
import statistics

import measure


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+", help="generate binaries; the first is the one the others are compared with")
    parser.add_argument("--spec", required=True)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--work", default="/dev/shm/screengen-alternate", help="output trees (tmpfs keeps disk noise out)")
    args = parser.parse_args()
    if len(args.binaries) < 2:
        parser.error("give at least two binaries")
    wall = {binary: [] for binary in args.binaries}
    cpu = {binary: [] for binary in args.binaries}
    for round_ in range(args.rounds):
        turn = round_ % len(args.binaries)
        for binary in args.binaries[turn:] + args.binaries[:turn]:
            out = os.path.join(args.work, str(args.binaries.index(binary)))
            shutil.rmtree(out, ignore_errors=True)
            sample = measure.run([binary, args.spec, "--style", "all", "--output", out + "/Sources",
                                  "--tests-output", out + "/Tests", "--scaffold", out + "/Scaffolds", "--quiet"])
            wall[binary].append(sample.seconds)
            cpu[binary].append(sample.cpu_seconds)
    shutil.rmtree(args.work, ignore_errors=True)
    first = args.binaries[0]
    print(f"{args.rounds} rounds, cold runs of {args.spec} (--style all, tests and scaffolds)")
    for binary in args.binaries:
        line = f"{binary}: wall median {statistics.median(wall[binary]):.3f} s, CPU median {statistics.median(cpu[binary]):.3f} s"
        if binary != first:
            wall_diffs = [new - old for new, old in zip(wall[binary], wall[first])]
            cpu_diffs = [new - old for new, old in zip(cpu[binary], cpu[first])]
            line += (f"; against the first, per round: wall {statistics.median(wall_diffs):+.3f} s"
                     f" (faster in {sum(d < 0 for d in wall_diffs)} of {args.rounds}),"
                     f" CPU {statistics.median(cpu_diffs):+.3f} s (cheaper in {sum(d < 0 for d in cpu_diffs)} of {args.rounds})")
        print(line)


if __name__ == "__main__":
    main()
