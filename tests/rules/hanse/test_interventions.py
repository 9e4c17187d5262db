"""§4.3 f playing interventions, §4.5 the reaction window, §5 every intervention's effect."""

from __future__ import annotations

from typing import Any

import pytest

from rules.contract import IllegalAction
from rules.hanse import GAME
from rules.hanse.state import HanseState
from rules.hanse.testing import (
    GoodsSpec,
    active_seat,
    force_dice,
    run,
    set_goods,
    started,
    update_player,
    update_turn,
    with_hand,
    with_tableau,
)


def duel(mine: list[str], theirs: list[str], planet: str = "taghellia", seed: int = 11) -> HanseState:
    """The first player's turn with exactly these hands."""
    state = started(GAME, seed=seed, planet=planet)
    me = active_seat(state)
    return with_hand(with_hand(state, me, mine), 1 - me, theirs)


def legal(state: HanseState) -> list[dict[str, Any]]:
    return GAME.legal_actions(state, GAME.acting(state)[0])


def plays(state: HanseState) -> list[dict[str, Any]]:
    return [a for a in legal(state) if a["type"] == "play"]


def public(state: HanseState) -> dict[str, Any]:
    view: dict[str, Any] = GAME.view(state, None)["public"]
    return view


def player(state: HanseState, seat: int) -> dict[str, Any]:
    data: dict[str, Any] = public(state)["players"][state.seats[seat]]
    return data


def test_4_5_the_window_opens_even_when_the_opponent_holds_no_copy_and_allow_is_its_only_action() -> None:
    state = duel(["agent_einschleusen"], ["container"])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"})
    assert state.phase == "reaction"
    assert GAME.acting(state) == (state.seats[1 - me],)
    assert GAME.legal_actions(state, state.seats[1 - me]) == [{"type": "allow"}]
    assert GAME.legal_actions(state, state.seats[me]) == []
    assert public(state)["pending"] == {"by": state.seats[me], "card": "agent_einschleusen", "params": {}}
    with pytest.raises(IllegalAction):
        GAME.apply(state, state.seats[1 - me], {"type": "neutralize"})


def test_4_5_neutralize_with_a_card_of_the_same_kind_cancels_the_effect() -> None:
    state = duel(["agent_einschleusen"], ["agent_einschleusen", "container"])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"})
    assert legal(state) == [{"type": "allow"}, {"type": "neutralize"}]
    state, events = run(GAME, state, {"type": "neutralize"})
    assert state.phase == "main"  # no agent bonus
    assert GAME.acting(state) == (state.seats[me],)
    assert [c["kind"] for c in player(state, me)["discard"]] == ["agent_einschleusen"]
    assert [c["kind"] for c in player(state, 1 - me)["discard"]] == ["agent_einschleusen"]
    assert player(state, 1 - me)["hand_count"] == 1  # no replacement drawn
    assert public(state)["turn"]["interventions_played"] == 1  # still counts for the player (D-21)
    assert events[0]["type"] == "neutralized"


def test_4_5_only_the_same_kind_neutralizes() -> None:
    state = duel(["ladevorgang_innen"], ["ladevorgang_aussen"])
    state, _ = run(GAME, state, plays(state)[0])
    assert legal(state) == [{"type": "allow"}]


def test_4_3_f_at_most_two_interventions_per_turn_and_a_neutralized_one_counts() -> None:
    state = duel(
        ["transmitter_tor_aktivieren", "sonnentunnel_oeffnen", "nachbrenner_zuenden"], ["transmitter_tor_aktivieren"]
    )
    state, _ = run(GAME, state, {"type": "play", "card": "transmitter_tor_aktivieren"}, {"type": "neutralize"})
    state, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"}, {"type": "allow"})
    assert plays(state) == []
    assert public(state)["turn"]["interventions_played"] == 2


def test_2_4_a_played_card_is_the_lowest_copy_and_goes_to_the_discard_pile() -> None:
    state = duel(["agent_einschleusen", "agent_einschleusen"], [])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"})
    deck = state.players[me].deck_name
    assert player(state, me)["discard"] == [{"id": f"{deck}:agent_einschleusen#1", "kind": "agent_einschleusen"}]


