"""`candidates`: validating an action without the legal-actions memo accepts exactly the legal actions.

Andromeda narrows the legal list by the action's type (and kind) instead of building it whole; over random games
with every player count, each probe (every action shape of the game, plus malformed ones) must be accepted by the
narrowed list exactly when the full legal list accepts it, and the narrowed list must hold only legal actions.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.andromeda import GAME
from rules.andromeda.components import ACT_KINDS, KINDS, PLANETS, TIERS
from rules.base import same_action
from rules.contract import Action

from .support import seats


def _probes(names: list[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        {"type": t} for t in ("keep", "stay", "take_back", "transport_pass", "end_turn", "exchange_done", "set_done")
    ]
    out += [{"type": t, "kind": k} for t in ("offer", "respond", "exchange_card") for k in KINDS]
    out += [{"type": "swap", "with": name} for name in names]
    out += [{"type": "act", "what": w} for w in ACT_KINDS]
    out += [{"type": "planet", "planet": p} for p in PLANETS]
    out += [{"type": "transport", "mode": m, "planet": p} for m in ("to_planet", "to_earth") for p in PLANETS]
    out += [{"type": "planet_cards", "n": n} for n in range(9)] + [{"type": "place", "n": n} for n in range(9)]
    out += [{"type": "add_bonus", "tier": t} for t in TIERS]
    out += [
        {},
        {"type": ["offer"]},
        {"type": "offer", "kind": ["azura"]},
        {"type": "respond", "kind": 1},
        {"type": "act", "what": {"found": 1}},
        {"type": "swap", "with": ["p1"]},
        {"type": "planet_cards", "n": True},
        {"type": "place", "n": 0.0},
        {"type": "end_turn", "extra": 1},
    ]
    return out


def _accepts(pool: list[Action], probe: dict[str, Any]) -> bool:
    return any(same_action(a, probe) for a in pool)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_candidates_accept_exactly_the_legal_actions(n: int) -> None:
    rand = random.Random(100 + n)
    state = GAME.setup(seats(n), 100 + n)
    probes = _probes(seats(n))
    checked = 0
    while not GAME.is_over(state):
        acting = GAME.acting(state)
        for seat in acting:
            legal = GAME.legal_now(state, seat)
            for probe in probes:
                narrowed = list(GAME.candidates(state, seat, probe))
                assert all(_accepts(legal, c) for c in narrowed), (probe, narrowed)
                assert _accepts(narrowed, probe) == _accepts(legal, probe), (state.phase, state.build, probe)
                checked += 1
        seat = acting[rand.randrange(len(acting))]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
    assert checked > 10_000
