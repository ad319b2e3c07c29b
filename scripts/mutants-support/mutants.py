#!/usr/bin/env python3
"""`make mutants`: how many realistic bugs the generated tests catch (issue #17, docs/mutation-testing.md).

For every spec and built-in style it generates the code, then makes mutants: copies of one generated
implementation file with one realistic bug put in by a text edit (an effect forgotten, a field reset on
failure, a guard dropped, a Bool param toggled instead of stored, the busy flag or start phase not set
or not reset, two call arguments swapped, a derived value inverted or off by one, the error text
replaced by a constant, a stale error not cleared, a cancellation reported as a failure; for `concurrency:` actions a superseded response
applied, a busy flag cleared while calls still run, a superseded step going on, and each policy of
`ActionCalls` an action uses removed; for `steps:` actions a failed or cancelled step that does not
stop the action; for effects with cases a condition inverted; for `optimistic:` updates the rollback on
failure or on cancellation removed, the change applied after the call, a rollback that restores the whole
element and a queued call's snapshot taken when it was queued; for `page:` actions a page
assigned instead of appended, the end not detected, the cursor not advanced, the loading-more flag not
reset and a late page applied after a refresh; for timers the condition ignored or the timer stopped
after one tick; for debounce no wait, or a cancelled wait that still performs the action). The bug
classes are docs/mutation-testing.md's table. Each mutant is built in one scratch package per style
(reused, so SwiftPM recompiles only the mutated module) and the module's generated tests are run: a
mutant is killed when they fail. Every spec is its own module, so mutants of different modules are
built together (one per module in a batch, `--batch`) and each module's tests run on their own.
Mutants that do not compile are counted apart and left out of the score.

Which files get mutants is read from the style's manifest (`style.yaml`, and the styles it includes):
the outputs of kind `source` rendered for each screen (a view model, a store, an Actions-style screen
and its view state), so a custom style (`--templates DIR`) gets mutants the same way.

Usage: scripts/mutants [--style NAME] [--templates DIR] [--spec NAME|PATH] [--match REGEX] [--bug TEXT] [--work DIR] [--list]
                       [--timeout SECONDS] [--batch N] [--generate BINARY] [--access LEVEL] [--observation KIND]
                       [--json FILE] [--lane K/N]

`generate compare --mutants` runs this script (with `--generate` naming its own binary, the specs as paths and
`--json`) and reads the JSON it writes: the catalogue of bug classes lives here only.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STYLES = ["mvvm", "actions", "store"]  # the built-in styles, measured by default
# Stub targets for Apple-only frameworks (as in Tests/EndToEndTests/ScratchPackage.swift).
STUB_DEPENDENCIES = {"Combine": [], "SwiftUI": ["Combine"], "ViewInspector": ["SwiftUI"]}
# The catch clause every style writes for a cancelled call (`CancellationError` or `URLError(.cancelled)`).
CANCELLATION_CATCH = "} catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {"


@dataclass
class Mutant:
    bug: str
    file: str  # relative to the package root
    line: int  # 1-based line of the edit in the generated file
    original: str
    mutated: str
    module: str

    @property
    def name(self):
        return f"{self.bug} — {self.file}:{self.line}"

    @property
    def edited_line(self):
        """The generated line the edit removes or changes (or the one it inserts before)."""
        lines = self.original.split("\n")
        return lines[self.line - 1].strip() if self.line <= len(lines) else ""


# MARK: - Finding mutants in generated source


def blocks(lines):
    """(start, end) line ranges of `func …` bodies at one level of indentation inside a type or extension."""
    result = []
    index = 0
    while index < len(lines):
        match = re.match(r"^(\s+)(?:(?:public|private|internal)\s+)?func \w+\(.*\{\s*$", lines[index])
        if match:
            indent = match.group(1)
            end = index + 1
            while end < len(lines) and lines[end].rstrip() != indent + "}":
                end += 1
            result.append((index, end))
            index = end
        index += 1
    return result


def state_properties(lines):
    """Stored state properties (name, type) of a view model or view state: `var items: [Item]`."""
    found = []
    for line in lines:
        match = re.match(r"^    (?:public |internal )?(?:private\(set\) )?var (\w+): ([^{=]+?)\s*$", line)
        if match:
            found.append((match.group(1), match.group(2)))
    return found


def derived_properties(lines):
    for index, line in enumerate(lines):
        match = re.match(r"^(    (?:public |internal )?var (\w+): ([\w?\[\]: ]+) \{ )(.*)( \}\s*)$", line)
        if match:
            yield index, match


def split_arguments(text):
    """Top-level comma-separated parts of an argument list."""
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    parts.append(current)
    return parts


def action_mutants(relative, module, text, properties):
    """Mutants of the actions in one file; `properties` are the screen's stored state (from any of its files)."""
    lines = text.split("\n")
    # Actions that write the state through a value (`state.items = result`, the Actions style) reset it so.
    prefix = "state." if re.search(r"^\s+state\.\w+ = ", text, re.M) else ""
    mutants = []

    def add(bug, start, end, replacement):
        original = "\n".join(lines[start:end])
        mutated_lines = lines[:start] + replacement + lines[end:]
        mutants.append(Mutant(bug, relative, start + 1, text, "\n".join(mutated_lines), module))

    for start, end in blocks(lines):
        body = range(start + 1, end)
        # Only `restart` supersedes a call, and only `parallel` runs two at once: elsewhere dropping the
        # staleness check or clearing the busy flag outright changes nothing (an equivalent mutant).
        policy = re.search(r"\.begin\(.*, \.(\w+), saving:", "\n".join(lines[start:end]))
        policy = policy.group(1) if policy else None
        for index in body:
            line = lines[index]
            stripped = line.strip()
            # Guard dropped.
            if re.match(r"^if .* \{ return \}$", stripped):
                add("guard dropped", index, index + 1, [])
                continue
            # A managed call's outcome applied although a newer call superseded it (the call still ends).
            stale = re.match(r"^(\s*)guard (\w+)\.end\((\w+)\) else \{ return \}$", line)
            if stale:
                indent, calls, call = stale.groups()
                # A branch that then only works its busy flags out from the calls still running (a
                # cancellation's) sets what the newer call set already: dropping its check is equivalent.
                following = []
                for later in lines[index + 1 :]:
                    if not later.startswith(indent) or later.strip().startswith("}"):
                        break
                    following.append(later.strip())
                recomputes = all(re.match(r"^(?:state\.)?\w+ = \w+\.isRunning\(.*\)$", later) for later in following)
                if policy == "restart" and not recomputes:
                    add("superseded response applied", index, index + 1, [f"{indent}{calls}.end({call})"])
                continue
            # A multi-step action that a newer call superseded during a step goes on to its next step.
            if re.match(r"^guard \w+\.isCurrent\(\w+\) else \{ return \}$", stripped):
                if policy == "restart":
                    add("superseded step goes on", index, index + 1, [])
                continue
            # A busy flag cleared when one call ends while others of the action still run.
            running = re.match(r"^(\s*(?:state\.)?\w+ = )\w+\.isRunning\(.*\)$", line)
            if running and policy == "parallel":
                add("busy flag cleared while calls run", index, index + 1, [running.group(1) + "false"])
            # Busy flag reset in a defer (mvvm).
            if re.match(r"^defer \{ .* = false \}$", stripped):
                add("busy flag not reset", index, index + 1, [])
                continue
            # Assignments: an effect, a busy flag, a start phase, an error cleared.
            match = re.match(r"^(?:state\.)?(\w+) = (.+)$", stripped)
            if match and not stripped.startswith("let "):
                target, value = match.groups()
                if value == "true":
                    bug = "busy flag not set"
                elif value == "false":
                    bug = "busy flag not reset"
                elif value == "nil" and "rror" in target:
                    bug = "stale error not cleared"
                elif target == "phase" and "phaseBefore" in value:
                    bug = "start phase not restored on cancellation"
                elif target == "phase" and index > 0 and "phaseBefore" in lines[index - 1]:
                    bug = "start phase not set"
                else:
                    bug = "effect forgotten"
                add(bug, index, index + 1, [])
                # A Bool param stored whole (`isStarred = starred`, the param declared `starred: Bool` in the
                # function's signature): the property toggled instead, which agrees with the param half the time.
                if re.match(r"^\w+$", value) and re.search(rf"\b{value}: Bool\b", lines[start]):
                    indent = re.match(r"^(\s*)", line).group(1)
                    add("Bool param toggled instead of stored", index, index + 1,
                        [f"{indent}{'state.' if stripped.startswith('state.') else ''}{target}.toggle()"])
            # A case's condition inverted (effects with cases: `if result.isEmpty {` … `} else if … {`).
            case = re.match(r"^(\s*(?:\} else )?if )(.+)( \{)$", line)
            if case and not re.match(r"^(let|var|case) ", case.group(2)):
                add("condition inverted", index, index + 1, [f"{case.group(1)}!({case.group(2)}){case.group(3)}"])
            # Error text replaced by a constant.
            if "error.localizedDescription" in line:
                add("error text replaced by a constant", index, index + 1,
                    [line.replace("error.localizedDescription", '"Something went wrong"')])
            # Two call arguments swapped (a mutant of different types does not compile: not counted).
            call = re.match(r"^(.*try await [\w.]+\()(.*)(\).*)$", line)
            if call:
                arguments = split_arguments(call.group(2))
                labelled = [argument.split(":", 1) for argument in arguments]
                if len(labelled) >= 2 and all(len(pair) == 2 for pair in labelled):
                    for first in range(len(labelled)):
                        for second in range(first + 1, len(labelled)):
                            swapped = [list(pair) for pair in labelled]
                            swapped[first][1], swapped[second][1] = labelled[second][1], labelled[first][1]
                            new_arguments = ",".join(":".join(pair) for pair in swapped)
                            add(f"arguments swapped ({labelled[first][0].strip()}, {labelled[second][0].strip()})",
                                index, index + 1, [call.group(1) + new_arguments + call.group(3)])
        # Cancellation reported as a failure: the cancellation clause removed, or `URLError(.cancelled)`
        # left out of it.
        for index in body:
            if lines[index].strip() == CANCELLATION_CATCH:
                after = index + 1
                while after < end and not lines[after].strip().startswith("} catch"):
                    after += 1
                add("cancellation reported as failure", index, after, [])
                add("URLError cancellation reported as failure", index, index + 1,
                    [lines[index].replace(CANCELLATION_CATCH, "} catch is CancellationError {")])
        # A multi-step action's step that fails (or is cancelled) does not stop the action: the clause's
        # `return` dropped, so the later steps run. (When a later step reads the step's result, the
        # mutant does not compile: Swift sees the result used before it is set.)
        for index in body:
            stripped = lines[index].strip()
            if not stripped.startswith("} catch"):
                continue
            clause_end = index + 1
            while clause_end < end and not lines[clause_end].strip().startswith("}"):
                clause_end += 1
            if clause_end - 1 > index and lines[clause_end - 1].strip() == "return":
                bug = ("cancelled step does not stop the action" if stripped == CANCELLATION_CATCH
                       else "failed step does not stop the action")
                add(bug, clause_end - 1, clause_end, [])
        # A field reset on failure: a list emptied or an optional cleared in the failure clause.
        for index in body:
            if lines[index].strip() != "} catch {":
                continue
            # The clause ends at the `}` of its own indentation (an optimistic rollback nests a block).
            catch_indent = re.match(r"^(\s*)", lines[index]).group(1)
            clause_end = index + 1
            while clause_end < end and lines[clause_end].rstrip() != catch_indent + "}":
                clause_end += 1
            clause = "\n".join(lines[index + 1:clause_end])
            indent = catch_indent + "    "
            for name, type_spelling in properties:
                if re.search(rf"\b{name} =", clause):
                    continue
                if type_spelling.startswith("["):
                    reset = "[]" if ":" not in type_spelling else "[:]"
                elif type_spelling.endswith("?"):
                    reset = "nil"
                elif type_spelling in ("String", "Int", "Double"):
                    reset = '""' if type_spelling == "String" else "0"
                else:
                    continue
                add(f"field reset on failure ({name})", index + 1, index + 1,
                    [f"{indent}{prefix}{name} = {reset}"])
    return mutants


