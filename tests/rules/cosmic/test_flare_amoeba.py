"""Amoeba's flare (spec §5.2, wave 2a): Normal, any main player oozes in `w_preselect` as Amoeba does; Super, Amoeba
oozes as an ally in his power's window (`w_postselect`), with at least one ship committed. Oozing has no cap of 4.

The flare enters a talon only from the wave 2a flare pool, which is not released yet: these tests release it for
themselves. Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four
(tests/rules/cosmic/test_challenge.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules.cosmic import engine, setup
from rules.cosmic.components import kind_of
from rules.cosmic.ships import DEFENSE, from_cone
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected, yellow_defends
from tests.rules.cosmic.test_powers import used_in
from tests.rules.cosmic.test_wave_2a_outcome import outcome
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

WAVE_2A = {"power_mode": "standard", "power_pool": "w2a"}
FLARE = {"type": "play", "card": "flare_amoeba"}
CALM = ("mind", "mutant", "laser")
ALLY = ("mind", "mutant", "amoeba", "laser")
"""Yellow (seat 2) is Amoeba, with four players so that blue may invite him alone (test_challenge.yellow_defends)."""


@pytest.fixture(autouse=True)
def w2a(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Wave 2a released, so that the standard deal's talon holds Amoeba's flare."""
    monkeypatch.setattr(setup, "RELEASED", ("r1", "w2a"))
    yield


HANDS = {
    0: ("attack_12", "attack_4", "compromise"),
    1: ("attack_9", "attack_6", "compromise"),
    2: ("attack_8", "compromise"),
    3: ("attack_7", "compromise"),
}


def holding(seat: int, powers: tuple[str, ...] = CALM, extra: dict[int, str] | None = None, **kwargs: object) -> State:
    """Red aims at blue_1; `seat` holds Amoeba's flare, others a card of `extra` each (every hand is named: the flare
    may have been dealt to any)."""
    hands = {s: HANDS[s] for s in range(len(powers))}
    hands[seat] = (*hands[seat], "flare_amoeba")
    for other, card in (extra or {}).items():
        hands[other] = (*hands[other], card)
    return aimed(len(powers), options=WAVE_2A, powers=powers, hands=hands, **kwargs)


def mode(events: list[dict[str, object]]) -> object:
    plays = next(e for e in events if e["type"] == "revealed_plays")["plays"]
    assert isinstance(plays, list)
    return plays[0]["mode"]


def oozes(state: State, seat: int, *steps: dict[str, object]) -> tuple[State, list[dict[str, object]]]:
    assert head(state) == "ooze" and engine.acting(state) == (seat,)
    told: list[dict[str, object]] = []
    for step in (*steps, {"type": "done"}):
        state, events = act(state, seat, step)
        told += [e for e in events if e["type"] == "oozed"]
    return state, told


def commits(*planets: str) -> list[dict[str, object]]:
    return [{"type": "commit", "from": p} for p in planets]


def in_hand(state: State, seat: int) -> list[str]:
    return [kind_of(c) for c in state.hands[seat]]


# -- Normal ------------------------------------------------------------------------------------------------------------
def test_the_normal_flare_lets_the_offense_ooze_past_four_ships_before_the_selection() -> None:
    state = invited_nobody(holding(0))
    state, events = used_in(state, "w_preselect", 0, FLARE)
    assert mode(events) == "normal"
    state, told = oozes(state, 0, *commits("red_2", "red_2", "red_3", "red_3"), {"type": "withdraw", "to": "red_5"})
    assert [(e["from"], e["planet"]) for e in told] == [
        ("red_2", "offense"),
        ("red_2", "offense"),
        ("red_3", "offense"),
        ("red_3", "offense"),
        ("offense", "red_5"),
    ]
    assert state.cone_offense[0] == 5 and [state.ships_on(f"red_{i}", 0) for i in range(1, 6)] == [2, 2, 2, 4, 5]
    state, events = selected(state, "attack_12", "attack_9")
    assert outcome(events) == ("offense", 12 + 5, 9 + 4)
    assert state.ships_on("blue_1", 0) == 5  # all five land
    assert "flare_amoeba" not in in_hand(state, 0)


def test_the_normal_flare_lets_the_defense_ooze_onto_and_off_the_target_planet() -> None:
    state = invited_nobody(holding(1))
    state, events = used_in(state, "w_preselect", 1, FLARE)
    assert mode(events) == "normal"
    state, told = oozes(state, 1, *commits("blue_2", "blue_3", "blue_3"))
    assert [(e["from"], e["planet"]) for e in told] == [
        ("blue_2", "blue_1"),
        ("blue_3", "blue_1"),
        ("blue_3", "blue_1"),
    ]
    assert [state.ships_on(f"blue_{i}", 1) for i in range(1, 6)] == [7, 3, 2, 4, 4]
    state, events = selected(state, "attack_12", "attack_9")
    assert outcome(events) == ("defense", 12 + 2, 9 + 7)


