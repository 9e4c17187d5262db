"""The round's automatic steps (R-4.1.3): cards phase, skipping in the transport phase, the start of trading and
of the action phase, passing turns, the end check and scoring. Phase modules call these; these call no phase
module, so the dependency runs one way.
"""

from __future__ import annotations

from typing import Any

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
from rules.andromeda.state import ACTION, OFFER, OVER, TRANSPORT, State
from rules.contract import Event
from rules.frozen import evolve
from rules.i18n import mark

REASON_END = mark("Three planets are full.")
REASON_CAP = mark("The round cap was reached.")


def score(s: State, seat: int) -> int:
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


def full_planets(c: tuple[int, ...]) -> int:
    """How many planets have all three satellites owned, by the satellites' owners (`centres`)."""
    return sum(1 for p in range(N_PLANETS) if c[3 * p] >= 0 and c[3 * p + 1] >= 0 and c[3 * p + 2] >= 0)


def cards_phase(s: State, events: list[Event]) -> State:
    """R-4.2: deal one card at a time in order(A) to every hand below its limit."""
    n = len(s.seats)
    order = [(s.active + i) % n for i in range(n)]
    missing = [HAND_LIMIT[s.ship[q] - 1] - len(s.hands[q]) for q in range(n)]
    want = sum(m for m in missing if m > 0)
    if want == 0:
        return s
    stream, draw, discard, rng = draw_cards(s.draw, s.discard, s.rng, want, events)
    got: list[list[int]] = [[] for _ in range(n)]
    pos = 0
    while pos < len(stream):
        for q in order:
            if missing[q] > 0:
                got[q].append(stream[pos])
                missing[q] -= 1
                pos += 1
    hands = list(s.hands)
    for q in range(n):
        if got[q]:
            hands[q] = tuple(sorted(hands[q] + tuple(got[q])))
            events.append({"type": "drew", "to": [s.seats[q]], "seat": s.seats[q], "cards": ids(sorted(got[q]))})
    events.append(
        {"type": "dealt", "to": None, "counts": {s.seats[q]: len(got[q]) for q in range(n) if got[q]}},
    )
    return evolve(s, hands=tuple(hands), draw=draw, discard=discard, rng=rng)


def can_transport(s: State, seat: int) -> bool:
    if s.transports[seat] == 0:
        return False
    return s.earth[seat] > 0 or any(s.on[p][seat] > 0 for p in range(N_PLANETS))


def next_transport(s: State, offset: int, events: list[Event]) -> State:
    """Prompt the next player in order(A), from `offset` on, who can use a transport card (R-4.3.1)."""
    n = len(s.seats)
    for off in range(offset, n):
        seat = (s.active + off) % n
        if can_transport(s, seat):
            return evolve(s, phase=TRANSPORT, current=seat)
    return begin_trading(s, events)


def begin_round(s: State, events: list[Event]) -> State:
    active = (s.active + 1) % len(s.seats)
    s = evolve(s, round=s.round + 1, active=active)
    events.append({"type": "round_started", "to": None, "round": s.round, "active": s.seats[active]})
    s = cards_phase(s, events)
    return next_transport(s, 0, events)


def begin_trading(s: State, events: list[Event]) -> State:
    n = len(s.seats)
    max_offer = 4 if s.tech[s.active] >= 2 else 3
    events.append({"type": "trading_started", "to": None, "active": s.seats[s.active], "max_offer": max_offer})
    return evolve(
        s,
        phase=OFFER,
        current=-1,
        k=0,
        forbidden=0,
        in_trade=(1 << n) - 1,
        displays=((),) * n,
        pending=(-1,) * n,
        lap=-1,
        max_offer=max_offer,
    )


def begin_actions(s: State, events: list[Event], changes: dict[str, Any] | None = None) -> State:
    """The action phase starts (R-4.5); `changes` are the fields the step that ended trading changes as well."""
    fields: dict[str, Any] = {} if changes is None else changes
    fields["phase"] = ACTION
    fields["in_trade"] = 0
    fields["k"] = 0
    fields["lap"] = -1
    return next_turn(s, 0, events, fields)


def next_turn(s: State, offset: int, events: list[Event], changes: dict[str, Any] | None = None) -> State:
    """Start the action turn of the next player in order(A) from `offset` who holds a card, else end the round.

    `changes` are the fields the step that ends the turn changes as well (field -> new value; the dict is the
    caller's scratch and is filled further): the state is copied once for all of them.
    """
    fields: dict[str, Any] = {} if changes is None else changes
    hands = fields.get("hands", s.hands)
    fields["used"] = 0
    fields["build"] = ""
    n = len(s.seats)
    for off in range(offset, n):
        seat = (s.active + off) % n
        if hands[seat]:
            fields["current"] = seat
            return evolve(s, **fields)
    fields["current"] = -1
    return end_of_round(evolve(s, **fields), events)


def end_of_round(s: State, events: list[Event]) -> State:
    """R-4.1.2 end check."""
    if s.end_triggered:
        return finish(s, REASON_END, events)
    if s.round_cap and s.round >= s.round_cap:
        return finish(s, REASON_CAP, events)
    return begin_round(s, events)


def finish(s: State, reason: str, events: list[Event]) -> State:
    scores = {s.seats[q]: score(s, q) for q in range(len(s.seats))}
    events.append({"type": "game_over", "to": None, "reason": reason, "scores": scores})
    return evolve(s, phase=OVER, current=-1, reason=reason)


def ranking(s: State) -> list[list[str]]:
    """R-6.3: score, then technology stage, then ship stage; players still tied share the place (D-25)."""
    keyed: dict[tuple[int, int, int], list[str]] = {}
    for seat in range(len(s.seats)):
        keyed.setdefault((score(s, seat), s.tech[seat], s.ship[seat]), []).append(s.seats[seat])
    return [keyed[key] for key in sorted(keyed, reverse=True)]