def test_5_passenger_on_its_planet_scores_3_without_a_reaction() -> None:
    state = duel(["passagier_taghellia", "passagier_coronis"], ["passagier_taghellia"])
    me = active_seat(state)
    assert plays(state) == [{"type": "play", "card": "passagier_taghellia"}]
    state, events = run(GAME, force_dice(state, [3]), {"type": "roll"}, {"type": "play", "card": "passagier_taghellia"})
    assert state.phase == "main"
    assert GAME.acting(state) == (state.seats[me],)
    assert player(state, me)["score"] == 3
    assert public(state)["turn"]["flight"] == {"energy": 3, "kind": "normal"}  # the flight goes on
    assert events[-1] == {"type": "scored", "to": None, "seat": state.seats[me], "gained": 3, "score": 3}


def test_5_passenger_never_from_orbit() -> None:
    state = duel(["passagier_taghellia"], [])
    me = active_seat(state)
    state = with_tableau(update_player(state, me, position="o4"), me, ["orbitalstation"])
    assert plays(state) == []


def test_5_passenger_reaching_70_wins_at_once() -> None:
    state = duel(["passagier_taghellia"], [])
    me = active_seat(state)
    state = update_player(state, me, score=69)
    state, _ = run(GAME, state, {"type": "play", "card": "passagier_taghellia"})
    assert GAME.is_over(state)
    assert GAME.result(state).reason == "reached_70"
    assert GAME.result(state).scores[state.seats[me]] == 70


def loaded_for_here(state: HanseState, spec: GoodsSpec, planet_goods: GoodsSpec = (("w05", "coronis"),)) -> HanseState:
    planet = state.start_planet
    assert planet is not None
    return set_goods(state, planets={planet: planet_goods}, containers={(active_seat(state), 0): spec}, others="remove")


def test_5_agent_gives_one_extra_planet_action_at_once() -> None:
    state = loaded_for_here(duel(["agent_einschleusen"], []), [("w13", "taghellia")])
    state = update_turn(state, planet_actions_left=0)
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "allow"})
    assert state.phase == "agent_bonus"
    assert legal(state) == [{"type": "unload", "container": 0}, {"type": "decline_bonus"}]
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert state.phase == "main"
    assert player(state, active_seat(state))["score"] == 2
    assert public(state)["turn"]["planet_actions_left"] == 0


def test_5_agent_bonus_may_be_declined_and_the_flight_goes_on() -> None:
    state = duel(["agent_einschleusen"], [])
    state, _ = run(GAME, force_dice(state, [4]), {"type": "roll"})
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "allow"})
    state, _ = run(GAME, state, {"type": "decline_bonus"})
    assert state.phase == "main"
    assert public(state)["turn"]["flight"] == {"energy": 4, "kind": "normal"}


def test_5_agent_bonus_planet_action_ends_the_flight() -> None:
    state = loaded_for_here(duel(["agent_einschleusen"], []), [("w13", "taghellia")])
    state, _ = run(GAME, force_dice(state, [4]), {"type": "roll"})
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "allow"})
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert public(state)["turn"]["flight"] is None


def test_5_agent_where_no_planet_action_is_possible_only_declines() -> None:
    state = duel(["agent_einschleusen"], [])
    state = update_player(state, active_seat(state), position="g3")
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "allow"})
    assert legal(state) == [{"type": "decline_bonus"}]


def test_5_agent_bonus_buy_costs_the_turn_price() -> None:
    state = duel(["agent_einschleusen", "container"], [])
    me = active_seat(state)
    state = with_tableau(update_player(state, me, score=10), me, ["nachschub"])
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "allow"})
    state, _ = run(GAME, state, {"type": "buy", "card": "container"})
    assert player(state, me)["score"] == 8


def test_5_inner_loading_loads_from_coronis_or_naginther_wherever_the_ship_is() -> None:
    state = duel(["ladevorgang_innen"], [], planet="dakhit")
    goods = {"coronis": [("w11", "naginther")], "naginther": [("w17", "dakhit")], "talmazzar": [("w07", "coronis")]}
    state = set_goods(state, planets=goods, others="remove")
    assert plays(state) == [
        {"type": "play", "card": "ladevorgang_innen", "planet": "coronis", "destination": "naginther"},
        {"type": "play", "card": "ladevorgang_innen", "planet": "naginther", "destination": "dakhit"},
    ]
    state, _ = run(GAME, force_dice(state, [5]), {"type": "roll"})
    state, _ = run(GAME, state, plays(state)[1])
    assert public(state)["pending"]["params"] == {"planet": "naginther", "destination": "dakhit"}
    state, _ = run(GAME, state, {"type": "allow"})
    me = player(state, active_seat(state))
    assert me["containers"] == [{"index": 0, "destination": "dakhit", "values": [2]}]
    turn = public(state)["turn"]
    assert turn["planet_actions_left"] == 2  # not a planet action (D-17)
    assert turn["flight"] == {"energy": 5, "kind": "normal"}  # and the flight goes on
    assert {"type": "unload", "container": 0} in legal(state)


