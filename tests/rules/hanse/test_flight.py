"""§2.3 board geometry and costs, §4.3 a-d flights, §4.6 flight bookkeeping, §5 flight cards."""

from __future__ import annotations

import pytest

from rules.contract import IllegalAction
from rules.hanse import GAME
from rules.hanse.board import next_step_towards
from rules.hanse.state import HanseState
from rules.hanse.testing import (
    active_seat,
    force_dice,
    run,
    started,
    update_player,
    update_turn,
    with_hand,
    with_tableau,
)

# The planet-to-planet table of §2.3, row = from, column = to.
SPEC_COSTS = [
    [0, 4, 6, 8, 10, 12],
    [3, 0, 4, 6, 8, 10],
    [4, 3, 0, 4, 6, 8],
    [5, 4, 3, 0, 4, 6],
    [6, 5, 4, 3, 0, 4],
    [7, 6, 5, 4, 3, 0],
]


def at(position: str, energy: int | None = None, seed: int = 1) -> HanseState:
    """The first player's ship at `position`; with `energy`, a normal flight of that energy is active."""
    state = started(GAME, seed=seed)
    state = update_player(state, active_seat(state), position=position)
    if energy is not None:
        state = update_turn(state, flight_energy=energy, flight_kind="normal", normal_flight_available=False)
    return state


def steps(state: HanseState) -> list[str]:
    seat = state.seats[active_seat(state)]
    return [a["to"] for a in GAME.legal_actions(state, seat) if a["type"] == "step"]


def energy(state: HanseState) -> int | None:
    assert state.turn is not None
    return state.turn.flight_energy


def fly(state: HanseState, goal: str) -> tuple[HanseState, int]:
    """Step along the cheapest path to `goal` through the engine; returns the state and the energy spent."""
    spent = 0
    while state.players[active_seat(state)].position != goal:
        here = state.players[active_seat(state)].position
        assert here is not None
        to = next_step_towards(here, goal)
        state, events = run(GAME, state, {"type": "step", "to": to})
        spent += sum(e["cost"] for e in events if e["type"] == "stepped")
    return state, spent


@pytest.mark.parametrize(("origin", "target"), [(i, j) for i in range(1, 7) for j in range(1, 7) if i != j], ids=str)
def test_2_3_planet_to_planet_cost_table(origin: int, target: int) -> None:
    state = at(f"p{origin}")
    state = force_dice(state, [1] * 10 + [6])  # 16 energy: enough for any trip
    state, _ = run(GAME, state, {"type": "roll"})
    state, spent = fly(state, f"p{target}")
    assert spent == SPEC_COSTS[origin - 1][target - 1]


def test_2_3_rule_book_flight_example_vinau_ii_to_coronis_costs_4() -> None:
    state = force_dice(at("p3"), [4])
    state, _ = run(GAME, state, {"type": "roll"})
    path = ["o3", "g2", "o2", "g1", "o1", "p1"]
    state, events = run(GAME, state, *({"type": "step", "to": p} for p in path))
    assert [e["cost"] for e in events if e["type"] == "stepped"] == [1, 0, 1, 0, 1, 1]
    assert state.players[active_seat(state)].position == "p1"
    assert energy(state) is None  # landing ended the flight


def test_2_3_steps_from_an_orbit_are_surface_and_neighbouring_gaps_only() -> None:
    assert sorted(steps(at("o3", 5))) == ["g2", "g3", "p3"]
    assert sorted(steps(at("o1", 5))) == ["g1", "p1"]
    assert sorted(steps(at("o6", 5))) == ["g5", "p6"]
    assert sorted(steps(at("g3", 5))) == ["o3", "o4"]
    assert steps(at("p2", 5)) == ["o2"]


def test_4_3_c_zero_cost_inward_gap_step_is_legal_with_zero_energy() -> None:
    state = at("o4", 0)
    assert steps(state) == ["g3"]
    state, _ = run(GAME, state, {"type": "step", "to": "g3"})
    assert state.players[active_seat(state)].position == "g3"
    assert energy(state) == 0
    assert steps(state) == []


def test_4_3_c_outward_gap_steps_cost_one() -> None:
    state, events = run(GAME, at("o2", 2), {"type": "step", "to": "g2"}, {"type": "step", "to": "o3"})
    assert [e["cost"] for e in events if e["type"] == "stepped"] == [1, 1]
    assert energy(state) == 0


def test_4_3_c_a_step_costing_more_than_the_energy_left_is_illegal() -> None:
    state = at("g2", 0)
    assert steps(state) == []
    with pytest.raises(IllegalAction):
        GAME.apply(state, state.seats[active_seat(state)], {"type": "step", "to": "o2"})


def test_4_3_c_no_step_without_a_flight() -> None:
    state = at("p3")
    assert steps(state) == []