OPTIMISTIC_COMMENT = "// Shown while the call runs; if it fails or is cancelled, only what this changed is put back."


def statement_end(lines, index):
    """The line after a statement: after the `}` closing a block opened on `index`, else after `index`."""
    if not lines[index].rstrip().endswith("{"):
        return index + 1
    indent = re.match(r"^(\s*)", lines[index]).group(1)
    end = index + 1
    while end < len(lines) and lines[end].rstrip() != indent + "}":
        end += 1
    return end + 1


def optimistic_mutants(relative, module, text):
    """Mutants of `optimistic:` updates: the rollback removed from the failure or the cancellation clause,
    and the optimistic change applied only after the call returned (the snapshot still taken before)."""
    lines = text.split("\n")
    mutants = []

    def add(bug, start, end, replacement):
        mutated_lines = lines[:start] + replacement + lines[end:]
        mutants.append(Mutant(bug, relative, start + 1, text, "\n".join(mutated_lines), module))

    def is_rollback(line):
        stripped = line.strip()
        return stripped.startswith("if let elementBeforeCall, ") or re.match(r"^(?:state\.)?\w+ = \w+BeforeCall$", stripped)

    for start, end in blocks(lines):
        body = range(start + 1, end)
        comment = next((index for index in body if lines[index].strip() == OPTIMISTIC_COMMENT), None)
        if comment is None:
            continue
        # Rollbacks: the statements in each catch clause that put the snapshot back.
        clause = None
        for index in body:
            stripped = lines[index].strip()
            if stripped == CANCELLATION_CATCH:
                clause = "cancellation"
            elif stripped == "} catch {":
                clause = "failure"
            elif clause and is_rollback(lines[index]):
                bug = "rollback on failure removed" if clause == "failure" else "rollback on cancellation removed"
                add(bug, index, statement_end(lines, index), [])
        # The change itself: after the snapshots, up to `do {` or the store's call phase.
        index = comment + 1
        snapshots, changes = [], []
        while index < end:
            stripped = lines[index].strip()
            if stripped.startswith("let ") and "BeforeCall" in stripped:
                snapshots.append(lines[index])
                index += 1
            elif stripped.startswith("if let index = ") or re.match(r"^(?:state\.)?\w+ = ", stripped) and any(
                    re.search(rf"\b{re.escape(stripped.split(' = ')[0].removeprefix('state.'))}BeforeCall\b", line)
                    for line in snapshots):
                following = statement_end(lines, index)
                changes += lines[index:following]
                index = following
            else:
                break
        call = next((line for line in range(index, end) if "try await " in lines[line]), None)
        if changes and call is not None:
            moved = ["    " + line for line in changes]
            add("optimistic effect applied after the call", comment + 1, call + 1,
                snapshots + lines[index:call + 1] + moved)
        # A queued call that saves the element when it is queued, not when its turn comes: the snapshots moved
        # above `begin` (`ActionCalls`), while an earlier call's update may still show.
        turn = next((line for line in range(start + 1, comment) if ".queue, saving:" in lines[line]), None)
        if turn is not None and snapshots:
            opening = turn
            while not lines[opening].strip().startswith("guard"):
                opening -= 1
            add("optimistic snapshot taken when queued", opening, comment + 1 + len(snapshots),
                snapshots + lines[opening:comment + 1])
        # A rollback that puts back the whole element instead of the fields the update set: it undoes what a
        # refresh brought meanwhile.
        for index in body:
            stripped = lines[index].strip()
            if not stripped.startswith("if let elementBeforeCall, let index = ") or not stripped.endswith("{"):
                continue
            closing = statement_end(lines, index)
            fields = [line for line in lines[index + 1:closing - 1] if re.search(r"\[index\]\.\w+ = elementBeforeCall\.", line)]
            if fields and len(fields) == closing - index - 2:
                array = fields[0].strip().split("[index].")[0]
                indent = fields[0][:len(fields[0]) - len(fields[0].lstrip())]
                add("rollback restores the whole element", index + 1, closing - 1,
                    [f"{indent}{array}[index] = elementBeforeCall"])
    return mutants