def test_the_normal_flare_is_played_by_a_main_player_before_the_selection_only() -> None:
    state, _ = until_window(invited_nobody(holding(2)), "w_preselect")
    assert FLARE not in engine.legal(state, 2)  # not a main player
    state, _ = until_window(invited_nobody(holding(0)), "w_preselect")
    assert FLARE in engine.legal(state, 0)
    state, _ = selected(invited_nobody(holding(0)), "attack_12", "attack_9", stop="w_postselect")
    assert FLARE not in engine.legal(state, 0)


def test_a_flare_zap_stops_the_normal_flare() -> None:
    state = invited_nobody(holding(0, extra={2: "edict_flare_zap"}))
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, FLARE)
    state, _ = everyone_else_passes(state, 0)
    state, _ = act(state, 2, {"type": "play", "card": "edict_flare_zap"})
    state, _ = act(state, 2, {"type": "target_item", "item": 0})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert head(state) != "ooze" and state.cone_offense[0] == 2
    assert "flare_amoeba" in [kind_of(c) for c in state.in_play]  # spent all the same


def test_an_inactive_amoeba_plays_his_own_flare_as_the_normal_one() -> None:
    """§5.2: with his power inactive (two home bases) Amoeba plays the Normal effect."""
    ships = {0: {"red_3": 0, "red_4": 0, "red_5": 0, "yellow_2": 6, "yellow_3": 6}}  # not in the warp: no regroup
    state = invited_nobody(holding(0, ("amoeba", "mind", "mutant"), ships=ships))
    state, events = used_in(state, "w_preselect", 0, FLARE)
    assert mode(events) == "normal"
    state, _ = oozes(state, 0, *commits("red_2", "red_2", "red_2"))
    assert state.cone_offense[0] == 5 and state.ships_on("red_2", 0) == 1


# -- Super -------------------------------------------------------------------------------------------------------------
def test_the_super_flare_lets_amoeba_ooze_as_an_ally_past_four_ships() -> None:
    state = yellow_defends(holding(2, ALLY), "yellow_1")
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    state, events = used_in(state, "w_postselect", 2, FLARE)
    assert mode(events) == "super"
    state, told = oozes(state, 2, *commits("yellow_2", "yellow_2", "yellow_3", "yellow_3", "yellow_4"))
    assert [(e["from"], e["planet"]) for e in told][-1] == ("yellow_4", DEFENSE)
    assert state.cone_defense[2] == 6
    state, events = pass_windows(state)
    assert outcome(events) == ("defense", 12 + 2, 9 + 4 + 6)


def test_the_super_flare_withdraws_an_allys_ships_to_his_bases() -> None:
    state = yellow_defends(holding(2, ALLY), "yellow_1", "yellow_2")
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    state, _ = used_in(state, "w_postselect", 2, FLARE)
    state, told = oozes(state, 2, {"type": "withdraw", "to": "yellow_5"})
    assert [(e["from"], e["planet"]) for e in told] == [(DEFENSE, "yellow_5")]
    assert state.cone_defense[2] == 1 and state.ships_on("yellow_5", 2) == 5


def test_amoeba_cannot_play_his_flare_as_a_main_player_nor_before_the_selection() -> None:
    state, _ = until_window(invited_nobody(holding(0, ("amoeba", "mind", "mutant"))), "w_preselect")
    assert FLARE not in engine.legal(state, 0)  # his Super is an ally's; he may not play the Normal
    state = yellow_defends(holding(2, ALLY), "yellow_1")
    state, _ = until_window(state, "w_preselect")
    assert FLARE not in engine.legal(state, 2)
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    assert FLARE in engine.legal(state, 2)


def test_the_super_flare_needs_a_committed_ship() -> None:
    state = yellow_defends(holding(2, ALLY), "yellow_1")
    state = from_cone(state, 2, DEFENSE, "yellow_1")  # his one ship back (as Force Field's allies go home)
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    assert state.allies[2] == DEFENSE and FLARE not in engine.legal(state, 2)


def test_a_zapped_amoeba_cannot_ooze_as_an_ally() -> None:
    """Zapped before the selection, his flare would be the Normal one, which is a main player's."""
    state = yellow_defends(holding(2, ALLY, extra={0: "edict_cosmic_zap"}), "yellow_1")
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 0, {"type": "target_seat", "seat": "p3"})
    state, _ = everyone_else_passes(state, 0)
    state, _ = everyone_else_passes(state)
    assert 2 in state.zapped
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    assert FLARE not in engine.legal(state, 2)


def test_a_cosmic_zap_in_response_leaves_the_super_flare_without_effect() -> None:
    """§5.2: a Super that extends a power needs the power active when it resolves; the card goes back."""
    state = yellow_defends(holding(2, ALLY, extra={1: "edict_cosmic_zap"}), "yellow_1")
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    state, _ = act(state, 2, FLARE)
    state, _ = everyone_else_passes(state, 2)
    state, _ = act(state, 1, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p3"})
    state, events = everyone_else_passes(state, 1)
    state, more = everyone_else_passes(state)
    assert [e["seat"] for e in events + more if e["type"] == "no_effect"] == [2]
    assert head(state) != "ooze" and state.cone_defense[2] == 1
    assert "flare_amoeba" in in_hand(state, 2)
