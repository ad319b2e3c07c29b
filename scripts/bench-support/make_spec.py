#!/usr/bin/env python3
"""Writes a synthetic ScreenGen spec with N screens to stdout (or to --output FILE).

Every screen has state, derived values, two actions that call a service, and a scenario.
Models and dependencies are shared: one of each per 20 screens, so every size is the same
shape scaled (the benchmark checks that cost grows linearly with it).
"""
import argparse
import sys

SCREENS_PER_SHARED = 20


def shared_count(screens):
    return max(1, -(-screens // SCREENS_PER_SHARED))


def write_spec(screens, out):
    shared = shared_count(screens)
    width = max(4, len(str(max(screens, shared))))
    num = lambda i: str(i).zfill(width)
    w = out.write
    w("# Synthetic spec for the ScreenGen benchmark (scripts/bench-support/make_spec.py).\n")
    w("screenspec: 1\nmodule: Bench\n\nmodels:\n")
    for m in range(shared):
        w(f"  Record{num(m)}:\n")
        w(f"    doc: A record of kind {m}.\n")
        w("    fields:\n")
        w("      id: UUID\n")
        w("      title: String\n")
        w("      count: { type: Int, default: \"0\" }\n")
        w("      isArchived: { type: Bool, default: \"false\" }\n")
    w("\ndependencies:\n")
    for d in range(shared):
        w(f"  Store{num(d)}:\n")
        w(f"    doc: Loads and saves records of kind {d}.\n")
        w("    methods:\n")
        w(f"      fetchRecords{num(d)}: {{ returns: \"[Record{num(d)}]\" }}\n")
        w(f"      archiveRecord{num(d)}: {{ params: {{ id: UUID }} }}\n")
    w("\nscreens:\n")
    for s in range(screens):
        k = num(s % shared)
        w(f"  Screen{num(s)}:\n")
        w(f"    doc: Synthetic screen {s}; lists records of kind {s % shared}.\n")
        w(f"    dependencies: [Store{k}]\n")
        w("    state:\n")
        w(f"      records: {{ type: \"[Record{k}]\", default: \"[]\" }}\n")
        w("      isLoading: { type: Bool, default: \"false\" }\n")
        w("      errorMessage: String?\n")
        w("      query: { type: String, default: '\"\"' }\n")
        w("    derived:\n")
        w("      isEmpty: { type: Bool, value: \"records.isEmpty && !isLoading\" }\n")
        w("      visibleCount: { type: Int, value: \"records.filter { !$0.isArchived }.count\" }\n")
        w("    actions:\n")
        w("      load:\n")
        w("        trigger: appear\n")
        w("        skipIf: isLoading\n")
        w(f"        call: Store{k}.fetchRecords{k}\n")
        w("        busy: isLoading\n")
        w("        success: { records: $result, errorMessage: nil }\n")
        w("        failure: { errorMessage: $message }\n")
        w("      archive:\n")
        w("        trigger: tap\n")
        w("        params: { id: UUID }\n")
        w(f"        call: Store{k}.archiveRecord{k}\n")
        w("        success: { records: \"records.filter { $0.id != id }\" }\n")
        w("        failure: { errorMessage: $message }\n")
        w("    scenarios:\n")
        w("      - name: shows the loaded records\n")
        w(f"        stubs: {{ Store{k}.fetchRecords{k}: '[.fixture(title: \"A\")]' }}\n")
        w("        when: load\n")
        w("        then: { records.count: 1, isLoading: false, errorMessage: nil }\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("screens", type=int)
    parser.add_argument("--output")
    args = parser.parse_args()
    if args.output:
        with open(args.output, "w", encoding="utf-8") as out:
            write_spec(args.screens, out)
    else:
        write_spec(args.screens, sys.stdout)


if __name__ == "__main__":
    main()
