"""What one seat cannot see, sampled (the search AI's `determinize`, rules/base.py): a full Andromeda state built
from the seat's view alone, plus the fixed card list (components.py).

Hidden are the other players' planet cards (their counts and bonus cards are public), the draw pile's order, the
hidden responses others have already chosen (R-4.4.2), and the ring draws and reshuffles to come (a fresh RNG).
Cards the view shows by kind only (the discard pile, the displays, the bonus cards of others and of the supply) get
instance ids drawn at random among the unseen cards of that kind: nothing in the rules tells two cards of one kind
apart except their order in a hand. The unseen planet cards left are dealt uniformly over the other hands and the
draw pile; while responses are chosen, a deal is drawn again if it leaves a co-player in the trade with nothing it
may respond with (R-4.4.3 would have taken it out), so the deal is uniform among those that fit.

Fields the view does not show: `lap` (the next lap position) is exact during the lap (the deciding seat's position)
and, while a swapped-with player keeps or stays, the first lap position still trading: every position before that
is out of the trade, so the lap goes on exactly as from the true value. Another player's unfinished action (its
`build`, only in its private view) is taken to be at the turn menu. Stale trading counters outside the trading
phase (`k`, `forbidden`, `max_offer`) are set as the next trading phase sets them anyway.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.andromeda.components import (
    CARD_BY_ID,
    FIRST_TIER_KIND,
    KIND_FIRST,
    KIND_INDEX,
    KIND_OF,
    N_KINDS,
    N_PLANETS,
    PLANET_INDEX,
    TIERS,
)
from rules.andromeda.flow import score
from rules.andromeda.piles import lowest_of_kind
from rules.andromeda.state import KEEP, LAP, OFFER, RESPOND, State
from rules.rng import Rng
from rules.search import progress_shares

TRADING = (OFFER, RESPOND, KEEP, LAP)
DEAL_TRIES = 1000
"""Deals drawn before a responder without a card it may show is accepted (only a position built by hand fails)."""


def _mask(cards: tuple[int, ...]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << KIND_OF[c]
    return mask


def sample_state(view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
    """A full state giving `seat` exactly `view`, what it cannot see drawn with `rand`."""
    public, private = view["public"], view["private"]
    seats = tuple(public["seats"])
    n = len(seats)
    me = seats.index(seat)
    players = [public["players"][s] for s in seats]
    phase = public["phase"]
    trade = public["trade"]

    own_hand = tuple(sorted(CARD_BY_ID[c["id"]] for c in private["hand"]))
    # per kind, the ids not in the seat's own hand, in random order: the pool the kind-only slots draw from
    pools: list[list[int]] = []
    taken = set(own_hand)
    for k in range(N_KINDS):
        pool = [c for c in range(KIND_FIRST[k], KIND_FIRST[k + 1]) if c not in taken]
        rand.shuffle(pool)
        pools.append(pool)

    def take(kind_name: str) -> int:
        return pools[KIND_INDEX[kind_name]].pop()

    discard = [take(kind) for kind, count in public["discard"].items() for _ in range(count)]
    rand.shuffle(discard)
    displays = tuple(tuple(take(kind) for kind in p["display"]) for p in players)
    bonus = [() if q == me else tuple(take(tier) for tier in players[q]["bonus"]) for q in range(n)]
    supply = tuple(sorted(take(tier) for tier, count in public["bonus_supply"].items() for _ in range(count)))
    unseen = [c for k in range(FIRST_TIER_KIND) for c in pools[k]]
    if (
        len(unseen)
        != sum(players[q]["hand_count"] - len(players[q]["bonus"]) for q in range(n) if q != me) + public["draw_count"]
    ):
        raise ValueError("The view's card counts do not add up.")

    forbidden = 0
    if trade is not None:
        forbidden = sum(1 << KIND_INDEX[k] for k in trade["forbidden"])
    in_trade = 0 if trade is None else sum(1 << seats.index(s) for s in trade["in_trade"])
    active = seats.index(public["active"])
    # while responses are chosen, every co-player still trading holds a card it may show
    must_respond = [q for q in range(n) if phase == RESPOND and q not in (me, active) and in_trade >> q & 1]

    hands: list[tuple[int, ...]] = []
    draw: list[int] = []
    for attempt in range(DEAL_TRIES):
        rand.shuffle(unseen)
        rest = list(unseen)
        hands = []
        for q in range(n):
            if q == me:
                hands.append(own_hand)
                continue
            count = players[q]["hand_count"] - len(players[q]["bonus"])
            hands.append(tuple(sorted(rest[:count] + list(bonus[q]))))
            del rest[:count]
        draw = rest
        if all(_mask(hands[q]) & ~forbidden for q in must_respond) or attempt == DEAL_TRIES - 1:
            break

    pending = [-1] * n
    if phase == RESPOND:
        for q in range(n):
            if q == me:
                if private["response"] is not None:
                    pending[q] = CARD_BY_ID[private["response"]["id"]]
            elif players[q]["has_chosen"]:
                kinds = [k for k in range(N_KINDS) if (_mask(hands[q]) & ~forbidden) >> k & 1]
                if kinds:  # a hidden choice: any kind it may show, as a random player would
                    pending[q] = lowest_of_kind(hands[q], kinds[rand.randrange(len(kinds))])

    current = -1 if public["current"] is None else seats.index(public["current"])
    lap = -1
    laps = [(active + 1 + pos) % n for pos in range(n - 1)]
    if phase == LAP:
        lap = laps.index(current)
    elif phase == KEEP:
        lap = next((pos for pos, q in enumerate(laps) if in_trade >> q & 1), n - 1)

    build = private["build"]
    b_bonus: list[int] = []
    if build is not None:
        for tier in build["bonus"]:
            b_bonus.append(lowest_of_kind(own_hand, FIRST_TIER_KIND + TIERS.index(tier), b_bonus))
    turn = public["turn"]
    planets = public["planets"]
    result = public["result"]
    setup_kinds = tuple(
        tuple(
            KIND_INDEX[k]
            for k, count in sorted(p["setup_cards"].items(), key=lambda kc: KIND_INDEX[kc[0]])
            for _ in range(count)
        )
        for p in players
    )
    return State(
        seats=seats,
        round_cap=public["round_cap"],
        rng=Rng(rand.getrandbits(63)),
        rig=(),
        seq=view["seq"],
        round=public["round"],
        active=active,
        phase=phase,
        current=current,
        hands=tuple(hands),
        draw=tuple(draw),
        discard=tuple(discard),
        supply=supply,
        earth=tuple(p["earth"] for p in players),
        on=tuple(tuple(planets[p]["stations"][s] for s in seats) for p in range(N_PLANETS)),
        centres=tuple(
            -1 if sat["centre"] is None else seats.index(sat["centre"]) for p in planets for sat in p["satellites"]
        ),
        ship=tuple(p["ship"] for p in players),
        tech=tuple(p["tech"] for p in players),
        transports=tuple(p["transports"] for p in players),
        setup_kinds=setup_kinds,
        k=0 if trade is None else trade["k"],
        # outside trading the next trading phase sets it afresh (flow.begin_trading)
        max_offer=trade["max_offer"] if trade is not None else (4 if players[active]["tech"] >= 2 else 3),
        forbidden=forbidden,
        in_trade=in_trade,
        displays=displays,
        pending=tuple(pending),
        lap=lap,
        used=0 if turn is None else turn["used"],
        build="" if build is None else build["what"],
        b_planet=-1 if build is None or build["planet"] is None else PLANET_INDEX[build["planet"]],
        b_n=0 if build is None else build["planet_cards"],
        b_bonus=tuple(b_bonus),
        b_cards=() if build is None else tuple(CARD_BY_ID[c["id"]] for c in build["exchange"]),
        b_placing=False if build is None else build["placing"],
        end_triggered=public["end_triggered"],
        reason="" if result is None else result["reason"],
    )


TARGET = 60.0
"""About a winner's final score (centres, Earth stations, technology and bonus cards)."""
FULL_TO_END = 3
"""The game ends with the round in which the third planet is full (R-4.1.2)."""


def estimate(state: State) -> dict[str, float]:
    """An unfinished game's win shares from the public scores (R-6.2), a lead counting more as the end nears: the
    planets filled towards three, or the rounds towards the cap, whichever is nearer."""
    points = {s: float(score(state, q)) for q, s in enumerate(state.seats)}
    full = sum(1 for p in range(N_PLANETS) if all(state.centres[3 * p + i] >= 0 for i in range(3)))
    done = min(full, FULL_TO_END) / FULL_TO_END
    if state.round_cap > 0:
        done = max(done, state.round / state.round_cap)
    return progress_shares(points, TARGET * max(0.25, 1.0 - done))
