"""`make test`'s runner (tools/check.py): every group runs whatever became of the others, and one summary names
each group's result and every failed test once, its last line counting the tests."""

from __future__ import annotations

import sys

from tools.check import Group, Result, Step, read_pytest, run_group, summary

XDIST_FAILURE = [
    "bringing up nodes...\n",
    "..F.....E.\n",
    "=================================== FAILURES ===================================\n",
    "____________________________ test_one ____________________________\n",
    "[gw1] linux -- Python 3.11.7 /work/main/.venv/bin/python\n",
    "FAILED tests/e2e/test_a.py::test_one - TimeoutError: still waiting\n",
    "ERROR tests/game/test_b.py::test_two - RuntimeError\n",
    "FAILED tests/e2e/test_a.py::test_one - TimeoutError: still waiting\n",
    "1 failed, 1907 passed, 2 skipped, 17 deselected, 1 error in 212.40s (0:03:32)\n",
]


def test_a_test_run_is_read_for_its_counts_and_each_failure_once() -> None:
    result = Result("tests")
    read_pytest(XDIST_FAILURE, result)
    assert result.counts == {"failed": 1, "passed": 1907, "skipped": 2, "deselected": 17, "errors": 1}
    assert result.failures == ["FAILED tests/e2e/test_a.py::test_one", "ERROR tests/game/test_b.py::test_two"]


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
