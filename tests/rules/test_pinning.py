"""The pinning harness (rules/pinning.py) on the toy game: a pin is deterministic, and a change of behaviour moves the
digest of the part it is in, only that one, from the step where it happens."""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Step
from rules.pinning import PARTS, PinCase, changed_parts, first_changes, pin, pin_case, pinned_values, unchanged_or_why
from tests.toy_game import TOY, State, ToyGame

SEATS = ("p1", "p2", "p3")
OPTIONS = {"rounds": 5}
CHANGED_AT = 4
"""The step (the count of actions played) whose events or views the altered toys change."""


class RenamedHiddenChoice(ToyGame):
    """The toy, but the public events of the fourth action name their seat in capitals: one event field changed."""

    def play(self, state: State, seat: str, action: Action) -> Step:
        step = super().play(state, seat, action)
        if step.state["seq"] != CHANGED_AT:
            return step
        events = [{**e, "seat": e["seat"].upper()} if e["to"] is None and "seat" in e else e for e in step.events]
        return Step(step.state, events, step.checkpoint)


class ReorderedEvents(ToyGame):
    """The toy, but every event's keys come in reverse order: the same events."""

    def play(self, state: State, seat: str, action: Action) -> Step:
        step = super().play(state, seat, action)
        return Step(step.state, [dict(reversed(list(e.items()))) for e in step.events], step.checkpoint)


class CountedView(ToyGame):
    """The toy, but from the fourth action on the public view also says how many actions were played."""

    def public_view(self, state: State) -> dict[str, Any]:
        view = super().public_view(state)
        return {**view, "played": state["seq"]} if state["seq"] >= CHANGED_AT else view


def test_the_same_game_gives_the_same_digests() -> None:
    first = pin(TOY, SEATS, 7, OPTIONS, 200, trace=True)
    again = pin(TOY, SEATS, 7, OPTIONS, 200, trace=True)
    assert first == again
    assert first.trace == again.trace
    assert first.over
    assert first.outcome == "rounds_played"
    # the first state, each action, and the result
    assert len(first.trace) == first.steps + 2
    assert set(first.parts) == set(PARTS)
    assert first_changes(first.trace, again.trace) == {}


def test_a_pin_case_plays_its_seats_seed_options_and_budget() -> None:
    case = PinCase(3, "five-rounds", 7, OPTIONS, 200)
    assert case.name == "3p-five-rounds-seed7"
    assert pin_case(TOY, case) == pin(TOY, SEATS, 7, OPTIONS, 200)


def test_another_seed_gives_other_digests() -> None:
    assert pin(TOY, SEATS, 7, OPTIONS, 200).digest != pin(TOY, SEATS, 8, OPTIONS, 200).digest


def test_one_event_field_changed_moves_the_events_digest_only_from_that_step() -> None:
    before = pin(TOY, SEATS, 7, OPTIONS, 200, trace=True)
    after = pin(RenamedHiddenChoice(), SEATS, 7, OPTIONS, 200, trace=True)
    assert after.digest != before.digest
    assert {part for part in PARTS if after.parts[part] != before.parts[part]} == {"events"}
    assert changed_parts(pinned_values(before), after) == ["events"]
    # step 0 is the first state: step 4 is the fourth action's
    assert first_changes(before.trace, after.trace) == {"events": CHANGED_AT}


def test_an_event_is_hashed_whatever_the_order_of_its_keys() -> None:
    assert pin(ReorderedEvents(), SEATS, 7, OPTIONS, 200) == pin(TOY, SEATS, 7, OPTIONS, 200)


def test_a_changed_view_moves_the_views_digest_only() -> None:
    before = pin(TOY, SEATS, 7, OPTIONS, 200, trace=True)
    after = pin(CountedView(), SEATS, 7, OPTIONS, 200, trace=True)
    assert changed_parts(pinned_values(before), after) == ["views"]
    assert first_changes(before.trace, after.trace) == {"views": CHANGED_AT}


def test_a_game_stopped_by_its_budget_says_so_in_its_result_part() -> None:
    stopped = pin(TOY, SEATS, 7, OPTIONS, 5, trace=True)
    whole = pin(TOY, SEATS, 7, OPTIONS, 200, trace=True)
    assert (stopped.steps, stopped.over, stopped.outcome) == (5, False, "")
    assert changed_parts(pinned_values(whole), stopped) == ["legal", "events", "views", "result"]
    # the first five actions are the same: the stopped game's trace ends with its result where the other goes on
    assert first_changes(whole.trace, stopped.trace) == dict.fromkeys(PARTS, 6)


def test_a_pinned_value_that_differs_names_its_part() -> None:
    found = pin(TOY, SEATS, 7, OPTIONS, 200)
    pinned = pinned_values(found)
    assert changed_parts(pinned, found) == []
    assert changed_parts({**pinned, "result": "0" * 64}, found) == ["result"]
    assert changed_parts({**pinned, "all": "0" * 64}, found) == ["all"]


def test_a_pinned_case_as_pinned_says_nothing_and_a_changed_one_says_what_changed() -> None:
    case = PinCase(2, "toy", 4, {"rounds": 2}, 50)
    pinned = pinned_values(pin_case(TOY, case))
    assert unchanged_or_why(TOY, case, pinned) == ""
    why = unchanged_or_why(TOY, case, {**pinned, "events": "0" * 64})
    assert why.startswith("toy, case 2p-toy-seed4 (2 players, seed 4, options {'rounds': 2}, at most 50 steps): ")
    assert "changed: events; unchanged: legal, views, result" in why
    assert "python -m tools.pins toy --case 2p-toy-seed4" in why
