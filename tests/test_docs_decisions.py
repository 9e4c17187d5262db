"""docs/decisions/README.md indexes the folder: every decision file listed, none listed that is gone, and each
decision with its title as its file writes it, the day it was first written and whether it still holds."""

from __future__ import annotations

import datetime
import re
from pathlib import Path

DECISIONS = Path(__file__).resolve().parent.parent / "docs" / "decisions"
INDEX = DECISIONS / "README.md"
FILE_HEADING = re.compile(r"^## \[(?P<name>[^\]]+)\]\((?P<link>[^)]+)\) \((?P<date>[^)]*)\): (?P<title>.+)$")
ROW = re.compile(r"^\| (?P<title>.+?) \| (?P<date>[^|]+?) \| (?P<status>[^|]+?) \|$")
STATUS = re.compile(r"^(in force|replaced by .+)")


def _day(text: str) -> datetime.date | None:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None


def read_index(text: str) -> dict[str, list[tuple[str, str, str]]]:
    """File name -> its decisions as (title, date, status); a file's own date is checked as its heading is read."""
    files: dict[str, list[tuple[str, str, str]]] = {}
    current: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        heading = FILE_HEADING.match(line)
        if line.startswith("## "):
            assert heading, f"line {number}: a file's heading is ## [name](name) (YYYY-MM-DD): title"
            assert heading["name"] == heading["link"], f"line {number}: the link must be the file's name"
            assert _day(heading["date"]), f"line {number}: {heading['date']!r} is not a date YYYY-MM-DD"
            assert heading["name"] not in files, f"line {number}: {heading['name']} is listed twice"
            current = heading["name"]
            files[current] = []
            continue
        if not line.startswith("|") or line.startswith(("| Decision |", "| --- |")):
            continue
        row = ROW.match(line)
        assert row and current is not None, f"line {number}: a decision is | title | YYYY-MM-DD | status |"
        files[current].append((row["title"], row["date"], row["status"]))
    return files


def problems(index: str, files: dict[str, str]) -> list[str]:
    """What is wrong with `index` against the decision files (name -> text)."""
    listed = read_index(index)
    found = [f"{name}: missing from the index" for name in sorted(set(files) - set(listed))]
    found += [f"{name}: listed but not in docs/decisions/" for name in sorted(set(listed) - set(files))]
    for name, decisions in listed.items():
        if not decisions:
            found.append(f"{name}: no decision listed")
        for title, date, status in decisions:
            if title not in files.get(name, ""):
                found.append(f"{name}: “{title}” is not a title in the file")
            day = _day(date)
            if day is None or day > datetime.date.today():
                found.append(f"{name}: “{title}” has no date YYYY-MM-DD ({date!r})")
            if not STATUS.match(status):
                found.append(f"{name}: “{title}” has no status (in force, or replaced by …): {status!r}")
    return found


def test_the_index_lists_every_decision_file_and_each_decision_with_a_date_and_a_status() -> None:
    files = {path.name: path.read_text(encoding="utf-8") for path in DECISIONS.glob("*.md") if path != INDEX}
    assert problems(INDEX.read_text(encoding="utf-8"), files) == []


def test_a_file_left_out_a_file_gone_a_renamed_title_and_a_bare_line_are_each_reported() -> None:
    index = (
        "# Decisions\n\n## [a.md](a.md) (2026-11-23): A\n\n| Decision | Written | Status |\n| --- | --- | --- |\n"
        "| **Kept** | 2026-11-23 | in force |\n| **Renamed** | 2026-11-24 | replaced by b.md |\n"
        "| **Bare** | soon | ok |\n"
        "\n## [gone.md](gone.md) (2026-11-23): Gone\n\n| Decision | Written | Status |\n| --- | --- | --- |\n"
        "| Gone | 2026-11-23 | in force |\n"
    )
    files = {"a.md": "# A\n\n- **Kept**\n- **Now named otherwise**\n- **Bare**\n", "b.md": "# B\n"}
    assert problems(index, files) == [
        "b.md: missing from the index",
        "gone.md: listed but not in docs/decisions/",
        "a.md: “**Renamed**” is not a title in the file",
        "a.md: “**Bare**” has no date YYYY-MM-DD ('soon')",
        "a.md: “**Bare**” has no status (in force, or replaced by …): 'ok'",
        "gone.md: “Gone” is not a title in the file",
    ]
