"""What a seat cannot see, sampled from its view (rules/cosmic/determinize.py), and the estimate of a game cut short
(`Cosmic.evaluate`), for the search player (rules/search.py).

- Every sample gives the seat exactly its view, at every player count, in the beginner game and the standard deal
  from the widest pool; where the view shows all the decision due needs (`exact`), it offers the true options.
- A sample depends on the view alone: a second true state with the same view gives the same sample.
- The unseen cards land in the other hands and the talon in proportion to their sizes (a chi-square test).
- A finished game is worth its win shares; mid-game the seat nearer five foreign bases is favoured.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rules.cosmic.determinize import EXACT, GUESSED, exact, sample
from rules.cosmic.game import GAME
from rules.cosmic.state import OVER, State
from rules.frozen import evolve
from tests.rules.sampling import CHI2_AT_0_001

WIDEST = "w2b"
BEGINNER: dict[str, Any] = {"power_mode": "beginner_game", "power_pool": WIDEST}
STANDARD: dict[str, Any] = {"power_mode": "standard", "power_pool": WIDEST}


def positions(players: int, options: dict[str, Any], seed: int, every: int, limit: int) -> Iterator[tuple[State, str]]:
    """States of a seeded random game every `every` actions, each with the seat to act and (taking turns) another
    seat: a sample is drawn for an onlooker too."""
    seats = [f"p{i}" for i in range(1, players + 1)]
    state = GAME.setup(seats, seed, options)
    rand = random.Random(seed)
    for step in range(limit):
        if GAME.is_over(state):
            yield state, seats[0]
            return
        acting = GAME.acting(state)
        if step % every == 0:
            yield state, acting[0]
            yield state, seats[step % players]
        legal = GAME.legal_actions(state, acting[0])
        state = GAME.apply(state, acting[0], legal[rand.randrange(len(legal))]).state


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("options", [BEGINNER, STANDARD], ids=["beginner", WIDEST])
def test_every_sample_gives_the_seat_its_view_and_the_true_options(players: int, options: dict[str, Any]) -> None:
    checked = Counter[str]()
    for state, seat in positions(players, options, seed=players, every=9, limit=900):
        view = GAME.view(state, seat)
        for n in range(3):
            drawn = sample(view, seat, random.Random(n))
            assert GAME.view(drawn, seat) == view, f"seq {view['seq']}, {seat}, sample {n}"
            if exact(view):
                assert GAME.legal_actions(drawn, seat) == GAME.legal_actions(state, seat), f"seq {view['seq']}"
        checked["exact" if exact(view) else "guessed"] += 1
    # the decisions rebuilt exactly are nearly all a game meets
    assert checked["exact"] >= 150
    assert checked["exact"] >= 5 * checked["guessed"]


def test_the_guessed_decisions_mostly_offer_the_true_options() -> None:
    """Ships going home, ships lost, rewards and Plague's discards: the view lacks a count, the likeliest is taken."""
    met = Counter[bool]()
    for state, seat in positions(4, STANDARD, seed=2, every=1, limit=1500):
        view = GAME.view(state, seat)
        if view["public"]["decision"] in GUESSED and seat in view["acting"]:
            met[GAME.legal_actions(sample(view, seat, random.Random(1)), seat) == GAME.legal_actions(state, seat)] += 1
    assert met[True] >= 20
    assert met[True] >= 3 * met[False]


def test_the_exact_decisions_include_the_turns_usual_steps() -> None:
    assert {"round", "commit", "invite", "alliance", "select", "target", "regroup"} <= EXACT
    assert not EXACT & GUESSED


def test_a_sample_depends_on_the_view_alone() -> None:
    compared = 0
    for options in (BEGINNER, STANDARD):
        for state, seat in positions(4, options, seed=8, every=37, limit=700):
            view = GAME.view(state, seat)
            other = sample(view, seat, random.Random(99))
            if GAME.encode(other) == GAME.encode(state):
                continue
            assert GAME.view(other, seat) == view
            for n in (1, 2):
                first = sample(view, seat, random.Random(n))
                second = sample(GAME.view(other, seat), seat, random.Random(n))
                assert GAME.encode(first) == GAME.encode(second)
            compared += 1
    assert compared >= 10


def test_the_samples_differ_in_what_the_seat_cannot_see_only() -> None:
    state, seat = next(s for s in positions(5, STANDARD, seed=4, every=50, limit=300) if s[0].seq > 100)
    view = GAME.view(state, seat)
    me = state.seats.index(seat)
    one, two = sample(view, seat, random.Random(1)), sample(view, seat, random.Random(2))
    assert one.hands[me] == two.hands[me] == state.hands[me]
    assert [len(h) for h in one.hands] == [len(h) for h in state.hands]
    assert one.hands != two.hands
    assert one.talon != two.talon and sorted(one.destiny) == sorted(state.destiny)
    assert one.rng != two.rng
    assert (one.ships, one.discard, one.powers) == (state.ships, state.discard, state.powers)


