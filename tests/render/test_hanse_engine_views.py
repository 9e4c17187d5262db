"""Real Hanse views from seeded playouts render, match the documented view schema, and leak no ids.

Random players cover long games and the round cap; the heuristic player reaches 70 MG, and on seeds 8
and 12 passes through a pair choice. Views are sampled at the first occurrence of every phase, every
60 actions, and at the end.
"""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image

from render.hanse import RENDERER as hanse
from render.hanse.words import status_line
from render.picture import ALT_LIMIT
from rules import registry
from rules.players import Player, RandomPlayer, default_player, player_rng
from tests.rules.hanse.view_schema import PLAYER_KEYS, PUBLIC_KEYS, TURN_KEYS

SEATS = ["p1", "p2"]
POSITION = re.compile(r"^[pog][1-6]$")
GOODS_ID = re.compile(r"\bw\d\d\b")
INSTANCE_ID = re.compile(r"\b(jet|kugelraumer):")
NAMES = {"p1": "Ada", "p2": "Bram"}


def check_schema(view: dict[str, Any]) -> None:
    """The parts of docs/games/hanse.md the renderer relies on."""
    public = view["public"]
    assert set(public) == PUBLIC_KEYS
    assert public["seats"] == SEATS
    assert set(public["players"]) == set(SEATS) and set(public["scores"]) == set(SEATS)
    for seat, player in public["players"].items():
        assert set(player) == PLAYER_KEYS
        assert player["score"] == public["scores"][seat]
        if player["position"] is None:
            # the engine has no position before the start planet is chosen (the docs list only str)
            assert public["phase"].startswith("setup")
        else:
            assert POSITION.match(player["position"]) and player["position"] != "g6"
        assert 1 <= len(player["containers"]) <= 3
        for i, container in enumerate(player["containers"]):
            assert container["index"] == i
            assert container["values"] == sorted(container["values"], reverse=True)
            assert (container["destination"] is None) == (container["values"] == [])
    assert [p["index"] for p in public["planets"]] == [1, 2, 3, 4, 5, 6]
    for planet in public["planets"]:
        for stack in planet["stacks"]:
            assert set(stack) == {"destination", "values"} and stack["values"]
            assert stack["values"] == sorted(stack["values"], reverse=True)
    if public["turn"] is not None:
        assert set(public["turn"]) == TURN_KEYS
    if public["phase"] == "reaction":
        assert set(public["pending"]) == {"by", "card", "params"}
    if public["phase"] == "choose_pair":
        assert set(public["pair_choice"]) == {"planet", "goods", "candidates"}
    if view["over"]:
        assert set(public["result"]) == {"ranking", "scores", "reason"}


def check_pictures(game: Any, state: Any) -> None:
    public = game.view(state, None)
    check_schema(public)
    board = hanse.board(public, NAMES)
    image = Image.open(io.BytesIO(board.png))
    assert image.size == (board.width, board.height) and image.width >= 1600 and image.mode == "P"
    scores = public["public"]["scores"]
    for seat in SEATS:
        assert f"{NAMES[seat]} (" in board.alt and f"{scores[seat]} MG" in board.alt
    for seat in game.acting(state):
        seat_view = game.view(state, seat)
        hand = hanse.hand(seat_view, "en", NAMES)
        assert Image.open(io.BytesIO(hand.png)).size == (hand.width, hand.height)
        assert not INSTANCE_ID.search(hand.alt) and len(hand.alt) <= ALT_LIMIT
        # a seat's view draws the same board as the public view: only the public part is read
        assert hanse.board(seat_view, NAMES).png == board.png
    acting = game.acting(state)
    if acting:
        # the words (and the marker beside them) name the seat that decides now, in every phase
        assert status_line(public["public"], NAMES).startswith(f"{NAMES[acting[0]]} ")
        assert f"{status_line(public['public'], NAMES)}." in board.alt
        assert status_line(public["public"], NAMES, "de").startswith(f"{NAMES[acting[0]]} ")
    assert not GOODS_ID.search(board.alt) and not INSTANCE_ID.search(board.alt)
    assert len(board.alt) <= ALT_LIMIT


def playout(player: Player, seed: int) -> set[str]:
    game = registry.get("hanse")
    state = game.setup(SEATS, seed)
    phases: set[str] = set()
    seq = 0
    check_pictures(game, state)
    while not game.is_over(state):
        seat = game.acting(state)[0]
        action = player.choose(
            game, game.view(state, seat), game.legal_actions(state, seat), player_rng(seed, seq, seat)
        )
        state = game.apply(state, seat, action).state
        seq += 1
        phase = game.view(state, None)["public"]["phase"]
        if phase not in phases or seq % 60 == 0:
            phases.add(phase)
            check_pictures(game, state)
    check_pictures(game, state)
    return phases


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_render_in_every_phase(seed: int) -> None:
    phases = playout(RandomPlayer(), seed)
    assert {"main", "reaction", "end_discard", "game_over"} <= phases


@pytest.mark.parametrize("seed", [8, 12])
def test_heuristic_playouts_render_pair_choices_and_the_win(seed: int) -> None:
    phases = playout(default_player(registry.get("hanse")), seed)
    assert {"choose_pair", "game_over"} <= phases
