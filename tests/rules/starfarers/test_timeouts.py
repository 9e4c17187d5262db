"""§9.2: the default of each prompt when its deadline passes, always a legal action: discards from the largest
unmarked type, no steal, the best-stocked bank card, the smallest node, offers dropped, withdrawn or declined,
add-ons gained in order and lost from the largest stock, and a ship that must leave flying the canonical path to
the nearest legal end node."""

from __future__ import annotations

from dataclasses import replace

from rules.starfarers.game import GAME
from rules.starfarers.setup import build
from rules.starfarers.state import DISCARD, STEAL, TRADE, Ship
from rules.starfarers.testing import arrange
from rules.starfarers.timeouts import canonical_path

SEATS = ["p1", "p2", "p3", "p4"]


def test_the_canonical_path_is_shortest_and_takes_the_smallest_node_id_at_each_fork() -> None:
    path = canonical_path("v04_03", "v08_04")
    assert len(path) == 6 and path[0] == "v04_03" and path[-1] == "v08_04"  # the spec's distance of 5
    assert canonical_path("v06_07", "v06_07") == ["v06_07"]


def test_defaults_of_the_turn_start_and_the_trade_menu() -> None:
    state = build(SEATS, 3, {}, [])
    assert GAME.timeout_action(replace(state, active=0), "p1") == {"type": "roll"}
    window = arrange(state, hands={1: {"ore": 2, "food": 6}}, phase=DISCARD, owed=(0, 4, 0, 0), marks=((), (), (), ()))
    assert GAME.timeout_action(window, "p2") == {"type": "discard", "resource": "food"}
    steal = arrange(state, hands={1: {"ore": 1}}, phase=STEAL, active=0)
    assert GAME.timeout_action(steal, "p1") == {"type": "no_steal"}
    menu = replace(state, phase=TRADE, active=0)
    assert GAME.timeout_action(menu, "p1") == {"type": "end_trade_build"}


def test_an_open_offer_is_declined_by_responders_and_withdrawn_by_its_author() -> None:
    state = build(SEATS, 3, {}, [])
    state = arrange(state, hands={0: {"ore": 1}}, phase=TRADE, active=0, start=0)
    for action in (
        {"type": "offer_start"},
        {"type": "offer_give", "resource": "ore"},
        {"type": "offer_want", "resource": "food"},
    ):
        assert GAME.timeout_action(state, "p1") in ({"type": "offer_drop"}, {"type": "end_trade_build"})
        state = GAME.apply(state, "p1", action).state
    state = GAME.apply(state, "p1", {"type": "offer_send"}).state
    assert GAME.timeout_action(state, "p2") == {"type": "decline"}
    assert GAME.timeout_action(state, "p1") == {"type": "withdraw"}


def test_a_ship_that_must_leave_flies_towards_the_nearest_legal_end_node() -> None:
    state = build(SEATS, 1, {}, [])
    state = replace(state, active=0, start=0).with_player(0, ships=(Ship(1, "colony", "v08_04"),))
    tokens = list(state.tokens)
    sys1 = [p for p, _, _ in tokens].index("sys1_p0")
    lair = [t for _, t, _ in tokens].index("tok_s_pirate7")
    tokens[lair] = (tokens[lair][0], tokens[sys1][1], tokens[lair][2])
    tokens[sys1] = ("sys1_p0", "tok_s_pirate7", False)  # no founding here: the ship must leave
    state = replace(state, tokens=tuple(tokens), phase="shake", rig_shakes=(("blue", "yellow_1"),))
    state = GAME.apply(state, "p1", {"type": "shake"}).state
    default = GAME.timeout_action(state, "p1")
    assert default == {"type": "step", "ship": 1, "to": "v07_05"}  # v07_05 < v08_03, both one edge away
    moved = GAME.apply(state, "p1", default).state
    assert GAME.timeout_action(moved, "p1") == {"type": "stop"}
