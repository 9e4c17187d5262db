"""§4.7 end of turn: discard one card at a time, draw per Nachschub up to 5, reshuffle, round cap, next turn."""

from __future__ import annotations

from typing import Any

import pytest

from rules.contract import IllegalAction
from rules.hanse import GAME
from rules.hanse.state import KIND_OF, HanseState
from rules.hanse.testing import active_seat, run, started, update_player, with_hand, with_tableau

FIVE = ["container", "nachschub", "agent_einschleusen", "sonnentunnel_oeffnen", "passagier_dakhit"]


def ending(hand: list[str], options: dict[str, Any] | None = None) -> HanseState:
    """The first player's turn, with `hand`, already in `end_discard`."""
    state = started(GAME, seed=12, options=options)
    state = with_hand(state, active_seat(state), hand)
    state, _ = run(GAME, state, {"type": "end_turn"})
    return state


def legal(state: HanseState) -> list[dict[str, Any]]:
    return GAME.legal_actions(state, GAME.acting(state)[0])


def test_4_7_end_discard_offers_one_discard_per_kind_and_finish_turn() -> None:
    state = ending(["container", "container", "agent_einschleusen"])
    assert state.phase == "end_discard"
    assert legal(state) == [
        {"type": "discard", "card": "container"},
        {"type": "discard", "card": "agent_einschleusen"},
        {"type": "finish_turn"},
    ]


def test_4_7_discard_then_draw_one_card_for_the_startkarte() -> None:
    state = ending(FIVE)
    me = active_seat(state)
    top = state.players[me].deck[0]
    state, events = run(
        GAME, state, {"type": "discard", "card": "container"}, {"type": "discard", "card": "agent_einschleusen"}
    )
    assert state.phase == "end_discard"
    assert [KIND_OF[c] for c in state.players[me].discard] == ["container", "agent_einschleusen"]
    state, events = run(GAME, state, {"type": "finish_turn"})
    assert len(state.players[me].hand) == 4
    assert top in state.players[me].hand
    drew = next(e for e in events if e["type"] == "drew")
    assert drew["to"] == [state.seats[me]] and drew["cards"] == [top]
    hidden = next(e for e in events if e["type"] == "drew_hidden")
    assert hidden == {"type": "drew_hidden", "to": None, "seat": state.seats[me], "count": 1}


def test_4_7_each_nachschub_draws_one_more() -> None:
    state = started(GAME, seed=12)
    me = active_seat(state)
    state = with_tableau(with_hand(state, me, FIVE[:2]), me, ["nachschub"])
    state, _ = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
    assert len(state.players[me].hand) == 4


def test_4_7_the_draw_never_exceeds_five_cards() -> None:
    state = started(GAME, seed=12)
    me = active_seat(state)
    hand = ["container", "agent_einschleusen", "sonnentunnel_oeffnen", "passagier_dakhit"]
    state = with_tableau(with_hand(state, me, hand), me, ["nachschub", "nachschub"])
    state, events = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
    assert len(state.players[me].hand) == 5
    assert next(e for e in events if e["type"] == "drew_hidden")["count"] == 1


def test_4_7_a_full_hand_draws_nothing() -> None:
    state = ending(FIVE)
    state, events = run(GAME, state, {"type": "finish_turn"})
    assert not any(e["type"] in ("drew", "drew_hidden") for e in events)


def test_4_7_technologies_may_be_discarded() -> None:
    state = ending(["fusionstriebwerk"])
    state, _ = run(GAME, state, {"type": "discard", "card": "fusionstriebwerk"})
    assert state.players[active_seat(state)].hand == ()


def test_4_7_no_intervention_after_end_turn() -> None:
    state = ending(["agent_einschleusen"])
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.acting(state)[0], {"type": "play", "card": "agent_einschleusen"})


def empty_deck(options: dict[str, Any] | None) -> HanseState:
    state = ending(FIVE[:3], options)
    me = active_seat(state)
    player = state.players[me]
    return update_player(state, me, deck=(), discard=player.deck[:4])


def test_4_7_an_empty_deck_is_refilled_from_the_shuffled_discard_pile() -> None:
    state = empty_deck(None)
    me = active_seat(state)
    discard = set(state.players[me].discard)
    state, events = run(GAME, state, {"type": "finish_turn"})
    player = state.players[me]
    assert len(player.hand) == 4
    assert len(player.deck) == 3 and player.discard == ()
    assert set(player.hand[3:]) | set(player.deck) == discard
    assert {"type": "reshuffled", "to": None, "seat": state.seats[me], "count": 4} in events


def test_10_without_reshuffle_drawing_stops_at_an_empty_deck() -> None:
    state = empty_deck({"empty_deck_reshuffle": False})
    me = active_seat(state)
    state, events = run(GAME, state, {"type": "finish_turn"})
    assert len(state.players[me].hand) == 3
    assert len(state.players[me].discard) == 4
    assert not any(e["type"] in ("reshuffled", "drew") for e in events)


def test_4_7_drawing_stops_when_deck_and_discard_are_both_empty() -> None:
    state = ending(FIVE[:3])
    state = update_player(state, active_seat(state), deck=(), discard=())
    state, _ = run(GAME, state, {"type": "finish_turn"})
    assert len(state.players[1 - active_seat(state)].hand) == 3


def test_4_7_the_turn_passes_to_the_other_player_with_a_fresh_record() -> None:
    state = ending(FIVE)
    me = active_seat(state)
    state, events = run(GAME, state, {"type": "finish_turn"})
    assert active_seat(state) == 1 - me
    assert state.players[1 - me].turns_taken == 1
    assert GAME.view(state, None)["public"]["turn"]["planet_actions_left"] == 2
    assert [e["type"] for e in events][-2:] == ["turn_ended", "turn_started"]


def test_4_7_round_cap_ends_the_game_after_the_second_players_nth_turn() -> None:
    state = started(GAME, seed=12, options={"round_cap": 2})
    first = active_seat(state)
    for _ in range(3):
        state, _ = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
        assert not GAME.is_over(state)
    assert active_seat(state) == 1 - first
    state = update_player(state, first, score=4)
    state, _ = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.reason == "round_cap"
    assert result.ranking == [[state.seats[first]], [state.seats[1 - first]]]


def test_10_round_cap_zero_means_no_cap() -> None:
    state = started(GAME, seed=12, options={"round_cap": 0})
    for _ in range(8):
        state, _ = run(GAME, state, {"type": "end_turn"}, {"type": "finish_turn"})
    assert not GAME.is_over(state)
