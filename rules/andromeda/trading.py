"""The trading phase (§4.4, steps A-K): open offers, simultaneous hidden responses, swaps, keep/stay, the lap.

The legal lists and answers of the four trading phases are declared in rules/andromeda/decisions.py: they take the
arguments of a `Decision`'s functions (the state, the phase, the seat, and for an answer the action and the events).
An answer is counted (`seq`) in the same copy of the state that makes its other changes.
"""

from __future__ import annotations

from typing import Any

from rules.andromeda.components import KIND_INDEX, KIND_OF, KINDS, N_CARDS, N_KINDS
from rules.andromeda.flow import begin_actions
from rules.andromeda.piles import kind_counts, lowest_of_kind, without_one
from rules.andromeda.state import KEEP, LAP, OFFER, RESPOND, State, replace_at
from rules.contract import Action, Event
from rules.frozen import evolve

KEEP_ACTION: Action = {"type": "keep"}
STAY_ACTION: Action = {"type": "stay"}
TAKE_BACK_ACTION: Action = {"type": "take_back"}
OFFER_ACTIONS: tuple[Action, ...] = tuple({"type": "offer", "kind": k} for k in KINDS)
RESPOND_ACTIONS: tuple[Action, ...] = tuple({"type": "respond", "kind": k} for k in KINDS)


_KIND_BIT: tuple[int, ...] = tuple(1 << KIND_OF[c] for c in range(N_CARDS))
# per bit mask of kinds, the offer / respond actions of those kinds in kind order
_OFFERS_BY_MASK: tuple[tuple[Action, ...], ...] = tuple(
    tuple(OFFER_ACTIONS[k] for k in range(N_KINDS) if mask >> k & 1) for mask in range(1 << N_KINDS)
)
_RESPONSES_BY_MASK: tuple[tuple[Action, ...], ...] = tuple(
    tuple(RESPOND_ACTIONS[k] for k in range(N_KINDS) if mask >> k & 1) for mask in range(1 << N_KINDS)
)


def _kinds_mask(hand: tuple[int, ...]) -> int:
    mask = 0
    for c in hand:
        mask |= _KIND_BIT[c]
    return mask


def responders(s: State, phase: str) -> tuple[int, ...]:
    """The co-players in the trade who still have to submit a response, in table order (R-4.4.11)."""
    active, in_trade, pending = s.active, s.in_trade, s.pending
    return tuple([q for q in range(len(pending)) if q != active and in_trade >> q & 1 and pending[q] < 0])


def _partners(s: State, seat: int) -> list[int]:
    """Other players holding a display, clockwise from `seat`."""
    n = len(s.seats)
    out = []
    for off in range(1, n):
        q = (seat + off) % n
        if s.in_trade >> q & 1:
            out.append(q)
    return out


def respond_legal(s: State, phase: str, seat: int) -> list[Action]:
    return [dict(a) for a in _RESPONSES_BY_MASK[_kinds_mask(s.hands[seat]) & ~s.forbidden]]


def offer_legal(s: State, phase: str, seat: int) -> list[Action]:
    out: list[Action] = []
    if s.k < s.max_offer:
        out = [dict(a) for a in _OFFERS_BY_MASK[_kinds_mask(s.hands[seat])]]
    if s.k >= 2:
        out += [{"type": "swap", "with": s.seats[q]} for q in _partners(s, seat)]
    return out


def keep_legal(s: State, phase: str, seat: int) -> list[Action]:
    return [dict(KEEP_ACTION), dict(STAY_ACTION)]


def lap_legal(s: State, phase: str, seat: int) -> list[Action]:
    return [dict(TAKE_BACK_ACTION)] + [{"type": "swap", "with": s.seats[q]} for q in _partners(s, seat)]


