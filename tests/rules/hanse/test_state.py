"""State encoding (docs/games/hanse.md "Encoded state"), forced dice (§10), checkpoints and purity of apply."""

from __future__ import annotations

import pytest

from rules.contract import IllegalAction
from rules.frozen import evolve
from rules.hanse import GAME
from rules.hanse.state import HanseState
from rules.hanse.testing import active_seat, force_dice, run, started, with_hand


def test_10_forced_dice_survive_encode_and_decode_then_the_seeded_rng_resumes() -> None:
    state = force_dice(started(GAME, seed=3), [1, 1, 5])
    decoded = GAME.decode(GAME.encode(state))
    assert decoded == state
    after, _ = run(GAME, decoded, {"type": "roll"})
    assert after.last_roll is not None and after.last_roll.dice == (1, 1, 5)
    assert after.forced_dice == ()
    # with the queue empty the seeded RNG rolls, identically for the original and the decoded state
    again = [run(GAME, s, {"type": "end_flight"}, {"type": "end_turn"}, {"type": "finish_turn"}, {"type": "roll"})[0]
             for s in (after, run(GAME, state, {"type": "roll"})[0])]  # fmt: skip
    assert GAME.encode(again[0]) == GAME.encode(again[1])


def test_10_forced_dice_reject_impossible_faces() -> None:
    with pytest.raises(ValueError):
        force_dice(started(GAME), [7])


def test_encode_decode_round_trip_through_a_whole_random_game() -> None:
    state = GAME.setup(["p1", "p2"], 8)
    step = 0
    while not GAME.is_over(state):
        decoded = GAME.decode(GAME.encode(state))
        assert decoded == state
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert GAME.legal_actions(decoded, seat) == legal
        state = GAME.apply(state, seat, legal[(7 * step) % len(legal)]).state
        step += 1
    assert GAME.decode(GAME.encode(state)) == state


def test_decode_refuses_an_unknown_format() -> None:
    with pytest.raises(ValueError):
        GAME.decode('{"v": 99}')


def test_evolve_refuses_unknown_fields() -> None:
    with pytest.raises(TypeError):
        evolve(started(GAME), sequence=3)


def checkpoint(state: HanseState, action: dict[str, object]) -> bool:
    return GAME.apply(state, GAME.acting(state)[0], action).checkpoint


def test_checkpoints_mark_randomness_and_revealed_cards_only() -> None:
    state = started(GAME, seed=3)
    me = active_seat(state)
    state = with_hand(with_hand(state, me, ["sonnentunnel_oeffnen", "container"]), 1 - me, [])
    assert checkpoint(state, {"type": "roll"}) is True
    assert checkpoint(state, {"type": "play", "card": "sonnentunnel_oeffnen"}) is True
    played, _ = run(GAME, state, {"type": "play", "card": "sonnentunnel_oeffnen"})
    assert checkpoint(played, {"type": "allow"}) is False
    assert checkpoint(state, {"type": "end_turn"}) is False
    ending, _ = run(GAME, state, {"type": "end_turn"})
    assert checkpoint(ending, {"type": "discard", "card": "container"}) is True
    assert checkpoint(ending, {"type": "finish_turn"}) is True  # draws a card


def test_apply_leaves_its_input_unchanged_and_refuses_illegal_actions_readably() -> None:
    state = started(GAME, seed=3)
    before = GAME.encode(state)
    run(GAME, force_dice(state, [6]), {"type": "roll"}, {"type": "step", "to": "o4"})
    assert GAME.encode(state) == before
    seat = state.seats[active_seat(state)]
    other = state.seats[1 - active_seat(state)]
    with pytest.raises(IllegalAction, match=r"^It is not your turn\.$"):
        GAME.apply(state, other, {"type": "end_turn"})
    with pytest.raises(IllegalAction, match=r"^That is not one of your possible actions\.$"):
        GAME.apply(state, seat, {"type": "x"})
    with pytest.raises(IllegalAction, match="no active flight"):
        GAME.apply(state, seat, {"type": "end_flight"})
    with pytest.raises(IllegalAction, match=r"^That is not one of your possible actions\.$"):
        GAME.apply(run(GAME, force_dice(state, [6]), {"type": "roll"})[0], seat, {"type": "step", "position": "o4"})
    with pytest.raises(IllegalAction, match="not playing"):
        GAME.apply(state, "p9", {"type": "end_turn"})
    assert GAME.encode(state) == before


def test_4_8_legal_action_lists_stay_within_the_spec_bounds() -> None:
    bounds = {"main": 45, "agent_bonus": 13}
    for seed in (1, 2):
        state = GAME.setup(["p1", "p2"], seed)
        step = 0
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            assert 1 <= len(legal) <= bounds.get(state.phase, 6), (state.phase, legal)
            state = GAME.apply(state, seat, legal[(5 * step + seed) % len(legal)]).state
            step += 1
