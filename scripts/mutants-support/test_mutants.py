#!/usr/bin/env python3
"""Checks of the harness's batching: `python3 -m unittest discover scripts/mutants-support`.

A batch holds mutants of different modules, built once; its verdicts must be the ones building and
testing each mutant alone gives. `build` and `test` are replaced by fakes that read the files on disk
(a file holding BROKEN does not compile and the fake compiler names it; MYSTERY fails the build
without naming a file; KILL fails the module's tests), so the narrowing down is checked without Swift."""

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutants  # noqa: E402


def mutant(module, mutated, name="effect forgotten", original="let x = 1\n"):
    return mutants.Mutant(bug=name, file=f"Sources/{module}/{module}ViewModel.swift", line=1,
                          original=original, mutated=mutated, module=module)


class FakeSwift:
    """`build` and `test` over a package folder, with the calls they received."""

    def __init__(self, package):
        self.package = package
        self.builds = 0

    def files(self):
        return {path: path.read_text() for path in (self.package / "Sources").rglob("*.swift")}

    def build(self, swift, package):
        self.builds += 1
        texts = self.files()
        errors = [f"{package.resolve()}/{path.relative_to(package)}:1:5: error: cannot find 'x' in scope"
                  for path, text in texts.items() if "BROKEN" in text]
        if any("MYSTERY" in text for text in texts.values()):
            errors.append("error: link command failed with exit code 1")
        return not errors, "\n".join(["[1/9] Compiling"] + errors)

    def test(self, swift, package, module, timeout):
        text = (package / f"Sources/{module}/{module}ViewModel.swift").read_text()
        return ("failed" if "KILL" in text else "passed"), ""


class BatchTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.package = Path(self.folder.name)
        self.fake = FakeSwift(self.package)
        self.saved = mutants.build, mutants.test
        mutants.build, mutants.test = self.fake.build, self.fake.test

    def tearDown(self):
        mutants.build, mutants.test = self.saved
        self.folder.cleanup()

    def write(self, batch):
        for item in batch:
            path = self.package / item.file
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(item.original)

    def verdicts(self, batch):
        self.write(batch)
        found = mutants.run_batch("swift", self.package, batch, 10)
        return [found[id(item)] for item in batch]

    def test_batches_never_hold_two_mutants_of_one_module(self):
        items = [mutant("A", "1"), mutant("A", "2"), mutant("B", "3"), mutant("A", "4"), mutant("C", "5")]
        found = mutants.batches(items)
        self.assertEqual([[item.mutated for item in batch] for batch in found], [["1", "3", "5"], ["2"], ["4"]])
        limited = mutants.batches(items, 2)
        self.assertEqual([[item.mutated for item in batch] for batch in limited], [["1", "3"], ["2", "5"], ["4"]])
        one = mutants.batches(items, 1)
        self.assertEqual([batch[0].mutated for batch in one], ["1", "2", "4", "3", "5"])

    def test_verdicts_of_a_batch_that_builds(self):
        batch = [mutant("A", "KILL"), mutant("B", "same")]
        self.assertEqual(self.verdicts(batch), ["killed", "SURVIVED"])
        self.assertEqual(self.fake.builds, 1)

    def test_a_module_the_compiler_names_does_not_compile_and_the_rest_is_tested(self):
        batch = [mutant("A", "KILL"), mutant("Shop", "BROKEN"), mutant("ShopList", "same"), mutant("C", "BROKEN")]
        self.assertEqual(self.verdicts(batch), ["killed", "does not compile", "SURVIVED", "does not compile"])
        self.assertEqual(self.fake.builds, 2)

    def test_a_failure_naming_no_module_is_settled_one_mutant_at_a_time(self):
        batch = [mutant("A", "KILL"), mutant("B", "MYSTERY"), mutant("C", "same")]
        self.assertEqual(self.verdicts(batch), ["killed", "does not compile", "SURVIVED"])

    def test_every_file_is_put_back(self):
        batch = [mutant("A", "KILL"), mutant("B", "BROKEN"), mutant("C", "MYSTERY")]
        self.verdicts(batch)
        self.assertEqual({text for text in self.fake.files().values()}, {"let x = 1\n"})

    def test_two_mutants_with_one_name_keep_their_own_verdicts(self):
        first, second = mutant("A", "KILL", "arguments swapped"), mutant("A", "same", "arguments swapped")
        self.assertEqual(first.name, second.name)
        self.write([first])
        found = mutants.run_mutants("swift", self.package, [first, second], 10, 0, "mvvm")
        self.assertEqual([verdict for _, verdict in found], ["killed", "SURVIVED"])


class LaneTests(unittest.TestCase):
    def test_the_lanes_of_a_run_hold_every_mutant_once_in_list_order(self):
        items = [mutant("A", str(n)) for n in range(5)] + [mutant("B", "b0"), mutant("A", "5"), mutant("B", "b1")]
        first, second = mutants.lane(items, 1, 2), mutants.lane(items, 2, 2)
        self.assertEqual([item.mutated for item in first], ["0", "2", "4", "b0"])
        self.assertEqual([item.mutated for item in second], ["1", "3", "5", "b1"])
        self.assertEqual(sorted(map(id, first + second)), sorted(map(id, items)))
        self.assertEqual(mutants.lane(items, 1, 1), items)


