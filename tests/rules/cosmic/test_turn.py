"""Phases 0-2 (spec §4.3-4.5): the window every challenge opens with, regroup, new hands, destiny."""

from __future__ import annotations

from rules.cosmic import engine
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to

HAND = ("attack_8", "attack_4", "compromise", "edict_plague", "attack_12", "attack_6", "edict_veto")


def test_a_challenge_opens_with_the_start_window_asking_every_card_holder_at_once() -> None:
    state, events = start(4, offense=1)
    assert head(state) == "round" and state.window == "w_start"
    assert engine.acting(state) == (0, 1, 2, 3)  # everyone holds cards: a public fact
    assert [e["seat"] for e in events if e["type"] == "turn"] == [1]
    # nobody had a ship in the warp: no regroup was asked
    assert not any(e["type"] in ("freed", "regroup_declined") for e in events)


def test_a_player_without_cards_is_not_asked_in_a_window() -> None:
    """D-34: an empty hand is public, so not asking its holder tells nothing."""
    state, _ = start(3, hands={2: ()})
    assert engine.acting(state) == (0, 1)


def test_regroup_frees_a_ship_from_the_warp_onto_a_base() -> None:
    """D-10: regroup is optional and goes to any base."""
    state, _ = start(3, ships={0: {"red_1": 2, "warp": 2}})
    assert head(state) == "regroup" and engine.acting(state) == (0,)
    legal = engine.legal(state, 0)
    assert {"type": "free", "planet": "red_2"} in legal and {"type": "decline"} in legal
    assert {"type": "free_to_cone"} not in legal  # he has bases
    state, _ = act(state, 0, {"type": "free", "planet": "red_2"})
    assert state.warp[0] == 1 and state.ships_on("red_2", 0) == 5 and state.window == "w_start"


def test_an_offense_without_a_base_frees_his_ship_into_the_cone() -> None:
    """D-10: the cone only when the offense has no base."""
    ships = {0: {p: 0 for p in ("red_1", "red_2", "red_3", "red_4", "red_5")} | {"warp": 20}}
    state, _ = start(3, ships=ships)
    assert engine.legal(state, 0) == [{"type": "free_to_cone"}, {"type": "decline"}]
    state, _ = act(state, 0, {"type": "free_to_cone"})
    assert state.cone_offense[0] == 1 and state.warp[0] == 19


def test_an_offense_without_base_or_cone_ship_has_his_challenge_aborted() -> None:
    ships = {0: {p: 0 for p in ("red_1", "red_2", "red_3", "red_4", "red_5")} | {"warp": 20}}
    state, _ = start(3, ships=ships)
    state, _ = act(state, 0, {"type": "decline"})
    state, events = pass_windows(state)
    turn = next(i for i, e in enumerate(events) if e["type"] == "turn")
    assert [e for e in events[:turn] if e["type"] == "aborted"] == [{"type": "aborted", "to": None, "seat": 0}]
    assert not any(e["type"] == "destiny" for e in events[:turn])
    assert events[turn]["seat"] == 1  # unsuccessful: the turn passes, no second challenge


def test_an_offense_without_a_challenge_card_shows_his_hand_and_draws_seven() -> None:
    """D-05: a new hand of seven cards."""
    hand = ("edict_plague", "edict_veto")
    state, events = start(3, hands={0: hand}, talon=("attack_10",))
    # the mini-window: only the offense declares (his lack of challenge cards is public now)
    assert state.window == "w_start" and engine.acting(state) == (0,)
    state, events = act(state, 0, {"type": "pass"})
    shown = [e for e in events if e["type"] == "hand_discarded"]
    assert [(e["seat"], sorted(c.split("#")[0] for c in e["cards"])) for e in shown] == [(0, sorted(hand))]
    assert len(state.hands[0]) == 7 and any(c.startswith("attack_10#") for c in state.hands[0])
    assert {"edict_plague", "edict_veto"} <= {c.split("#")[0] for c in state.discard}


def test_the_destiny_card_of_another_colour_names_the_defense() -> None:
    state, _ = start(4, destiny=("destiny_yellow_2",))
    state, events = to(state, "target")
    assert state.defense == 2 and [e["colour"] for e in events if e["type"] == "destiny"] == ["yellow"]
    assert engine.legal(state, 0) == [{"type": "target", "planet": f"yellow_{n}"} for n in range(1, 6)]


def test_a_wild_card_lets_the_offense_pick_any_colour_his_own_included() -> None:
    """D-11: any colour in play, his own included."""
    state, _ = start(4, destiny=("destiny_wild_1",))
    state, _ = to(state, "wild")
    assert [a["colour"] for a in engine.legal(state, 0)] == ["blue", "yellow", "green", "red"]
    state, _ = act(state, 0, {"type": "colour", "colour": "green"})
    state, _ = to(state, "target")
    assert state.defense == 3


def test_own_colour_with_nothing_to_reclaim_or_attack_is_flipped_again_without_asking() -> None:
    state, _ = start(4, destiny=("destiny_red_1", "destiny_blue_3"))
    state, events = to(state, "target")
    assert [e["colour"] for e in events if e["type"] == "destiny"] == ["red", "blue"]
    assert state.defense == 1


def test_own_colour_offers_to_attack_a_home_planet_held_by_another_player() -> None:
    """D-37: an occupied home planet is attacked."""
    ships = {0: {"red_2": 4}, 2: {"red_2": 1, "yellow_1": 3}}
    state, _ = start(4, destiny=("destiny_red_2",), ships=ships)
    state, _ = to(state, "own_colour")
    assert engine.legal(state, 0) == [{"type": "redraw"}, {"type": "attack_home", "planet": "red_2"}]
    state, _ = act(state, 0, {"type": "attack_home", "planet": "red_2"})
    assert state.defense == 2 and state.target == "red_2"
    state, _ = to(state, "commit")  # the planet is fixed: no target step


def test_a_home_planet_held_by_several_players_lets_the_offense_name_the_defender() -> None:
    ships = {1: {"red_3": 1, "blue_1": 3}, 2: {"red_3": 2, "yellow_1": 2}}
    state, _ = start(4, destiny=("destiny_red_2",), ships=ships)
    state, _ = to(state, "own_colour")
    state, _ = act(state, 0, {"type": "attack_home", "planet": "red_3"})
    assert head(state) == "defender"
    assert engine.legal(state, 0) == [{"type": "defender", "seat": "p2"}, {"type": "defender", "seat": "p3"}]
    state, _ = act(state, 0, {"type": "defender", "seat": "p3"})
    assert state.defense == 2


def test_reclaiming_an_empty_home_planet_is_a_successful_challenge() -> None:
    """D-02, D-31, D-37: 1-4 ships land on an empty home planet; the challenge counts as successful."""
    ships = {0: {"red_1": 0, "red_2": 8}}
    state, _ = start(4, destiny=("destiny_red_4",), ships=ships, hands={0: HAND})
    state, _ = to(state, "own_colour")
    assert {"type": "reclaim", "planet": "red_1"} in engine.legal(state, 0)
    state, _ = act(state, 0, {"type": "reclaim", "planet": "red_1"})
    for _ in range(2):
        state, _ = act(state, 0, {"type": "commit", "from": "red_2"})
    state, _ = act(state, 0, {"type": "done"})
    assert state.ships_on("red_1", 0) == 2 and state.ships_on("red_2", 0) == 6
    state, _ = to(state, "second")  # D-02: successful, and he still holds a challenge card
    assert engine.legal(state, 0) == [{"type": "second_challenge"}, {"type": "end_turn"}]
