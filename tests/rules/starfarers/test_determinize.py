"""Sampling a full state from one seat's view (rules/starfarers/determinize.py) and the mid-game estimate
(`Starfarers.evaluate`) the search player (rules/search.py) plays on.

- Every sample gives the seat exactly its view, and its legal actions, at many points of seeded random games (3 and
  4 players, the fixed start and the draft), for the acting seats and the waiting ones alike: no position is
  skipped, the views carry every fact the rules read that the seat knows.
- What the table saw this turn (offers started, a Merchants rate or a Diplomats card used), the option
  extra_two_cards, where the moving ships began and which ships are still to be asked are public and copied; the
  first half of a two-step choice (the resource a bank trade gives, the ship a build makes, the area a jump chose)
  is only in the acting seat's view, and copied into its samples.
- A sample depends on the view alone.
- The unseen is dealt in proportion: a resource card over the bank, the other hands and the deck; a face-down token
  over the face-down planets of its group; the encounter card on top of the pile.
- The estimate gives a finished game's win shares and favours the seat ahead.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from rules.frozen import evolve
from rules.starfarers.components import RESOURCES, TOKEN_BY_ID
from rules.starfarers.determinize import ALL_CARDS
from rules.starfarers.game import GAME
from rules.starfarers.state import MOVE, OVER, TRADE, Ship, State, card_type
from rules.starfarers.testing import arrange
from tests.rules.sampling import CHI2_AT_0_001, chi_square

GAMES: tuple[tuple[int, dict[str, Any]], ...] = (
    (3, {}),
    (4, {}),
    (3, {"setup_draft": True}),
    (4, {"setup_draft": True, "extra_two_cards": True}),
)


def positions(players: int, options: dict[str, Any], seed: int, every: int, limit: int) -> Iterator[State]:
    """States of a seeded random game, every `every` actions up to `limit` actions or its end."""
    state = GAME.setup([f"p{i}" for i in range(1, players + 1)], seed, options)
    rand = random.Random(seed)
    for step in range(limit):
        if GAME.is_over(state):
            return
        if step % every == 0:
            yield state
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state


def test_every_sample_gives_each_seat_its_view_and_its_legal_actions() -> None:
    compared = 0
    phases: set[str] = set()
    for players, options in GAMES:
        for seed in (1, 2):
            for state in positions(players, options, seed, every=9, limit=1500):
                for seat in state.seats:
                    view = GAME.view(state, seat)
                    for n in range(2):
                        sample = GAME.determinize(view, seat, random.Random(n))
                        where = (players, options, seed, state.seq, seat, n)
                        assert GAME.view(sample, seat) == view, where
                        assert GAME.legal_actions(sample, seat) == GAME.legal_actions(state, seat), where
                        compared += 1
                phases.add(state.phase)
    assert compared > 4000
    assert {"draft", "discard", "move", "encounter", "enc_resource", "offer_draft", "offer_open", "bank_get"} <= phases


def test_the_sample_depends_on_the_view_alone() -> None:
    pairs = 0
    for state in positions(4, {}, seed=3, every=37, limit=1500):
        seat = state.seats[(state.active + 1) % 4]
        view = GAME.view(state, seat)
        other = GAME.determinize(view, seat, random.Random(99))
        assert GAME.encode(other) != GAME.encode(state)  # the other hands, the deck, the tokens dealt anew
        assert GAME.view(other, seat) == view
        for n in (1, 2):
            first = GAME.determinize(view, seat, random.Random(n))
            second = GAME.determinize(GAME.view(other, seat), seat, random.Random(n))
            assert GAME.encode(first) == GAME.encode(second)
        pairs += 1
    assert pairs >= 20


def _mid_game() -> tuple[State, str]:
    """Seat p1 of a seeded 3-player game some 400 random actions in, at the start of a turn: cards in every hand,
    some face-down tokens looked at, some encounter cards discarded."""
    state = next(s for s in positions(3, {}, seed=4, every=1, limit=2000) if s.seq >= 400 and s.phase == "roll")
    return state, "p1"


def test_an_unseen_resource_card_lands_in_the_bank_a_hand_or_the_deck_in_proportion() -> None:
    state, seat = _mid_game()
    view = GAME.view(state, seat)
    public = view["public"]
    mine = set(view["private"]["cards"])
    others = [s for s in state.seats if s != seat]
    assert all(public["players"][s]["cards"] > 0 for s in others)
    samples = [GAME.determinize(view, seat, random.Random(n)) for n in range(2000)]
    checked = 0
    for resource in ("ore", "goods"):
        card = next(c for c in ALL_CARDS if card_type(c) == resource and c not in mine)
        unseen = 20 - sum(1 for c in mine if card_type(c) == resource)
        in_bank = public["bank"][resource] / unseen
        pool = public["deck"] + sum(public["players"][s]["cards"] for s in others)
        share = {"bank": in_bank, "deck": (1 - in_bank) * public["deck"] / pool}
        share |= {s: (1 - in_bank) * public["players"][s]["cards"] / pool for s in others}
        where: Counter[str] = Counter()
        for sample in samples:
            if card in sample.bank[RESOURCES.index(resource)]:
                where["bank"] += 1
            elif card in sample.deck:
                where["deck"] += 1
            else:
                where[next(s for i, s in enumerate(sample.seats) if card in sample.players[i].hand)] += 1
        assert sum(where.values()) == len(samples)
        statistic = chi_square(where, {key: p * len(samples) for key, p in share.items()})
        assert statistic < CHI2_AT_0_001[len(share) - 1], (resource, where, share)
        checked += 1
    assert checked == 2


def test_a_face_down_token_and_the_top_encounter_card_are_dealt_in_proportion() -> None:
    state, seat = _mid_game()
    view = GAME.view(state, seat)
    public = view["public"]
    peeked = set(view["private"]["peeked"])
    # the first face-down planet the seat has not looked at: its token is one of its group's unseen tokens, each
    # as likely, wherever they lie
    planet = next(t for t in public["tokens"] if t["token"] is None and t["planet"] not in peeked)
    group = planet["group"]
    open_planets = [t["planet"] for t in public["tokens"] if t["token"] is None and t["group"] == group]
    seen = {shown["token"] for shown in public["tokens"]} | {p["token"] for p in view["private"]["peeked"].values()}
    seen |= {token for p in public["players"].values() for token in p["specials"]}  # lairs and ice planets taken
    candidates = [t.id for t in TOKEN_BY_ID.values() if t.group == group and t.id not in seen]
    assert len(candidates) == len(open_planets) - len(peeked & set(open_planets)) >= 3
    unseen_cards = [c for c in GAME.determinize(view, seat, random.Random(0)).enc_draw]
    assert len(unseen_cards) == public["encounters"]["draw"] >= 5
    tokens: Counter[str] = Counter()
    tops: Counter[str] = Counter()
    samples = 2000
    for n in range(samples):
        sample = GAME.determinize(view, seat, random.Random(n))
        tokens[next(token for p, token, _up in sample.tokens if p == planet["planet"])] += 1
        tops[sample.enc_draw[-1]] += 1
    assert set(tokens) == set(candidates)
    statistic = chi_square(tokens, dict.fromkeys(candidates, samples / len(candidates)))
    assert statistic < CHI2_AT_0_001[len(candidates) - 1], tokens
    # the top card: the unseen cards, grouped in 5 bins of card ids so that each bin expects some 80 draws or more
    bins = {card: str(i % 5) for i, card in enumerate(sorted(unseen_cards))}
    binned: Counter[str] = Counter(bins[card] for card in tops.elements())
    want = Counter(bins.values())
    statistic = chi_square(binned, {b: samples * k / len(unseen_cards) for b, k in want.items()})
    assert statistic < CHI2_AT_0_001[len(want) - 1], binned


def test_evaluate_gives_a_finished_game_its_win_shares_and_favours_the_seat_ahead() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 5)
    won = evolve(state, phase=OVER, winner=1, reason="target")
    assert GAME.evaluate(won) == {"p1": 0.0, "p2": 1.0, "p3": 0.0}
    ahead = state.with_player(2, fame=state.players[2].fame + 8)  # 4 more points for p3
    shares = GAME.evaluate(ahead)
    assert abs(sum(shares.values()) - 1.0) < 1e-9
    assert shares["p3"] > 0.5 > shares["p1"] and shares["p1"] == shares["p2"]
    even = GAME.evaluate(state)
    assert max(even.values()) - min(even.values()) < 1e-12


def test_a_ship_in_flight_back_where_it_began_keeps_its_start_and_its_obligation_in_the_sample() -> None:
    """Bo's colony ship left outer colony point 9·6 (a point it was obliged to leave, O1) and flew back onto it: it
    may not end there while the obligation holds. Every view shows where it began and what it must leave; the
    sample copies both, so it must fly on there too."""
    state = GAME.setup(["p1", "p2", "p3"], 1)
    start = "v09_06"
    state = state.with_player(1, ships=(Ship(1, "colony", start),), drives=0)
    state = evolve(
        state,
        phase=MOVE,
        active=1,
        base_move=3,
        flying=1,
        left=(1, -1, -1),
        origins=((1, start),),
        duties=((1, start),),
    )
    public = GAME.view(state, None)["public"]["movement"]
    assert (public["origins"], public["duties"], public["finishing"]) == ({"1": start}, {"1": start}, [])
    assert start not in public["reach"]["1"]
    for seat in ("p1", "p2"):
        view = GAME.view(state, seat)
        sample = GAME.determinize(view, seat, random.Random(3))
        assert (sample.origins, sample.duties) == (((1, start),), ((1, start),))
        assert GAME.view(sample, seat) == view
        assert GAME.legal_actions(sample, seat) == GAME.legal_actions(state, seat)
    assert {"type": "stay"} not in GAME.legal_actions(state, "p2")


def _trading(**hands: dict[str, int]) -> State:
    """p1 to trade or build, the others with empty hands."""
    state = GAME.setup(["p1", "p2", "p3"], 2)
    by_seat = {int(seat[1]) - 1: hand for seat, hand in hands.items()}
    return arrange(state, hands={0: {}, 1: {}, 2: {}, **by_seat}, active=0, start=0, phase=TRADE)


def _act(state: State, seat: str, *actions: dict[str, Any]) -> State:
    for action in actions:
        state = GAME.apply(state, seat, action).state
    return state


def test_offers_started_this_turn_are_public_and_the_sixth_is_refused_in_the_sample_too() -> None:
    state = _trading(p1={"ore": 2})
    for _ in range(5):
        state = _act(state, "p1", {"type": "offer_start"}, {"type": "offer_drop"})
    assert {"type": "offer_start"} not in GAME.legal_actions(state, "p1")
    for seat in (None, "p1", "p2"):
        assert GAME.view(state, seat)["public"]["this_turn"] == {"offers": 5, "used": []}
    for seat in ("p1", "p2"):
        sample = GAME.determinize(GAME.view(state, seat), seat, random.Random(0))
        assert sample.offers_started == 5
    assert GAME.legal_actions(GAME.determinize(GAME.view(state, "p1"), "p1", random.Random(0)), "p1") == (
        GAME.legal_actions(state, "p1")
    )


def test_a_merchants_rate_used_this_turn_is_public_and_the_sample_pays_two_goods_again() -> None:
    state = _trading(p1={"goods": 2})
    state = state.with_player(0, friends=("mer_goods",))
    state = _act(state, "p1", {"type": "bank_give", "resource": "goods"}, {"type": "bank_get", "resource": "ore"})
    # one goods card bought the ore: the next goods card costs two, and the one left cannot pay
    assert {"type": "bank_give", "resource": "goods"} not in GAME.legal_actions(state, "p1")
    assert GAME.view(state, "p2")["public"]["this_turn"] == {"offers": 0, "used": ["mer_goods"]}
    sample = GAME.determinize(GAME.view(state, "p1"), "p1", random.Random(1))
    assert sample.turn == ("mer_goods_used",)
    assert GAME.legal_actions(sample, "p1") == GAME.legal_actions(state, "p1")


def test_the_resource_a_bank_trade_gives_is_told_only_to_its_trader_whose_sample_keeps_it() -> None:
    state = _act(_trading(p1={"ore": 3, "fuel": 3}), "p1", {"type": "bank_give", "resource": "ore"})
    legal = GAME.legal_actions(state, "p1")
    assert {"type": "bank_get", "resource": "ore"} not in legal and {"type": "bank_get", "resource": "fuel"} in legal
    assert GAME.view(state, "p1")["private"]["bank_give"] == "ore"
    assert "bank_give" not in GAME.view(state, "p2")["private"]
    assert "ore" not in str(GAME.view(state, None)["public"]["this_turn"])
    for n in range(6):  # a guess would give fuel in some of them
        sample = GAME.determinize(GAME.view(state, "p1"), "p1", random.Random(n))
        assert sample.task == ("ore",)
        assert GAME.legal_actions(sample, "p1") == legal


def test_the_ship_a_build_makes_is_told_only_to_its_builder() -> None:
    state = _trading(p1={"ore": 2, "fuel": 2, "carbon": 1, "food": 1, "goods": 2})  # either ship
    state = _act(state, "p1", {"type": "build_trade_ship"})
    assert GAME.view(state, "p1")["private"]["build"] == "build_trade_ship"
    assert "build" not in GAME.view(state, "p3")["private"]
    assert GAME.determinize(GAME.view(state, "p1"), "p1", random.Random(0)).task == ("build_trade_ship",)


def test_the_option_extra_two_cards_is_public_and_copied() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 3, {"extra_two_cards": True})
    view = GAME.view(state, "p2")
    assert view["public"]["extra_cards"] == 2
    assert GAME.determinize(view, "p2", random.Random(0)).extra_cards == 2
    plain = GAME.setup(["p1", "p2", "p3"], 3)
    assert GAME.determinize(GAME.view(plain, "p2"), "p2", random.Random(0)).extra_cards == 1
