"""The benchmark's table and its targets (issue #8), from the results `bench.py` collected."""

MB = 1_000_000
STEPS = [
    ("floor", "libyaml event loop (C)"),
    ("yaml", "YAML load into nodes"),
    ("yaml+validate", "load + decode + validate"),
    ("e2e", "generate --style all"),
    ("write floor", "the same files, plain C create+write (2 threads)"),
    ("dry", "same, --dry-run (renders, no writes)"),
    ("noop", "no-op re-run"),
    ("peer", "Python peer (CSafeLoader + chevron)"),
]


def seconds_text(step):
    low, high = step["spread"]
    value = step["seconds"]
    if value < 1:
        return f"{value * 1000:.1f} ms ({low * 1000:.1f}–{high * 1000:.1f})"
    return f"{value:.2f} s ({low:.2f}–{high:.2f})"


def render(results):
    lines = [
        "| screens | step | median wall (min–max) | CPU | output | MB/s | peak RSS | × floor | peer ÷ step | files written |",
        "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for size in results["sizes"]:
        floor = size["floor"]["seconds"]
        peer = size.get("peer", {}).get("seconds")
        output_bytes = size["e2e"]["output_bytes"]
        for key, label in STEPS:
            step = size.get(key)
            if step is None:
                continue
            renders = key in ("e2e", "dry", "noop", "peer", "write floor")
            produced = step.get("output_bytes", output_bytes) if renders else None
            cells = [
                f"{size['size']:,}", label, seconds_text(step),
                f"{step['cpu_seconds']:.2f} s" if "cpu_seconds" in step else "",
                f"{produced / MB:.1f} MB" if produced else f"in {size['input_bytes'] / MB:.1f} MB",
                f"{produced / MB / step['seconds']:.0f}" if produced else "",
                f"{step['peak_bytes'] / MB:.0f} MB" if "peak_bytes" in step else "",
                # The write floor is a reference for e2e, not a step of the generator: no ratios.
                f"{step['seconds'] / floor:.1f}×" if key != "write floor" else "",
                f"{peer / step['seconds']:.1f}×" if peer and key not in ("peer", "write floor") else "",
                str(step["files_written"]) if "files_written" in step else (
                    f"{step['files']:,}" if "files" in step else ""),
            ]
            lines.append("| " + " | ".join(cells) + " |")
    if "typecheck" in results:
        lines += ["", "| style | screens | files | type-check median (min–max) | slow type-check warnings |",
                  "| --- | ---: | ---: | ---: | ---: |"]
        for style in results["typecheck"]:
            lines.append(f"| {style['style']} | {style['screens']} | {style['files']} | {seconds_text(style)} | "
                         f"{style['warnings']} |")
    lines += ["", "| target | measured | met |", "| --- | --- | --- |"]
    lines += [f"| {name} | {measured} | {'yes' if met else ('–' if met is None else '**no**')} |" for name, measured, met in targets(results)]
    return "\n".join(lines) + "\n"


def targets(results):
    """(target, measured, met) for every 'done when' of issue #8 that these results can answer."""
    checks = []
    by_size = {size["size"]: size for size in results["sizes"]}
    worst_yaml = max(results["sizes"], key=lambda s: s["yaml"]["seconds"] / s["floor"]["seconds"])
    ratio = worst_yaml["yaml"]["seconds"] / worst_yaml["floor"]["seconds"]
    checks.append(("YAML load ≤ 3× floor (worst size)", f"{ratio:.2f}× at {worst_yaml['size']:,}", ratio <= 3))
    worst = max(results["sizes"], key=lambda s: s["yaml+validate"]["seconds"] / s["floor"]["seconds"])
    ratio = worst["yaml+validate"]["seconds"] / worst["floor"]["seconds"]
    checks.append(("load + validate ≤ 4× floor (worst size)", f"{ratio:.2f}× at {worst['size']:,}", ratio <= 4))
    if 1000 in by_size:
        e2e = by_size[1000]["e2e"]
        rate = e2e["output_bytes"] / MB / e2e["seconds"]
        checks.append(("1,000 screens: ≥ 50 MB/s of output", f"{rate:.0f} MB/s", rate >= 50))
        if "write floor" in by_size[1000]:
            floor = by_size[1000]["write floor"]["seconds"]
            checks.append(("1,000 screens: plain C creating the same files (shown, not a target)",
                           f"{floor * 1000:.0f} ms = {floor / e2e['seconds'] * 100:.0f}% of generate's wall time", None))
        if "peer" in by_size[1000]:
            speedup = by_size[1000]["peer"]["seconds"] / e2e["seconds"]
            checks.append(("1,000 screens: ≥ 10× faster than the Python peer", f"{speedup:.1f}×", speedup >= 10))
        if 10000 in by_size:
            growth = by_size[10000]["e2e"]["seconds"] / e2e["seconds"]
            checks.append(("10,000 screens cost ≤ 11× 1,000 screens", f"{growth:.2f}×", growth <= 11))
    # The memory target is for the largest size; smaller ones are shown for the trend.
    for size in results["sizes"]:
        limit = 3 * (size["input_bytes"] + size["e2e"]["output_bytes"]) + 30 * MB
        peak = max(size[key]["peak_bytes"] for key in ("e2e", "dry", "noop"))
        largest = size is results["sizes"][-1]
        checks.append((f"{size['size']:,} screens: peak memory < 3×(in+out) + 30 MB"
                       + ("" if largest else " (shown, not a target)"),
                       f"{peak / MB:.0f} MB vs {limit / MB:.0f} MB", (peak < limit) if largest else None))
    for size in results["sizes"]:
        noop, dry = size["noop"], size["dry"]
        ratio = noop["seconds"] / dry["seconds"]
        checks.append((f"{size['size']:,} screens: no-op writes 0 files, ≤ 1.5× a dry run",
                       f"{noop['files_written']} files, {ratio:.2f}×",
                       noop["files_written"] == 0 and ratio <= 1.5))
    for style in results.get("typecheck", []):
        checks.append((f"{style['style']}: zero slow type-check warnings", str(style["warnings"]),
                       style["warnings"] == 0 and style["errors"] == 0))
    return checks


def all_targets_met(results):
    return all(met is not False for _, _, met in targets(results))