if __name__ == "__main__":
    unittest.main()


class SupersededTests(unittest.TestCase):
    """A superseded `restart` call's outcome must not be applied; a branch that only works the busy flag out
    from the calls still running sets what the newer call set already, so dropping its check is no bug."""

    source = "\n".join([
        "final class InboxViewModel {",
        "    func refresh() async {",
        '        guard let runningCall = await actionCalls.begin("refresh", .restart, saving: ()) else { return }',
        "        do {",
        "            let result = try await actionCalls.value(of: runningCall) { [self] in try await load() }",
        "            guard actionCalls.end(runningCall) else { return }",
        '            isLoading = actionCalls.isRunning("refresh")',
        "            messages = result",
        "        } catch is CancellationError {",
        "            guard actionCalls.end(runningCall) else { return }",
        '            isLoading = actionCalls.isRunning("refresh")',
        "        } catch {",
        "            guard actionCalls.end(runningCall) else { return }",
        '            isLoading = actionCalls.isRunning("refresh")',
        "            errorMessage = error.localizedDescription",
        "        }",
        "    }",
        "}",
    ])

    def test_only_branches_that_apply_an_outcome_get_the_mutant(self):
        found = mutants.action_mutants("Sources/T/InboxViewModel.swift", "T", self.source, [])
        lines = sorted(m.line for m in found if m.bug == "superseded response applied")
        self.assertEqual(lines, [6, 13])


class OptimisticElementTests(unittest.TestCase):
    """An element update under `queue`: a rollback that restores the whole element, and the snapshot taken when
    the call is queued rather than at its turn (generated tests run a refresh, and two calls on one row, for them)."""

    source = "\n".join([
        "final class CartViewModel {",
        "    func changeQuantity(itemID: String, quantity: Int) async {",
        '        guard let runningCall = await actionCalls.begin("changeQuantity", .queue, saving: ()) else { return }',
        "        " + mutants.OPTIMISTIC_COMMENT,
        "        let elementBeforeCall = items.first { $0.id == itemID }",
        "        if let index = items.firstIndex(where: { $0.id == itemID }) {",
        "            items[index].quantity = quantity",
        "        }",
        "        do {",
        "            let result = try await actionCalls.value(of: runningCall) { [self] in",
        "                try await cartService.updateQuantity(id: itemID, quantity: quantity)",
        "            }",
        "            guard actionCalls.end(runningCall) else { return }",
        "            if let elementBeforeCall, let index = items.firstIndex(where: { $0.id == elementBeforeCall.id }) {",
        "                items[index] = result",
        "            }",
        "        } " + mutants.CANCELLATION_CATCH,
        "            guard actionCalls.end(runningCall) else { return }",
        "            if let elementBeforeCall, let index = items.firstIndex(where: { $0.id == elementBeforeCall.id }) {",
        "                items[index].quantity = elementBeforeCall.quantity",
        "            }",
        "        } catch {",
        "            guard actionCalls.end(runningCall) else { return }",
        "            if let elementBeforeCall, let index = items.firstIndex(where: { $0.id == elementBeforeCall.id }) {",
        "                items[index].quantity = elementBeforeCall.quantity",
        "            }",
        "        }",
        "    }",
        "}",
    ])

    def found(self, bug):
        return [m for m in mutants.optimistic_mutants("Sources/T/CartViewModel.swift", "T", self.source) if m.bug == bug]

    def test_each_rollback_restores_the_whole_element_instead_of_its_fields(self):
        found = self.found("rollback restores the whole element")
        self.assertEqual([m.line for m in found], [20, 25])
        for mutant in found:
            lines = mutant.mutated.split("\n")
            self.assertEqual(lines[mutant.line - 1], "                items[index] = elementBeforeCall")
            self.assertEqual(len(lines), len(self.source.split("\n")))
        # The success branch replaces the element with the server's copy: no such mutant there.
        self.assertNotIn(15, [m.line for m in found])

    def test_the_snapshot_moves_above_the_queue_turn(self):
        [mutant] = self.found("optimistic snapshot taken when queued")
        lines = mutant.mutated.split("\n")
        self.assertEqual(lines[2].strip(), "let elementBeforeCall = items.first { $0.id == itemID }")
        self.assertTrue(lines[3].strip().startswith("guard let runningCall = await actionCalls.begin("))
        self.assertEqual(sorted(lines), sorted(self.source.split("\n")))
        unqueued = self.source.replace(".queue,", ".ignore,")
        found = mutants.optimistic_mutants("Sources/T/CartViewModel.swift", "T", unqueued)
        self.assertFalse([m for m in found if m.bug == "optimistic snapshot taken when queued"])
