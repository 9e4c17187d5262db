"""Setup (§3): colours by seat order, random first active player, stations by player count, the two shuffles."""

from __future__ import annotations

from collections.abc import Sequence

from rules.andromeda.components import BONUS_CARDS, KIND_OF, N_PLANETS, PLANET_CARDS, SETUP_BY_COUNT, START_HAND
from rules.andromeda.flow import next_transport
from rules.andromeda.state import OFFER, State
from rules.contract import Event
from rules.rng import Rng


def initial_state(seats: Sequence[str], seed: int, round_cap: int) -> State:
    n = len(seats)
    on_earth, per_planet, setup_cards = SETUP_BY_COUNT[n]
    rng = Rng(seed)
    active, rng = rng.below(n)  # step 2, D-11
    deck, rng = rng.shuffle(PLANET_CARDS)  # step 7: the last element is the top card
    on = [[per_planet] * n for _ in range(N_PLANETS)]
    setup_kinds: list[list[int]] = [[] for _ in range(n)]
    for _ in range(setup_cards):
        for seat in range(n):
            kind = KIND_OF[deck.pop()]
            on[kind][seat] += 1
            setup_kinds[seat].append(kind)
    deck, rng = rng.shuffle(PLANET_CARDS)  # step 9
    hands: list[list[int]] = [[] for _ in range(n)]
    for _ in range(START_HAND):
        for off in range(n):
            hands[(active + off) % n].append(deck.pop())
    state = State(
        seats=tuple(seats),
        round_cap=round_cap,
        rng=rng,
        rig=(),
        seq=0,
        round=1,
        active=active,
        phase=OFFER,
        current=-1,
        hands=tuple(tuple(sorted(h)) for h in hands),
        draw=tuple(deck),
        discard=(),
        supply=BONUS_CARDS,
        earth=(on_earth,) * n,
        on=tuple(tuple(row) for row in on),
        centres=(-1,) * (3 * N_PLANETS),
        ship=(1,) * n,
        tech=(1,) * n,
        transports=(2,) * n,
        setup_kinds=tuple(tuple(sorted(k)) for k in setup_kinds),
        k=0,
        max_offer=3,
        forbidden=0,
        in_trade=0,
        displays=((),) * n,
        pending=(-1,) * n,
        lap=-1,
        used=0,
        build="",
        b_planet=-1,
        b_n=0,
        b_bonus=(),
        b_cards=(),
        b_placing=False,
        end_triggered=False,
        reason="",
    )
    events: list[Event] = []
    # Round 1: no rotation and nobody below the limit, so the round starts at the transport phase.
    return next_transport(state, 0, events)
