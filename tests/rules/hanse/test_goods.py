"""§4.3 e and §4.4 planet actions: load, unload (bonus, flip, pairs, end checks), buy; Orbital Stations."""

from __future__ import annotations

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
    with_hand,
    with_tableau,
)


def on(planet: str, position: str | None = None, seed: int = 1) -> HanseState:
    state = started(GAME, seed=seed, planet=planet)
    if position is not None:
        state = update_player(state, active_seat(state), position=position)
    return state


def legal(state: HanseState) -> list[dict[str, object]]:
    return GAME.legal_actions(state, GAME.acting(state)[0])


def public(state: HanseState) -> dict[str, object]:
    view: dict[str, object] = GAME.view(state, None)["public"]
    return view


def me(state: HanseState) -> dict[str, object]:
    players = GAME.view(state, None)["public"]["players"]
    mine: dict[str, object] = players[state.seats[active_seat(state)]]
    return mine


def loaded(state: HanseState, spec: GoodsSpec, at_planet: GoodsSpec = ()) -> HanseState:
    """The active player's container 0 holds `spec`; the ship's planet holds `at_planet`; nothing else."""
    planet = state.start_planet
    assert planet is not None
    return set_goods(state, planets={planet: at_planet}, containers={(active_seat(state), 0): spec}, others="remove")


CORONIS_GOODS: GoodsSpec = [("w11", "naginther"), ("w13", "naginther"), ("w03", "vinau_ii")]


def test_4_4_load_moves_the_whole_stack_into_the_lowest_empty_container() -> None:
    state = set_goods(on("coronis"), planets={"coronis": CORONIS_GOODS}, others="remove")
    assert [a for a in legal(state) if a["type"] == "load"] == [
        {"type": "load", "destination": "naginther"},
        {"type": "load", "destination": "vinau_ii"},
    ]
    state, events = run(GAME, state, {"type": "load", "destination": "naginther"})
    assert me(state)["containers"] == [{"index": 0, "destination": "naginther", "values": [3, 3]}]
    assert public(state)["planets"][0]["stacks"] == [{"destination": "vinau_ii", "values": [2]}]  # type: ignore[index]
    assert events[0]["type"] == "loaded" and events[0]["values"] == [3, 3] and events[0]["container"] == 0


def test_4_4_a_loaded_container_is_sealed_and_the_next_load_fills_the_next_container() -> None:
    state = set_goods(on("coronis"), planets={"coronis": CORONIS_GOODS}, others="remove")
    state, _ = run(GAME, state, {"type": "load", "destination": "naginther"})
    assert not any(a["type"] == "load" for a in legal(state))
    state = set_goods(on("coronis"), planets={"coronis": CORONIS_GOODS}, others="remove")
    state = with_tableau(state, active_seat(state), ["container"])
    state, _ = run(
        GAME, state, {"type": "load", "destination": "naginther"}, {"type": "load", "destination": "vinau_ii"}
    )
    assert [c["destination"] for c in me(state)["containers"]] == ["naginther", "vinau_ii"]  # type: ignore[attr-defined]


def test_4_4_unload_scores_the_shown_values_without_bonus_when_goods_wait_there() -> None:
    state = loaded(on("naginther"), [("w11", "naginther"), ("w13", "naginther")], at_planet=[("w05", "coronis")])
    state, events = run(GAME, state, {"type": "unload", "container": 0})
    assert me(state)["score"] == 6
    unloaded = next(e for e in events if e["type"] == "unloaded")
    assert unloaded["bonus"] == 0 and unloaded["gained"] == 6
    flipped = next(e for e in events if e["type"] == "flipped")
    assert flipped["goods"] == [{"destination": "vinau_ii", "value": 2}, {"destination": "taghellia", "value": 2}]
    assert public(state)["planets"][1]["stacks"] == [  # type: ignore[index]
        {"destination": "coronis", "values": [3]},
        {"destination": "vinau_ii", "values": [2]},
        {"destination": "taghellia", "values": [2]},
    ]
    assert me(state)["containers"] == [{"index": 0, "destination": None, "values": []}]


def test_4_4_unload_bonus_on_an_empty_planet() -> None:
    state = loaded(on("naginther"), [("w11", "naginther"), ("w13", "naginther")])
    state, events = run(GAME, state, {"type": "unload", "container": 0})
    assert me(state)["score"] == 8  # 3 + 3 + 1 bonus per card
    assert next(e for e in events if e["type"] == "unloaded")["bonus"] == 2


def test_4_4_unload_needs_goods_for_this_planet() -> None:
    state = loaded(on("coronis"), [("w11", "naginther")], at_planet=[("w05", "taghellia")])
    assert not any(a["type"] == "unload" for a in legal(state))
    with pytest.raises(IllegalAction):
        GAME.apply(state, state.seats[active_seat(state)], {"type": "unload", "container": 0})


