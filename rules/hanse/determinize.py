"""What one seat cannot see, sampled (the search AI's `determinize`, rules/base.py): a full Hanse state built from the
seat's view alone, plus the fixed component tables.

Hidden are the opponent's hand, the order of both draw decks, the hidden face of every goods card in play, and
the dice and shuffles to come (a fresh RNG). The view does not show the `empty_deck_reshuffle` option: it is taken
to be on (the default); it only changes future draws, never the legal actions of the state sampled.

Goods: every goods card joins a face `(p, 3)` to a face `(q, 2)` of another planet, one card per ordered pair
`p != q` (components.GOODS). The cards still in play are the 30 less the removed pairs; a pair removed at planet P
showing destination d were the two cards joining P and d (they were unloaded at P and then showed d). A goods card
waiting in a pair choice at planet P also has P on its back. All other cards in play are dealt to the shown faces
uniformly among the ways that use every card once: first an orientation of the cards (which face each one shows)
counted and drawn exactly by dynamic programming, then a uniform order among the goods showing the same face. (A
position built by hand that drops goods without recording pairs leaves the cards it cannot place out of play.)

The view keeps no memory: a hidden face once shown (goods flipped and put back at a planet) is sampled afresh.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from rules.hanse.components import GOODS, PLANET_IDS, WIN_SCORE, deck_instance_ids
from rules.hanse.goods import shown_values
from rules.hanse.state import (
    SETUP_PLANET,
    HanseState,
    Outcome,
    PairChoice,
    Pending,
    PlayerState,
    Roll,
    Turn,
)
from rules.rng import Rng
from rules.search import progress_shares

PLANETS = len(PLANET_IDS)
PLANET_INDEX: dict[str, int] = {pid: n for n, pid in enumerate(PLANET_IDS)}

Face = tuple[int, int]
"""A shown face as (planet index 0..5, value 2 or 3)."""


def _card_table() -> dict[tuple[int, int], tuple[int, int]]:
    """(planet of the 3-face, planet of the 2-face) -> (the token showing the 3-face, the token showing the 2-face)."""
    table: dict[tuple[int, int], tuple[int, int]] = {}
    for card, goods in enumerate(GOODS):
        (da, va), (db, _) = goods.face_a, goods.face_b
        a, b = PLANET_INDEX[da], PLANET_INDEX[db]
        if va == 3:
            table[(a, b)] = (2 * card, 2 * card + 1)
        else:
            table[(b, a)] = (2 * card + 1, 2 * card)
    return table


CARDS: dict[tuple[int, int], tuple[int, int]] = _card_table()


def _token(three: int, two: int, shows_three: bool) -> int:
    """The token of the card joining (three, 3) and (two, 2), showing its 3-face or its 2-face."""
    return CARDS[(three, two)][0 if shows_three else 1]


def _card_of(face: Face, back: int) -> tuple[int, int]:
    """The card showing `face` with planet `back` on its other side, as its (3-planet, 2-planet) key."""
    planet, value = face
    return (planet, back) if value == 3 else (back, planet)


WaysFrom = Callable[[int, int, int, tuple[int, ...]], int]


@lru_cache(maxsize=256)
def _ways(edges: tuple[tuple[int, ...], ...], threes: tuple[int, ...], twos: tuple[int, ...]) -> WaysFrom:
    """The number of ways to finish dealing the cards left (`edges[a]`: the 2-planets joined to (a, 3)) from a
    point of the walk: (3-planet a, its k-th card, goods still to give (a, 3), goods still to give each 2-face).
    Each card shows its 3-face or its 2-face or stays out; it can stay out only where the view shows fewer goods
    than cards left (a position built by hand), as every face must get exactly its goods. Remembered: one view is
    sampled many times in a search."""
    cards_after = [sum(len(e) for e in edges[a + 1 :]) for a in range(PLANETS)]
    goods_after = [sum(threes[a + 1 :]) for a in range(PLANETS)]
    memo: dict[tuple[int, int, int, tuple[int, ...]], int] = {}

    def count(a: int, k: int, need: int, rest: tuple[int, ...]) -> int:
        while k == len(edges[a]):  # the 3-face is done: on to the next one
            if need:
                return 0
            a, k = a + 1, 0
            if a == PLANETS:
                return 0 if any(rest) else 1
            need = threes[a]
        key = (a, k, need, rest)
        found = memo.get(key)
        if found is not None:
            return found
        total = 0
        if len(edges[a]) - k + cards_after[a] >= need + sum(rest) + goods_after[a]:  # else too few cards are left
            b = edges[a][k]
            if need:  # this card shows its 3-face
                total += count(a, k + 1, need - 1, rest)
            if rest[b]:  # its 2-face
                total += count(a, k + 1, need, rest[:b] + (rest[b] - 1,) + rest[b + 1 :])
            total += count(a, k + 1, need, rest)  # it stays out
        memo[key] = total
        return total

    return count


def _orient(
    edges: tuple[tuple[int, ...], ...], threes: tuple[int, ...], twos: tuple[int, ...], rand: random.Random
) -> dict[Face, list[int]]:
    """A uniformly drawn deal of the cards left: the tokens showing each face, each branch of the walk taken in
    proportion to the ways of finishing after it."""
    count = _ways(edges, threes, twos)
    if count(0, 0, threes[0], twos) == 0:
        raise ValueError("No deal of the goods cards fits this view.")
    shown: dict[Face, list[int]] = {}
    rest = twos
    for a in range(PLANETS):
        need = threes[a]
        for k, b in enumerate(edges[a]):
            lowered = rest[:b] + (rest[b] - 1,) + rest[b + 1 :] if rest[b] else rest
            up = count(a, k + 1, need - 1, rest) if need else 0
            down = count(a, k + 1, need, lowered) if rest[b] else 0
            out = count(a, k + 1, need, rest)
            pick = rand.randrange(up + down + out)
            if pick < up:
                shown.setdefault((a, 3), []).append(_token(a, b, True))
                need -= 1
            elif pick < up + down:
                shown.setdefault((b, 2), []).append(_token(a, b, False))
                rest = lowered
    return shown


def _faces(entries: Sequence[Mapping[str, Any]]) -> list[Face]:
    """Shown faces from public stacks or containers (`destination` and `values`)."""
    return [(PLANET_INDEX[e["destination"]], v) for e in entries for v in e["values"]]


def deal_goods(
    planets: Sequence[Sequence[Face]],
    containers: Sequence[Sequence[Sequence[Face]]],
    pair: tuple[int, Sequence[Face]] | None,
    removed: Sequence[tuple[int, int]],
    rand: random.Random,
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[int, ...], ...], ...], tuple[int, ...]]:
    """Tokens for the shown faces: (per planet, per seat per container, the pair choice's goods), the hidden faces
    drawn uniformly among the deals consistent with `removed` (planet, destination) pairs and the pair choice."""
    left = set(CARDS)
    for planet, destination in removed:
        left.discard((planet, destination))
        left.discard((destination, planet))
    pair_tokens: list[int] = []
    if pair is not None:
        at, shown_faces = pair
        for face in shown_faces:
            key = _card_of(face, at)
            left.remove(key)
            pair_tokens.append(CARDS[key][0 if face[1] == 3 else 1])
    counts: dict[Face, int] = {}
    for face in [f for stack in planets for f in stack] + [f for seat in containers for c in seat for f in c]:
        counts[face] = counts.get(face, 0) + 1
    edges = tuple(tuple(b for b in range(PLANETS) if (a, b) in left) for a in range(PLANETS))
    threes = tuple(counts.get((a, 3), 0) for a in range(PLANETS))
    twos = tuple(counts.get((b, 2), 0) for b in range(PLANETS))
    shown = _orient(edges, threes, twos, rand)
    for tokens in shown.values():
        rand.shuffle(tokens)

    def take(faces: Sequence[Face]) -> tuple[int, ...]:
        return tuple(shown[face].pop() for face in faces)

    planet_tokens = tuple(take(stack) for stack in planets)
    container_tokens = tuple(tuple(take(c) for c in seat) for seat in containers)
    return planet_tokens, container_tokens, tuple(pair_tokens)


def sample_state(view: Mapping[str, Any], seat: str, rand: random.Random) -> HanseState:
    """A full state giving `seat` exactly `view`, what it cannot see drawn with `rand`."""
    public = view["public"]
    seats: tuple[str, str] = (public["seats"][0], public["seats"][1])
    index = {s: n for n, s in enumerate(seats)}
    views = [public["players"][s] for s in seats]
    pair_view = public["pair_choice"]
    pair = None
    if pair_view is not None:
        pair = (
            PLANET_INDEX[pair_view["planet"]],
            [(PLANET_INDEX[g["destination"]], g["value"]) for g in pair_view["goods"]],
        )
    planets_tokens, containers_tokens, pair_tokens = deal_goods(
        [_faces(p["stacks"]) for p in public["planets"]],
        [[_faces([c]) if c["destination"] else [] for c in pv["containers"]] for pv in views],
        pair,
        [(PLANET_INDEX[p], PLANET_INDEX[d]) for p, d in public["removed"]["pairs"]],
        rand,
    )
    players: list[PlayerState] = []
    for n, pv in enumerate(views):
        tableau = tuple(c["id"] for c in pv["tableau"])
        discard = tuple(c["id"] for c in pv["discard"])
        known = set(tableau) | set(discard)
        if seats[n] == seat:
            hand = tuple(c["id"] for c in view["private"]["hand"])
            deck = [iid for iid in deck_instance_ids(pv["deck"]) if iid not in known and iid not in hand]
            rand.shuffle(deck)
        else:
            unseen = [iid for iid in deck_instance_ids(pv["deck"]) if iid not in known]
            rand.shuffle(unseen)
            hand, deck = tuple(unseen[: pv["hand_count"]]), unseen[pv["hand_count"] :]
        players.append(
            PlayerState(
                deck_name=pv["deck"],
                score=pv["score"],
                position=pv["position"],
                tableau=tableau,
                containers=containers_tokens[n],
                hand=hand,
                deck=tuple(deck),
                discard=discard,
                turns_taken=pv["turns_taken"],
            )
        )
    turn = public["turn"]
    flight = None if turn is None else turn["flight"]
    pending = public["pending"]
    last = public["last"]
    roll = public["last_roll"]
    result = public["result"]
    return HanseState(
        seats=seats,
        round_cap=public["round_cap"],
        reshuffle=True,  # not in the view: the default, most games' setting
        rng=Rng(rand.getrandbits(63)),
        forced_dice=(),
        seq=view["seq"],
        phase=public["phase"],
        active=None if public["active"] is None else index[public["active"]],
        chooser=index[public["chooser"]],
        # only set while the start planet is chosen, and then the one acting
        planet_picker=index[view["acting"][0]] if public["phase"] == SETUP_PLANET else None,
        first=None if public["first"] is None else index[public["first"]],
        start_planet=public["start_planet"],
        players=(players[0], players[1]),
        planets=planets_tokens,
        turn=None
        if turn is None
        else Turn(
            price=turn["price"],
            planet_actions_left=turn["planet_actions_left"],
            normal_flight_available=turn["normal_flight_available"],
            interventions_played=turn["interventions_played"],
            orbital_uses_left=turn["orbital_uses_left"],
            tunnel_passages=turn["tunnel_passages"],
            flight_energy=None if flight is None else flight["energy"],
            flight_kind=None if flight is None else flight["kind"],
            start_window=turn["start_window"],
            hyperjump_used=turn["hyperjump_used"],
        ),
        pending=None
        if pending is None
        else Pending(index[pending["by"]], pending["card"], tuple(sorted(pending["params"].items()))),
        pair_choice=None
        if pair_view is None
        else PairChoice(PLANET_INDEX[pair_view["planet"]] + 1, pair_tokens, tuple(pair_view["candidates"])),
        removed=tuple((p, d) for p, d in public["removed"]["pairs"]),
        last=None if last is None else (last["seat"], tuple(sorted(last["action"].items(), key=lambda kv: kv[0]))),
        last_roll=None
        if roll is None
        else Roll(index[roll["seat"]], tuple(roll["dice"]), roll["fusion"], roll["energy"]),
        outcome=None
        if result is None
        else Outcome(tuple(tuple(index[s] for s in group) for group in result["ranking"]), result["reason"]),
    )


LOADED_WEIGHT = 0.5
"""Loaded goods count half their shown value: they score only once flown to their planet."""
LATEST_TARGET = 0.25
"""At the round cap a lead decides the game: the target shrinks with the turns left, to at most a quarter."""


def estimate(state: HanseState) -> dict[str, float]:
    """An unfinished game's win shares from public progress: MG plus half the goods loaded, against 70 MG, a lead
    counting more as the round cap nears (the cap ranks by score)."""
    points = {
        seat: p.score + LOADED_WEIGHT * sum(sum(shown_values(c)) for c in p.containers)
        for seat, p in zip(state.seats, state.players, strict=True)
    }
    target = float(WIN_SCORE)
    if state.round_cap > 0:
        played = min(p.turns_taken for p in state.players)
        target *= max(LATEST_TARGET, 1.0 - played / state.round_cap)
    return progress_shares(points, target)