def derived_mutants(relative, module, text):
    lines = text.split("\n")
    mutants = []
    for index, match in derived_properties(lines):
        head, name, type_spelling, expression, tail = match.groups()
        if re.fullmatch(r"(?:\s*(?:get|set|mutating|nonmutating))+\s*", expression):
            continue  # a protocol's requirement (`var state: State { get nonmutating set }`), not a value
        variants = []
        if type_spelling == "Bool":
            variants.append(("derived value inverted", f"!({expression})"))
        if type_spelling in ("Int", "Double", "Decimal"):
            variants.append(("derived value off by one", f"({expression}) + 1"))
        boundary = re.search(r"([<>]=?) (\d+)\b", expression)
        if boundary:
            shifted = (expression[:boundary.start(2)] + str(int(boundary.group(2)) + 1)
                       + expression[boundary.end(2):])
            variants.append(("derived comparison off by one", shifted))
        for bug, new in variants:
            mutated = lines[:index] + [head + new + tail] + lines[index + 1:]
            mutants.append(Mutant(f"{bug} ({name})", relative, index + 1, text, "\n".join(mutated), module))
    return mutants


def calls_mutants(relative, module, text, policies):
    """`ActionCalls.swift`: each concurrency policy the module's actions use (`policies`: `ignore`,
    `restart`, `queue`, `parallel`), and cancelling the screen's calls, removed. A policy no action uses
    never runs: removing it would be an equivalent mutant."""
    lines = text.split("\n")
    mutants = []

    def add(bug, start, end, replacement=()):
        mutated = lines[:start] + list(replacement) + lines[end:]
        mutants.append(Mutant(bug, relative, start + 1, text, "\n".join(mutated), module))

    for index, line in enumerate(lines):
        stripped = line.strip()
        # A `case` needs a statement: a removed policy leaves `break`.
        stay = [re.match(r"^(\s*)", line).group(1) + "break"]
        if stripped == "if isRunning(action) { return nil }" and "ignore" in policies:
            add("ignore policy removed (a second call runs)", index, index + 1, stay)
        elif stripped.startswith("for cancel in running[action") and "restart" in policies:
            add("restart does not cancel the running call", index, index + 1)
        elif stripped == "running[action] = [:]" and "restart" in policies:
            add("restart keeps the superseded call current", index, index + 1)
        elif stripped == "if isRunning(action) {" and "queue" in policies:
            end = index + 1
            while lines[end].strip() != "}":
                end += 1
            add("queue policy removed (calls overlap)", index, end + 1, stay)
        elif stripped == "for calls in running.values {":
            end = index + 1
            while lines[end].strip() != "}":
                end += 1
            add("cancelling the screen's calls cancels nothing", index, end + 1)
    return mutants