@pytest.mark.parametrize(("dice", "fusion", "expected"), [([1, 1, 5], 0, 7), ([1, 4], 2, 7), ([6], 0, 6), ([2], 0, 2)])
def test_4_3_b_energy_roll_ones_roll_again_and_add(dice: list[int], fusion: int, expected: int) -> None:
    state = started(GAME, seed=4)
    state = with_tableau(state, active_seat(state), ["fusionstriebwerk"] * fusion)
    state, events = run(GAME, force_dice(state, dice), {"type": "roll"})
    assert energy(state) == expected
    rolled = next(e for e in events if e["type"] == "rolled")
    assert rolled["dice"] == dice
    assert rolled["fusion"] == fusion
    assert GAME.view(state, None)["public"]["last_roll"]["energy"] == expected


def test_4_3_b_the_normal_flight_is_rolled_once_per_turn() -> None:
    state, _ = run(GAME, force_dice(started(GAME), [3]), {"type": "roll"})
    seat = state.seats[active_seat(state)]
    assert {"type": "roll"} not in GAME.legal_actions(state, seat)
    state, _ = run(GAME, state, {"type": "end_flight"})
    assert {"type": "roll"} not in GAME.legal_actions(state, seat)


def test_4_3_d_end_flight_loses_the_remaining_energy() -> None:
    state, events = run(GAME, force_dice(started(GAME), [5]), {"type": "roll"}, {"type": "end_flight"})
    assert energy(state) is None
    assert events[-1] == {"type": "flight_ended", "to": None, "seat": events[-1]["seat"], "energy_lost": 5}


def test_4_6_a_flight_is_not_ended_by_zero_energy_or_by_stopping() -> None:
    state, _ = run(GAME, force_dice(at("p4"), [2]), {"type": "roll"}, {"type": "step", "to": "o4"})
    state, _ = run(GAME, state, {"type": "step", "to": "g3"}, {"type": "step", "to": "o3"})
    assert energy(state) == 0
    assert {"type": "end_flight"} in GAME.legal_actions(state, state.seats[active_seat(state)])


def test_4_3_ship_may_stop_in_a_gap_and_stays_there_across_turns() -> None:
    state, _ = run(GAME, force_dice(at("p4"), [2]), {"type": "roll"}, {"type": "step", "to": "o4"})
    state, _ = run(GAME, state, {"type": "step", "to": "g3"}, {"type": "end_turn"}, {"type": "finish_turn"})
    mover = 1 - active_seat(state)
    assert state.players[mover].position == "g3"


def test_4_3_a_hyperjump_inward_moves_to_o1_and_keeps_the_normal_flight() -> None:
    state = started(GAME, seed=5)
    state = with_tableau(state, active_seat(state), ["hypersprung_innen", "hypersprung_aussen"])
    seat = state.seats[active_seat(state)]
    assert GAME.legal_actions(state, seat)[:2] == [
        {"type": "hyperjump", "direction": "in"},
        {"type": "hyperjump", "direction": "out"},
    ]
    state, _ = run(GAME, state, {"type": "hyperjump", "direction": "in"})
    assert state.players[active_seat(state)].position == "o1"
    legal = GAME.legal_actions(state, seat)
    assert {"type": "roll"} in legal
    assert not any(a["type"] == "hyperjump" for a in legal)  # at most one per turn (D-13)


def test_4_3_a_hyperjump_outward_moves_to_o6_from_anywhere() -> None:
    state = at("g2")
    state = with_tableau(state, active_seat(state), ["hypersprung_aussen"])
    state, _ = run(GAME, state, {"type": "hyperjump", "direction": "out"})
    assert state.players[active_seat(state)].position == "o6"


def test_4_3_a_hyperjump_only_before_any_other_decision() -> None:
    state = started(GAME, seed=5)
    state = with_tableau(state, active_seat(state), ["hypersprung_innen"])
    state, _ = run(GAME, force_dice(state, [3]), {"type": "roll"})
    assert not any(a["type"] == "hyperjump" for a in GAME.legal_actions(state, state.seats[active_seat(state)]))


def test_4_3_a_hyperjump_requires_the_technology() -> None:
    state = started(GAME, seed=5)
    assert not any(a["type"] == "hyperjump" for a in GAME.legal_actions(state, state.seats[active_seat(state)]))


def tunnel_state(hand: list[str]) -> HanseState:
    state = started(GAME, seed=6, planet="coronis")
    return with_hand(state, 1 - active_seat(state), hand)


