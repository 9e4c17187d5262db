"""Trade between players as a bounded protocol (spec §4.5.2, §9.3, decision D44): nothing is negotiated in free text.

The active player drafts one offer card by card (at most 6 cards a side, a resource never on both sides, to every
opponent or to one), at most 5 offers a turn. Once sent it is public, and every addressed opponent answers (all of
them, whatever they hold, so that being asked reveals nothing): accept, decline, or a counter built card by card.
The active player confirms one accept or counter (the cards swap at once) or withdraws; when everyone declined the
offer closes by itself. Drafts are seen by their author only.
"""

from __future__ import annotations

from collections import Counter

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.starfarers.building import affords
from rules.starfarers.components import RESOURCES
from rules.starfarers.piles import give_card
from rules.starfarers.state import OFFER_DRAFT, OFFER_OPEN, TRADE, State, card_type

SIDE = 6
OFFERS_PER_TURN = 5
NO_OFFER: tuple[tuple[str, ...], tuple[str, ...], int] = ((), (), -1)


def may_start(state: State) -> bool:
    return state.offers_started < OFFERS_PER_TURN and bool(state.players[state.active].hand)


def start(state: State) -> State:
    return evolve(state, phase=OFFER_DRAFT, offer=NO_OFFER, offers_started=state.offers_started + 1)


def _sides(state: State, seat: int, give: tuple[str, ...], want: tuple[str, ...], prefix: str) -> list[Action]:
    """One more card on either side of a draft (an offer's or a counter's): a card `seat` holds beyond those already
    given, or any card wanted; at most 6 a side, a resource never on both."""
    found: list[Action] = []
    if len(give) < SIDE:
        found += [
            {"type": f"{prefix}_give", "resource": r}
            for r in RESOURCES
            if state.holds(seat, r) > give.count(r) and r not in want
        ]
    if len(want) < SIDE:
        found += [{"type": f"{prefix}_want", "resource": r} for r in RESOURCES if r not in give]
    return found


def draft_choices(state: State) -> list[Action]:
    seat = state.active
    give, want, to = state.offer
    found = _sides(state, seat, give, want, "offer")
    if to < 0:
        found += [{"type": "offer_to", "seat": state.seats[q]} for q in range(len(state.seats)) if q != seat]
    if give and want:
        found.append({"type": "offer_send"})
    found.append({"type": "offer_drop"})
    return found


def draft(state: State, action: Action, events: list[Event]) -> State:
    give, want, to = state.offer
    kind = action["type"]
    if kind == "offer_give":
        return evolve(state, offer=((*give, str(action["resource"])), want, to))
    if kind == "offer_want":
        return evolve(state, offer=(give, (*want, str(action["resource"])), to))
    if kind == "offer_to":
        return evolve(state, offer=(give, want, state.seats.index(str(action["seat"]))))
    if kind == "offer_drop":
        events.append({"type": "offer_dropped", "to": None, "seat": state.active})
        return evolve(state, phase=TRADE, offer=NO_OFFER)
    # offer_send: public from now on; every addressed opponent is asked
    addressed = [q for q in range(len(state.seats)) if q != state.active and (to < 0 or q == to)]
    answers = tuple("?" if q in addressed else "" for q in range(len(state.seats)))
    counters = tuple(((), ()) for _ in state.seats)
    events.append(
        {
            "type": "offer",
            "to": None,
            "seat": state.active,
            "give": list(give),
            "want": list(want),
            "addressed": addressed,
        }
    )
    return evolve(state, phase=OFFER_OPEN, answers=answers, counters=counters)


def responders(state: State) -> tuple[int, ...]:
    return tuple(q for q, answer in enumerate(state.answers) if answer in ("?", "drafting"))


def responder_choices(state: State, seat: int) -> list[Action]:
    want = state.offer[1]
    if state.answers[seat] == "?":
        found: list[Action] = []
        if affords(state, seat, Counter(want)):
            found.append({"type": "accept"})
        return [*found, {"type": "decline"}, {"type": "counter"}]
    mine, wanted = state.counters[seat]  # drafting a counter
    found = _sides(state, seat, mine, wanted, "counter")
    if mine and wanted:
        found.append({"type": "counter_send"})
    found.append({"type": "decline"})
    return found


def active_choices(state: State) -> list[Action]:
    """The active player while the offer is open: confirm an accept or a sent counter they can pay, or withdraw."""
    give, _want, _ = state.offer
    found: list[Action] = []
    for q, answer in enumerate(state.answers):
        if (answer == "accept" and affords(state, state.active, Counter(give))) or (
            answer == "counter" and affords(state, state.active, Counter(state.counters[q][1]))
        ):
            found.append({"type": "confirm", "seat": state.seats[q]})
    found.append({"type": "withdraw"})
    return found


def answer(state: State, seat: int, action: Action, events: list[Event]) -> State:
    kind = action["type"]
    answers = list(state.answers)
    counters = list(state.counters)
    mine, wanted = counters[seat]
    if kind == "counter":
        answers[seat] = "drafting"
    elif kind == "counter_give":
        counters[seat] = ((*mine, str(action["resource"])), wanted)
    elif kind == "counter_want":
        counters[seat] = (mine, (*wanted, str(action["resource"])))
    elif kind == "counter_send":
        answers[seat] = "counter"
        events.append({"type": "countered", "to": None, "seat": seat, "give": list(mine), "want": list(wanted)})
    else:  # accept, decline
        answers[seat] = kind
        counters[seat] = ((), ())
        events.append({"type": "answered", "to": None, "seat": seat, "answer": kind})
    state = evolve(state, answers=tuple(answers), counters=tuple(counters))
    if all(a in ("", "decline") for a in state.answers):
        events.append({"type": "offer_closed", "to": None, "seat": state.active})
        return _close(state)
    return state


def confirm(state: State, partner: int, events: list[Event]) -> State:
    """The swap, at once: under the offer's terms for an accept, under the counter's for a counter."""
    give, want, _ = state.offer
    if state.answers[partner] == "counter":
        theirs, mine = state.counters[partner]  # what the partner gives, what they want
        give, want = mine, theirs
    seat = state.active
    for resource in give:
        card = min(c for c in state.players[seat].hand if card_type(c) == resource)
        state = give_card(state, seat, partner, card)
    for resource in want:
        card = min(c for c in state.players[partner].hand if card_type(c) == resource)
        state = give_card(state, partner, seat, card)
    events.append(
        {"type": "traded", "to": None, "seat": seat, "partner": partner, "gave": list(give), "got": list(want)}
    )
    return _close(state)


def withdraw(state: State, events: list[Event]) -> State:
    events.append({"type": "offer_withdrawn", "to": None, "seat": state.active})
    return _close(state)


def _close(state: State) -> State:
    return evolve(state, phase=TRADE, offer=NO_OFFER, answers=(), counters=())
