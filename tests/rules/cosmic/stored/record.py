"""Records the stored games that tests/rules/cosmic/test_stored_games.py replays.

`GAMES` were recorded once, with the build that had released only the first wave of powers (`RELEASED = ("r1",)`),
`W2A_GAMES` with the build that had released the first wave and wave 2a (commit 8a5d64e, `RELEASED = ("r1", "w2a")`,
whose default pool was `w2a`), each the way the bot stores a game: the seats, the seed, the resolved options and every
move; with each move a digest of the events it gave, and the encoded state at the end. Run from the repository's root of
that build: `python -m tests.rules.cosmic.stored.record` (it overwrites the files; a later build must never need to).
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

HERE = Path(__file__).parent
GAMES: dict[str, tuple[int, int, dict[str, Any], int]] = {
    # name: players, seed, options given at /game new, moves recorded
    "r1_standard_3p": (3, 31, {"power_mode": "standard"}, 6000),
    "r1_standard_4p": (4, 41, {"power_mode": "standard"}, 6000),
    "r1_beginner_flares_5p": (5, 52, {"beginner_flares": True, "warp_fan": True, "reverse_cone": True}, 6000),
    "r1_standard_6p": (6, 63, {"power_mode": "standard", "warp_fan": True}, 6000),
}
W2A_GAMES: dict[str, tuple[int, int, dict[str, Any], int]] = {
    "w2a_standard_4p": (4, 42, {"power_mode": "standard"}, 6000),
    "w2a_choose_powers_5p": (5, 53, {"power_mode": "choose_powers", "warp_fan": True}, 6000),
}


def digest(events: Any) -> str:
    return hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest()[:16]


def record(players: int, seed: int, given: dict[str, Any], moves: int) -> dict[str, Any]:
    seats = [f"p{i + 1}" for i in range(players)]
    options = resolve_options(GAME.options, given)
    state = GAME.setup(seats, seed, options)
    chooser = random.Random(seed)
    played: list[list[Any]] = []
    for _ in range(moves):
        acting = GAME.acting(state)
        if not acting:
            break
        seat = chooser.choice(sorted(acting))
        action = chooser.choice(GAME.legal_actions(state, seat))
        step = GAME.apply(state, seat, action)
        played.append([seat, action, digest(step.events)])
        state = step.state
    return {"seats": seats, "seed": seed, "options": options, "moves": played, "state": GAME.encode(state)}


def main() -> None:
    for name, (players, seed, given, moves) in GAMES.items():
        data = json.dumps(record(players, seed, given, moves), sort_keys=True)
        (HERE / f"{name}.json.gz").write_bytes(gzip.compress(data.encode(), mtime=0))


if __name__ == "__main__":
    main()
