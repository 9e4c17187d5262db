"""Actions are matched type-strictly: a look-alike of a legal value is refused and changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.contract import IllegalAction
from rules.hanse import GAME


def _first_position_offering(kind: str) -> tuple[Any, str, dict[str, Any]]:
    """A position of a seeded random game in which an action of type `kind` with an int field is legal."""
    for seed in range(20):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2"], seed)
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                if action["type"] == kind and any(type(v) is int for v in action.values()):
                    return state, seat, action
            state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
    raise AssertionError(f"no {kind} action met")


@pytest.mark.parametrize("look_alike", [float, bool, str])
def test_a_container_index_of_another_type_is_refused(look_alike: type) -> None:
    state, seat, action = _first_position_offering("unload")
    field = next(k for k, v in action.items() if type(v) is int)
    value = action[field]
    if look_alike is bool and value not in (0, 1):
        pytest.skip("only 0 and 1 have a bool look-alike")
    before = GAME.encode(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, {**action, field: look_alike(value)})
    assert "\n" not in str(refused.value) and str(refused.value)
    assert GAME.encode(state) == before
    assert GAME.apply(state, seat, dict(action)).state.seq == state.seq + 1  # the real value still plays


def test_a_legal_action_with_its_keys_in_another_order_is_the_same_action() -> None:
    state, seat, action = _first_position_offering("unload")
    reordered = dict(reversed(list(action.items())))
    assert GAME.encode(GAME.apply(state, seat, reordered).state) == GAME.encode(GAME.apply(state, seat, action).state)
