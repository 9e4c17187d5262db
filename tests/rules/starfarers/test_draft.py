"""The draft setup (variant `setup_draft`, §10): colonies in seat order then in reverse, then each player's space
port and at once its colony ship on a launch point of that port; with three players the Catanian points left take
neutral colonies; the hands are dealt afterwards and the start player begins."""

from __future__ import annotations

from rules.players import Player, RandomPlayer, play_game
from rules.starfarers.ai import HeuristicPlayer
from rules.starfarers.board import launch_points
from rules.starfarers.game import GAME
from rules.starfarers.state import DRAFT, ROLL

SEATS = ["p1", "p2", "p3"]


def test_the_draft_goes_round_then_back_then_ports_with_their_ships() -> None:
    state = GAME.setup(SEATS, 4, {"setup_draft": True})
    assert state.phase == DRAFT and all(not p.colonies and not p.hand for p in state.players)
    start = state.start
    ahead = [SEATS[(start + k) % 3] for k in range(3)]
    expected = [*ahead, *reversed(ahead), *(seat for seat in ahead for _ in range(2))]
    seen: list[str] = []
    while state.phase == DRAFT:
        (seat,) = GAME.acting(state)
        seen.append(seat)
        legal = GAME.legal_actions(state, seat)
        if legal[0]["type"] == "draft_ship":
            port = state.players[SEATS.index(seat)].ports[-1]
            assert {a["node"] for a in legal} <= set(launch_points(port))
        state = GAME.apply(state, seat, legal[-1]).state
    assert seen == expected
    assert state.phase == ROLL and state.active == start
    assert [len(p.colonies) for p in state.players] == [3, 3, 3] and all(len(p.ports) == 1 for p in state.players)
    assert all(len(p.ships) == 1 and len(p.hand) == 3 for p in state.players)
    assert len(state.neutral) == 3  # the three Catanian points left
    homes = {p.home for p in state.players}
    assert homes <= {"cat_alpha", "cat_beta", "cat_gamma", "cat_delta"} and "" not in homes


def test_a_drafted_game_plays_to_its_end() -> None:
    players: dict[str, Player] = {
        "p1": HeuristicPlayer(),
        "p2": RandomPlayer(),
        "p3": RandomPlayer(),
        "p4": RandomPlayer(),
    }
    state, log = play_game(GAME, players, 9, {"setup_draft": True})
    assert GAME.is_over(state) and state.neutral == ()
    assert log[0][1]["type"] == "draft_colony" and log[11][1]["type"] == "draft_ship"
