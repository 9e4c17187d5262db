"""Deals (spec §4.8.3, §9.3): compromise against compromise; drafts term by term, public proposals, acceptance,
Quash, abandoning, and the cost of failure."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected


def dealing() -> State:
    state = invited_nobody(aimed())
    state, _ = selected(state, "compromise", "compromise")
    assert head(state) == "deal"
    return state


def propose(state: State, seat: int, give: int, get: int, mine: str | None, yours: str | None) -> State:
    state, _ = act(state, seat, {"type": "deal_draft"})
    state, _ = act(state, seat, {"type": "deal_n", "n": give})
    if give:
        state, _ = act(state, seat, {"type": "deal_mode", "mode": "random"})
    state, _ = act(state, seat, {"type": "deal_n", "n": get})
    if get:
        state, _ = act(state, seat, {"type": "deal_mode", "mode": "random"})
    state, _ = act(state, seat, {"type": "deal_base", "planet": mine})
    state, _ = act(state, seat, {"type": "deal_base", "planet": yours})
    state, _ = act(state, seat, {"type": "deal_submit"})
    return state


def test_both_main_players_act_at_once_and_a_draft_stays_private_until_submitted() -> None:
    state = dealing()
    assert engine.acting(state) == (0, 1)
    assert engine.legal(state, 0) == [{"type": "deal_draft"}, {"type": "deal_abandon"}]
    state, events = act(state, 0, {"type": "deal_draft"})
    state, events = act(state, 0, {"type": "deal_n", "n": 2})
    assert events == [] and state.deal_open[0] == ()


def test_nothing_for_nothing_cannot_be_proposed() -> None:
    state = dealing()
    for step in ({"type": "deal_draft"}, {"type": "deal_n", "n": 0}, {"type": "deal_n", "n": 0}):
        state, _ = act(state, 0, step)
    state, _ = act(state, 0, {"type": "deal_base", "planet": None})
    state, _ = act(state, 0, {"type": "deal_base", "planet": None})
    assert engine.legal(state, 0) == [{"type": "deal_drop"}, {"type": "deal_abandon"}]


def test_a_base_for_the_offense_is_offered_where_the_defense_has_ships_and_he_has_none() -> None:
    state = dealing()
    for step in ({"type": "deal_draft"}, {"type": "deal_n", "n": 0}, {"type": "deal_n", "n": 0}):
        state, _ = act(state, 0, step)
    planets = [a["planet"] for a in engine.legal(state, 0) if a["type"] == "deal_base"]
    assert planets == [f"blue_{n}" for n in range(1, 6)] + [None]


def test_an_accepted_deal_is_carried_out_and_counts_as_successful() -> None:
    state = dealing()
    state = propose(state, 1, give=1, get=0, mine=None, yours="blue_3")
    assert state.deal_open[1][0] == 1
    assert {"type": "deal_accept", "proposal": 1} in engine.legal(state, 0)
    state, _ = act(state, 0, {"type": "deal_accept", "proposal": 1})
    state, _ = pass_windows(state)  # w_deal: nobody quashes
    assert head(state) == "deal_base" and engine.acting(state) == (0,)
    assert len(state.hands[0]) == 6 + 1  # seven less the compromise he revealed, and the card the defense gave
    state, _ = act(state, 0, {"type": "commit", "from": "cone"})
    state, _ = act(state, 0, {"type": "done"})
    assert state.ships_on("blue_3", 0) == 1
    state, _ = act(state, 0, {"type": "place_origin"})  # the other cone ship goes home
    assert state.outcome == "deal"
    state, _ = pass_windows(state)
    assert head(state) == "second"


def test_abandoning_a_deal_costs_each_main_player_three_ships() -> None:
    state = dealing()
    state, _ = act(state, 1, {"type": "deal_abandon"})
    assert head(state) == "place" and engine.acting(state) == (0,)  # the offense's cone ships go home first
    state, _ = act(state, 0, {"type": "place_origin"})
    assert head(state) == "lose" and engine.acting(state) == (0,)
    for planet in ("red_1", "red_2", "red_3"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    assert engine.acting(state) == (1,)
    for planet in ("blue_1", "blue_1", "blue_1"):
        state, _ = act(state, 1, {"type": "lose", "planet": planet})
    assert state.warp[0] == 3 and state.warp[1] == 3 and state.outcome == "deal_failed"


def test_a_quashed_deal_fails() -> None:
    state = invited_nobody(aimed(hands={2: ("edict_quash", "attack_4")}))
    state, _ = selected(state, "compromise", "compromise")
    state = propose(state, 0, give=0, get=1, mine=None, yours=None)
    state, _ = act(state, 1, {"type": "deal_accept", "proposal": 1})
    state, _ = until_window(state, "w_deal")
    assert {"type": "play", "card": "edict_quash"} in engine.legal(state, 2)
    state, _ = act(state, 2, {"type": "play", "card": "edict_quash"})
    state, events = pass_windows(state)
    assert any(e["type"] == "deal_failed" for e in events) and "quashed" in state.flags