def test_5_sun_tunnel_flies_o1_to_o6_for_one_energy() -> None:
    state = with_hand(tunnel_state([]), 0, [])
    state = with_hand(state, active_seat(state), ["sonnentunnel_oeffnen"])
    state, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"}, {"type": "allow"})
    state, _ = run(GAME, force_dice(state, [3]), {"type": "roll"}, {"type": "step", "to": "o1"})
    assert "o6" in steps(state)
    state, events = run(GAME, state, {"type": "step", "to": "o6"}, {"type": "step", "to": "p6"})
    assert state.players[active_seat(state)].position == "p6"
    assert [e["cost"] for e in events if e["type"] == "stepped"] == [1, 1]
    assert events[0].get("tunnel") is True
    assert state.turn is not None and state.turn.tunnel_passages == 0


def test_5_sun_tunnel_before_rolling_grants_a_passage_for_the_turn_and_is_one_way() -> None:
    state = with_hand(tunnel_state([]), 0, [])
    state = with_hand(state, active_seat(state), ["sonnentunnel_oeffnen"])
    state, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"}, {"type": "allow"})
    assert state.turn is not None and state.turn.tunnel_passages == 1
    state = update_player(state, active_seat(state), position="o6")
    state = update_turn(state, flight_energy=5, flight_kind="normal", normal_flight_available=False)
    assert "o1" not in steps(state)


def test_5_without_a_passage_there_is_no_tunnel_step() -> None:
    assert "o6" not in steps(at("o1", 5))


def test_5_afterburner_ends_the_flight_and_rolls_a_new_one_with_fusion_drive() -> None:
    state = started(GAME, seed=8)
    me = active_seat(state)
    state = with_tableau(with_hand(state, me, ["nachbrenner_zuenden"]), me, ["fusionstriebwerk"])
    state = with_hand(state, 1 - me, [])
    state, _ = run(GAME, force_dice(state, [2, 5]), {"type": "roll"}, {"type": "step", "to": "o4"})
    assert energy(state) == 2
    state, _ = run(GAME, state, {"type": "play", "card": "nachbrenner_zuenden"}, {"type": "allow"})
    assert energy(state) == 6  # 5 + 1 Fusion Drive (D-7); the 2 left were lost (D-15)
    assert state.turn is not None and state.turn.flight_kind == "afterburner"
    assert state.turn.normal_flight_available is False


def test_5_afterburner_does_not_use_the_normal_flight_and_a_roll_ends_it() -> None:
    state = started(GAME, seed=8)
    me = active_seat(state)
    state = with_hand(with_hand(state, me, ["nachbrenner_zuenden"]), 1 - me, [])
    state, _ = run(GAME, force_dice(state, [4, 3]), {"type": "play", "card": "nachbrenner_zuenden"}, {"type": "allow"})
    assert energy(state) == 4
    state, _ = run(GAME, state, {"type": "roll"})
    assert energy(state) == 3
    assert state.turn is not None and state.turn.flight_kind == "normal"


def test_4_5_a_neutralized_afterburner_leaves_the_flight_as_it_was() -> None:
    state = started(GAME, seed=8)
    me = active_seat(state)
    state = with_hand(with_hand(state, me, ["nachbrenner_zuenden"]), 1 - me, ["nachbrenner_zuenden"])
    state, _ = run(GAME, force_dice(state, [5]), {"type": "roll"}, {"type": "step", "to": "o4"})
    state, _ = run(GAME, state, {"type": "play", "card": "nachbrenner_zuenden"}, {"type": "neutralize"})
    assert energy(state) == 4
    assert state.turn is not None and state.turn.flight_kind == "normal"


def test_5_transmitter_gate_swaps_ships_and_the_flight_continues() -> None:
    state = started(GAME, seed=9)
    me = active_seat(state)
    state = update_player(state, 1 - me, position="o6")
    state = with_hand(with_hand(state, me, ["transmitter_tor_aktivieren"]), 1 - me, [])
    state, _ = run(GAME, force_dice(state, [3]), {"type": "roll"}, {"type": "step", "to": "o4"})
    state, _ = run(GAME, state, {"type": "play", "card": "transmitter_tor_aktivieren"}, {"type": "allow"})
    assert state.players[me].position == "o6"
    assert state.players[1 - me].position == "o4"
    assert energy(state) == 2
    assert sorted(steps(state)) == ["g5", "p6"]


def test_4_6_a_planet_action_ends_the_flight() -> None:
    state = started(GAME, seed=10, planet="vinau_ii")
    seat = state.seats[active_seat(state)]
    state, _ = run(GAME, force_dice(state, [6]), {"type": "roll"})
    load = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "load")
    state, _ = run(GAME, state, load)
    assert energy(state) is None
    assert not any(a["type"] == "step" for a in GAME.legal_actions(state, seat))


def test_4_3_e_a_planet_action_before_rolling_keeps_the_normal_flight() -> None:
    state = started(GAME, seed=10, planet="vinau_ii")
    seat = state.seats[active_seat(state)]
    load = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "load")
    state, _ = run(GAME, state, load)
    assert {"type": "roll"} in GAME.legal_actions(state, seat)
