"""Sampling a full state from one seat's view (rules/andromeda/determinize.py) and the mid-game estimate
(`Andromeda.evaluate`) the search player (rules/search.py) plays on.

- Every sample gives every seat exactly its view and its legal actions, at many points of seeded games with three,
  four and five players (random and heuristic play, the default round cap and a short one), in every phase.
- While responses are chosen, every co-player still trading holds a card it may show, and the hidden responses
  already chosen are cards of kinds it may show; during the lap the sample plays on as the game does.
- A sample depends on the view alone.
- The unseen planet cards are dealt in proportion over the other hands and the draw pile.
- The estimate gives a finished game's win shares and favours the seat ahead, more so near the end.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rules.andromeda import GAME
from rules.andromeda.ai import HeuristicPlayer
from rules.andromeda.components import KIND_OF, N_PLANET_CARDS, PLANET_CARDS
from rules.andromeda.state import ACTION, KEEP, LAP, OVER, RESPOND, State
from tests.rules.andromeda.support import new_game, seats
from tests.rules.sampling import CHI2_AT_0_001, chi_square
from tests.rules.sampling import assert_samples_fit as fit

HEURISTIC = HeuristicPlayer()


def positions(n: int, options: dict[str, Any], seed: int, smart: bool, every: int) -> Iterator[State]:
    """States of one seeded game, every `every` actions up to its end; `smart` lets the heuristic player choose
    four moves in five (so sets are built, centres founded and ships advanced), else every move is random."""
    state = GAME.setup(seats(n), seed, options)
    rand = random.Random(seed)
    step = 0
    while not GAME.is_over(state):
        if step % every == 0:
            yield state
        acting = GAME.acting(state)
        seat = acting[rand.randrange(len(acting))]
        legal = GAME.legal_actions(state, seat)
        if smart and rand.random() < 0.8:
            action = HEURISTIC.choose(GAME, GAME.view(state, seat), legal, rand)
        else:
            action = legal[rand.randrange(len(legal))]
        state = GAME.apply(state, seat, action).state
        step += 1
    yield state


def assert_samples_fit(state: State, samples: range = range(2)) -> None:
    fit(GAME, state, state.seats, samples)


@pytest.mark.parametrize(
    ("n", "options", "seed", "smart", "every"),
    [
        (3, {}, 1, True, 2),
        (3, {"round_cap": 8}, 2, False, 3),
        (4, {}, 3, True, 2),
        (4, {"round_cap": 8}, 4, False, 3),
        (5, {}, 5, True, 2),
        (5, {"round_cap": 6}, 6, False, 3),
    ],
)
def test_every_sample_gives_every_seat_its_view_and_its_legal_actions(
    n: int, options: dict[str, Any], seed: int, smart: bool, every: int
) -> None:
    seen: Counter[str] = Counter()
    for state in positions(n, options, seed, smart, every):
        assert_samples_fit(state)
        seen[state.phase] += 1
        seen["building"] += bool(state.build)
        seen["chosen"] += state.phase == RESPOND and any(p >= 0 for p in state.pending)
    assert seen[OVER] == 1
    assert min(seen[ACTION], seen[RESPOND], seen["building"], seen["chosen"]) >= 3, seen
    assert seen[KEEP] + seen[LAP] >= 1, seen


def test_responders_hold_a_card_they_may_show_and_hidden_responses_are_such_cards() -> None:
    checked = 0
    for n in (3, 4, 5):
        for state in positions(n, {"round_cap": 10}, 10 + n, False, 1):
            if state.phase != RESPOND or state.k < 2:  # two kinds forbidden at least: the constraint bites
                continue
            for q, seat in enumerate(state.seats):
                view = GAME.view(state, seat)
                for m in range(3):
                    sample = GAME.determinize(view, seat, random.Random(m))
                    assert sample.pending[q] == state.pending[q]
                    for other in range(n):
                        if other == sample.active or not sample.in_trade >> other & 1:
                            continue
                        hand = sample.hands[other]
                        assert any(not sample.forbidden >> KIND_OF[c] & 1 for c in hand)
                        assert (sample.pending[other] >= 0) == (state.pending[other] >= 0)
                        if sample.pending[other] >= 0:
                            assert sample.pending[other] in hand
                            assert not sample.forbidden >> KIND_OF[sample.pending[other]] & 1
                    checked += 1
    assert checked >= 100


def test_the_lap_goes_on_in_the_sample_as_in_the_game() -> None:
    """The next lap position is not in the view: whatever is decided now, the trade continues alike."""
    checked = 0
    for n in (3, 4, 5):
        for seed in range(6):
            for state in positions(n, {"round_cap": 6}, seed, False, 1):
                if state.phase not in (KEEP, LAP):
                    continue
                decider = GAME.acting(state)[0]
                for seat in state.seats:
                    sample = GAME.determinize(GAME.view(state, seat), seat, random.Random(seed))
                    for action in GAME.legal_actions(state, decider):
                        after = GAME.apply(state, decider, action).state
                        sampled = GAME.apply(sample, decider, action).state
                        assert GAME.view(sampled, None)["public"] == GAME.view(after, None)["public"]
                        checked += 1
    assert checked >= 100


def test_the_sample_depends_on_the_view_alone() -> None:
    compared = 0
    for n in (3, 5):
        for state in positions(n, {}, 20 + n, True, every=40):
            for seat in state.seats:
                view = GAME.view(state, seat)
                other = GAME.determinize(view, seat, random.Random(99))
                if GAME.encode(other) == GAME.encode(state):
                    continue
                assert GAME.view(other, seat) == view
                for m in range(2):
                    first = GAME.determinize(view, seat, random.Random(m))
                    second = GAME.determinize(GAME.view(other, seat), seat, random.Random(m))
                    assert GAME.encode(first) == GAME.encode(second)
                compared += 1
    assert compared >= 30


def test_the_unseen_cards_fall_in_each_hand_and_the_draw_pile_in_proportion() -> None:
    """At the start of a three-player game p1 sees its nine cards: the 75 other planet cards lie nine in each
    other hand and 57 in the draw pile, every card alike."""
    state = new_game(3)
    view = GAME.view(state, "p1")
    own = set(state.hands[0])
    unseen = [c for c in PLANET_CARDS if c not in own]
    assert len(unseen) == 75
    in_p2: Counter[int] = Counter()
    on_top: Counter[int] = Counter()
    samples = 2000
    for m in range(samples):
        sample = GAME.determinize(view, "p1", random.Random(m))
        assert sample.hands[0] == state.hands[0]
        in_p2.update(sample.hands[1])
        on_top[sample.draw[-1]] += 1
    assert set(in_p2) <= set(unseen) and set(on_top) <= set(unseen)
    assert chi_square(in_p2, dict.fromkeys(unseen, samples * 9 / 75)) < CHI2_AT_0_001[74]
    assert chi_square(on_top, dict.fromkeys(unseen, samples / 75)) < CHI2_AT_0_001[74]


def test_mid_game_the_kinds_not_seen_fall_in_an_opponents_hand_in_proportion() -> None:
    """Later, with cards on the discard pile (shown by kind) and a player's own hand known, the planet cards of each
    kind still unseen reach an opponent's hand as often as their number says."""
    state = next(s for s in positions(4, {}, 7, True, 1) if s.phase == ACTION and s.round >= 4 and len(s.discard) >= 10)
    view = GAME.view(state, "p1")
    public = view["public"]
    unseen = Counter(KIND_OF[c] for c in PLANET_CARDS) - Counter(KIND_OF[c] for c in state.hands[0])
    unseen -= Counter(KIND_OF[c] for c in state.discard)
    unseen -= Counter(KIND_OF[c] for d in state.displays for c in d)
    total = sum(unseen.values())
    theirs = sum(1 for c in state.hands[2] if c < N_PLANET_CARDS)
    assert total == theirs + sum(1 for q in (1, 3) for c in state.hands[q] if c < N_PLANET_CARDS) + len(state.draw)
    assert public["draw_count"] == len(state.draw)
    kinds: Counter[int] = Counter()
    samples = 2000
    for m in range(samples):
        sample = GAME.determinize(view, "p1", random.Random(m))
        kinds.update(KIND_OF[c] for c in sample.hands[2] if c < N_PLANET_CARDS)
    expected = {k: samples * theirs * count / total for k, count in unseen.items()}
    assert len(expected) == 7
    assert chi_square(kinds, expected) < CHI2_AT_0_001[6]


