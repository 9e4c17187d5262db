"""Spec §4.1, §4.2, §6: the cards phase, rotation, the end check, scoring, tie-breaks, the round cap."""

from __future__ import annotations

from dataclasses import replace

from rules.andromeda import GAME
from rules.andromeda.components import KIND_OF, KINDS
from rules.andromeda.flow import REASON_CAP, REASON_END
from rules.andromeda.state import OVER, TRANSPORT, State
from rules.andromeda.testing import arrange, rig_ring_draws

from .support import a, events_of, new_game, play, to_actions

PLACE3 = "place_stations"


def spend_three(state: State, seat: str, planet: str) -> State:
    moves = [a("act", what=PLACE3), a("planet", planet=planet), a("planet_cards", n=3), a("set_done"), a("place", n=0)]
    state, _ = play(state, *[(seat, m) for m in moves])
    return state


def test_r4_2_1_active_role_passes_left_and_hands_refill_in_order_of_the_new_active() -> None:
    state = to_actions(new_game(3, active=0))
    state = arrange(
        state,
        hands={"p1": ["cygna"] * 3 + ["draco"] * 6, "p2": ["eos"] * 3 + ["fenn"] * 6},
        draw_top=["azura", "borea", "azura", "borea", "azura", "borea"],
    )
    state = spend_three(state, "p1", "cygna")
    state, _ = play(state, ("p1", a("end_turn")))
    state = spend_three(state, "p2", "eos")
    state, _ = play(state, ("p2", a("end_turn")))
    state, steps = play(state, ("p3", a("end_turn")))
    assert steps[0].checkpoint is True
    assert state.round == 2 and state.active == 1
    # order(A) = p2, p3, p1; p3 is full and skipped: p2 gets the 1st, 3rd, 5th card, p1 the 2nd, 4th, 6th
    assert [KINDS[KIND_OF[c]] for c in state.hands[1]].count("azura") == 3
    assert [KINDS[KIND_OF[c]] for c in state.hands[0]].count("borea") == 3
    assert [len(h) for h in state.hands] == [9, 9, 9]
    assert state.phase == TRANSPORT and GAME.acting(state) == ("p2",)