def candidates(s: State, seat: int, action: Action) -> list[Action]:
    """The legal trading actions that `action` could be, judged by its type and kind: one action, or none."""
    kind = action.get("type")
    phase = s.phase
    if kind in ("offer", "respond"):  # a tuple: `kind` may be any value, even an unhashable one
        name = action.get("kind")
        if phase != (OFFER if kind == "offer" else RESPOND) or not isinstance(name, str) or name not in KIND_INDEX:
            return []
        k = KIND_INDEX[name]
        if not _kinds_mask(s.hands[seat]) >> k & 1:
            return []
        if kind == "offer":
            return [dict(OFFER_ACTIONS[k])] if s.k < s.max_offer else []
        return [] if s.forbidden >> k & 1 else [dict(RESPOND_ACTIONS[k])]
    if kind == "swap":
        if phase == LAP or (phase == OFFER and s.k >= 2):
            return [
                {"type": "swap", "with": s.seats[q]} for q in _partners(s, seat) if s.seats[q] == action.get("with")
            ]
        return []
    if phase == KEEP and kind in ("keep", "stay"):
        return [dict(KEEP_ACTION if kind == "keep" else STAY_ACTION)]
    if phase == LAP and kind == "take_back":
        return [dict(TAKE_BACK_ACTION)]
    return []


def _taken_back(s: State, seat: int) -> dict[str, Any]:
    """The hands, displays and trading seats (field -> new value) once `seat` has taken its display into its hand:
    it has finished trading."""
    return {
        "hands": replace_at(s.hands, seat, tuple(sorted(s.hands[seat] + s.displays[seat]))),
        "displays": replace_at(s.displays, seat, ()),
        "in_trade": s.in_trade & ~(1 << seat),
    }


def _kind_list(cards: tuple[int, ...]) -> list[str]:
    return [KINDS[KIND_OF[c]] for c in cards]