def test_4_4_twins_flipped_together_leave_the_game() -> None:
    spec = [("w01", "naginther"), ("w02", "naginther"), ("w13", "naginther")]
    state = loaded(on("naginther"), spec, at_planet=[("w30", "dakhit")])
    state, events = run(GAME, state, {"type": "unload", "container": 0})
    removed = next(e for e in events if e["type"] == "pair_removed")
    assert removed["destination"] == "coronis" and removed["values"] == [3, 2]
    assert public(state)["removed"] == {"count": 2, "pairs": [["naginther", "coronis"]]}
    assert public(state)["planets"][1]["stacks"] == [  # type: ignore[index]
        {"destination": "taghellia", "values": [2]},
        {"destination": "dakhit", "values": [3]},
    ]
    assert state.phase == "main"


def test_4_4_several_pairs_let_the_unloader_choose_one_and_the_other_stays() -> None:
    spec = [("w01", "coronis"), ("w02", "coronis"), ("w03", "coronis"), ("w04", "coronis")]
    state = loaded(on("coronis"), spec, at_planet=[("w30", "dakhit")])
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert state.phase == "choose_pair"
    assert legal(state) == [
        {"type": "remove_pair", "destination": "naginther"},
        {"type": "remove_pair", "destination": "vinau_ii"},
    ]
    assert public(state)["pair_choice"] == {
        "planet": "coronis",
        "goods": [
            {"destination": "naginther", "value": 3},
            {"destination": "naginther", "value": 2},
            {"destination": "vinau_ii", "value": 3},
            {"destination": "vinau_ii", "value": 2},
        ],
        "candidates": ["naginther", "vinau_ii"],
    }
    assert public(state)["goods_left"] == 5
    state, _ = run(GAME, state, {"type": "remove_pair", "destination": "vinau_ii"})
    assert state.phase == "main"
    assert public(state)["planets"][0]["stacks"] == [  # type: ignore[index]
        {"destination": "naginther", "values": [3, 2]},
        {"destination": "dakhit", "values": [3]},
    ]
    assert public(state)["removed"] == {"count": 2, "pairs": [["coronis", "vinau_ii"]]}


def test_4_4_reaching_70_mid_unload_wins_at_once_without_flipping() -> None:
    state = loaded(on("naginther"), [("w11", "naginther"), ("w13", "naginther")], at_planet=[("w05", "coronis")])
    state = update_player(state, active_seat(state), score=66)
    state, events = run(GAME, state, {"type": "unload", "container": 0})
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.reason == "reached_70"
    assert result.ranking[0] == [state.seats[active_seat(state)]]
    assert result.scores[state.seats[active_seat(state)]] == 70
    assert not any(e["type"] == "flipped" for e in events)
    assert me(state)["containers"] == [{"index": 0, "destination": "naginther", "values": [3, 3]}]


def test_6_goods_exhausted_when_the_last_pair_leaves() -> None:
    state = loaded(on("naginther"), [("w01", "naginther"), ("w02", "naginther")])
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.reason == "goods_exhausted"
    assert result.ranking == [[state.seats[active_seat(state)]], [state.seats[1 - active_seat(state)]]]
    assert public(state)["goods_left"] == 0


def test_4_4_end_check_runs_after_the_pair_choice() -> None:
    spec = [("w01", "coronis"), ("w02", "coronis"), ("w03", "coronis"), ("w04", "coronis")]
    state = loaded(on("coronis"), spec)
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert state.phase == "choose_pair"
    state, _ = run(GAME, state, {"type": "remove_pair", "destination": "naginther"})
    assert not GAME.is_over(state)  # the vinau_ii twins are still at Coronis


def test_4_3_e_orbital_station_allows_one_planet_action_from_orbit() -> None:
    state = loaded(on("naginther", position="o2"), [("w11", "naginther")], at_planet=[("w05", "coronis")])
    assert not any(a["type"] in ("load", "unload", "buy") for a in legal(state))
    state = with_tableau(state, active_seat(state), ["orbitalstation"])
    assert {"type": "unload", "container": 0} in legal(state)
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert public(state)["turn"]["orbital_uses_left"] == 0  # type: ignore[index]
    assert public(state)["turn"]["planet_actions_left"] == 1  # type: ignore[index]
    assert not any(a["type"] == "load" for a in legal(state))  # the station is used up


def test_4_3_e_on_a_surface_no_orbital_use_is_consumed() -> None:
    state = loaded(on("naginther"), [("w11", "naginther")], at_planet=[("w05", "coronis")])
    state = with_tableau(state, active_seat(state), ["orbitalstation"])
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert public(state)["turn"]["orbital_uses_left"] == 1  # type: ignore[index]


