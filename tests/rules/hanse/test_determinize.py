"""Sampling a full state from one seat's view (rules/hanse/determinize.py) and the mid-game estimate
(`HanseGame.evaluate`) the search player (rules/search.py) plays on.

- Every sample gives the seat exactly its view, and its legal actions, at many points of seeded games (random and
  trading play, the default options and a short game without reshuffles), for the acting seat and the waiting one;
  also during a pair choice and in a position built by hand.
- A sample depends on the view alone.
- The unseen is dealt in proportion: the opponent's cards over its hand and deck, one's own deck in any order, the
  hidden faces of the goods uniformly over every deal the shown faces and removed pairs allow.
- The estimate gives a finished game's win shares and favours the seat ahead, more so near the round cap.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rules.hanse import GAME
from rules.hanse.ai import HanseHeuristic
from rules.hanse.components import PLANET_IDS, deck_instance_ids
from rules.hanse.determinize import CARDS, Face, deal_goods
from rules.hanse.state import CHOOSE_PAIR, FACE_DESTINATION, HanseState
from rules.hanse.testing import active_seat, run, set_goods, started, update_player
from tests.rules.sampling import CHI2_AT_0_001, chi_square
from tests.rules.sampling import assert_samples_fit as fit

SHORT: dict[str, Any] = {"round_cap": 6, "empty_deck_reshuffle": False}
HEURISTIC = HanseHeuristic()


def positions(options: dict[str, Any], seed: int, trading: bool, every: int) -> Iterator[HanseState]:
    """States of one seeded game, every `every` actions up to its end. Random play alone never delivers goods, so
    `trading` play lets the greedy player choose four moves in five (and so unload, flip and remove pairs)."""
    state = GAME.setup(["p1", "p2"], seed, options)
    rand = random.Random(seed)
    step = 0
    while not GAME.is_over(state):
        if step % every == 0:
            yield state
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        if trading and rand.random() < 0.8:
            action = HEURISTIC.choose(GAME, GAME.view(state, seat), legal, rand)
        else:
            action = legal[rand.randrange(len(legal))]
        state = GAME.apply(state, seat, action).state
        step += 1
    yield state


def assert_samples_fit(state: HanseState, seeds: range = range(3)) -> None:
    fit(GAME, state, state.seats, seeds)


@pytest.mark.parametrize(
    ("options", "seed", "trading", "every"),
    [({}, 1, True, 5), ({}, 2, True, 5), ({}, 3, False, 5), (SHORT, 4, True, 2), (SHORT, 5, False, 2)],
)
def test_every_sample_gives_both_seats_their_view_and_their_legal_actions(
    options: dict[str, Any], seed: int, trading: bool, every: int
) -> None:
    seen: Counter[str] = Counter()
    for state in positions(options, seed, trading, every):
        assert_samples_fit(state)
        seen[state.phase] += 1
        seen["removed"] += bool(state.removed)
        seen["loaded"] += any(c for p in state.players for c in p.containers)
    assert seen["main"] >= 10 and seen["game_over"] == 1
    if trading:
        assert seen["removed"] >= 5 and seen["loaded"] >= 5


def pair_choice() -> HanseState:
    """The active ship at Coronis unloads four goods that all go back to Coronis: two twin pairs to choose from."""
    state = started(GAME, seed=3, planet="coronis")
    spec = [("w01", "coronis"), ("w02", "coronis"), ("w03", "coronis"), ("w04", "coronis")]
    state = set_goods(state, containers={(active_seat(state), 0): spec})  # taken from where they lay
    state, _ = run(GAME, state, {"type": "unload", "container": 0})
    assert state.phase == CHOOSE_PAIR
    return state


def test_a_pair_choice_is_sampled_with_the_unloading_planet_behind_the_flipped_goods() -> None:
    state = pair_choice()
    assert_samples_fit(state, range(10))
    seat = state.seats[active_seat(state)]
    for n in range(10):
        sample = GAME.determinize(GAME.view(state, seat), seat, random.Random(n))
        assert sample.pair_choice is not None
        assert {FACE_DESTINATION[t ^ 1] for t in sample.pair_choice.goods} == {"coronis"}
        for action in GAME.legal_actions(state, seat):  # the same pair leaves in the sample as in the game
            assert (
                GAME.view(GAME.apply(sample, seat, action).state, None)["public"]["planets"]
                == GAME.view(GAME.apply(state, seat, action).state, None)["public"]["planets"]
            )


def test_a_position_built_with_fewer_goods_than_cards_left_still_samples() -> None:
    """Test positions drop goods without recording removed pairs: the cards the view cannot account for stay out."""
    state = started(GAME, seed=2, planet="naginther")
    goods = {"naginther": [("w30", "dakhit"), ("w12", "vinau_ii")]}
    state = set_goods(state, planets=goods, containers={(0, 0): [("w01", "coronis")]}, others="remove")
    assert_samples_fit(state)


def test_the_sample_depends_on_the_view_alone() -> None:
    compared = 0
    for state in positions({}, 6, True, every=40):
        for seat in state.seats:
            view = GAME.view(state, seat)
            other = GAME.determinize(view, seat, random.Random(99))
            if GAME.encode(other) == GAME.encode(state):
                continue
            assert GAME.view(other, seat) == view
            for n in range(3):
                first = GAME.determinize(view, seat, random.Random(n))
                second = GAME.determinize(GAME.view(other, seat), seat, random.Random(n))
                assert GAME.encode(first) == GAME.encode(second)
            compared += 1
    assert compared >= 10


def test_the_opponents_cards_fall_in_its_hand_in_proportion_and_the_own_deck_in_any_order() -> None:
    """Turn one: the waiting seat sees its five cards; the opponent's 29 cards besides its Startkarte are unseen, five
    of them in its hand; its own 24 undrawn cards lie in some order."""
    state = started(GAME, seed=4)
    me = 1 - active_seat(state)
    seat, mine, theirs = state.seats[me], state.players[me], state.players[1 - me]
    view = GAME.view(state, seat)
    in_hand: Counter[str] = Counter()
    on_top: Counter[str] = Counter()
    samples = 2000
    for n in range(samples):
        sample = GAME.determinize(view, seat, random.Random(n))
        assert sample.players[me].hand == tuple(c["id"] for c in view["private"]["hand"])
        in_hand.update(sample.players[1 - me].hand)
        on_top[sample.players[me].deck[0]] += 1
    unseen = [iid for iid in deck_instance_ids(theirs.deck_name) if iid not in theirs.tableau]
    assert len(unseen) == 29 and set(in_hand) <= set(unseen)
    statistic = chi_square(in_hand, dict.fromkeys(unseen, samples * 5 / 29))
    assert statistic < CHI2_AT_0_001[28], statistic
    undrawn = set(mine.deck)
    assert len(undrawn) == 24 and set(on_top) <= undrawn
    assert chi_square(on_top, dict.fromkeys(undrawn, samples / 24)) < CHI2_AT_0_001[23]


KEPT_PAIRS: tuple[tuple[int, int], ...] = ((0, 1), (0, 4), (1, 2), (1, 4), (1, 5), (2, 3), (3, 4), (3, 5))
"""The planet pairs (indices 0 = Coronis .. 5 = Dakhit) whose two goods cards are still in play; the others'
pairs were removed."""
GOODS_AT: tuple[tuple[Face, ...], ...] = (
    ((1, 2), (2, 3), (5, 3)),
    ((0, 3), (3, 2), (4, 3)),
    ((1, 3), (4, 2)),
    ((2, 2), (5, 2)),
    ((0, 2), (3, 3)),
    ((1, 2), (4, 3)),
)
"""The shown faces (planet index, value) at each planet; one more (2, 2) and (3, 2) lie in the two containers."""


def test_the_hidden_faces_of_the_goods_are_dealt_uniformly_over_every_deal_that_fits() -> None:
    """16 goods cards in play: the sampled deal (which face each card shows) against every deal the shown faces
    allow, counted by trying all 2^16 ways the cards could lie."""
    cards = [key for key in CARDS if tuple(sorted(key)) in KEPT_PAIRS]
    removed = [(a, b) for a in range(6) for b in range(a + 1, 6) if (a, b) not in KEPT_PAIRS]
    containers = (((2, 2),),), (((3, 2),),)
    wanted = Counter([face for stack in GOODS_AT for face in stack] + [(2, 2), (3, 2)])
    fitting = set()
    for shows_three in itertools.product((True, False), repeat=len(cards)):
        faces = Counter((key[0], 3) if three else (key[1], 2) for key, three in zip(cards, shows_three, strict=True))
        if faces == wanted:
            fitting.add(frozenset(CARDS[key][0 if three else 1] for key, three in zip(cards, shows_three, strict=True)))
    assert len(fitting) == 6
    dealt: Counter[frozenset[int]] = Counter()
    samples = 2000
    rand = random.Random(5)
    for _ in range(samples):
        planets, boxes, _ = deal_goods(GOODS_AT, containers, None, removed, rand)
        tokens = [t for stack in planets for t in stack] + [t for seat in boxes for box in seat for t in box]
        assert sorted(FACE_DESTINATION[t] for t in planets[1]) == sorted(PLANET_IDS[p] for p, _ in GOODS_AT[1])
        dealt[frozenset(tokens)] += 1
    assert set(dealt) <= fitting
    assert chi_square(dealt, dict.fromkeys(fitting, samples / 6)) < CHI2_AT_0_001[5]


def test_a_finished_game_gives_the_win_shares_and_a_draw_gives_nothing() -> None:
    won = list(positions({}, 1, True, every=10_000))[-1]
    assert won.outcome is not None and won.outcome.reason == "reached_70"
    winner = won.seats[won.outcome.ranking[0][0]]
    assert GAME.evaluate(won) == {seat: float(seat == winner) for seat in won.seats}
    drawn = list(positions({}, 1, False, every=10_000))[-1]  # random play delivers nothing: 0 to 0 at the cap
    assert drawn.outcome is not None and drawn.outcome.ranking == ((0, 1),)
    assert GAME.evaluate(drawn) == {"p1": 0.0, "p2": 0.0}


def test_the_estimate_favours_the_seat_ahead_and_more_so_near_the_round_cap() -> None:
    state = update_player(update_player(started(GAME, seed=1), 0, score=20), 1, score=20)
    assert GAME.evaluate(state) == pytest.approx({"p1": 0.5, "p2": 0.5})
    ahead = update_player(state, 0, score=35)
    early = GAME.evaluate(ahead)
    assert early["p1"] > 0.75 and early["p1"] + early["p2"] == pytest.approx(1.0)
    late = update_player(update_player(ahead, 0, turns_taken=58), 1, turns_taken=58)
    assert GAME.evaluate(late)["p1"] > early["p1"] + 0.15
    loaded = set_goods(state, containers={(1, 0): [("w01", "coronis"), ("w02", "coronis")]})
    assert GAME.evaluate(loaded)["p2"] > 0.55  # goods on board count towards the score
