"""§4.6, §4.8, §4.10 through the contract: the shake, single steps and the reachability rule, where a ship may end
(E1-E5), leave-obligations (D17, D18), peeks (private), pirate lairs and ice planets, founding a colony (the
cap, tokens face up), trade stations in order with the freight they need, the friendship card and the disk."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.contract import IllegalAction
from rules.starfarers.game import GAME
from rules.starfarers.setup import build
from rules.starfarers.state import END_MOVE, FRIEND, MOVE, ROLL, Ship, State

SEATS = ["p1", "p2", "p3", "p4"]


def moving(ships: tuple[Ship, ...], *, base: int = 3, seats: int = 4, seed: int = 1, **player: object) -> State:
    """p1 to move with these ships, the movement phase begun with `base` points (no encounter)."""
    state = build(SEATS[:seats], seed, {}, [])
    state = replace(state, active=0, start=0).with_player(0, ships=ships, **player)
    state = replace(state, phase="shake", rig_shakes=(("blue", "yellow_1"),) if base == 3 else (("red", "yellow_1"),))
    state = GAME.apply(state, "p1", {"type": "shake"}).state
    assert state.base_move == base
    return state


def legal(state: State) -> list[dict[str, object]]:
    return GAME.legal_actions(state, "p1")


def steps(state: State, ship: int) -> list[object]:
    return [a["to"] for a in legal(state) if a["type"] == "step" and a["ship"] == ship]


def play(state: State, *actions: dict[str, object]) -> State:
    for action in actions:
        state = GAME.apply(state, "p1", action).state
    return state


def test_a_shake_without_the_black_ball_sets_the_base_and_drives_add_to_every_ship() -> None:
    state = moving((Ship(1, "colony", "v06_07"),), base=5)
    assert state.phase == MOVE and state.base_move == 5
    faster = moving((Ship(1, "colony", "v06_07"),), base=3, drives=2, friends=("sci_drives2",))
    faster = play(faster, {"type": "step", "ship": 1, "to": "v05_06"})
    assert faster.left[0] == 3 + 2 + 2 - 1  # base + drives + Scientists' drive symbols, one step taken


def test_a_ship_moves_one_edge_per_action_and_finishes_when_its_points_run_out() -> None:
    state = moving((Ship(1, "colony", "v06_07"),))
    assert sorted(steps(state, 1)) == ["v05_06", "v06_08", "v07_06"]
    state = play(state, {"type": "step", "ship": 1, "to": "v07_06"})
    assert state.flying == 1 and state.left[0] == 2
    assert {"type": "stop"} in legal(state) and not any(a["type"] == "stay" for a in legal(state))
    state = play(state, {"type": "step", "ship": 1, "to": "v08_07"}, {"type": "step", "ship": 1, "to": "v08_08"})
    assert state.players[0].ships[0].node == "v08_08" and state.phase == ROLL  # finished, the turn passed


def test_no_ship_may_end_on_another_ship_a_piece_or_a_foreign_launch_point() -> None:
    state = build(SEATS, 1, {}, [])
    alpha = next(i for i, p in enumerate(state.players) if p.home == "cat_alpha")
    beta = next(i for i, p in enumerate(state.players) if p.home == "cat_beta")
    # p1 = cat_beta's player; its ship stands next to the alpha port's launch point v04_03 (alpha's own ship there)
    state = replace(state, active=beta, start=beta).with_player(beta, ships=(Ship(2, "trade", "v05_05"),))
    seat = state.seats[beta]
    state = replace(state, phase="shake", rig_shakes=(("blue", "yellow_1"),))
    state = GAME.apply(state, seat, {"type": "shake"}).state
    first = GAME.legal_actions(state, seat)
    assert {"type": "step", "ship": 2, "to": "v04_04"} in first
    state = GAME.apply(state, seat, {"type": "step", "ship": 2, "to": "v04_04"}).state
    # v04_04 is next to alpha's port (v03_02's neighbours are v03_01 and v04_03): a planet point, but legal
    assert {"type": "stop"} in GAME.legal_actions(state, seat)
    state = GAME.apply(state, seat, {"type": "step", "ship": 2, "to": "v04_03"}).state
    assert alpha != beta and {"type": "stop"} not in GAME.legal_actions(state, seat)  # alpha's ship and launch point


def test_a_colony_ship_never_ends_on_a_trade_point_and_a_trade_ship_needs_the_freight_of_its_number() -> None:
    # Green Folk: T1 v14_03, T2 v14_04
    colony = play(moving((Ship(1, "colony", "v13_02"),)), {"type": "step", "ship": 1, "to": "v14_03"})
    assert {"type": "stop"} not in legal(colony)
    trade = play(moving((Ship(1, "trade", "v13_05"),)), {"type": "step", "ship": 1, "to": "v14_04"})
    assert {"type": "stop"} not in legal(trade)  # T2 needs 2 freight rings
    rich = moving((Ship(1, "trade", "v13_05"),), freight=2)
    assert {"type": "stop"} in legal(play(rich, {"type": "step", "ship": 1, "to": "v14_04"}))


def place_token(state: State, planet: str, token: str) -> State:
    """`token` onto `planet`, face down, swapped with whatever lay there (every token stays once)."""
    tokens = list(state.tokens)
    here = next(i for i, (p, _, _) in enumerate(tokens) if p == planet)
    there = next(i for i, (_, t, _) in enumerate(tokens) if t == token)
    tokens[there] = (tokens[there][0], tokens[here][1], tokens[there][2])
    tokens[here] = (planet, token, False)
    return replace(state, tokens=tuple(tokens))


def test_a_colony_ship_parked_on_an_outer_colony_point_must_leave_unless_it_founds() -> None:
    parked = moving((Ship(1, "colony", "v08_04"),))  # sys1's colony point between sys1_p0 and sys1_p2
    blocked = place_token(parked, "sys1_p0", "tok_s_pirate7")  # no founding next to a pirate lair
    kinds = [a["type"] for a in legal(blocked)]
    assert "end_movement" not in kinds and "stay" not in kinds
    there_and_back = play(
        blocked, {"type": "step", "ship": 1, "to": "v08_03"}, {"type": "step", "ship": 1, "to": "v08_04"}
    )
    assert {"type": "stop"} not in legal(there_and_back)  # it may pass, not end where it had to leave
    open_planets = place_token(place_token(parked, "sys1_p0", "tok_a_5a"), "sys1_p2", "tok_b_3a")
    assert {"type": "stay", "ship": 1} in legal(open_planets)  # it may stay, then must found
    stayed = play(open_planets, {"type": "stay", "ship": 1})
    assert legal(stayed) == [{"type": "found_colony"}]


def test_peeks_are_private_and_the_table_only_sees_who_passed_by() -> None:
    state = moving((Ship(1, "colony", "v07_06"),))
    step = GAME.apply(state, "p1", {"type": "step", "ship": 1, "to": "v08_07"})
    peeked = [e for e in step.events if e["type"] == "peeked"]
    public = [e for e in step.events if e["type"] == "passed_by"]
    assert peeked and peeked[0]["to"] == ["p1"] and public and public[0]["to"] is None
    assert "tokens" not in public[0]
    token = peeked[0]["tokens"][0]
    assert token in str(GAME.view(step.state, "p1")["private"]["peeked"])
    assert token not in str(GAME.view(step.state, "p2")) and token not in str(GAME.view(step.state, None))


def test_a_pirate_lair_falls_to_enough_guns_and_a_reserve_token_takes_its_place_face_up() -> None:
    state = moving((Ship(1, "colony", "v06_07"),), guns=5, friends=("sci_guns2",))  # 7 guns
    state = place_token(state, "sys1_p2", "tok_s_pirate7")  # next to v07_06, not to v06_07
    step = GAME.apply(state, "p1", {"type": "step", "ship": 1, "to": "v07_06"})
    special = next(e for e in step.events if e["type"] == "special")
    assert special["token"] == "tok_s_pirate7" and step.state.players[0].specials == ("tok_s_pirate7",)
    weak = moving((Ship(1, "colony", "v06_07"),), guns=6)
    weak = place_token(weak, "sys1_p2", "tok_s_pirate7")
    assert not any(
        e["type"] == "special" for e in GAME.apply(weak, "p1", {"type": "step", "ship": 1, "to": "v07_06"}).events
    )
    placed = dict((p, (t, up)) for p, t, up in step.state.tokens)["sys1_p2"]
    assert placed[1] and placed[0].startswith("tok_r_")


def test_founding_a_colony_turns_both_tokens_up_and_respects_the_cap() -> None:
    state = moving((Ship(1, "colony", "v08_07"),), base=3, seats=3)
    state = place_token(place_token(state, "sys1_p1", "tok_a_5a"), "sys1_p2", "tok_b_3a")
    state = play(state, {"type": "step", "ship": 1, "to": "v09_06"}, {"type": "stop"})
    assert state.phase == END_MOVE and legal(state) == [{"type": "found_colony"}, {"type": "decline"}]
    done = play(state, {"type": "found_colony"})
    assert "v09_06" in done.players[0].colonies and done.players[0].ships == ()
    up = {p: u for p, _, u in done.tokens}
    assert up["sys1_p1"] and up["sys1_p2"]
    # three players: two colonies fill an outer system
    full = state.with_player(1, colonies=(*state.players[1].colonies, "v08_04", "v10_04"))
    assert {"type": "found_colony"} not in legal(full)


def test_stations_go_up_in_order_and_bring_a_friendship_card_and_the_disk() -> None:
    state = moving((Ship(1, "trade", "v13_02"),), freight=1)
    state = play(state, {"type": "step", "ship": 1, "to": "v14_03"}, {"type": "stop"})
    assert legal(state) == [{"type": "establish_station"}, {"type": "decline"}]
    state = play(state, {"type": "establish_station"})
    assert state.phase == FRIEND and next(a["card"] for a in legal(state)) == "gf_ore"
    state = play(state, {"type": "take_friendship", "card": "gf_fuel"})
    assert state.players[0].stations == (("base_green_folk", 1),) and state.players[0].friends == ("gf_fuel",)
    assert state.disks[0] == 0 and "gf_fuel" not in state.base_cards[0]
    # a second player with two stations there takes the disk; with one each, the lower number keeps it
    rival = state.with_player(1, stations=(("base_green_folk", 2),))
    from rules.starfarers.movement import _recount_disk

    assert _recount_disk(rival, 0, []).disks[0] == 0
    ahead = state.with_player(1, stations=(("base_green_folk", 2), ("base_green_folk", 3)))
    assert _recount_disk(ahead, 0, []).disks[0] == 1


def test_frozen_ships_cannot_move_and_finish_where_they_stand() -> None:
    state = moving((Ship(1, "colony", "v06_07"), Ship(2, "colony", "v06_11")))
    frozen = replace(state, frozen=(1,))
    assert steps(frozen, 1) == [] and steps(frozen, 2)
    with pytest.raises(IllegalAction):
        GAME.apply(frozen, "p1", {"type": "step", "ship": 1, "to": "v05_07"})
    done = play(frozen, {"type": "stay", "ship": 2})
    assert done.phase == ROLL  # the frozen ship finished where it stood; the turn passed


def test_fly_to_offers_the_points_where_a_ship_can_found_as_chains_of_legal_steps() -> None:
    state = moving((Ship(1, "colony", "v07_06"),), base=5)
    state = place_token(place_token(state, "sys1_p1", "tok_a_5a"), "sys1_p2", "tok_b_3a")
    routes = GAME.shortcuts(state, "p1", "en")
    to_found = [r for r in routes if r.label == "Fly ship 1 to point 9·6 to found a colony"]
    assert to_found and to_found[0].hint == "2 steps."
    route = to_found[0]
    assert route.actions[:2] == (
        {"type": "step", "ship": 1, "to": "v08_07"},
        {"type": "step", "ship": 1, "to": "v09_06"},
    ) and route.actions[-1] == {"type": "stop"}
    for action in route.actions:
        state = GAME.apply(state, "p1", action).state
    assert state.phase == END_MOVE and {"type": "found_colony"} in legal(state)
    assert GAME.shortcuts(state, "p1", "en") == ()  # nothing to fly while the ship decides