def test_4_3_e_never_a_planet_action_from_a_gap() -> None:
    state = loaded(on("naginther", position="g2"), [("w11", "naginther")], at_planet=[("w05", "coronis")])
    state = with_tableau(state, active_seat(state), ["orbitalstation", "orbitalstation"])
    assert not any(a["type"] in ("load", "unload", "buy") for a in legal(state))


def test_4_3_e_two_planet_actions_per_turn() -> None:
    goods = [("w11", "naginther"), ("w05", "taghellia"), ("w07", "talmazzar")]
    state = set_goods(on("coronis"), planets={"coronis": goods}, others="remove")
    state = with_tableau(state, active_seat(state), ["container", "container"])
    state, _ = run(
        GAME, state, {"type": "load", "destination": "naginther"}, {"type": "load", "destination": "taghellia"}
    )
    assert public(state)["turn"]["planet_actions_left"] == 0  # type: ignore[index]
    assert not any(a["type"] == "load" for a in legal(state))


def buyer(score: int, hand: list[str]) -> HanseState:
    state = on("taghellia")
    state = with_hand(state, active_seat(state), hand)
    return update_player(state, active_seat(state), score=score)


def test_4_4_buy_pays_the_price_fixed_at_the_start_of_the_turn() -> None:
    state = buyer(10, ["container", "nachschub"])
    state, _ = run(GAME, state, {"type": "buy", "card": "container"}, {"type": "buy", "card": "nachschub"})
    assert me(state)["score"] == 8  # 1 + 1: the price stays 1 although the tableau grew
    assert [c["kind"] for c in me(state)["tableau"]] == ["startkarte", "container", "nachschub"]  # type: ignore[attr-defined]
    assert me(state)["technologies"] == 3


def test_4_2_the_price_is_the_number_of_technologies_owned() -> None:
    state = on("taghellia")
    state = with_tableau(state, active_seat(state), ["container", "nachschub"])
    assert public(state)["turn"]["price"] == 3  # type: ignore[index]


def test_4_4_buying_with_too_little_mg_is_illegal() -> None:
    state = buyer(0, ["container"])
    assert not any(a["type"] == "buy" for a in legal(state))
    with pytest.raises(IllegalAction, match="buy"):
        GAME.apply(state, state.seats[active_seat(state)], {"type": "buy", "card": "container"})


def test_4_4_interventions_cannot_be_bought() -> None:
    state = buyer(10, ["agent_einschleusen"])
    assert not any(a["type"] == "buy" for a in legal(state))


def test_4_4_a_bought_container_can_be_loaded_at_once() -> None:
    state = buyer(5, ["container"])
    state = set_goods(
        state,
        planets={"taghellia": [("w05", "coronis")]},
        containers={(active_seat(state), 0): [("w11", "naginther")]},
        others="remove",
    )
    state, _ = run(GAME, state, {"type": "buy", "card": "container"}, {"type": "load", "destination": "coronis"})
    assert [c["destination"] for c in me(state)["containers"]] == ["naginther", "coronis"]  # type: ignore[attr-defined]


def test_4_4_a_bought_orbital_station_adds_a_use_this_turn() -> None:
    state = buyer(5, ["orbitalstation"])
    state, _ = run(GAME, state, {"type": "buy", "card": "orbitalstation"})
    assert public(state)["turn"]["orbital_uses_left"] == 1  # type: ignore[index]


def test_4_4_a_bought_hyperjump_waits_for_the_next_turn() -> None:
    state = buyer(5, ["hypersprung_innen"])
    buyer_seat = state.seats[active_seat(state)]
    state, _ = run(GAME, state, {"type": "buy", "card": "hypersprung_innen"})
    assert not any(a["type"] == "hyperjump" for a in legal(state))
    state, _ = run(
        GAME, state, {"type": "end_turn"}, {"type": "finish_turn"}, {"type": "end_turn"}, {"type": "finish_turn"}
    )
    assert GAME.acting(state) == (buyer_seat,)
    assert {"type": "hyperjump", "direction": "in"} in legal(state)


def test_4_4_a_fusion_drive_bought_counts_for_the_next_roll_of_the_turn() -> None:
    state = buyer(5, ["fusionstriebwerk", "nachbrenner_zuenden"])
    state = with_hand(state, 1 - active_seat(state), [])
    state, _ = run(GAME, force_dice(state, [3, 3]), {"type": "roll"}, {"type": "buy", "card": "fusionstriebwerk"})
    state, _ = run(GAME, state, {"type": "play", "card": "nachbrenner_zuenden"}, {"type": "allow"})
    assert public(state)["turn"]["flight"] == {"energy": 4, "kind": "afterburner"}  # type: ignore[index]