def test_r4_2_3_the_ship_stage_raises_the_refill_target_next_round() -> None:
    state = to_actions(new_game(3, active=0))
    state = arrange(state, hands={"p1": ["cygna"] * 3 + ["draco"] * 6})
    moves = [a("act", what="advance_ship"), a("planet", planet="cygna"), a("planet_cards", n=3), a("set_done")]
    state, _ = play(state, *[("p1", m) for m in moves])
    assert len(state.hands[0]) == 6  # no refill during the round
    state, _ = play(state, ("p1", a("end_turn")), ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert [len(h) for h in state.hands] == [10, 9, 9]


def test_r4_2_3_nobody_below_the_limit_draws_nothing_and_no_checkpoint() -> None:
    state = to_actions(new_game(3, active=0))
    draw = state.draw
    state, steps = play(state, ("p1", a("end_turn")), ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert state.round == 2
    assert state.draw == draw
    assert steps[-1].checkpoint is False


def test_4_0_empty_draw_pile_reshuffles_the_discard_pile() -> None:
    state = to_actions(new_game(3, active=0))
    state = arrange(state, hands={"p1": ["cygna"] * 3 + ["draco"] * 6})
    state = spend_three(state, "p1", "cygna")
    # Move all but one card of the draw pile to the discard pile so the refill must reshuffle mid-deal.
    state = replace(state, draw=state.draw[-1:], discard=state.discard + state.draw[:-1])
    total = len(state.draw) + len(state.discard)
    state, steps = play(state, ("p1", a("end_turn")), ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert {"type": "reshuffled", "to": None, "count": total - 1} in events_of(steps)
    assert len(state.hands[0]) == 9
    assert len(state.discard) == 0 and len(state.draw) == total - 3
    assert steps[-1].checkpoint is True


def _two_full_and_gorr_almost() -> State:
    state = to_actions(new_game(3, active=0))
    centres = {f"{p}_s{i}": "p3" for p in ("azura", "borea") for i in (1, 2, 3)}
    centres.update({"gorr_s1": "p3", "gorr_s2": "p3"})
    return arrange(state, centres=centres, hands={"p2": ["gorr"] * 4 + ["eos"] * 5})


def test_r6_1_third_full_planet_finishes_the_round_then_ends() -> None:
    state, _ = play(_two_full_and_gorr_almost(), ("p1", a("end_turn")))
    state = rig_ring_draws(state, ["blue"])
    moves = [a("act", what="found"), a("planet", planet="gorr"), a("planet_cards", n=3), a("set_done")]
    state, steps = play(state, *[("p2", m) for m in moves])
    assert {"type": "end_triggered", "to": None, "seat": "p2"} in steps[-1].events
    assert state.end_triggered and GAME.acting(state) == ("p2",)  # the trigger finishes their actions
    state, _ = play(state, ("p2", a("end_turn")))
    assert GAME.acting(state) == ("p3",)  # players after them in order(A) still act
    state, steps = play(state, ("p3", a("end_turn")))
    assert state.phase == OVER and GAME.is_over(state) and GAME.acting(state) == ()
    assert state.round == 1
    result = GAME.result(state)
    assert result.reason == REASON_END
    assert result.scores == GAME.view(state, None)["public"]["scores"]
    assert GAME.legal_actions(state, "p1") == []


def test_r6_2_score_counts_centres_earth_tech_and_bonus_cards() -> None:
    state = to_actions(new_game(3, active=0))
    state = arrange(
        state,
        centres={"azura_s1": "p1", "gorr_s3": "p1", "borea_s2": "p2"},
        earth={"p1": 3, "p2": 0, "p3": 7},
        tech={"p1": 4, "p2": 2, "p3": 3},
        hands={"p1": ["silver", "diamond", "azura"], "p2": ["gold", "platinum"], "p3": ["eos"]},
    )
    scores = GAME.view(state, None)["public"]["scores"]
    assert scores == {"p1": 14 + 4 + 3 + 6 + 2 + 5, "p2": 9 + 0 + 1 + 3 + 4, "p3": 7 + 3}


def test_r6_3_ties_broken_by_tech_then_ship_then_shared() -> None:
    state = to_actions(new_game(4, active=0))
    state = arrange(
        state,
        earth={"p1": 5, "p2": 4, "p3": 6, "p4": 6},
        tech={"p1": 2, "p2": 3, "p3": 1, "p4": 1},
        ship={"p3": 2, "p4": 2},
        hands={s: ["eos"] for s in ("p1", "p2", "p3", "p4")},
    )
    state = replace(state, phase=OVER, current=-1, reason=REASON_CAP)
    result = GAME.result(state)
    # scores: p1 5+1=6, p2 4+3=7, p3 6, p4 6; p1 has the higher tech among the 6s; p3 and p4 share
    assert result.scores == {"p1": 6, "p2": 7, "p3": 6, "p4": 6}
    assert result.ranking == [["p2"], ["p1"], ["p3", "p4"]]


def test_r6_4_round_cap_ends_the_game_after_that_round() -> None:
    state = to_actions(new_game(3, active=0, round_cap=1))
    state, steps = play(state, ("p1", a("end_turn")), ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert GAME.is_over(state)
    assert GAME.result(state).reason == REASON_CAP
    assert steps[-1].events[-1]["type"] == "game_over"


def test_r6_4_normal_end_wins_over_the_cap_in_the_same_round() -> None:
    state = _two_full_and_gorr_almost()
    state = rig_ring_draws(replace(state, round_cap=1), ["blue"])
    moves = [a("act", what="found"), a("planet", planet="gorr"), a("planet_cards", n=3), a("set_done")]
    state, _ = play(state, ("p1", a("end_turn")), *[("p2", m) for m in moves])
    state, _ = play(state, ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert GAME.result(state).reason == REASON_END


def test_r4_1_2_round_cap_zero_means_no_cap() -> None:
    state = to_actions(new_game(3, active=0, round_cap=0))
    state, _ = play(state, ("p1", a("end_turn")), ("p2", a("end_turn")), ("p3", a("end_turn")))
    assert state.round == 2 and not GAME.is_over(state)
