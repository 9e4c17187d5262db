"""Spec §2.6, §3 and §10: setup by player count, colours, first active player, options and SetupErrors."""

from __future__ import annotations

from typing import Any

import pytest

from rules.andromeda import GAME
from rules.andromeda.components import KIND_OF, N_PLANETS
from rules.andromeda.state import TRANSPORT
from rules.contract import SetupError

from .support import seats


@pytest.mark.parametrize(
    ("n", "per_planet", "setup_cards", "draw_pile", "in_play"),
    [(3, 2, 6, 57, 26), (4, 1, 9, 48, 22), (5, 1, 6, 39, 19)],
)
def test_2_6_and_3_setup_by_player_count(
    n: int, per_planet: int, setup_cards: int, draw_pile: int, in_play: int
) -> None:
    state = GAME.setup(seats(n), 7)
    for q in range(n):
        on_planets = sum(state.on[p][q] for p in range(N_PLANETS))
        assert state.earth[q] == 4
        assert len(state.setup_kinds[q]) == setup_cards
        assert on_planets == N_PLANETS * per_planet + setup_cards
        for p in range(N_PLANETS):
            assert state.on[p][q] == per_planet + state.setup_kinds[q].count(p)
        # stations in play incl. the two track markers (table 2.6)
        assert state.earth[q] + on_planets + 2 == in_play
        assert len(state.hands[q]) == 9
        assert state.ship[q] == 1 and state.tech[q] == 1 and state.transports[q] == 2
    assert len(state.draw) == draw_pile
    assert state.discard == ()
    all_cards = sorted([c for h in state.hands for c in h] + list(state.draw))
    assert all_cards == list(range(84))
    supply = [KIND_OF[c] for c in state.supply]
    assert [supply.count(k) for k in (7, 8, 9, 10)] == [6, 4, 4, 2]
    assert state.centres == (-1,) * 21


def test_3_1_colours_follow_seat_order() -> None:
    view = GAME.view(GAME.setup(["x", "y", "z", "w", "v"], 3), None)
    assert view["public"]["colours"] == {"x": "red", "y": "blue", "z": "green", "w": "yellow", "v": "white"}


def test_3_2_first_active_player_is_drawn_from_the_seed() -> None:
    actives = {GAME.setup(seats(3), seed).active for seed in range(30)}
    assert actives == {0, 1, 2}
    assert GAME.setup(seats(4), 11).active == GAME.setup(seats(4), 11).active
    assert GAME.encode(GAME.setup(seats(4), 11)) == GAME.encode(GAME.setup(seats(4), 11))


def test_3_10_round_1_starts_with_transport_of_the_active_player_without_dealing() -> None:
    state = GAME.setup(seats(4), 5)
    assert state.round == 1
    assert state.phase == TRANSPORT
    assert GAME.acting(state) == (state.seats[state.active],)
    assert [len(h) for h in state.hands] == [9, 9, 9, 9]


def test_3_9_hands_are_dealt_starting_with_the_active_player() -> None:
    state = GAME.setup(seats(3), 2)
    again = GAME.setup(seats(3), 2)
    # The same seed deals the same hands; different seeds deal different hands.
    assert state.hands == again.hands
    assert state.hands != GAME.setup(seats(3), 3).hands


@pytest.mark.parametrize("count", [2, 6])
def test_10_player_count_outside_3_to_5_is_refused(count: int) -> None:
    with pytest.raises(SetupError, match="3 to 5"):
        GAME.setup(seats(5)[:count] if count < 5 else [f"s{i}" for i in range(count)], 1)


def test_3_duplicate_seats_are_refused() -> None:
    with pytest.raises(SetupError):
        GAME.setup(["p1", "p1", "p2"], 1)


def test_10_round_cap_is_the_only_option() -> None:
    assert list(GAME.options) == ["round_cap"]
    assert GAME.options["round_cap"].default == 40
    assert GAME.setup(seats(3), 1).round_cap == 40
    assert GAME.setup(seats(3), 1, {"round_cap": 0}).round_cap == 0
    assert GAME.setup(seats(3), 1, {"round_cap": 1}).round_cap == 1
    assert GAME.setup(seats(3), 1, {"round_cap": 200}).round_cap == 200


@pytest.mark.parametrize("value", [-1, 201, True, "5", 1.5, None])
def test_10_bad_round_cap_values_are_refused(value: Any) -> None:
    with pytest.raises(SetupError, match="round_cap"):
        GAME.setup(seats(3), 1, {"round_cap": value})


@pytest.mark.parametrize("key", ["rig_ring_draws", "players", "deadline_hours"])
def test_10_unknown_options_are_refused(key: str) -> None:
    with pytest.raises(SetupError, match="There is no option"):
        GAME.setup(seats(3), 1, {key: 1})
