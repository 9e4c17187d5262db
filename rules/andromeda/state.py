"""The Andromeda state: one frozen dataclass of ints and tuples.

It changes only through rules/frozen.py (`evolve`, `with_field`): each step of a phase builds the next state with
the fields it changes, and only the tuples an action changes are rebuilt (the others are shared, never changed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any

from rules.frozen import tuples
from rules.jsontext import compact
from rules.rng import Rng

# Phases of a round; "over" once the game has ended.
TRANSPORT = "transport"
OFFER = "offer"  # A offers, continues or swaps
RESPOND = "respond"  # co-players choose hidden responses
KEEP = "keep"  # the player just swapped with keeps or stays
LAP = "lap"  # a lap player takes back or swaps
ACTION = "action"
OVER = "over"
PHASES: tuple[str, ...] = (TRANSPORT, OFFER, RESPOND, KEEP, LAP, ACTION, OVER)


@dataclass(frozen=True)
class State:
    """Everything about one game. Seats are referred to by index into `seats` (the colour index too)."""

    seats: tuple[str, ...]
    round_cap: int
    rng: Rng
    rig: tuple[int, ...]  # forced ring draws (seat indices), test support only (§10); never shown
    seq: int  # actions applied so far
    round: int
    active: int  # A, the active player of this round
    phase: str
    current: int  # the seat deciding in a sequential step (transport, keep, lap, action); -1 otherwise
    hands: tuple[tuple[int, ...], ...]  # per seat, sorted card ints
    draw: tuple[int, ...]  # face-down pile, bottom first: the last element is the top card
    discard: tuple[int, ...]  # face-up pile, bottom first
    supply: tuple[int, ...]  # bonus cards in the supply, sorted
    earth: tuple[int, ...]  # per seat
    on: tuple[tuple[int, ...], ...]  # per planet, per seat: stations standing on the planet
    centres: tuple[int, ...]  # per satellite (21), the owning seat or -1
    ship: tuple[int, ...]  # per seat, stage 1..4
    tech: tuple[int, ...]
    transports: tuple[int, ...]  # transport cards left per seat
    setup_kinds: tuple[tuple[int, ...], ...]  # per seat, the kinds of the setup cards (public by kind)
    k: int  # cards A has offered this trading phase
    max_offer: int
    forbidden: int  # bit mask of the kinds A has offered this phase
    in_trade: int  # bit mask of the seats still trading
    displays: tuple[tuple[int, ...], ...]  # per seat, cards face up in the display
    pending: tuple[int, ...]  # per seat, the card chosen as a hidden response (still in hand) or -1
    lap: int  # next lap position to visit (0 = A's left neighbour); -1 before the lap
    used: int  # actions the current player has taken this turn
    build: str  # the action being built ("" at the turn menu)
    b_planet: int  # planet of the set being built, -1 before chosen
    b_n: int  # planet cards in the set, 0 before chosen
    b_bonus: tuple[int, ...]  # bonus cards added to the set (still in hand)
    b_cards: tuple[int, ...]  # cards chosen for an exchange (still in hand)
    b_placing: bool  # place_stations: set complete, asking for n
    end_triggered: bool
    reason: str  # "" until over


FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(State))


def replace_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """A copy of `items` with position `index` set to `value`."""
    out = list(items)
    out[index] = value
    return tuple(out)


def encode(state: State) -> str:
    data: dict[str, Any] = {}
    for name in FIELD_NAMES:
        value = getattr(state, name)
        data[name] = value.to_json() if isinstance(value, Rng) else value
    return compact(data)


def decode(text: str) -> State:
    data = json.loads(text)
    values: dict[str, Any] = {}
    for name in FIELD_NAMES:
        raw = data[name]
        values[name] = Rng.from_json(raw) if name == "rng" else tuples(raw)
    return State(**values)