def line_replacer(relative, module, text, lines, mutants):
    """`add(bug, index, replacement)`: appends to `mutants` the mutant of `text` (split into `lines`) whose
    line `index` is replaced by the lines `replacement` (none: the line removed)."""

    def add(bug, index, replacement):
        mutated = lines[:index] + list(replacement) + lines[index + 1:]
        mutants.append(Mutant(bug, relative, index + 1, text, "\n".join(mutated), module))

    return add


def page_mutants(relative, module, text):
    """Pagination (`page:`, docs/spec-format.md): a page assigned over the list instead of appended, the
    end never detected (`hasMore` stays true), the cursor not moved on, the loading-more flag not reset, a
    late page (asked for before a refresh replaced the list) appended, or its failure shown.

    A page is three lines the styles write in this order: the list (`statuses += result.statuses`, or
    `=` for a page that starts the list again), the cursor, and `hasMore` (`… != nil`, `!….isEmpty`,
    `!result.isLastPage`)."""
    lines = text.split("\n")
    mutants = []

    add = line_replacer(relative, module, text, lines, mutants)

    for start, end in blocks(lines):
        for index in range(start + 1, end - 2):
            page = re.match(r"^(\s*(?:state\.)?\w+) (\+?=) (result\b.*)$", lines[index])
            cursor = re.match(r"^\s*(?:state\.)?\w+ = result\b.*$", lines[index + 1])
            more = re.match(r"^(\s*(?:state\.)?\w+ = )(?:.* != nil|!.*)$", lines[index + 2])
            if not (page and cursor and more):
                continue
            if page.group(2) == "+=":
                add("append replaced by assign", index, [f"{page.group(1)} = {page.group(3)}"])
            add("end not detected", index + 2, [more.group(1) + "true"])
            add("cursor not advanced", index + 1, [])
        # The loading-more flag: the busy flag in the guard of an appending action,
        # `if !hasMore || isLoadingMore { return }`; every line that resets it removed.
        guard = next((re.match(r"^\s*if !(?:state\.)?\w+ \|\| (?:state\.)?(\w+)\b", lines[index])
                      for index in range(start + 1, end)
                      if re.match(r"^\s*if !(?:state\.)?\w+ \|\| ", lines[index])), None)
        if guard and any(re.match(r"^\s*(?:state\.)?\w+ \+= result\b", line) for line in lines[start:end]):
            flag = guard.group(1)
            resets = [index for index in range(start + 1, end)
                      if re.match(rf"^\s*(?:defer \{{ )?(?:state\.)?{flag} = false(?: \}})?$", lines[index])]
            if resets:
                mutated = [line for index, line in enumerate(lines) if index not in resets]
                mutants.append(Mutant("loading-more flag not reset", relative, resets[0] + 1, text,
                                      "\n".join(mutated), module))
        # A late page (PageStaleGuard): the check that the cursor is still the one the page was asked
        # from, `guard nextCursor == cursorBeforeCall else { return }` (or a guard block), removed where
        # the page is appended, and where its failure is shown.
        for index in range(start + 1, end):
            if not re.match(r"^\s*guard (?:state\.)?\w+ == cursorBeforeCall else \{", lines[index]):
                continue
            last = index
            if not lines[index].rstrip().endswith("}"):
                indent = len(lines[index]) - len(lines[index].lstrip())
                last = next(k for k in range(index + 1, end)
                            if lines[k].strip() == "}" and len(lines[k]) - len(lines[k].lstrip()) == indent)
            following = next((line for line in lines[last + 1:end] if line.strip().startswith("} catch")
                              or re.match(r"^\s*(?:state\.)?\w+ \+= result\b", line)), "")
            appends = "+= result" in following
            bug = "late page appended after refresh" if appends else "late page failure shown after refresh"
            mutated = lines[:index] + lines[last + 1:]
            mutants.append(Mutant(bug, relative, index + 1, text, "\n".join(mutated), module))
    return mutants