def test_a_finished_game_gives_the_win_shares() -> None:
    for n in (3, 4, 5):
        final = list(positions(n, {}, 30 + n, True, every=10_000))[-1]
        ranking = GAME.result(final).ranking
        shares = GAME.evaluate(final)
        if len(ranking[0]) == n:
            assert shares == dict.fromkeys(final.seats, 0.0)
        else:
            assert shares == {s: (1.0 / len(ranking[0]) if s in ranking[0] else 0.0) for s in final.seats}


def test_the_estimate_favours_the_seat_ahead_and_more_so_near_the_end() -> None:
    start = new_game(3)
    assert GAME.evaluate(start) == pytest.approx(dict.fromkeys(start.seats, 1 / 3))
    # p2 owns the two best centres of Azura (14 + 9 points): the others have their Earth stations only
    ahead = dataclasses.replace(start, centres=(1, 1, -1) + (-1,) * 18)
    assert GAME.view(ahead, None)["public"]["scores"] == {"p1": 4, "p2": 27, "p3": 4}
    early = GAME.evaluate(ahead)
    assert early["p2"] > 0.6 and early["p1"] == pytest.approx(early["p3"])
    assert sum(early.values()) == pytest.approx(1.0)
    # Borea and Cygna full, shared by p1 and p3 (25 and 26 points), p2's lead as before: the end is one planet away
    full = (0, 2, 2, 0, 2, 2)
    late = dataclasses.replace(ahead, centres=(1, 1, -1) + full + (-1,) * 12, earth=(5, 30, 4))
    assert GAME.view(late, None)["public"]["scores"] == {"p1": 30, "p2": 53, "p3": 30}
    assert GAME.evaluate(late)["p2"] > early["p2"] + 0.1
    capped = GAME.evaluate(dataclasses.replace(ahead, round=38))  # two rounds before the cap of 40
    assert capped["p2"] > early["p2"] + 0.1
