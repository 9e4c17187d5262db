"""Spec §7 and R-6.5: views, hidden information, secrets, seq; and the "no history of ids" view rules."""

from __future__ import annotations

import json
import random

import pytest

from rules.andromeda import GAME
from rules.andromeda.components import CARD_ID, PLANETS
from rules.andromeda.state import State

from .support import new_game, seats


def _keys(data: object) -> list[str]:
    if isinstance(data, dict):
        return [str(k) for k in data] + [k for v in data.values() for k in _keys(v)]
    if isinstance(data, list):
        return [k for v in data for k in _keys(v)]
    return []


def _walk(n: int, seed: int, steps: int) -> list[State]:
    state = GAME.setup(seats(n), seed)
    rand = random.Random(seed)
    out = [state]
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.acting(state)[rand.randrange(len(GAME.acting(state)))]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
        out.append(state)
    return out


def test_7_view_shape_and_seq_counts_actions() -> None:
    states = _walk(3, 4, 60)
    for seq, state in enumerate(states):
        view = GAME.view(state, "p2")
        assert set(view) == {"game", "seq", "acting", "over", "public", "you", "private"}
        assert view["seq"] == seq
        assert set(GAME.view(state, None)) == {"game", "seq", "acting", "over", "public"}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_7_no_planet_card_id_outside_the_holders_private_view(n: int) -> None:
    for state in _walk(n, 10 + n, 400):
        public_text = json.dumps(GAME.view(state, None))
        assert "andromeda:" not in public_text
        assert not {"rng", "seed", "rig", "pending"} & set(_keys(GAME.view(state, None)))
        secrets = GAME.secrets(state)
        for seat in state.seats:
            text = json.dumps(GAME.view(state, seat))
            for other, ids in secrets.items():
                if other != seat:
                    assert not any(i in text for i in ids)


def test_7_secrets_are_hands_planet_cards_and_the_draw_pile() -> None:
    state = new_game(3, active=0)
    secrets = GAME.secrets(state)
    assert secrets[None] == {CARD_ID[c] for c in state.draw}
    assert secrets["p1"] == {CARD_ID[c] for c in state.hands[0]}
    assert all(len(secrets[s]) == 9 for s in ("p1", "p2", "p3"))


def test_7_setup_cards_and_discard_are_public_by_kind() -> None:
    state = GAME.setup(seats(4), 8)
    public = GAME.view(state, None)["public"]
    for q, seat in enumerate(state.seats):
        counts = public["players"][seat]["setup_cards"]
        assert sum(counts.values()) == 9
        kinds = [PLANETS[x] for x in state.setup_kinds[q]]
        assert counts == {k: kinds.count(k) for k in PLANETS if k in kinds}
    assert public["discard"] == {} and public["draw_count"] == 48


def test_r6_5_public_scores_are_the_result_scores() -> None:
    states = _walk(3, 2, 100000)
    final = states[-1]
    assert GAME.is_over(final)
    view = GAME.view(final, None)
    result = GAME.result(final)
    assert view["public"]["scores"] == result.scores
    assert view["public"]["result"]["ranking"] == result.ranking
    assert view["over"] is True and view["acting"] == []


def test_4_encode_decode_round_trip_behaves_identically() -> None:
    for state in _walk(4, 3, 300)[::37]:
        copy = GAME.decode(GAME.encode(state))
        assert copy == state
        for seat in GAME.acting(state):
            assert GAME.legal_actions(copy, seat) == GAME.legal_actions(state, seat)