def timer_mutants(relative, module, text):
    """Timers (`trigger: { every: … }`) and debounce (`debounce:`), which wait on the screen's clock.

    A timer is `while true {` over a sleep and `if condition { tick() }`: the condition ignored, or the
    loop left after one tick. A debounce is one sleep before the action: not waiting, or going on when
    the wait was cancelled (a newer change arrived), so that a burst performs the action more than once.
    (A timer that does not wait, or ignores cancellation, never suspends again: a hang, not a mutant.)"""
    lines = text.split("\n")
    mutants = []

    add = line_replacer(relative, module, text, lines, mutants)

    for index, line in enumerate(lines):
        if not re.match(r"^\s*do \{ try await clock\.sleep\(for: .+\) \} catch \{ return \}$", line):
            continue
        if index > 0 and lines[index - 1].strip() == "while true {":
            tick = re.match(r"^(\s*)if (.+) \{ (.+) \}$", lines[index + 1])
            if tick:
                add("timer ignores its condition", index + 1, [tick.group(1) + tick.group(3)])
                add("timer stops after one tick", index + 1, [lines[index + 1], tick.group(1) + "break"])
        else:
            add("debounce does not wait", index, [])
            add("debounce ignores cancellation", index, [line.replace("catch { return }", "catch {}")])
    return mutants


def find_mutants(package, screen_files):
    """Mutants of every screen's source files (`screen_files`: module -> one list of file names per screen).

    A screen's state may be declared in one file and changed in another (the Actions style's view state
    and screen), so the stored properties a failure could reset are read from all of its files."""
    mutants = []
    for module, screens in sorted(screen_files.items()):
        for names in screens:
            paths = [package / "Sources" / module / name for name in names]
            paths = [path for path in paths if path.exists()]
            texts = {path: path.read_text() for path in paths}
            properties = [prop for text in texts.values() for prop in state_properties(text.split("\n"))]
            for path, text in texts.items():
                relative = str(path.relative_to(package))
                mutants += action_mutants(relative, module, text, properties)
                mutants += derived_mutants(relative, module, text)
                mutants += page_mutants(relative, module, text)
                mutants += optimistic_mutants(relative, module, text)
                mutants += timer_mutants(relative, module, text)
    # `ActionCalls` is generated into every module; only a module with a `concurrency:` action uses it.
    sources = package / "Sources"
    for module in sorted(screen_files):
        calls = sources / module / "ActionCalls.swift"
        if not calls.exists():
            continue
        policies = {policy for path in (sources / module).glob("*.swift") if path.name != "ActionCalls.swift"
                    for policy in re.findall(r"\.begin\(.*, \.(\w+), saving:", path.read_text())}
        if policies:
            mutants += calls_mutants(str(calls.relative_to(package)), module, calls.read_text(), policies)
    return mutants


# MARK: - Which files hold a screen's behaviour


def manifest(generate_binary, style, templates):
    """The style's manifest (built-in, or from `--templates DIR`), as the generator reads it."""
    command = [generate_binary, "templates", "cat", f"{style}/style.yaml"]
    if templates:
        command += ["--templates", templates]
    text = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True).stdout
    try:
        import yaml  # PyYAML: the manifest is YAML
    except ImportError:
        sys.exit("mutants: reading a style's style.yaml needs PyYAML (`pip install pyyaml` or python3-yaml)")
    return yaml.safe_load(text) or {}


