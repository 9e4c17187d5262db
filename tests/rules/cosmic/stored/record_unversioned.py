"""Records `unversioned_5p.json.gz`, which tests/rules/cosmic/test_records.py decodes and plays on.

Recorded once, with the build of commit 8ad6394 (the last whose encoding had no version: the powers' state in five
top-level fields `grudges`, `tokens`, `removed`, `hoards`, `extra_powers`), from a copy of that commit's tree
(`git archive 8ad6394 | tar -x -C DIR`, then `python -m tests.rules.cosmic.stored.record_unversioned` in DIR; it
overwrites the file, a later build must never need to). A five-player game whose powers are Warrior, Void, Grudge,
Miser and Reincarnator is played by seeded random moves until the encoded state holds as many of those fields (non
empty) as it will; that encoding is `state`. Then `MOVES` more moves are played, and each step's legal actions (of
every acting seat) and views (public and every seat's) are kept as digests: `steps[i]` is the digest before move i
(and `steps[-1]` after the last), `moves[i]` the move.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from rules.contract import resolve_options
from rules.cosmic.game import GAME
from rules.cosmic.state import PLAY
from rules.cosmic.testing import arrange
from rules.frozen import evolve

HERE = Path(__file__).parent
NAME = "unversioned_5p"
SEED = 57
MOVES = 200
OLD_FIELDS = ("grudges", "tokens", "removed", "hoards", "extra_powers")
POWERS = {0: "warrior", 1: "void", 2: "grudge", 3: "miser", 4: "reincarnator"}


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]


LATER_VIEW_KEYS = frozenset({"power_face_down", "face_down_power"})
"""View keys added after the recording (`hidden_powers`): left out of the digest, so a step reads as the recording
build showed it. A key that build showed is never left out."""


def _as_recorded(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _as_recorded(v) for k, v in value.items() if k not in LATER_VIEW_KEYS}
    if isinstance(value, list):
        return [_as_recorded(v) for v in value]
    return value


def step_digest(state: Any) -> str:
    """What a player could tell of `state`: who acts, their legal actions, every view (as the recording build
    showed it)."""
    acting = sorted(GAME.acting(state))
    legal = {seat: GAME.legal_actions(state, seat) for seat in acting}
    views = {str(seat): _as_recorded(GAME.view(state, seat)) for seat in [None, *state.seats]}
    return digest([acting, legal, views])


def filled(encoded: str) -> int:
    data = json.loads(encoded)
    return sum(1 for name in OLD_FIELDS if any(data.get(name) or ()))


def record() -> dict[str, Any]:
    seats = [f"p{i + 1}" for i in range(5)]
    options = resolve_options(GAME.options, {"power_mode": "standard"})
    state = GAME.setup(seats, SEED, options)
    chooser = random.Random(SEED)

    def move(state: Any) -> tuple[Any, list[Any]]:
        seat = chooser.choice(sorted(GAME.acting(state)))
        action = chooser.choice(GAME.legal_actions(state, seat))
        return GAME.apply(state, seat, action).state, [seat, action]

    while state.phase != PLAY:
        state, _ = move(state)
    state = arrange(evolve(state, power_pool="w2b", released=("r1", "w2a", "w2b")), powers=POWERS)
    best, most = state, filled(GAME.encode(state))
    for _ in range(3000):
        if not GAME.acting(state):
            break
        state, _ = move(state)
        if (now := filled(GAME.encode(state))) > most:
            best, most = state, now
    state = best
    encoded = GAME.encode(state)
    steps, moves = [step_digest(state)], []
    for _ in range(MOVES):
        if not GAME.acting(state):
            break
        state, played = move(state)
        moves.append(played)
        steps.append(step_digest(state))
    return {"state": encoded, "filled": most, "moves": moves, "steps": steps, "end": GAME.encode(state)}


def main() -> None:
    data = json.dumps(record(), sort_keys=True)
    (HERE / f"{NAME}.json.gz").write_bytes(gzip.compress(data.encode(), mtime=0))


if __name__ == "__main__":
    main()
