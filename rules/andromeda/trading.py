"""The trading phase (§4.4, steps A-K): open offers, simultaneous hidden responses, swaps, keep/stay, the lap."""

from __future__ import annotations

from rules.andromeda.components import KIND_INDEX, KIND_OF, KINDS, N_CARDS, N_KINDS
from rules.andromeda.flow import begin_actions
from rules.andromeda.piles import kind_counts, lowest_of_kind, without_one
from rules.andromeda.state import KEEP, LAP, OFFER, RESPOND, Draft, State, replace_at
from rules.contract import Action, Event

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


def responders(s: State) -> tuple[str, ...]:
    """The co-players in the trade who still have to submit a response, in table order (R-4.4.11)."""
    seats, active, in_trade, pending = s.seats, s.active, s.in_trade, s.pending
    return tuple([seats[q] for q in range(len(seats)) if q != active and in_trade >> q & 1 and pending[q] < 0])


def _partners(s: State, seat: int) -> list[int]:
    """Other players holding a display, clockwise from `seat`."""
    n = len(s.seats)
    out = []
    for off in range(1, n):
        q = (seat + off) % n
        if s.in_trade >> q & 1:
            out.append(q)
    return out


def legal(s: State, seat: int) -> list[Action]:
    phase = s.phase
    if phase == RESPOND:
        return [dict(a) for a in _RESPONSES_BY_MASK[_kinds_mask(s.hands[seat]) & ~s.forbidden]]
    if phase == OFFER:
        out: list[Action] = []
        if s.k < s.max_offer:
            out = [dict(a) for a in _OFFERS_BY_MASK[_kinds_mask(s.hands[seat])]]
        if s.k >= 2:
            out += [{"type": "swap", "with": s.seats[q]} for q in _partners(s, seat)]
        return out
    if phase == KEEP:
        return [dict(KEEP_ACTION), dict(STAY_ACTION)]
    if phase == LAP:
        return [dict(TAKE_BACK_ACTION)] + [{"type": "swap", "with": s.seats[q]} for q in _partners(s, seat)]
    return []


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


def _take_back(d: Draft, seat: int) -> None:
    d.hands = replace_at(d.hands, seat, tuple(sorted(d.hands[seat] + d.displays[seat])))
    d.displays = replace_at(d.displays, seat, ())
    d.in_trade &= ~(1 << seat)


def _kind_list(cards: tuple[int, ...]) -> list[str]:
    return [KINDS[KIND_OF[c]] for c in cards]


def offer(d: Draft, seat: int, kind: int, events: list[Event]) -> None:
    """R-4.4.1, then the automatic checks R-4.4.3 and R-4.4.4."""
    hand = d.hands[seat]
    card = lowest_of_kind(hand, kind)
    d.hands = replace_at(d.hands, seat, without_one(hand, card))
    d.displays = replace_at(d.displays, seat, (*d.displays[seat], card))
    d.k += 1
    d.forbidden |= 1 << kind
    events.append({"type": "offered", "to": None, "seat": d.seats[seat], "kind": KINDS[kind], "k": d.k})
    n = len(d.seats)
    for off in range(1, n):
        q = (seat + off) % n
        if not d.in_trade >> q & 1:
            continue
        if _kinds_mask(d.hands[q]) & ~d.forbidden:
            continue
        counts = kind_counts(d.hands[q])
        shown = {KINDS[k]: counts[k] for k in range(N_KINDS) if counts[k]}
        events.append({"type": "hand_shown", "to": [d.seats[seat]], "seat": d.seats[q], "cards": shown})
        events.append(
            {"type": "withdrew", "to": None, "seat": d.seats[q], "taken_back": _kind_list(d.displays[q])},
        )
        _take_back(d, q)
    if d.in_trade == 1 << seat:  # nobody left to trade with
        _take_back(d, seat)
        events.append({"type": "trading_ended", "to": None, "why": "no_partner"})
        begin_actions(d, events)
        return
    d.phase = RESPOND
    d.pending = (-1,) * n


