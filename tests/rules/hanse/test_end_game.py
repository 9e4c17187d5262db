"""§6 end of the game: 70 MG at once and capped, goods exhaustion and the round cap decided by score, then
technologies, then a draw; results and what happens after the end."""

from __future__ import annotations

import pytest

from rules.contract import IllegalAction
from rules.hanse import GAME
from rules.hanse.state import HanseState
from rules.hanse.testing import active_seat, run, set_goods, started, update_player, with_hand, with_tableau


def capped_game(scores: tuple[int, int], techs: tuple[list[str], list[str]]) -> HanseState:
    """Round cap 1: both players end their only turn with these scores and extra technologies."""
    state = started(GAME, seed=13, options={"round_cap": 1})
    for seat in range(2):
        state = update_player(with_tableau(state, seat, techs[seat]), seat, score=scores[seat])
    state, _ = run(
        GAME, state, {"type": "end_turn"}, {"type": "finish_turn"}, {"type": "end_turn"}, {"type": "finish_turn"}
    )
    assert GAME.is_over(state)
    return state


def test_6_higher_score_wins() -> None:
    state = capped_game((5, 9), ([], []))
    assert GAME.result(state).ranking == [[state.seats[1]], [state.seats[0]]]
    assert GAME.result(state).scores == {state.seats[0]: 5, state.seats[1]: 9}


def test_6_equal_scores_more_technologies_win() -> None:
    state = capped_game((6, 6), (["container"], []))
    assert GAME.result(state).ranking == [[state.seats[0]], [state.seats[1]]]


def test_6_equal_scores_and_technologies_is_a_draw() -> None:
    state = capped_game((6, 6), (["container"], ["nachschub"]))
    assert GAME.result(state).ranking == [list(state.seats)]
    assert GAME.view(state, None)["public"]["result"] == {
        "ranking": [list(state.seats)],
        "scores": {state.seats[0]: 6, state.seats[1]: 6},
        "reason": "round_cap",
    }


def test_6_a_winner_at_70_ends_the_game_mid_turn_and_nobody_acts_afterwards() -> None:
    state = started(GAME, seed=13, planet="taghellia")
    me = active_seat(state)
    state = update_player(with_hand(state, me, ["passagier_taghellia"]), me, score=68)
    state, events = run(GAME, state, {"type": "play", "card": "passagier_taghellia"})
    assert GAME.is_over(state)
    assert GAME.acting(state) == ()
    assert all(GAME.legal_actions(state, seat) == [] for seat in state.seats)
    assert GAME.result(state).scores[state.seats[me]] == 70
    assert events[-1]["type"] == "game_over" and events[-1]["reason"] == "reached_70"
    view = GAME.view(state, None)
    assert view["over"] is True and view["public"]["phase"] == "game_over" and view["public"]["turn"] is None
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(state, state.seats[me], {"type": "end_turn"})


def test_6_goods_exhausted_decided_by_technologies_on_equal_scores() -> None:
    state = started(GAME, seed=13, planet="naginther")
    me = active_seat(state)
    state = set_goods(state, containers={(me, 0): [("w01", "naginther"), ("w02", "naginther")]}, others="remove")
    state = update_player(with_tableau(state, 1 - me, ["container"]), 1 - me, score=7)
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    result = GAME.result(state)
    assert result.reason == "goods_exhausted"
    assert result.scores[state.seats[me]] == 2 + 3 + 2  # the values and the empty-planet bonus
    assert result.ranking == [[state.seats[1 - me]], [state.seats[me]]]


def test_6_result_before_the_end_is_an_error() -> None:
    with pytest.raises(ValueError):
        GAME.result(started(GAME))
