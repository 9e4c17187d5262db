"""`make test`: every check of the project, each group run whatever became of the others, and one summary at the end.

    python -m tools.check                 # lint, types, tests, solo
    python -m tools.check tests solo      # some groups only

The groups: `lint` (ruff check and ruff format --check), `types` (mypy --strict), `tests` (the suite spread over every
core with pytest-xdist), `solo` (the tests that run several processes, alone after the others) and `long` (the
conformance seeds beyond the first and the AI's strength over many games, for CI after `make test`: not in the default
set). The summary names each group's result and time and every failed test once; the last line counts the tests
(`N passed, N failed`). The exit status is 0 only if every group passed.
"""

from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
TYPED = ["rules/", "render/", "bot/", "tools/"]


@dataclass(frozen=True)
class Step:
    """One command of a group; `pytest` marks a test run, whose counts and failures the summary reads."""

    command: tuple[str, ...]
    pytest: bool = False


@dataclass(frozen=True)
class Group:
    name: str
    steps: tuple[Step, ...]


def pytest_step(*args: str) -> Step:
    # -rN: pytest's own short summary is left out; this summary names every failure once (read from a JUnit report,
    # xunit1 for the file of each test).
    return Step((PYTHON, "-m", "pytest", "-rN", "-o", "junit_family=xunit1", *args), pytest=True)


GROUPS = {
    "lint": Group(
        "lint",
        (Step((PYTHON, "-m", "ruff", "check", ".")), Step((PYTHON, "-m", "ruff", "format", "--check", "."))),
    ),
    "types": Group("types", (Step((PYTHON, "-m", "mypy", "--strict", *TYPED)),)),
    "tests": Group(
        "tests", (pytest_step("-n", "auto", "--dist", "worksteal", "-m", "not solo and not long", "--durations=10"),)
    ),
    "solo": Group("solo", (pytest_step("-m", "solo"),)),
    "long": Group(
        "long",
        (pytest_step("-n", "auto", "--dist", "worksteal", "-m", "long", "--durations=10"),),
    ),
}
DEFAULT = ("lint", "types", "tests", "solo")
COUNTS = re.compile(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed|deselected)")


@dataclass
class Result:
    name: str
    seconds: float = 0.0
    codes: list[int] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    ran_tests: bool = False

    @property
    def ok(self) -> bool:
        return all(code == 0 for code in self.codes)


def run_step(step: Step, result: Result) -> None:
    """Run one command with its output shown as it comes; a test run's counts and failures go into `result`."""
    shown = shlex.join([Path(step.command[0]).name, *step.command[1:]])
    print(f"$ {shown}", flush=True)
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.xml"
        command = (*step.command, f"--junitxml={report}") if step.pytest else step.command
        run_command(command, lines, result)
        if step.pytest:
            read_pytest(lines, result, report)


def run_command(command: tuple[str, ...], lines: list[str], result: Result) -> None:
    with subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    ) as process:
        assert process.stdout is not None
        for line in process.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()
            lines.append(line)
        result.codes.append(process.wait())


def read_pytest(lines: list[str], result: Result, report: Path) -> None:
    """The counts of pytest's closing line, and the id of every failed test from its JUnit report."""
    result.ran_tests = True
    closing = [line for line in lines if COUNTS.search(line) and " in " in line]
    for number, word in COUNTS.findall(closing[-1]) if closing else []:
        key = "errors" if word.startswith("error") else word
        result.counts[key] = result.counts.get(key, 0) + int(number)
    try:
        cases = ElementTree.parse(report).getroot().iter("testcase")
    except (OSError, ElementTree.ParseError):
        return  # no report (pytest stopped before writing it): its exit status and output tell the rest
    for case in cases:
        for outcome, word in (("failure", "FAILED"), ("error", "ERROR")):
            if case.find(outcome) is not None:
                failure = f"{word} {case_id(case)}"
                if failure not in result.failures:
                    result.failures.append(failure)


def case_id(case: ElementTree.Element) -> str:
    """pytest's id of a JUnit test case: its file, any class, and its name."""
    where, name = case.get("file") or "", case.get("name") or ""
    classname = case.get("classname") or ""
    last = classname.rsplit(".", 1)[-1]
    inside = f"{last}::" if last[:1].isupper() else ""
    return f"{where}::{inside}{name}" if where else f"{classname}::{name}".strip(":")


def run_group(group: Group) -> Result:
    result = Result(group.name)
    started = time.monotonic()
    for step in group.steps:
        run_step(step, result)
    result.seconds = time.monotonic() - started
    return result


def took(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 60 else f"{seconds / 60:.1f} min"


def summary(results: list[Result], seconds: float) -> tuple[str, bool]:
    """The closing lines (the last one counts the tests, as CI reads it) and whether every group passed."""
    lines = ["", "=" * 30 + " make test: summary " + "=" * 30]
    for result in results:
        state = "ok" if result.ok else "FAILED"
        counts = (
            ", ".join(f"{n} {k}" for k, n in result.counts.items() if k != "deselected") if result.ran_tests else ""
        )
        lines.append(f"{result.name:<6} {state:<7} {took(result.seconds):>8}  {counts}".rstrip())
        lines += [f"         {failure}" for failure in result.failures]
    passed = sum(r.counts.get("passed", 0) for r in results)
    failed = sum(r.counts.get("failed", 0) + r.counts.get("errors", 0) for r in results)
    ok = all(r.ok for r in results)
    if ok and any(r.ran_tests for r in results) and passed == 0:
        ok = False
        lines.append("no test ran")
    bad = [r.name for r in results if not r.ok]
    verdict = f"groups failed: {', '.join(bad)}" if bad else "every group passed"
    lines.append(f"{verdict}; {took(seconds)} in all")
    lines.append(f"tests: {passed} passed, {failed} failed")
    return "\n".join(lines), ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.check", description=__doc__.splitlines()[0])
    parser.add_argument("groups", nargs="*", help=f"of {', '.join(GROUPS)} (default: {' '.join(DEFAULT)})")
    args = parser.parse_args(argv)
    unknown = [n for n in args.groups if n not in GROUPS]
    if unknown:
        parser.error(f"no group {unknown[0]!r}; the groups are {', '.join(GROUPS)}")
    names = list(dict.fromkeys(args.groups or DEFAULT))
    started = time.monotonic()
    results = [run_group(GROUPS[name]) for name in names]
    text, ok = summary(results, time.monotonic() - started)
    print(text, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
