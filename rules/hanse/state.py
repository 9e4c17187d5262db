"""The Hanse game state: small frozen dataclasses of tuples, shared between states, and its JSON encoding.

Goods are held as integer **tokens**: `2 * card + side`, where `card` indexes `cards.GOODS` and `side` 0 shows
face A, 1 face B. Flipping is `token ^ 1`. Tokens never leave the engine; views and events speak of shown
faces only (§7).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from rules.frozen import with_field
from rules.hanse.components import CARD_KINDS, DECKS, GOODS, PLANET_IDS, deck_instance_ids, kind_of
from rules.jsontext import compact
from rules.rng import Rng

SETUP_CHOICE = "setup_choice"
SETUP_PLANET = "setup_planet"
MAIN = "main"
AGENT_BONUS = "agent_bonus"
REACTION = "reaction"
CHOOSE_PAIR = "choose_pair"
END_DISCARD = "end_discard"
GAME_OVER = "game_over"

NORMAL = "normal"
AFTERBURNER = "afterburner"

# Shown face of every token, as lookup tables: the hot paths index them instead of building objects.
FACE_DESTINATION: tuple[str, ...] = tuple(face[0] for card in GOODS for face in (card.face_a, card.face_b))
FACE_VALUE: tuple[int, ...] = tuple(face[1] for card in GOODS for face in (card.face_a, card.face_b))

KIND_OF: dict[str, str] = {iid: kind_of(iid) for deck in DECKS for iid in deck_instance_ids(deck)}
KIND_ORDER: dict[str, int] = {card.kind: n for n, card in enumerate(CARD_KINDS)}
KIND_RANK: dict[str, int] = {iid: KIND_ORDER[kind] for iid, kind in KIND_OF.items()}
"""Instance id -> the place of its kind in the card table, to list the kinds of a hand without a sort key."""
KIND_AT: tuple[str, ...] = tuple(card.kind for card in CARD_KINDS)
PLANET_ORDER: dict[str, int] = {pid: n for n, pid in enumerate(PLANET_IDS)}
FACE_PLANET: tuple[int, ...] = tuple(PLANET_ORDER[d] for d in FACE_DESTINATION)
"""Token -> the planet order (0..5) of its shown destination."""


@dataclass(frozen=True)
class PlayerState:
    deck_name: str
    score: int
    position: str | None  # None until the start planet is chosen
    tableau: tuple[str, ...]  # instance ids, in the order bought (Startkarte first)
    containers: tuple[tuple[int, ...], ...]  # goods tokens per container, index 0 = the Startkarte's
    hand: tuple[str, ...]
    deck: tuple[str, ...]  # index 0 is the top card
    discard: tuple[str, ...]  # last element is the top card
    turns_taken: int = 0

    def owns(self, kind: str) -> int:
        """How many technologies of `kind` lie in the tableau."""
        return tableau_counts(self.tableau).get(kind, 0)


@lru_cache(maxsize=1024)
def tableau_counts(tableau: tuple[str, ...]) -> Mapping[str, int]:
    """How many technologies of each kind lie in `tableau` (remembered: tableaus change only when buying)."""
    counts: dict[str, int] = {}
    for iid in tableau:
        counts[KIND_OF[iid]] = counts.get(KIND_OF[iid], 0) + 1
    return MappingProxyType(counts)


@dataclass(frozen=True)
class Turn:
    """The active player's turn record (§4.2)."""

    price: int
    planet_actions_left: int = 2
    normal_flight_available: bool = True
    interventions_played: int = 0
    orbital_uses_left: int = 0
    tunnel_passages: int = 0
    flight_energy: int | None = None  # None: no flight active
    flight_kind: str | None = None
    start_window: bool = True
    hyperjump_used: bool = False


@lru_cache(maxsize=256)
def new_turn(price: int, orbital_uses_left: int) -> Turn:
    """`Turn(price=price, orbital_uses_left=orbital_uses_left)`: a fresh turn record, shared (it is immutable)."""
    return Turn(price=price, orbital_uses_left=orbital_uses_left)


@dataclass(frozen=True)
class Pending:
    """A played intervention waiting for the opponent's reaction; params as declared in the action."""

    by: int
    card: str
    params: tuple[tuple[str, Any], ...]

    def param(self, name: str) -> Any:
        return dict(self.params)[name]


@dataclass(frozen=True)
class PairChoice:
    """Goods just unloaded and flipped at `planet`, waiting for the unloader to pick the pair to remove."""

    planet: int  # 1..6
    goods: tuple[int, ...]
    candidates: tuple[str, ...]


@dataclass(frozen=True)
class Outcome:
    ranking: tuple[tuple[int, ...], ...]  # seat indices, best group first
    reason: str


@dataclass(frozen=True)
class Roll:
    seat: int
    dice: tuple[int, ...]
    fusion: int
    energy: int