def screen_source_patterns(generate_binary, style, templates, seen=None):
    """The `path` patterns of the style's outputs of kind `source` made for each screen, includes first."""
    seen = seen if seen is not None else set()
    if style in seen:
        return []
    seen.add(style)
    data = manifest(generate_binary, style, templates)
    patterns = []
    for included in data.get("include") or []:
        patterns += screen_source_patterns(generate_binary, included, templates, seen)
    for output in data.get("outputs") or []:
        if output.get("kind") == "source" and output.get("each") == "screen":
            patterns.append(output["path"])
    return patterns


def render_path(generate_binary, pattern, context):
    """A manifest's path pattern rendered as the generator renders it (strict, not HTML-escaped)."""
    with tempfile.TemporaryDirectory() as folder:
        template, data = Path(folder) / "path.mustache", Path(folder) / "context.json"
        template.write_text(pattern)
        data.write_text(json.dumps(context))
        return subprocess.run(
            [generate_binary, "render", str(template), "--context", str(data), "--strict", "--no-escape"],
            check=True, stdout=subprocess.PIPE, text=True).stdout.strip()


def screen_files(generate_binary, specs, patterns):
    """Module -> per screen, the file names its screen-source outputs render to."""
    result = {}
    for spec in specs:
        context = json.loads(subprocess.run([generate_binary, "context", str(spec)], check=True,
                                            stdout=subprocess.PIPE, text=True).stdout)
        module = context["spec"]["module"]
        for screen in context["screens"]:
            # The names a path may use: the root's `spec` and the screen's own names (not its long lists).
            names = {key: value for key, value in screen.items() if isinstance(value, (str, bool))}
            item = {"spec": context["spec"], "screen": names}
            result.setdefault(module, []).append([render_path(generate_binary, pattern, item) for pattern in patterns])
    return result


# MARK: - The scratch package


def generate(generate_binary, specs, style, work, templates, modules, options=()):
    out = work / "generated"
    shutil.rmtree(out, ignore_errors=True)
    # The generator makes a folder per module only when a run has several: one module gets its own here.
    folder = "" if len(modules) > 1 else "/" + next(iter(modules))
    subprocess.run(
        [generate_binary, *map(str, specs), "--style", style, "--output", str(out) + "/Sources" + folder,
         "--tests-output", str(out) + "/Tests" + folder, "--scaffold", str(out) + "/Scaffolds" + folder]
        + (["--templates", templates] if templates else []) + list(options),
        check=True, stdout=subprocess.DEVNULL)
    return out


def write_package(package, generated, modules):
    """Writes the package, keeping files whose bytes did not change (so builds stay incremental)."""
    files = {}
    for stub in STUB_DEPENDENCIES:
        for path in (ROOT / "Tests/Fixtures/CompileStubs" / stub).glob("*.swift"):
            files[f"Sources/{stub}/{path.name}"] = path.read_text()
    for module in modules:
        for kind, target in (("Sources", module), ("Scaffolds", module), ("Tests", module + "Tests")):
            folder = generated / kind / module
            if len(modules) == 1 and not folder.exists():
                folder = generated / kind  # one spec: `generate` makes no folder per module
            for path in folder.glob("*.swift") if folder.exists() else []:
                files[f"{'Tests' if kind == 'Tests' else 'Sources'}/{target}/{path.name}"] = path.read_text()
    manifest = [
        "// swift-tools-version: 6.0",
        "// Written by scripts/mutants. Stub targets stand in for Apple frameworks.",
        "import PackageDescription",
        "let package = Package(",
        '    name: "ScreenGenMutants",',
        "    platforms: [.macOS(.v14)],",
        "    targets: [",
    ]
    for stub, dependencies in STUB_DEPENDENCIES.items():
        manifest.append(f'        .target(name: "{stub}", dependencies: {list_of(dependencies)}),')
    for module in modules:
        manifest.append(f'        .target(name: "{module}", dependencies: ["SwiftUI", "Combine"]),')
        manifest.append(
            f'        .testTarget(name: "{module}Tests", dependencies: ["{module}", "ViewInspector"]),')
    manifest += ["    ]", ")", ""]
    files["Package.swift"] = "\n".join(manifest)
    for relative, text in files.items():
        path = package / relative
        if path.exists() and path.read_text() == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for folder in ("Sources", "Tests"):
        for path in (package / folder).rglob("*.swift") if (package / folder).exists() else []:
            if str(path.relative_to(package)) not in files:
                path.unlink()


def list_of(names):
    return "[" + ", ".join(f'"{name}"' for name in names) + "]"