def test_the_unseen_cards_land_in_proportion_to_the_hands_and_the_talon() -> None:
    """4 players, beginner game, p1 at sequence 60: the 83 cards it cannot see (three hands of 6, 6 and 5, a talon of
    66) spread over 2,000 samples as their sizes say."""
    state = GAME.setup(["p1", "p2", "p3", "p4"], 3, BEGINNER)
    rand = random.Random(3)
    while state.seq < 60:
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
    assert not any(state.selected) and not any(state.records)
    view = GAME.view(state, "p1")
    unseen = [c for hand in state.hands[1:] for c in hand] + list(state.talon)
    sizes = [len(h) for h in state.hands[1:]] + [len(state.talon)]
    assert sizes == [6, 6, 5, 66] and len(unseen) == 83
    landed: Counter[tuple[str, int]] = Counter()
    rounds = 2_000
    for n in range(rounds):
        drawn = sample(view, "p1", random.Random(n))
        places = [*drawn.hands[1:], drawn.talon]
        for place, cards in enumerate(places):
            for card in cards:
                landed[card, place] += 1
    assert sum(landed.values()) == rounds * len(unseen)
    total = sum(sizes)
    statistic = 0.0
    for card in unseen:
        for place, size in enumerate(sizes):
            expected = rounds * size / total
            statistic += (landed[card, place] - expected) ** 2 / expected
    assert len(unseen) * (len(sizes) - 1) == 249
    assert statistic < CHI2_AT_0_001[249]


def test_a_face_down_selected_card_is_drawn_from_the_unseen_challenge_cards() -> None:
    found = 0
    for state, seat in positions(4, BEGINNER, seed=6, every=1, limit=900):
        me = state.seats.index(seat)
        others = [s for s in range(4) if s != me and state.selected and state.selected[s]]
        if not others or state.phase == OVER:
            continue
        view = GAME.view(state, seat)
        drawn = sample(view, seat, random.Random(5))
        for s in others:
            card = drawn.selected[s]
            assert card.startswith(("attack_", "compromise", "morph", "negotiate"))
            assert card not in state.hands[me] and card not in state.discard
        found += 1
        if found == 10:
            break
    assert found == 10


def test_evaluate_gives_a_finished_game_its_win_shares() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 1, BEGINNER)
    state = GAME.apply(state, "p1", {"type": "colour", "colour": "red"}).state
    state = GAME.apply(state, "p2", {"type": "colour", "colour": "blue"}).state
    state = GAME.apply(state, "p3", {"type": "colour", "colour": "yellow"}).state
    won = evolve(state, phase=OVER, tasks=(), winners=(1,), reason="five_bases")
    shared = evolve(state, phase=OVER, tasks=(), winners=(0, 2), reason="five_bases")
    nobody = evolve(state, phase=OVER, tasks=(), winners=(), reason="turn_limit")
    assert GAME.evaluate(won) == {"p1": 0.0, "p2": 1.0, "p3": 0.0}
    assert GAME.evaluate(shared) == {"p1": 0.5, "p2": 0.0, "p3": 0.5}
    assert GAME.evaluate(nobody) == {"p1": 0.0, "p2": 0.0, "p3": 0.0}


def test_evaluate_favours_the_seat_nearer_five_foreign_bases() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 1, BEGINNER)
    for seat, colour in (("p1", "red"), ("p2", "blue"), ("p3", "yellow")):
        state = GAME.apply(state, seat, {"type": "colour", "colour": colour}).state
    even = GAME.evaluate(state)
    assert even == pytest.approx({"p1": 1 / 3, "p2": 1 / 3, "p3": 1 / 3})
    for planet in ("blue_1", "blue_2", "yellow_1", "yellow_2"):  # four foreign bases for p1, one for p3
        state = state.with_ships(planet, 0, 1)
    state = state.with_ships("red_1", 2, 1)
    ahead = GAME.evaluate(state)
    assert ahead["p1"] > 0.7 > ahead["p3"] > ahead["p2"]
    assert sum(ahead.values()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    "options",
    [
        {"power_mode": "hidden_powers", "power_pool": WIDEST},
        {"power_mode": "choose_powers", "power_pool": WIDEST, "warp_fan": True, "reverse_cone": True},
    ],
    ids=["hidden_powers", "choose_powers"],
)
def test_face_down_and_chosen_powers_are_drawn_from_the_powers_unseen(options: dict[str, Any]) -> None:
    """Every position of the setup (the colours, the choice of powers), then every eleventh."""
    met = Counter[str]()
    setup = positions(4, options, seed=3, every=1, limit=8)
    for state, seat in itertools.chain(setup, positions(4, options, seed=3, every=11, limit=800)):
        view = GAME.view(state, seat)
        drawn = sample(view, seat, random.Random(7))
        assert GAME.view(drawn, seat) == view, f"seq {view['seq']}"
        if exact(view):
            assert GAME.legal_actions(drawn, seat) == GAME.legal_actions(state, seat), f"seq {view['seq']}"
        dealt = [p for p in drawn.powers if p]
        assert len(set(dealt)) == len(dealt)  # a power is in a game once
        shown = {p["power"] for p in view["public"]["players"]} - {None}
        assert not {drawn.powers[s] for s in drawn.face_down} & shown
        mine = tuple(view["private"]["powers_offered"] or ())
        for other, offered in enumerate(drawn.offered):
            assert offered == mine if drawn.seats[other] == seat else len(offered) == 3 and not set(offered) & set(mine)
            if drawn.kept[other]:
                assert drawn.kept[other] in offered
                met["kept"] += 1
        met["face down" if drawn.face_down else "positions"] += 1
    assert met["kept"] >= 3 if options["power_mode"] == "choose_powers" else met["face down"] >= 60
