"""The powers in play in this build, each declared as one `Power` (spec §5): the hook points it joins, its decisions
and automatic steps, its optional use and its flare. The phase and step modules ask `rows` for a point's rows and
know no power by name.

A power is registered once, when its module is imported (the modules of rules/cosmic/aliens/ are found there by
name); `register` refuses a row at a point that `rules.cosmic.hooks` does not declare. A test may register a power of
its own for the length of a test (`registered`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from rules.cosmic.decisions import AUTOMATIC, DECISIONS, Auto, Decision
from rules.cosmic.hooks import FIRST, POINTS, Join, Point, Row
from rules.cosmic.power_words import PowerWords

if TYPE_CHECKING:
    from rules.cosmic.effects import Effect
    from rules.cosmic.reading import Policy


@dataclass(frozen=True)
class Flare:
    """A power's flare (§5.2): the Normal effect, used by anyone else, and the Super, used by the power's player while
    his power works."""

    normal: Effect
    super: Effect


@dataclass(frozen=True)
class Power:
    """Everything the rules know of one power. `decisions` and `steps` are the tasks it adds to a challenge
    (rules/cosmic/decisions.py), `use` its optional use in a window (§5.1), `flare` its flare card's effects."""

    id: str
    joins: tuple[Join[Any], ...] = ()
    decisions: tuple[tuple[str, Decision], ...] = ()
    steps: tuple[tuple[str, Auto], ...] = ()
    use: Effect | None = None
    flare: Flare | None = None
    state: type[Any] | None = None
    """Its own state's record (rules/cosmic/records.py): a frozen dataclass whose defaults need no setup."""
    policy: Policy | None = None
    """How the heuristic player plays it (rules/cosmic/reading.py, read by rules/cosmic/ai.py)."""
    words: PowerWords | None = None
    """What players read of it (rules/cosmic/power_words.py, read by rules/cosmic/names.py): a released power has
    them, a power a test declares may go without."""


POWERS: dict[str, Power] = {}
"""Every registered power by id."""
USES: dict[str, Effect] = {}
"""power id -> its optional use in a window (`usable` checks the power works and is not spent)."""
FLARES: dict[tuple[str, str], Effect] = {}
"""(flare kind, "normal" or "super") -> effect."""

_KNOWN = frozenset(id(point) for point in POINTS)
_rows: dict[str, tuple[tuple[str, Any], ...]] = {}
_derived: dict[str, Any] = {}

Made = TypeVar("Made")


def rows(point: Point[Row]) -> tuple[tuple[str, Row], ...]:
    """(power, row) of every registered power that joins `point`, in the point's order."""
    found = _rows.get(point.name)
    if found is None:
        found = _rows[point.name] = _ordered(point)
    return found


def _ordered(point: Point[Row]) -> tuple[tuple[str, Row], ...]:
    joined = [(power.id, j) for power in POWERS.values() for j in power.joins if j.point is point]
    listed = sorted((p for p in joined if p[0] in point.order), key=lambda p: point.order.index(p[0]))
    placed: list[tuple[str, Row]] = [(power, j.row) for power, j in listed]
    first = 0
    for power, j in (p for p in joined if p[0] not in point.order):
        if j.after == FIRST:
            placed.insert(first, (power, j.row))
            first += 1
            continue
        after = [i for i, (other, _) in enumerate(placed) if other == j.after]
        placed.insert(after[-1] + 1 if after else len(placed), (power, j.row))
    return tuple(placed)


def derived(key: str, make: Callable[[], Made]) -> Made:
    """What `make` reads from all the registered powers, made again only after they change (rules/cosmic/text.py reads
    the powers' lines and labels so): `key` names it."""
    if key not in _derived:
        _derived[key] = make()
    found: Made = _derived[key]
    return found


def register(power: Power) -> Power:
    """Make `power` part of the rules: its rows join their points, its tasks, use and flare become known."""
    for j in power.joins:
        if id(j.point) not in _KNOWN:
            raise ValueError(f"{power.id} joins {j.point.name!r}, which rules/cosmic/hooks.py does not declare")
    if power.id in POWERS:
        raise ValueError(f"a power {power.id!r} is registered already: a power is declared once, in its module")
    POWERS[power.id] = power
    for kind, made in power.decisions:
        DECISIONS[kind] = made
    for kind, run in power.steps:
        AUTOMATIC[kind] = run
    if power.use is not None:
        USES[power.id] = power.use
    if power.flare is not None:
        FLARES[(f"flare_{power.id}", "normal")] = power.flare.normal
        FLARES[(f"flare_{power.id}", "super")] = power.flare.super
    _rows.clear()
    _derived.clear()
    return power


@contextmanager
def registered(power: Power) -> Iterator[Power]:
    """`power` is registered for the length of the block (a power a test declares), then forgotten again."""
    register(power)
    try:
        yield power
    finally:
        del POWERS[power.id]
        for kind, _ in power.decisions:
            DECISIONS.pop(kind, None)
        for kind, _ in power.steps:
            AUTOMATIC.pop(kind, None)
        USES.pop(power.id, None)
        FLARES.pop((f"flare_{power.id}", "normal"), None)
        FLARES.pop((f"flare_{power.id}", "super"), None)
        _rows.clear()
        _derived.clear()
