"""§4.5 trade with the bank and build (D45, D16): rates (3:1, 2:1 for goods and Merchants' resources, goods 1:1
once a turn), the two-step bank trade and located builds, costs, limits and supplies, Diplomats' honours and
development aid, the round frame and the win check (§4.9, §6)."""

from __future__ import annotations

from dataclasses import replace

from rules.contract import Event
from rules.starfarers.building import finish_follow_up, follow_ups, menu, open_follow_up, rate
from rules.starfarers.setup import build
from rules.starfarers.state import BANK_GET, LAUNCH, OVER, ROLL, TRADE, UPGRADE, Ship, State, card_type
from rules.starfarers.testing import arrange
from rules.starfarers.turns import check_win, end_turn

SEATS = ["p1", "p2", "p3", "p4"]


def start(seed: int = 4, **hand: int) -> State:
    state = build(SEATS, seed, {}, [])
    return arrange(state, hands={0: hand}, active=0, phase=TRADE)


def kinds(actions: list[dict[str, object]]) -> list[object]:
    return [a["type"] for a in actions]


def counts(state: State, seat: int = 0) -> dict[str, int]:
    found: dict[str, int] = {}
    for card in state.players[seat].hand:
        found[card_type(card)] = found.get(card_type(card), 0) + 1
    return found


def test_the_bank_takes_three_of_a_kind_two_goods_or_two_of_a_merchants_resource_for_one_card() -> None:
    state = start(ore=3, goods=2, fuel=2)
    assert [rate(state, 0, r) for r in ("ore", "fuel", "goods")] == [3, 3, 2]
    assert [a.get("resource") for a in menu(state) if a["type"] == "bank_give"] == ["ore", "goods"]
    merchant = state.with_player(0, friends=("mer_fuel",))
    assert rate(merchant, 0, "fuel") == 2 and {"type": "bank_give", "resource": "fuel"} in menu(merchant)
    events: list[Event] = []
    opened = open_follow_up(state, {"type": "bank_give", "resource": "ore"}, events)
    assert opened.phase == BANK_GET and events == [] and counts(opened) == counts(state)  # nothing paid yet
    assert [a["resource"] for a in follow_ups(opened)] == ["fuel", "carbon", "food", "goods"]
    events = []
    done = finish_follow_up(opened, {"type": "bank_get", "resource": "food"}, events)
    assert counts(done) == {"goods": 2, "fuel": 2, "food": 1} and done.phase == TRADE
    assert events[0]["gave"] == {"ore": 3} and events[0]["got"] == "food"


def test_goods_exchange_trades_one_goods_for_one_card_once_a_turn() -> None:
    state = start(goods=3).with_player(0, friends=("mer_goods",))
    assert rate(state, 0, "goods") == 1
    opened = open_follow_up(state, {"type": "bank_give", "resource": "goods"}, [])
    done = finish_follow_up(opened, {"type": "bank_get", "resource": "ore"}, [])
    assert counts(done) == {"goods": 2, "ore": 1} and rate(done, 0, "goods") == 2


def test_a_ship_is_built_on_a_free_launch_point_with_the_lowest_free_transporter() -> None:
    state = start(ore=2, fuel=2, carbon=1, food=1, goods=2)
    home = state.players[0].home
    launch = {"cat_alpha": ["v03_01", "v04_03"], "cat_beta": ["v03_10", "v04_08"]}.get(home)
    assert "build_colony_ship" in kinds(menu(state)) and "build_trade_ship" in kinds(menu(state))
    opened = open_follow_up(state, {"type": "build_trade_ship"}, [])
    assert opened.phase == LAUNCH
    free = [a["node"] for a in follow_ups(opened)]
    assert len(free) == 1  # the start colony ship stands on the other launch point
    if launch is not None:
        assert free == [n for n in launch if n != state.players[0].ships[0].node]
    events: list[Event] = []
    done = finish_follow_up(opened, {"type": "launch", "node": free[0]}, events)
    assert done.players[0].ships[1] == Ship(2, "trade", free[0])
    assert counts(done) == {"ore": 1, "fuel": 1, "carbon": 1, "food": 1}  # paid 1 ore, 1 fuel, 2 goods
    assert events[0]["ship"] == 2 and events[0]["paid"] == {"ore": 1, "fuel": 1, "goods": 2}
    # both launch points taken: no further ship, whatever the player holds
    assert "build_colony_ship" not in kinds(menu(done))