def respond(d: Draft, seat: int, kind: int, events: list[Event]) -> None:
    """R-4.4.2: a hidden submission; the last one reveals every response at once."""
    pending = list(d.pending)
    pending[seat] = lowest_of_kind(d.hands[seat], kind)
    d.pending = tuple(pending)
    name = d.seats[seat]
    events.append({"type": "you_responded", "to": [name], "seat": name, "kind": KINDS[kind]})
    events.append({"type": "responded", "to": None, "seat": name})
    n = len(pending)
    active, in_trade = d.active, d.in_trade
    for q in range(n):
        if q != active and in_trade >> q & 1 and pending[q] < 0:
            return
    hands = list(d.hands)
    displays = list(d.displays)
    revealed: dict[str, str] = {}
    for q in range(n):
        chosen = pending[q]
        if chosen >= 0:
            hands[q] = without_one(hands[q], chosen)
            displays[q] = (*displays[q], chosen)
            revealed[d.seats[q]] = KINDS[KIND_OF[chosen]]
    d.hands = tuple(hands)
    d.displays = tuple(displays)
    d.pending = (-1,) * n
    d.phase = OFFER
    events.append({"type": "revealed", "to": None, "cards": revealed})


def _holders(d: Draft) -> list[int]:
    return [q for q in range(len(d.seats)) if d.in_trade >> q & 1]


def _lone_check(d: Draft, events: list[Event]) -> bool:
    """R-4.4.7: with at most one display left, it goes back to hand and trading ends. True if it ended."""
    holders = _holders(d)
    if len(holders) > 1:
        return False
    for q in holders:
        events.append({"type": "took_back", "to": None, "seat": d.seats[q], "cards": _kind_list(d.displays[q])})
        _take_back(d, q)
    events.append({"type": "trading_ended", "to": None, "why": "lone_display"})
    begin_actions(d, events)
    return True


def _continue_lap(d: Draft, events: list[Event]) -> None:
    """R-4.4.9: the next lap seat (A's left .. A's right) that still has a display decides."""
    n = len(d.seats)
    for pos in range(d.lap, n - 1):
        seat = (d.active + 1 + pos) % n
        if d.in_trade >> seat & 1:
            d.phase = LAP
            d.current = seat
            d.lap = pos
            return
    # makes this unreachable (the lone check ends the phase first); kept so a lap can never hang.
    for q in _holders(d):
        _take_back(d, q)
    events.append({"type": "trading_ended", "to": None, "why": "lap_over"})
    begin_actions(d, events)


def swap(d: Draft, seat: int, partner: int, events: list[Event]) -> None:
    """R-4.4.6 / R-4.4.9: full exchange of displays; the swapper takes the cards into hand and is finished."""
    mine, theirs = d.displays[seat], d.displays[partner]
    d.displays = replace_at(replace_at(d.displays, seat, theirs), partner, mine)
    events.append(
        {
            "type": "swapped",
            "to": None,
            "seat": d.seats[seat],
            "with": d.seats[partner],
            "gave": _kind_list(mine),
            "got": _kind_list(theirs),
        }
    )
    if d.phase == LAP:
        d.lap += 1
    else:
        d.lap = 0
    _take_back(d, seat)
    if _lone_check(d, events):
        return
    d.phase = KEEP
    d.current = partner


def keep(d: Draft, seat: int, events: list[Event]) -> None:
    events.append({"type": "kept", "to": None, "seat": d.seats[seat], "cards": _kind_list(d.displays[seat])})
    _take_back(d, seat)
    if not _lone_check(d, events):
        _continue_lap(d, events)


def stay(d: Draft, seat: int, events: list[Event]) -> None:
    events.append({"type": "stayed", "to": None, "seat": d.seats[seat]})
    _continue_lap(d, events)


def take_back(d: Draft, seat: int, events: list[Event]) -> None:
    events.append({"type": "took_back", "to": None, "seat": d.seats[seat], "cards": _kind_list(d.displays[seat])})
    _take_back(d, seat)
    d.lap += 1
    if not _lone_check(d, events):
        _continue_lap(d, events)
