"""The luck chart keeps its alt text within the one alt-text limit (render/picture.py ALT_LIMIT), however long the
report in words it is given; the limit is defined once."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from render.luck import Series, luck_chart
from render.picture import ALT_LIMIT

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Chart:
    alt: str
    series: Sequence[Series] = (("Ada", 0, ((1, 2.0), (2, -1.0))), ("Bo", 1, ((1, -2.0), (2, 1.0))))
    turns: int = 2
    title: str = "Luck"
    x_label: str = "turn"
    y_label: str = "luck"


def test_a_short_report_is_the_alt_text_whole() -> None:
    assert luck_chart(Chart("Ada was luckier than usual.")).alt == "Ada was luckier than usual."


def test_a_long_report_is_cut_at_the_alt_text_limit() -> None:
    report = " ".join(f"Player {n} was about as lucky as usual." for n in range(60))
    assert len(report) > ALT_LIMIT
    assert luck_chart(Chart(report)).alt == report[:ALT_LIMIT]


def test_the_alt_text_limit_is_defined_once() -> None:
    defined = [
        str(path.relative_to(ROOT))
        for folder in ("bot", "render", "rules")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if re.search(r"^ALT_LIMIT\b.*=", path.read_text(encoding="utf-8"), re.M)
    ]
    assert defined == ["render/picture.py"]