def test_a_space_port_upgrades_a_colony_and_adds_its_launch_points() -> None:
    state = start(carbon=3, food=2)
    opened = open_follow_up(state, {"type": "build_spaceport"}, [])
    assert opened.phase == UPGRADE
    colonies = [a["node"] for a in follow_ups(opened)]
    assert len(colonies) == 2  # the two home colonies that are not a port yet
    done = finish_follow_up(opened, {"type": "upgrade", "node": colonies[0]}, [])
    assert colonies[0] in done.players[0].ports and counts(done) == {}
    three_ports = replace(done.players[0], ports=(*done.players[0].ports, colonies[1]))
    full = arrange(replace(state, players=(three_ports, *state.players[1:])), hands={0: {"carbon": 3, "food": 2}})
    assert "build_spaceport" not in kinds(menu(full))  # no colony left to upgrade (and three ports at most)


def test_add_ons_cost_their_price_and_stop_at_the_mother_ships_limit_or_an_empty_supply() -> None:
    state = start(fuel=2, carbon=2, ore=2)
    assert {"build_drive", "build_gun", "build_freight_ring"} <= set(kinds(menu(state)))
    events: list[Event] = []
    done = open_follow_up(state, {"type": "build_drive"}, events)
    assert done.players[0].drives == 1 and done.addons == (23, 24, 20) and counts(done) == {"carbon": 2, "ore": 2}
    assert events[0]["build"] == "build_drive"
    capped = state.with_player(0, freight=5)
    assert "build_freight_ring" not in kinds(menu(capped))
    empty = replace(state, addons=(24, 0, 20))
    assert "build_gun" not in kinds(menu(empty))


def test_diplomats_honour_two_goods_with_a_fame_ring_and_aid_takes_from_a_richer_player_once_a_turn() -> None:
    state = start(goods=2).with_player(0, friends=("dip_fame", "dip_aid"))
    state = arrange(state, hands={1: {"ore": 1}})
    state = state.with_player(1, fame=4)  # 4 + 2 = 6 points, more than 4
    assert "use_dip_fame" in kinds(menu(state))
    assert {"type": "use_dip_aid", "target": "p2"} in menu(state)
    honoured = open_follow_up(state, {"type": "use_dip_fame"}, [])
    assert honoured.players[0].fame == 2 and counts(honoured) == {} and "use_dip_fame" not in kinds(menu(honoured))
    events: list[Event] = []
    aided = open_follow_up(state, {"type": "use_dip_aid", "target": "p2"}, events)
    assert counts(aided) == {"goods": 2, "ore": 1} and counts(aided, 1) == {}
    assert events[0]["to"] == ["p1", "p2"] and events[1]["count"] == 1
    assert not any(a["type"] == "use_dip_aid" for a in menu(aided))


def test_turns_pass_to_the_left_rounds_count_and_the_round_limit_ends_the_game() -> None:
    state = replace(start(), start=0, active=3, round=2, max_rounds=3)
    events: list[dict[str, object]] = []
    nxt = end_turn(state, events)
    assert (nxt.active, nxt.round, nxt.phase) == (0, 3, ROLL)
    last = end_turn(replace(nxt, active=3), events)
    assert last.phase == OVER and last.reason == "round_limit"


def test_the_active_player_wins_at_once_on_reaching_the_target() -> None:
    state = start().with_player(0, fame=22)  # 4 + 11
    events: list[dict[str, object]] = []
    won = check_win(state, events)
    assert won.phase == OVER and won.winner == 0 and events[0]["vp"] == 15
    other = replace(state.with_player(0, fame=1).with_player(1, fame=22), active=0)
    assert check_win(other, []).phase == TRADE  # another player's points never win during this turn