@dataclass(frozen=True)
class HanseState:
    seats: tuple[str, str]
    round_cap: int
    reshuffle: bool
    rng: Rng
    forced_dice: tuple[int, ...]  # test support: next die results, used before the seeded RNG
    seq: int
    phase: str
    active: int | None  # index into seats; None during setup
    chooser: int
    planet_picker: int | None  # who picks the start planet during setup_planet
    first: int | None
    start_planet: str | None
    players: tuple[PlayerState, PlayerState]
    planets: tuple[tuple[int, ...], ...]  # goods tokens waiting at planet 1..6
    turn: Turn | None
    pending: Pending | None
    pair_choice: PairChoice | None
    removed: tuple[tuple[str, str], ...]  # (planet delivered at, shown destination) per removed pair
    last: tuple[str, tuple[tuple[str, Any], ...]] | None  # (seat, action items)
    last_roll: Roll | None
    outcome: Outcome | None

    def with_player(self, index: int, player: PlayerState) -> HanseState:
        """The state with seat `index`'s player replaced by `player`."""
        return with_field(self, "players", self.players_with(index, player))

    def players_with(self, index: int, player: PlayerState) -> tuple[PlayerState, PlayerState]:
        """The players with seat `index` replaced by `player`."""
        return (player, self.players[1]) if index == 0 else (self.players[0], player)


# --- encoding -------------------------------------------------------------------------------------------------

FORMAT = 1


def _player_json(p: PlayerState) -> dict[str, Any]:
    return {
        "d": p.deck_name,
        "s": p.score,
        "p": p.position,
        "t": list(p.tableau),
        "c": [list(c) for c in p.containers],
        "h": list(p.hand),
        "k": list(p.deck),
        "x": list(p.discard),
        "n": p.turns_taken,
    }


def _player_from(data: dict[str, Any]) -> PlayerState:
    return PlayerState(
        deck_name=data["d"],
        score=data["s"],
        position=data["p"],
        tableau=tuple(data["t"]),
        containers=tuple(tuple(c) for c in data["c"]),
        hand=tuple(data["h"]),
        deck=tuple(data["k"]),
        discard=tuple(data["x"]),
        turns_taken=data["n"],
    )


def _turn_json(t: Turn) -> list[Any]:
    return [
        t.price,
        t.planet_actions_left,
        t.normal_flight_available,
        t.interventions_played,
        t.orbital_uses_left,
        t.tunnel_passages,
        t.flight_energy,
        t.flight_kind,
        t.start_window,
        t.hyperjump_used,
    ]


def encode_state(s: HanseState) -> str:
    """Compact JSON; see docs/games/hanse.md, "Encoded state"."""
    data: dict[str, Any] = {
        "v": FORMAT,
        "seats": list(s.seats),
        "cap": s.round_cap,
        "resh": s.reshuffle,
        "rng": s.rng.to_json(),
        "dice": list(s.forced_dice),
        "seq": s.seq,
        "ph": s.phase,
        "act": s.active,
        "ch": s.chooser,
        "pk": s.planet_picker,
        "first": s.first,
        "sp": s.start_planet,
        "pl": [_player_json(p) for p in s.players],
        "g": [list(g) for g in s.planets],
        "turn": None if s.turn is None else _turn_json(s.turn),
        "pend": None if s.pending is None else [s.pending.by, s.pending.card, [list(i) for i in s.pending.params]],
        "pair": None
        if s.pair_choice is None
        else [s.pair_choice.planet, list(s.pair_choice.goods), list(s.pair_choice.candidates)],
        "rm": [list(r) for r in s.removed],
        "last": None if s.last is None else [s.last[0], dict(s.last[1])],
        "roll": None
        if s.last_roll is None
        else [s.last_roll.seat, list(s.last_roll.dice), s.last_roll.fusion, s.last_roll.energy],
        "out": None if s.outcome is None else [[list(g) for g in s.outcome.ranking], s.outcome.reason],
    }
    return compact(data)


def decode_state(text: str) -> HanseState:
    data = json.loads(text)
    if data.get("v") != FORMAT:
        raise ValueError(f"Unknown Hanse state format {data.get('v')!r}.")
    turn = data["turn"]
    pend = data["pend"]
    pair = data["pair"]
    roll = data["roll"]
    out = data["out"]
    last = data["last"]
    seats = data["seats"]
    return HanseState(
        seats=(seats[0], seats[1]),
        round_cap=data["cap"],
        reshuffle=data["resh"],
        rng=Rng.from_json(data["rng"]),
        forced_dice=tuple(data["dice"]),
        seq=data["seq"],
        phase=data["ph"],
        active=data["act"],
        chooser=data["ch"],
        planet_picker=data["pk"],
        first=data["first"],
        start_planet=data["sp"],
        players=(_player_from(data["pl"][0]), _player_from(data["pl"][1])),
        planets=tuple(tuple(g) for g in data["g"]),
        turn=None if turn is None else Turn(*turn),
        pending=None if pend is None else Pending(pend[0], pend[1], tuple((k, v) for k, v in pend[2])),
        pair_choice=None if pair is None else PairChoice(pair[0], tuple(pair[1]), tuple(pair[2])),
        removed=tuple((r[0], r[1]) for r in data["rm"]),
        last=None if last is None else (last[0], tuple(last[1].items())),
        last_roll=None if roll is None else Roll(roll[0], tuple(roll[1]), roll[2], roll[3]),
        outcome=None if out is None else Outcome(tuple(tuple(g) for g in out[0]), out[1]),
    )