def offer(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    """R-4.4.1, then the automatic checks R-4.4.3 and R-4.4.4."""
    kind = KIND_INDEX[action["kind"]]
    hands = list(s.hands)
    displays = list(s.displays)
    card = lowest_of_kind(hands[seat], kind)
    hands[seat] = without_one(hands[seat], card)
    displays[seat] = (*displays[seat], card)
    k = s.k + 1
    forbidden = s.forbidden | 1 << kind
    in_trade = s.in_trade
    seats = s.seats
    events.append({"type": "offered", "to": None, "seat": seats[seat], "kind": KINDS[kind], "k": k})
    n = len(seats)
    for off in range(1, n):
        q = (seat + off) % n
        if not in_trade >> q & 1:
            continue
        if _kinds_mask(hands[q]) & ~forbidden:
            continue
        counts = kind_counts(hands[q])
        shown = {KINDS[j]: counts[j] for j in range(N_KINDS) if counts[j]}
        events.append({"type": "hand_shown", "to": [seats[seat]], "seat": seats[q], "cards": shown})
        events.append({"type": "withdrew", "to": None, "seat": seats[q], "taken_back": _kind_list(displays[q])})
        hands[q] = tuple(sorted(hands[q] + displays[q]))
        displays[q] = ()
        in_trade &= ~(1 << q)
    if in_trade == 1 << seat:  # nobody left to trade with
        hands[seat] = tuple(sorted(hands[seat] + displays[seat]))
        displays[seat] = ()
        events.append({"type": "trading_ended", "to": None, "why": "no_partner"})
        changes = {"hands": tuple(hands), "displays": tuple(displays), "forbidden": forbidden, "seq": s.seq + 1}
        return begin_actions(s, events, changes)
    # no response is pending while A offers (trading starts and every reveal ends with none): `pending` stays
    return evolve(
        s,
        hands=tuple(hands),
        displays=tuple(displays),
        k=k,
        forbidden=forbidden,
        in_trade=in_trade,
        phase=RESPOND,
        seq=s.seq + 1,
    )


def respond(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    """R-4.4.2: a hidden submission; the last one reveals every response at once."""
    kind = KIND_INDEX[action["kind"]]
    pending = list(s.pending)
    pending[seat] = lowest_of_kind(s.hands[seat], kind)
    name = s.seats[seat]
    events.append({"type": "you_responded", "to": [name], "seat": name, "kind": KINDS[kind]})
    events.append({"type": "responded", "to": None, "seat": name})
    n = len(pending)
    active, in_trade = s.active, s.in_trade
    for q in range(n):
        if q != active and in_trade >> q & 1 and pending[q] < 0:
            return evolve(s, pending=tuple(pending), seq=s.seq + 1)
    hands = list(s.hands)
    displays = list(s.displays)
    revealed: dict[str, str] = {}
    for q in range(n):
        chosen = pending[q]
        if chosen >= 0:
            hands[q] = without_one(hands[q], chosen)
            displays[q] = (*displays[q], chosen)
            revealed[s.seats[q]] = KINDS[KIND_OF[chosen]]
    events.append({"type": "revealed", "to": None, "cards": revealed})
    return evolve(s, hands=tuple(hands), displays=tuple(displays), pending=(-1,) * n, phase=OFFER, seq=s.seq + 1)


def _lone(in_trade: int) -> bool:
    """R-4.4.7's test: at most one display left (at most one bit of the trading seats set)."""
    return in_trade & (in_trade - 1) == 0


def _end_lone(s: State, events: list[Event], changes: dict[str, Any]) -> State:
    """R-4.4.7: the display left, if any, goes back to hand and trading ends. `changes` are the fields the step
    changed before (hands, displays and the trading seats at least)."""
    hands = list(changes["hands"])
    displays = list(changes["displays"])
    in_trade = changes["in_trade"]
    for q in range(len(s.seats)):
        if in_trade >> q & 1:
            events.append({"type": "took_back", "to": None, "seat": s.seats[q], "cards": _kind_list(displays[q])})
            hands[q] = tuple(sorted(hands[q] + displays[q]))
            displays[q] = ()
    events.append({"type": "trading_ended", "to": None, "why": "lone_display"})
    changes["hands"] = tuple(hands)
    changes["displays"] = tuple(displays)
    return begin_actions(s, events, changes)


def _continue_lap(s: State, events: list[Event], changes: dict[str, Any]) -> State:
    """R-4.4.9: the next lap seat (A's left .. A's right) that still has a display decides. `changes` are the fields
    the step changed before (field -> new value): the state is copied once for the whole step."""
    n = len(s.seats)
    in_trade = changes.get("in_trade", s.in_trade)
    for pos in range(changes.get("lap", s.lap), n - 1):
        seat = (s.active + 1 + pos) % n
        if in_trade >> seat & 1:
            changes["phase"] = LAP
            changes["current"] = seat
            changes["lap"] = pos
            return evolve(s, **changes)
    # makes this unreachable (the lone check ends the phase first); kept so a lap can never hang.
    hands = list(changes.get("hands", s.hands))
    displays = list(changes.get("displays", s.displays))
    for q in range(n):
        if in_trade >> q & 1:
            hands[q] = tuple(sorted(hands[q] + displays[q]))
            displays[q] = ()
    events.append({"type": "trading_ended", "to": None, "why": "lap_over"})
    changes["hands"] = tuple(hands)
    changes["displays"] = tuple(displays)
    return begin_actions(s, events, changes)


def swap(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    """R-4.4.6 / R-4.4.9: full exchange of displays; the swapper takes the cards into hand and is finished."""
    partner = s.seats.index(action["with"])
    mine, theirs = s.displays[seat], s.displays[partner]
    events.append(
        {
            "type": "swapped",
            "to": None,
            "seat": s.seats[seat],
            "with": s.seats[partner],
            "gave": _kind_list(mine),
            "got": _kind_list(theirs),
        }
    )
    changes: dict[str, Any] = {
        "hands": replace_at(s.hands, seat, tuple(sorted(s.hands[seat] + theirs))),
        "displays": replace_at(replace_at(s.displays, seat, ()), partner, mine),
        "in_trade": s.in_trade & ~(1 << seat),
        "lap": s.lap + 1 if phase == LAP else 0,
        "seq": s.seq + 1,
    }
    if _lone(changes["in_trade"]):
        return _end_lone(s, events, changes)
    changes["phase"] = KEEP
    changes["current"] = partner
    return evolve(s, **changes)


def keep(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "kept", "to": None, "seat": s.seats[seat], "cards": _kind_list(s.displays[seat])})
    changes = _taken_back(s, seat)
    changes["seq"] = s.seq + 1
    return _end_lone(s, events, changes) if _lone(changes["in_trade"]) else _continue_lap(s, events, changes)


def stay(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "stayed", "to": None, "seat": s.seats[seat]})
    return _continue_lap(s, events, {"seq": s.seq + 1})


def take_back(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "took_back", "to": None, "seat": s.seats[seat], "cards": _kind_list(s.displays[seat])})
    changes = _taken_back(s, seat)
    changes["lap"] = s.lap + 1
    changes["seq"] = s.seq + 1
    return _end_lone(s, events, changes) if _lone(changes["in_trade"]) else _continue_lap(s, events, changes)
