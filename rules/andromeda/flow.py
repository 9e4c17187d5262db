"""The round's automatic steps (R-4.1.3): cards phase, skipping in the transport phase, the start of trading and
of the action phase, passing turns, the end check and scoring. Phase modules call these; these call no phase
module, so the dependency runs one way.
"""

from __future__ import annotations

from rules.andromeda.components import (
    FIRST_TIER_KIND,
    HAND_LIMIT,
    KIND_OF,
    N_PLANETS,
    SATELLITE_VALUE,
    TECH_POINTS,
    TIER_POINTS,
)
from rules.andromeda.piles import draw_cards, ids
from rules.andromeda.state import ACTION, OFFER, OVER, TRANSPORT, Draft, State
from rules.contract import Event
from rules.i18n import mark

REASON_END = mark("Three planets are full.")
REASON_CAP = mark("The round cap was reached.")


def score(s: State | Draft, seat: int) -> int:
    """R-6.2: centres, Earth stations, technology points, bonus cards in hand."""
    total = s.earth[seat] + TECH_POINTS[s.tech[seat] - 1]
    for sat, owner in enumerate(s.centres):
        if owner == seat:
            total += SATELLITE_VALUE[sat]
    for card in s.hands[seat]:
        kind = KIND_OF[card]
        if kind >= FIRST_TIER_KIND:
            total += TIER_POINTS[kind - FIRST_TIER_KIND]
    return total


def full_planets(s: State | Draft) -> int:
    c = s.centres
    return sum(1 for p in range(N_PLANETS) if c[3 * p] >= 0 and c[3 * p + 1] >= 0 and c[3 * p + 2] >= 0)


def cards_phase(d: Draft, events: list[Event]) -> None:
    """R-4.2: deal one card at a time in order(A) to every hand below its limit."""
    n = len(d.seats)
    order = [(d.active + i) % n for i in range(n)]
    missing = [HAND_LIMIT[d.ship[s] - 1] - len(d.hands[s]) for s in range(n)]
    want = sum(m for m in missing if m > 0)
    if want == 0:
        return
    stream = draw_cards(d, want, events)
    got: list[list[int]] = [[] for _ in range(n)]
    pos = 0
    while pos < len(stream):
        for s in order:
            if missing[s] > 0:
                got[s].append(stream[pos])
                missing[s] -= 1
                pos += 1
    hands = list(d.hands)
    for s in range(n):
        if got[s]:
            hands[s] = tuple(sorted(hands[s] + tuple(got[s])))
            events.append({"type": "drew", "to": [d.seats[s]], "seat": d.seats[s], "cards": ids(sorted(got[s]))})
    d.hands = tuple(hands)
    events.append(
        {"type": "dealt", "to": None, "counts": {d.seats[s]: len(got[s]) for s in range(n) if got[s]}},
    )


def can_transport(d: Draft, seat: int) -> bool:
    if d.transports[seat] == 0:
        return False
    return d.earth[seat] > 0 or any(d.on[p][seat] > 0 for p in range(N_PLANETS))


def next_transport(d: Draft, offset: int, events: list[Event]) -> None:
    """Prompt the next player in order(A), from `offset` on, who can use a transport card (R-4.3.1)."""
    n = len(d.seats)
    for off in range(offset, n):
        seat = (d.active + off) % n
        if can_transport(d, seat):
            d.phase = TRANSPORT
            d.current = seat
            return
    begin_trading(d, events)


def begin_round(d: Draft, events: list[Event]) -> None:
    d.round += 1
    d.active = (d.active + 1) % len(d.seats)
    events.append({"type": "round_started", "to": None, "round": d.round, "active": d.seats[d.active]})
    cards_phase(d, events)
    next_transport(d, 0, events)


def begin_trading(d: Draft, events: list[Event]) -> None:
    n = len(d.seats)
    d.phase = OFFER
    d.current = -1
    d.k = 0
    d.forbidden = 0
    d.in_trade = (1 << n) - 1
    d.displays = ((),) * n
    d.pending = (-1,) * n
    d.lap = -1
    d.max_offer = 4 if d.tech[d.active] >= 2 else 3
    events.append({"type": "trading_started", "to": None, "active": d.seats[d.active], "max_offer": d.max_offer})


def begin_actions(d: Draft, events: list[Event]) -> None:
    d.phase = ACTION
    d.in_trade = 0
    d.k = 0
    d.lap = -1
    next_turn(d, 0, events)


def next_turn(d: Draft, offset: int, events: list[Event]) -> None:
    """Start the action turn of the next player in order(A) from `offset` who holds a card, else end the round."""
    n = len(d.seats)
    d.used = 0
    d.build = ""
    for off in range(offset, n):
        seat = (d.active + off) % n
        if d.hands[seat]:
            d.current = seat
            return
    d.current = -1
    end_of_round(d, events)


def end_of_round(d: Draft, events: list[Event]) -> None:
    """R-4.1.2 end check."""
    if d.end_triggered:
        finish(d, REASON_END, events)
    elif d.round_cap and d.round >= d.round_cap:
        finish(d, REASON_CAP, events)
    else:
        begin_round(d, events)


def finish(d: Draft, reason: str, events: list[Event]) -> None:
    d.phase = OVER
    d.current = -1
    d.reason = reason
    scores = {d.seats[s]: score(d, s) for s in range(len(d.seats))}
    events.append({"type": "game_over", "to": None, "reason": reason, "scores": scores})


def ranking(s: State) -> list[list[str]]:
    """R-6.3: score, then technology stage, then ship stage; players still tied share the place (D-25)."""
    keyed: dict[tuple[int, int, int], list[str]] = {}
    for seat in range(len(s.seats)):
        keyed.setdefault((score(s, seat), s.tech[seat], s.ship[seat]), []).append(s.seats[seat])
    return [keyed[key] for key in sorted(keyed, reverse=True)]