def test_5_outer_loading_uses_talmazzar_or_dakhit_and_needs_an_empty_container() -> None:
    state = duel(["ladevorgang_aussen"], [], planet="coronis")
    goods = {"talmazzar": [("w07", "coronis")], "dakhit": [("w09", "coronis")], "naginther": [("w17", "dakhit")]}
    state = set_goods(state, planets=goods, others="remove")
    assert [(a["planet"], a["destination"]) for a in plays(state)] == [("talmazzar", "coronis"), ("dakhit", "coronis")]
    state = set_goods(state, containers={(active_seat(state), 0): [("w01", "naginther")]})
    assert plays(state) == []


def test_5_on_board_transmitter_swaps_two_containers() -> None:
    state = duel(["bordtransmitter_aktivieren"], [])
    me = active_seat(state)
    state = with_tableau(state, me, ["container"])
    containers = {(me, 0): [("w11", "naginther")], (1 - me, 0): [("w30", "dakhit"), ("w28", "dakhit")]}
    state = set_goods(state, containers=containers)
    assert plays(state) == [{"type": "play", "card": "bordtransmitter_aktivieren", "own": 0, "other": 0}]
    state, _ = run(GAME, state, plays(state)[0], {"type": "allow"})
    assert player(state, me)["containers"][0] == {"index": 0, "destination": "dakhit", "values": [3, 3]}
    assert player(state, 1 - me)["containers"][0] == {"index": 0, "destination": "naginther", "values": [3]}


def test_5_on_board_transmitter_needs_two_loaded_containers() -> None:
    state = duel(["bordtransmitter_aktivieren"], [])
    state = set_goods(state, containers={(active_seat(state), 0): [("w11", "naginther")]})
    assert plays(state) == []


def test_5_hyperstorm_reshuffles_draws_five_and_ends_the_turn_without_end_of_turn_steps() -> None:
    state = duel(["hypersturm_ausloesen", "agent_einschleusen", "container"], [])
    me = active_seat(state)
    state = update_player(state, me, discard=(state.players[me].deck[0],), deck=state.players[me].deck[1:])
    state, events = run(GAME, state, {"type": "play", "card": "hypersturm_ausloesen"}, {"type": "allow"})
    mine = player(state, me)
    assert mine["hand_count"] == 5
    assert mine["discard"] == []
    assert mine["deck_count"] == 30 - 1 - 5
    assert GAME.acting(state) == (state.seats[1 - me],)
    assert state.phase == "main"
    types = [e["type"] for e in events]
    assert "hyperstorm" in types and "discarded" not in types
    assert types.count("drew") == 1


def test_4_5_a_neutralized_hyperstorm_leaves_the_turn_running() -> None:
    state = duel(["hypersturm_ausloesen"], ["hypersturm_ausloesen"])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "hypersturm_ausloesen"}, {"type": "neutralize"})
    assert GAME.acting(state) == (state.seats[me],)
    assert player(state, me)["hand_count"] == 0


def test_4_5_nothing_can_be_played_during_the_reaction() -> None:
    state = duel(["sonnentunnel_oeffnen", "agent_einschleusen"], [])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"})
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, state.seats[me], {"type": "play", "card": "agent_einschleusen"})


def test_4_5_the_neutralizing_card_counts_for_nobody() -> None:
    state = duel(["agent_einschleusen"], ["agent_einschleusen", "sonnentunnel_oeffnen", "transmitter_tor_aktivieren"])
    me = active_seat(state)
    state, _ = run(GAME, state, {"type": "play", "card": "agent_einschleusen"}, {"type": "neutralize"})
    state, _ = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
    assert active_seat(state) == 1 - me
    assert public(state)["turn"]["interventions_played"] == 0
    state = with_hand(state, me, [])
    state, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"}, {"type": "allow"})
    assert any(a["card"] == "transmitter_tor_aktivieren" for a in plays(state))
