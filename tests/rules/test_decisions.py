"""The declared dispatch every game uses (rules/decisions.py): a key declared twice is refused, `by_type` hands an
action to the handler of its type, and `acting_names` names the asked seats (none past the game's end)."""

from __future__ import annotations

import pytest

from rules.contract import Action, Event
from rules.decisions import Decision, Decisions, by_type

SEATS = ("ann", "bob", "cy")


def _one(state: int, at: str) -> tuple[int, ...]:
    return (state,)


def _all(state: int, at: str) -> tuple[int, ...]:
    return (0, 2)


def _legal(state: int, at: str, seat: int) -> list[Action]:
    return [{"type": "go"}, {"type": "stop"}]


def _apply(state: int, at: str, seat: int, action: Action, events: list[Event]) -> int:
    return state


def table() -> Decisions[Decision[int, str]]:
    found: Decisions[Decision[int, str]] = Decisions("toy")
    found.add("turn", Decision(legal=_legal, apply=_apply, acting=_one))
    found.add_all(("vote", "bid"), Decision(legal=_legal, apply=_apply, acting=_all))
    return found


def test_a_key_declared_twice_is_refused_with_the_game_named() -> None:
    found = table()
    with pytest.raises(ValueError, match="toy: the decision 'vote' is declared twice"):
        found.add("vote", found["turn"])


def test_acting_names_names_the_asked_seats_in_table_order_and_none_past_the_end() -> None:
    found = table()
    assert found.acting_names(1, "turn", SEATS) == ("bob",)
    assert found.acting_names(1, "bid", SEATS) == ("ann", "cy")
    assert found.acting_names(1, "over", SEATS) == ()
    assert found.missing(("turn", "vote", "over")) == ("over",)


def test_by_type_hands_each_action_to_its_handler() -> None:
    told: list[Event] = []

    def go(state: int, at: str, seat: int, action: Action, events: list[Event]) -> int:
        events.append({"type": "went", "to": None})
        return state + 1

    def stop(state: int, at: str, seat: int, action: Action, events: list[Event]) -> int:
        return 0

    apply = by_type({"go": go, "stop": stop})
    assert apply(4, "turn", 0, {"type": "go"}, told) == 5 and told == [{"type": "went", "to": None}]
    assert apply(4, "turn", 0, {"type": "stop"}, told) == 0 and len(told) == 1
