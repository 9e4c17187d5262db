"""What the views say a moving ship can do (rules/starfarers/prospects.py, views.py): where it can end, found a
colony (for sure, or if a face-down token is a number) and establish a trade station, from public facts only; what
the seat that looked at a token knows more; and the words that name it all (render/starfarers/words.py)."""

from __future__ import annotations

from typing import Any

from render.starfarers import RENDERER
from rules.frozen import evolve
from rules.starfarers.game import GAME
from rules.starfarers.movement import within
from rules.starfarers.state import MOVE, Ship, State

NAMES = {"p1": "Ann", "p2": "Bo", "p3": "Cy"}


def with_token(state: State, planet: str, token: str, up: bool) -> State:
    """`token` on `planet` (swapped with the token that lay there, so every token stays on the board once)."""
    tokens = list(state.tokens)
    here = next(i for i, t in enumerate(tokens) if t[0] == planet)
    there = next(i for i, t in enumerate(tokens) if t[1] == token)
    tokens[there] = (tokens[there][0], tokens[here][1], tokens[there][2])
    tokens[here] = (planet, token, up)
    return evolve(state, tokens=tuple(tokens))


def moving(ship: Ship, base: int, **player: Any) -> State:
    """Bo (seat 1) in the movement phase with `ship` alone, `base` movement points and no drives."""
    state = GAME.setup(["p1", "p2", "p3"], 1)
    state = state.with_player(1, ships=(ship,), drives=0, **player)
    return evolve(state, phase=MOVE, active=1, base_move=base, origins=((ship.number, ship.node),), duties=())


def colony_scene(hidden_p1: bool = True, p2: str = "tok_b_11b") -> State:
    """Bo's colony ship 1 two steps from two colony points of outer system 1: 8·4 (next to the food and fuel
    planets) and 9·6 (next to the ore and fuel planets). Food shows a 10 and fuel `p2`; ore is face down."""
    state = moving(Ship(1, "colony", "v07_06"), 2)
    state = with_token(state, "sys1_p0", "tok_s_10a", True)
    state = with_token(state, "sys1_p1", "tok_a_5b", not hidden_p1)
    return with_token(state, "sys1_p2", p2, True)


def test_a_colony_ship_can_found_where_the_public_tokens_are_numbers_and_maybe_where_one_is_hidden() -> None:
    state = colony_scene()
    movement = GAME.view(state, None)["public"]["movement"]
    assert movement["reach"]["1"] == [n for n in within("v07_06", 2) if n != "v07_06"]
    assert movement["found"] == {"1": ["v08_04"]}
    assert movement["hidden"] == {"1": ["v09_06"]}
    assert movement["trade"] == {}
    words = RENDERER.board_words(GAME.view(state, None), NAMES).lines
    assert "Ship 1 can found a colony at 1 point: 8·4." in words
    assert "Ship 1 can found a colony at 1 point if the hidden tokens there are numbers: 9·6." in words
    assert f"Ship 1 can end its move on {len(movement['reach']['1'])} points." in words
    assert "Ship 1 can reach: " + ", ".join(_label(n) for n in movement["reach"]["1"]) + "." in words


def _label(node: str) -> str:
    return f"{int(node[1:3])}·{int(node[4:6])}"


def test_a_face_up_pirate_lair_next_to_a_colony_point_rules_it_out() -> None:
    state = colony_scene(p2="tok_s_pirate4")
    movement = GAME.view(state, None)["public"]["movement"]
    assert movement["found"] == {} and movement["hidden"] == {}
    words = " ".join(RENDERER.board_words(GAME.view(state, None), NAMES).lines)
    assert "found a colony" not in words


def test_a_revealed_number_makes_the_hidden_point_a_sure_one() -> None:
    movement = GAME.view(colony_scene(hidden_p1=False), None)["public"]["movement"]
    assert movement["found"] == {"1": ["v08_04", "v09_06"]} and movement["hidden"] == {}


def test_a_trade_ship_can_trade_at_the_next_free_trade_point_its_freight_rings_reach() -> None:
    state = moving(Ship(1, "trade", "v13_02"), 2, freight=2)
    movement = GAME.view(state, None)["public"]["movement"]
    assert movement["trade"] == {"1": ["v14_03"]}  # trade point 1 of the Green Folk; point 2 is not next yet
    assert "Ship 1 can establish a trade station at 1 point: 14·3 (the Green Folk's base)." in (
        RENDERER.board_words(GAME.view(state, None), NAMES).lines
    )
    # once Ann holds point 1, point 2 is the next one
    taken = state.with_player(0, stations=(("base_green_folk", 1),))
    assert GAME.view(taken, None)["public"]["movement"]["trade"] == {"1": ["v14_04"]}
    # without freight rings the trade ship may not even stop on a trade point
    poor = moving(Ship(1, "trade", "v13_02"), 2, freight=0)
    movement = GAME.view(poor, None)["public"]["movement"]
    assert movement["trade"] == {} and "v14_03" not in movement["reach"]["1"]


def test_no_prospects_outside_the_movement_phase() -> None:
    # an encounter card is resolved between the shake and the ships' move: the base is known, nothing is reachable
    movement = GAME.view(evolve(colony_scene(), phase="encounter"), None)["public"]["movement"]
    assert (movement["base"], movement["reach"], movement["found"], movement["hidden"]) == (2, {}, {}, {})


def test_the_seat_that_looked_at_a_hidden_token_is_told_what_it_showed_and_what_that_settles() -> None:
    state = colony_scene()
    state = state.with_player(1, peeked=("tok_a_5b",))
    bo = GAME.view(state, "p2")
    assert bo["private"]["founding"] == {"1": {"found": ["v09_06"], "not": []}}
    words = RENDERER.hand_words(bo, names=NAMES).lines
    assert "You looked at the hidden token of the ore planet of outer system 1: the number 5." in words
    assert "By the tokens you looked at, ship 1 can found a colony at 1 more point: 9·6." in words
    # nobody else learns it: not the other seats' words, not the board
    ann = RENDERER.hand_words(GAME.view(state, "p1"), names=NAMES).lines
    assert not [line for line in ann if "ore planet" in line or "looked at" in line]
    assert "founding" not in GAME.view(state, "p1")["private"]
    assert GAME.view(state, None)["public"]["movement"]["hidden"] == {"1": ["v09_06"]}


def test_a_looked_at_pirate_lair_rules_the_point_out_for_that_seat_alone() -> None:
    state = with_token(colony_scene(), "sys1_p1", "tok_s_pirate7", False)
    state = state.with_player(1, peeked=("tok_s_pirate7",))
    bo = GAME.view(state, "p2")
    assert bo["private"]["founding"] == {"1": {"found": [], "not": ["v09_06"]}}
    words = RENDERER.hand_words(bo, names=NAMES).lines
    assert (
        "You looked at the hidden token of the ore planet of outer system 1: a pirate lair (7 guns beat it)." in words
    )
    assert "By the tokens you looked at, ship 1 cannot found a colony at 1 point: 9·6." in words
    german = RENDERER.hand_words(bo, "de", NAMES).lines
    assert not [line for line in german if "looked at" in line]