# Build and test output is read as UTF-8 with bad bytes replaced: a failing test may print a spec's text
# cut inside a character, and a log must never stop the run.
def build(swift, package):
    run = subprocess.run([swift, "build", "--build-tests", "--package-path", str(package)],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    return run.returncode == 0, run.stdout


def test(swift, package, module, timeout):
    try:
        run = subprocess.run(
            # View tests are type-checked only: on Linux there is no SwiftUI to host the view in.
            [swift, "test", "--skip-build", "--package-path", str(package), "--filter", f"^{module}Tests\\.",
             "--skip", "ViewTests/"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    return ("passed" if run.returncode == 0 else "failed"), run.stdout


# MARK: - Running mutants, a batch at a time


def batches(mutants, size=0):
    """The mutants in batches in which no two share a module (at most `size` each; 0: no limit).

    Every spec is its own library and test target, so mutants of different modules cannot change each
    other's build or tests: a batch is built once and each mutated module's tests run on their own.
    Round robin over the modules in list order, so the first batches hold one mutant of every module."""
    queues = {}
    for mutant in mutants:
        queues.setdefault(mutant.module, []).append(mutant)
    queues = list(queues.values())
    result = []
    while any(queues):
        batch = []
        for queue in queues:
            if queue and (not size or len(batch) < size):
                batch.append(queue.pop(0))
        result.append(batch)
    return result


def lane(mutants, number, count):
    """Lane `number` of `count` (1-based): every `count`-th mutant of each module, from its `number`-th.

    The lanes of one run hold every mutant once, each module's in list order, so `count` runs in their
    own scratch packages (`--work`) split a large module's rounds between them."""
    seen = {}
    chosen = []
    for mutant in mutants:
        position = seen.get(mutant.module, 0)
        seen[mutant.module] = position + 1
        if position % count == number - 1:
            chosen.append(mutant)
    return chosen


def modules_with_errors(log, package, modules):
    """The modules among `modules` whose source or test files the compiler reports an error in."""
    root = str(package.resolve())
    failing = set()
    for line in log.split("\n"):
        if ": error:" not in line:
            continue
        for module in modules:
            if f"{root}/Sources/{module}/" in line or f"{root}/Tests/{module}Tests/" in line:
                failing.add(module)
    return failing


def run_batch(swift, package, batch, timeout):
    """Verdicts for one batch (mutants of distinct modules), the same as building and testing each alone.

    A module compiles or not whatever the other modules hold, so a failed build is narrowed down: the
    mutants of the modules the compiler names are \"does not compile\" and put back, and the rest is
    built again; a failure that names none of them is settled one mutant at a time."""
    verdicts = {}
    applied = list(batch)
    try:
        for mutant in applied:
            (package / mutant.file).write_text(mutant.mutated)
        while applied:
            ok, log = build(swift, package)
            if ok:
                break
            broken = [mutant for mutant in applied
                      if mutant.module in modules_with_errors(log, package, [m.module for m in applied])]
            if len(applied) == 1 and not broken:
                broken = applied
            if not broken:
                for mutant in applied:
                    (package / mutant.file).write_text(mutant.original)
                for mutant in applied:
                    verdicts.update(run_batch(swift, package, [mutant], timeout))
                applied = []
                break
            for mutant in broken:
                (package / mutant.file).write_text(mutant.original)
                verdicts[id(mutant)] = "does not compile"
                applied.remove(mutant)
        for mutant in applied:
            outcome = test(swift, package, mutant.module, timeout)[0]
            verdicts[id(mutant)] = {"failed": "killed", "timeout": "killed (timeout)",
                                     "passed": "SURVIVED"}.get(outcome, outcome)
    finally:
        for mutant in batch:
            (package / mutant.file).write_text(mutant.original)
    return verdicts


def run_mutants(swift, package, mutants, timeout, size, style):
    """(mutant, verdict) for every mutant, in list order, printing one line per mutant as batches end.

    Verdicts are keyed by the mutant object: two mutants may share a name (two swaps on one line)."""
    verdicts = {}
    done = 0
    for batch in batches(mutants, size):
        started = time.time()
        verdicts.update(run_batch(swift, package, batch, timeout))
        seconds = time.time() - started
        for mutant in batch:
            done += 1
            print(f"[{style} {done}/{len(mutants)}] {verdicts[id(mutant)]}: {mutant.name} "
                  f"({seconds:.0f} s, batch of {len(batch)})", flush=True)
    return [(mutant, verdicts[id(mutant)]) for mutant in mutants]


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--style", action="append", help="a style's name (default: the built-in styles)")
    parser.add_argument("--templates", help="a folder of custom styles, as for `generate --templates`")
    parser.add_argument("--spec", action="append",
                        help="a spec in specs/ by file name without .yaml, or a spec file's path (default: every spec)")
    parser.add_argument("--bug", action="append", help="only the mutants whose bug class contains this text")
    parser.add_argument("--work", default=str(ROOT / ".build/mutants"))
    parser.add_argument("--list", action="store_true", help="list the mutants without building them")
    parser.add_argument("--match", help="only the mutants whose name or edited line matches this regular expression "
                        "(e.g. 'Phase = ' for a store's call phases)")
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--batch", type=int, default=0,
                        help="at most this many mutants (each in a different module) built at once; "
                        "1 builds them one at a time (default: one per module)")
    parser.add_argument("--lane", help="K/N: only lane K of N (every N-th mutant of each module, from its K-th), "
                        "built in its own scratch package; N runs with K = 1…N cover every mutant once")
    parser.add_argument("--generate", help="the `generate` binary to use (default: build this checkout's)")
    parser.add_argument("--access", help="passed to generate (internal or public)")
    parser.add_argument("--observation", help="passed to generate (observation or combine)")
    parser.add_argument("--json", help="also write the results to this file as JSON (what `generate compare` reads)")
    arguments = parser.parse_args()
    swift = os.environ.get("SWIFT", "swift")
    lane_number, lane_count = 1, 1
    if arguments.lane:
        match = re.fullmatch(r"(\d+)/(\d+)", arguments.lane)
        if not match or not 1 <= int(match.group(1)) <= int(match.group(2)):
            sys.exit(f"mutants: --lane takes K/N with 1 <= K <= N, not {arguments.lane!r}")
        lane_number, lane_count = int(match.group(1)), int(match.group(2))
    specs = sorted((ROOT / "specs").glob("*.yaml"))
    if arguments.spec:
        paths = [Path(spec).resolve() for spec in arguments.spec if spec.endswith((".yaml", ".yml")) or "/" in spec]
        specs = [spec for spec in specs if spec.stem in arguments.spec] + paths
    options = [flag for name in ("access", "observation") if getattr(arguments, name)
               for flag in (f"--{name}", getattr(arguments, name))]
    if arguments.generate:
        binary = str(Path(arguments.generate).resolve())
    else:
        subprocess.run([swift, "build", "--product", "generate", "--package-path", str(ROOT)], check=True,
                       stdout=subprocess.DEVNULL)
        binary = subprocess.run([swift, "build", "--show-bin-path", "--package-path", str(ROOT)], check=True,
                                stdout=subprocess.PIPE, text=True).stdout.strip() + "/generate"
    modules = {spec.stem: re.search(r"^module:\s*(\w+)", spec.read_text(), re.M).group(1) for spec in specs}
    report = []
    survivors_total = 0
    for style in arguments.style or STYLES:
        # Each lane has its own scratch package, so lanes of one style can run at once.
        work = Path(arguments.work) / (style if lane_count == 1 else f"{style}-lane{lane_number}of{lane_count}")
        work.mkdir(parents=True, exist_ok=True)
        generated = generate(binary, specs, style, work, arguments.templates, set(modules.values()), options)
        package = work / "package"
        write_package(package, generated, sorted(modules.values()))
        patterns = screen_source_patterns(binary, style, arguments.templates)
        mutants = find_mutants(package, screen_files(binary, specs, patterns))
        if arguments.match:
            mutants = [m for m in mutants if re.search(arguments.match, f"{m.name} {m.edited_line}")]
        if arguments.bug:
            mutants = [mutant for mutant in mutants if any(text in mutant.bug for text in arguments.bug)]
        mutants = lane(mutants, lane_number, lane_count)
        if arguments.list:
            for mutant in mutants:
                print(f"{style}: {mutant.name}")
            continue
        ok, log = build(swift, package)
        if not ok:
            sys.exit(f"mutants: the unmutated {style} package does not build:\n{log[-4000:]}")
        for module in sorted(set(modules.values())):
            outcome, log = test(swift, package, module, arguments.timeout)
            if outcome != "passed":
                sys.exit(f"mutants: the unmutated {style} tests of {module} fail:\n{log[-4000:]}")
        results = {}
        for mutant, verdict in run_mutants(swift, package, mutants, arguments.timeout, arguments.batch, style):
            results.setdefault(mutant.module, []).append((mutant, verdict))
        build(swift, package)  # back to the unmutated build for the next run
        for module, entries in sorted(results.items()):
            compiling = [entry for entry in entries if entry[1] != "does not compile"]
            killed = [entry for entry in compiling if entry[1].startswith("killed")]
            survivors = [entry[0] for entry in compiling if entry[1] == "SURVIVED"]
            survivors_total += len(survivors)
            score = 100.0 * len(killed) / len(compiling) if compiling else 100.0
            report.append((style, module, len(killed), len(compiling), len(entries) - len(compiling), score,
                           survivors))
            print(f"{style} {module}: {len(killed)} / {len(compiling)} killed ({score:.1f} %)", flush=True)
    if arguments.list:
        return
    print()
    print("| style | module | killed / compiling | score | not compiling |")
    print("|---|---|---|---|---|")
    for style, module, killed, compiling, broken, score, _ in report:
        print(f"| {style} | {module} | {killed} / {compiling} | {score:.1f} % | {broken} |")
    killed_all = sum(row[2] for row in report)
    compiling_all = sum(row[3] for row in report)
    if compiling_all:
        print(f"\nTotal: {killed_all} / {compiling_all} compiling mutants killed "
              f"({100.0 * killed_all / compiling_all:.1f} %)")
    for style, module, *_, survivors in report:
        for survivor in survivors:
            print(f"survivor: {style} {module}: {survivor.name}")
    if arguments.json:
        write_json(Path(arguments.json), arguments.style or STYLES, report)
    sys.exit(1 if survivors_total else 0)


def write_json(path, styles, report):
    """The results as `generate compare` decodes them (`MutationReport` in Sources/Comparison)."""
    result = {"styles": [{"style": style, "modules": [
        {"module": module, "killed": killed, "compiling": compiling, "notCompiling": broken,
         "survivors": [{"bug": survivor.bug, "file": survivor.file, "line": survivor.line,
                        "edit": survivor.edited_line} for survivor in survivors]}
        for row_style, module, killed, compiling, broken, _, survivors in report if row_style == style]}
        for style in styles]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
