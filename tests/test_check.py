"""`make test`'s runner (tools/check.py): every group runs whatever became of the others, and one summary names
each group's result and every failed test once, its last line counting the tests."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.check import Group, Result, Step, pytest_step, run_group, run_step, summary

SAMPLE = """
import pytest


def test_passes():
    assert 1 + 1 == 2


def test_fails():
    assert 1 + 1 == 3


@pytest.mark.parametrize("n", [1, 2])
def test_fails_once(n):
    assert n == 1


class TestGrouped:
    def test_in_a_class(self):
        raise RuntimeError("broken")
"""


def test_a_real_test_run_is_read_for_its_counts_and_each_failure_once(tmp_path: Path) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text(SAMPLE)
    result = Result("tests")
    run_step(pytest_step("-p", "no:cacheprovider", "-p", "no:xdist", f"--rootdir={tmp_path}", str(sample)), result)
    assert result.codes == [1]
    assert result.counts == {"failed": 3, "passed": 2}
    where = sample.name  # as pytest names it: relative to its root folder (here the sample's own)
    assert sorted(result.failures) == [
        f"FAILED {where}::TestGrouped::test_in_a_class",
        f"FAILED {where}::test_fails",
        f"FAILED {where}::test_fails_once[2]",
    ]


def python(code: str, *, pytest: bool = False) -> Step:
    return Step((sys.executable, "-c", code), pytest=pytest)


def test_a_failed_group_does_not_stop_the_next_and_the_summary_names_it() -> None:
    failing = Group("lint", (python("import sys; sys.exit(3)"), python("print('second step ran')")))
    tests = Group("tests", (python("print('2 failed, 40 passed in 1.00s'); raise SystemExit(1)", pytest=True),))
    solo = Group("solo", (python("print('1 passed, 9 deselected in 0.50s')", pytest=True),))
    results = [run_group(g) for g in (failing, tests, solo)]
    assert [r.codes for r in results] == [[3, 0], [1], [0]]  # every step of every group ran
    text, ok = summary(results, 61.0)
    assert not ok
    lines = text.splitlines()
    assert lines[-2] == "groups failed: lint, tests; 1.0 min in all"
    assert lines[-1] == "tests: 41 passed, 2 failed"  # what CI reads: the counts of every test run together


def test_a_run_in_which_no_test_ran_is_not_a_pass() -> None:
    empty = Group("tests", (python("print('no tests ran in 0.01s')", pytest=True),))
    text, ok = summary([run_group(empty)], 1.0)
    assert not ok and "no test ran" in text
