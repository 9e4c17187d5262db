"""Pinned games: a game's behaviour over seeded random playouts reduced to SHA-256 digests, so that a refactor of its
engine can show it changed nothing.

`pin(game, seats, seed, options, max_steps)` plays one seeded random game, as tests do: a `random.Random(seed)`
chooses uniformly among the legal actions of the first acting seat, until the game is over or `max_steps` actions
were played. Every step is written as canonical JSON (sorted keys, no spaces: orjson, as the store writes it) and
hashed, in four parts, so that a pin that breaks says what changed:

- "legal": the acting seats, the legal actions of each acting seat (in the game's order, which the random choice
  depends on), the seat that acts and the action chosen;
- "events": the events of the step;
- "views": the public view and every seat's view after the step (and of the first state, before any step);
- "result": at the end, whether the game is over, how many actions were played and, if it is over, the ranking,
  scores and reason.

`Pin.digest` covers all of it; `Pin.parts` has one digest per part. With `trace=True` the pin also keeps each step's
own digest per part (`Pin.trace`), and `first_changes` compares two traces: the first step at which each part
differs. A trace is for finding a change, never for pinning: it is as long as the game.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from rules.contract import Game

PARTS: tuple[str, ...] = ("legal", "events", "views", "result")
"""The parts of a pin, in the order they are written for each step."""


@dataclass(frozen=True)
class PinCase:
    """One pinned playout of a game: seat count, seed, options (those not given take the game's defaults) and the
    step budget. `label` names the option set in the case's name ("beginner", "w2b")."""

    players: int
    label: str
    seed: int
    options: Mapping[str, Any]
    max_steps: int

    @property
    def name(self) -> str:
        return f"{self.players}p-{self.label}-seed{self.seed}"

    @property
    def seats(self) -> tuple[str, ...]:
        """The seat names the bot and the conformance kit use: p1, p2, ..."""
        return tuple(f"p{i}" for i in range(1, self.players + 1))


@dataclass(frozen=True)
class Pin:
    """The digests of one playout. `trace[i]` holds the digest of each part of step i alone (0: the first state,
    i: the i-th action), only when asked for; `outcome` is the result's reason, or "" when the budget ran out."""

    digest: str
    parts: dict[str, str]
    steps: int
    over: bool
    outcome: str
    trace: tuple[dict[str, str], ...] = field(default=(), compare=False)


def canonical(data: Any) -> bytes:
    """`data` as canonical JSON: keys sorted at every level, no spaces."""
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS)


class _Hashes:
    """The running digests: one over everything, one per part, and the per-step digests of a trace."""

    def __init__(self, trace: bool) -> None:
        self.all = hashlib.sha256()
        self.parts = {part: hashlib.sha256() for part in PARTS}
        self.trace: list[dict[str, str]] | None = [] if trace else None

    def step(self, records: Mapping[str, Any]) -> None:
        """Hash one step: each of its parts' records (a part a step lacks is written as null)."""
        own: dict[str, str] = {}
        for part in PARTS:
            text = canonical(records.get(part))
            # the part's name frames its text in the whole digest, so that no two different steps read the same
            self.all.update(part.encode() + b" " + text + b"\n")
            self.parts[part].update(text + b"\n")
            if self.trace is not None:
                own[part] = hashlib.sha256(text).hexdigest()
        if self.trace is not None:
            self.trace.append(own)


def pin(
    game: Game,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_steps: int = 500,
    *,
    trace: bool = False,
) -> Pin:
    """Play one seeded random game of `game` and return its digests (the module docstring says what they cover)."""
    chooser = random.Random(seed)
    hashes = _Hashes(trace)
    state = game.setup(list(seats), seed, dict(options or {}))
    viewers: list[str | None] = [None, *seats]

    def views() -> list[Any]:
        return [game.view(state, viewer) for viewer in viewers]

    hashes.step({"views": views()})
    steps = 0
    while steps < max_steps and not game.is_over(state):
        acting = game.acting(state)
        legal = {seat: game.legal_actions(state, seat) for seat in acting}
        seat = acting[0]
        action = chooser.choice(legal[seat])
        step = game.apply(state, seat, action)
        state = step.state
        steps += 1
        hashes.step(
            {
                "legal": {"acting": list(acting), "legal": legal, "seat": seat, "action": action},
                "events": step.events,
                "views": views(),
            }
        )
    over = game.is_over(state)
    end: dict[str, Any] = {"over": over, "steps": steps}
    outcome = ""
    if over:
        result = game.result(state)
        end.update(ranking=result.ranking, scores=result.scores, reason=result.reason)
        outcome = result.reason
    hashes.step({"result": end})
    return Pin(
        digest=hashes.all.hexdigest(),
        parts={part: digest.hexdigest() for part, digest in hashes.parts.items()},
        steps=steps,
        over=over,
        outcome=outcome,
        trace=tuple(hashes.trace or ()),
    )


def pin_case(game: Game, case: PinCase, *, trace: bool = False) -> Pin:
    """The pin of one case."""
    return pin(game, case.seats, case.seed, case.options, case.max_steps, trace=trace)


PinnedValues = dict[str, str | int]
"""What a test pins of one playout (`pinned_values`)."""


def pinned_values(found: Pin) -> PinnedValues:
    """What a test pins of a playout: its length and outcome (which say what the case covers, and read better in a
    failure than a digest), the whole digest ("all") and each part's."""
    return {"steps": found.steps, "outcome": found.outcome, "all": found.digest, **found.parts}


def changed_parts(pinned: Mapping[str, str | int], found: Pin) -> list[str]:
    """The parts whose digest differs from the pinned values, in PARTS order ("all" alone if only it differs, which
    would take a change in how the parts are framed)."""
    changed = [part for part in PARTS if pinned.get(part) != found.parts[part]]
    return changed or (["all"] if pinned.get("all") != found.digest else [])


def unchanged_or_why(game: Game, case: PinCase, pinned: Mapping[str, str | int]) -> str:
    """Play `case` and compare it with its pinned values: "" when nothing changed, else what a failing test says (the
    parts that changed, the steps and outcomes, and how to find the first step that changed)."""
    found = pin_case(game, case)
    changed = changed_parts(pinned, found)
    if not changed:
        return ""
    kept = [part for part in PARTS if part not in changed]
    return (
        f"{game.id}, case {case.name} ({case.players} players, seed {case.seed}, options {dict(case.options)}, at most "
        f"{case.max_steps} steps): changed: {', '.join(changed)}; unchanged: {', '.join(kept) or 'none'}. Pinned: "
        f"{pinned['steps']} steps, outcome {pinned['outcome'] or 'none'}; now {found.steps} steps, outcome "
        f"{found.outcome or 'none'}. The first step that changed: `python -m tools.pins {game.id} --case {case.name} "
        "--against OLD_TRACE.json` (tests/rules/cosmic/test_pinned_games.py says how)"
    )


def first_changes(before: Sequence[Mapping[str, str]], after: Sequence[Mapping[str, str]]) -> dict[str, int]:
    """For each part that differs between two traces, the first step at which it does (0: the first state). A trace
    that stops earlier than the other differs at the step where it stopped: its last entry is the result."""
    found: dict[str, int] = {}
    for part in PARTS:
        for index in range(max(len(before), len(after))):
            a = before[index].get(part) if index < len(before) else None
            b = after[index].get(part) if index < len(after) else None
            if a != b:
                found[part] = index
                break
    return found
