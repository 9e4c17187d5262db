"""Cosmic Encounter's state: frozen dataclasses of tuples, ints and strings, JSON both ways (spec §2, §4.1).

Seats are counted by index inside the engine (table order, D-33); the contract's seat names are in `seats`. Ships
are counted per planet and seat: `planets` lists the planets of the colours in play (seat order, planets 1-5), and
`ships[i][s]` is how many ships of seat s stand on `planets[i]`. The warp and the cone are counts per seat.

A power's own state (Warrior's tokens, Miser's hoard, ...) is no field of this class but a record of the power's
(`records`, rules/cosmic/records.py). The encoding is versioned (`VERSION`): `decode` upgrades an encoding without a
version (every game stored before records existed) by moving its power fields into their powers' records.

The fields of a challenge in progress (defense, target, invitations, allies, selected cards, windows, deals) join
this class with the phases that use them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from itertools import compress
from typing import Any, NamedTuple

from rules.cosmic.windows import Play
from rules.frozen import evolve, tuples
from rules.jsontext import compact
from rules.rng import Rng

# -- phases (spec §3, §4; the ids of §4.3-4.10 in lower case) ----------------------------------------------------------
COLOUR = "colour"  # §3 step 2: each seat in turn picks a colour
KEEP_POWER = "keep_power"  # §3 step 5, `choose_powers`: every seat at once keeps one of three powers dealt to it
PLAY = "play"  # the turns: what is due is the head of `tasks`
OVER = "over"


PLANETS = 5  # per system


class Task(NamedTuple):
    """One step of the turn (rules/cosmic/tasks.py): its `kind`, the seat it concerns (-1: none in particular), a
    number `n` (ships, cards, hands so far, an item) and one more word (a window id, a zone, a side). A tuple, so
    that it is its own JSON."""

    kind: str
    seat: int = -1
    n: int = 0
    what: str = ""


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    # options (§10), resolved at setup
    power_mode: str
    beginner_flares: bool
    reverse_cone: bool
    warp_fan: bool
    power_pool: str
    turn_limit: int
    released: tuple[str, ...]  # the released waves the game's power pool includes, fixed at setup (stored games)
    phase: str
    colours: tuple[str, ...]  # per seat; "" until chosen
    powers: tuple[str, ...]  # per seat; "" until dealt
    planets: tuple[str, ...]  # the planets of the colours in play, seat by seat
    ships: tuple[tuple[int, ...], ...]  # per planet, per seat
    warp: tuple[int, ...]  # per seat
    cone_offense: tuple[int, ...]  # per seat
    cone_defense: tuple[int, ...]  # per seat
    hands: tuple[tuple[str, ...], ...]  # per seat, card instance ids in the order they came
    talon: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # face up, newest last
    in_play: tuple[str, ...]  # edicts and flares played this challenge (D-36)
    destiny: tuple[str, ...]  # top card first
    destiny_discard: tuple[str, ...]  # face up, newest last
    first_colour: str  # the colour of the destiny card that chose the first player (§3 step 8)
    offense: int  # the seat whose turn it is (-1 before the deal)
    challenge_no: int  # 0 when a turn begins (§4.1)
    turns: int  # player turns begun, for `turn_limit`
    winners: tuple[int, ...]
    reason: str  # "five_bases" or "turn_limit" once over
    rng: Rng
    rig_talon: tuple[str, ...]  # test hook (§10): card kinds the next talon draws take, in order
    rig_destiny: tuple[str, ...]  # test hook (§10): destiny cards the next flips take, in order
    seq: int = 0  # actions applied
    fan: tuple[tuple[int, ...], ...] = ()  # `warp_fan`: per segment (the colours in seat order), ships per seat
    fan_marker: int = 0  # `warp_fan`: the segment lost ships go to now
    records: tuple[Any, ...] = ()  # the powers' own states that differ from their defaults (rules/cosmic/records.py)
    offered: tuple[tuple[str, ...], ...] = ()  # `choose_powers`: per seat, its three powers dealt face down (private)
    kept: tuple[str, ...] = ()  # `choose_powers`: per seat, the power it kept ("" not yet), private until all have kept
    face_down: tuple[int, ...] = ()  # `hidden_powers`: the seats whose power is face down (public; which power is not)
    tasks: tuple[Task, ...] = ()  # the steps left, head first (rules/cosmic/tasks.py)
    # -- the challenge in progress (§4.1), reset by phase 0 ------------------------------------------------------------
    defense: int = -1
    target: str = ""  # the target planet
    cone_reversed: bool = False
    invited: tuple[str, ...] = ()  # per seat: "", "offense", "defense" or "both" (who invited it)
    allies: tuple[str, ...] = ()  # per seat: "" or the side it joined ("offense", "defense")
    origins: tuple[tuple[str, ...], ...] = ()  # per seat: where each of its cone ships came from ("warp": freed)
    selected: tuple[str, ...] = ()  # per seat: its face-down challenge card ("" none)
    revealed: tuple[str, ...] = ()  # per seat: its face-up challenge card after the reveal
    set_aside: tuple[str, ...] = ()  # per seat: its revealed card Chronos set aside until phase 9 ("" none)
    used: tuple[int, ...] = ()  # seats whose optional power use of this challenge is spent
    returned: tuple[int, ...] = ()  # `hidden_powers`: seats that gave back their power in this challenge (§5.4)
    zapped: tuple[int, ...] = ()  # seats whose power a Cosmic Zap switched off for this challenge
    outcome: str = ""  # "offense", "defense", "deal", "aborted" or "reclaim" once known
    lost: tuple[int, ...] = ()  # per seat: own ships that went to the warp in this challenge's outcome
    flags: tuple[str, ...] = ()  # this challenge's standing effects: "emotion_control", "ionic_gas", ...
    played_by: tuple[tuple[str, int], ...] = ()  # (edict in `in_play`, seat that played it): public, noted for Vulch
    # -- a deal (§4.8.3, §9.3; rules/cosmic/deals.py) ------------------------------------------------------------------
    deal_next: int = 1  # the id the next proposal of this deal gets
    deal_open: tuple[tuple[Any, ...], ...] = ()  # per seat: its open proposal (id, *terms), public; () none
    deal_drafts: tuple[tuple[Any, ...], ...] = ()  # per seat: its private draft (stage, *terms); () none
    deal_started: tuple[int, ...] = ()  # per seat: drafts started in this deal (at most 5, D-43)
    deal_terms: tuple[Any, ...] = ()  # the accepted proposal: (proposer, *terms)
    # -- the window open now (§4.2; rules/cosmic/protocol.py) ----------------------------------------------------------
    window: str = ""
    w_stage: str = ""  # "declare", "respond"
    w_solo: int = -1  # the redrawing seat of a new-hand mini-window, else -1
    w_round: int = 0  # the response round being asked (1, 2, ...)
    w_waiting: tuple[int, ...] = ()  # seats whose answer this round is still to come
    w_drafts: tuple[Play | tuple[()], ...] = ()  # per seat: its private play of this round in the making
    w_items: tuple[Play, ...] = ()  # the round's public list: declarations, then responses
    w_spent: bool = False  # a card was spent or a power use took effect in this round

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return self  # immutable all the way down

    # -- reading -------------------------------------------------------------------------------------------------------
    def planet_index(self, planet: str) -> int:
        return self.planets.index(planet)

    def ships_on(self, planet: str, seat: int) -> int:
        return self.ships[self.planets.index(planet)][seat]

    def bases(self, seat: int) -> tuple[str, ...]:
        """The planets where `seat` has a base (at least one ship), in board order."""
        board = board_summary(self.ships)
        if board.columns and len(column := board.columns[seat]) == len(self.planets) and min(column) >= 0:
            return tuple(compress(self.planets, column))
        return tuple(p for p, counts in zip(self.planets, self.ships, strict=True) if counts[seat] > 0)

    def home_planets(self, seat: int) -> tuple[str, ...]:
        """The five planets of `seat`'s system: `planets` lists the systems in seat order."""
        return self.planets[PLANETS * seat : PLANETS * (seat + 1)]

    def foreign_bases(self, seat: int) -> tuple[str, ...]:
        home = range(PLANETS * seat, PLANETS * (seat + 1))
        return tuple(
            p
            for i, (p, counts) in enumerate(zip(self.planets, self.ships, strict=True))
            if counts[seat] and i not in home
        )

    def foreign_base_count(self, seat: int) -> int:
        counts = board_summary(self.ships).foreign
        return counts[seat] if counts else 0

    def home_base_count(self, seat: int) -> int:
        counts = board_summary(self.ships).home
        return counts[seat] if counts else 0

    def ships_of(self, seat: int) -> int:
        """Every ship of `seat`: on planets, in the warp (and on the fan), in the cone, and removed from the game by
        Void (the 20 of its colour, always)."""
        from rules.cosmic.aliens.void import VoidState  # the power's module imports this one
        from rules.cosmic.records import record

        on_planets = sum(counts[seat] for counts in self.ships)
        on_fan = sum(segment[seat] for segment in self.fan)
        removed = record(self, VoidState).removed
        out = removed[seat] if removed else 0
        return on_planets + self.warp[seat] + on_fan + self.cone_offense[seat] + self.cone_defense[seat] + out

    # -- changing ------------------------------------------------------------------------------------------------------
    def with_ships(self, planet: str, seat: int, delta: int) -> State:
        """`delta` ships of `seat` more (or fewer) on `planet`; never below zero."""
        index = self.planets.index(planet)
        counts = list(self.ships[index])
        if counts[seat] + delta < 0:
            raise ValueError(f"seat {seat} has only {counts[seat]} ships on {planet}")
        counts[seat] += delta
        ships = list(self.ships)
        ships[index] = tuple(counts)
        return evolve(self, ships=tuple(ships))

    def to_json(self) -> dict[str, Any]:
        from rules.cosmic.records import records_to_json

        data = dict(self.__dict__)  # every field, and nothing else (rules/frozen.py)
        for name, default in _LATER.items():
            if data[name] == default:
                del data[name]
        data["rng"] = self.rng.to_json()
        data["records"] = records_to_json(self.records)
        data["v"] = VERSION
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> State:
        from rules.cosmic.records import records_from_json

        data = _upgraded(data)
        # a field added since a game was stored keeps its default
        values = {name: tuples(data[name]) for name in _FIELDS if name in data and name != "records"}
        values["records"] = records_from_json(data.get("records", {}))
        values["rng"] = Rng.from_json(data["rng"])
        values["tasks"] = tuple(Task(*t) for t in values["tasks"])
        values["w_items"] = tuple(Play(*p) for p in values["w_items"])
        values["w_drafts"] = tuple(Play(*p) if p else () for p in values["w_drafts"])
        return State(**values)


class BoardSummary(NamedTuple):
    """What the win check and every power's activity ask of a board, counted in one pass (per seat)."""

    ships: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]  # per seat: its ships per planet
    foreign: tuple[int, ...]  # foreign bases
    home: tuple[int, ...]  # home bases


def board_summary(ships: tuple[tuple[int, ...], ...]) -> BoardSummary:
    """`ships` (planets seat by seat, five each) summed up; the last board asked is kept, since the engine asks after
    every action, mostly of a board that no action changed (the same tuple, or an equal one). () per seat on an empty
    board."""
    last = _LAST_BOARD[0]
    if last.ships is ships or last.ships == ships:  # the same board, or an equal one (a stored game decoded again)
        return last
    columns = tuple(zip(*ships, strict=True))
    homes = (column[PLANETS * seat : PLANETS * (seat + 1)] for seat, column in enumerate(columns))
    home = tuple(len(mine) - mine.count(0) for mine in homes)
    foreign = tuple(len(column) - column.count(0) - home[seat] for seat, column in enumerate(columns))
    # one tuple, replaced whole: a reader never sees one board's counts beside another board
    _LAST_BOARD[0] = summary = BoardSummary(ships, columns, foreign, home)
    return summary


_LAST_BOARD: list[BoardSummary] = [BoardSummary((), (), (), ())]


def foreign_base_counts(ships: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Every seat's foreign bases on the board `ships`, by seat (() on an empty board, before the deal)."""
    return board_summary(ships).foreign


_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(State))
_LATER: dict[str, Any] = {"played_by": (), "offered": (), "kept": (), "face_down": (), "returned": ()}
"""Fields added after the games of tests/rules/cosmic/stored were recorded, with their defaults: left out of the JSON
while they hold them; `from_json` gives a missing field its default."""

VERSION = 2
"""The encoding's version, its `v`. Version 1 (no `v`, every build before it) kept five powers' states in fields of
their own (`UNVERSIONED`); version 2 keeps every power's state in its record (`records`, by power id)."""

UNVERSIONED: dict[str, str] = {
    "grudges": "grudge",
    "tokens": "warrior",
    "removed": "void",
    "hoards": "miser",
    "extra_powers": "reincarnator",
}
"""A field of an encoding without a version -> the power whose record holds it now, under the same name."""


def _upgraded(data: dict[str, Any]) -> dict[str, Any]:
    """A version 2 encoding of the same state: an encoding without a version has its power fields moved into their
    records."""
    version = data.get("v", 1)
    if version == VERSION:
        return data
    if version != 1:
        raise ValueError(f"an encoded Cosmic Encounter state of version {version!r}, newer than this build's")
    data = dict(data)
    records: dict[str, dict[str, Any]] = {}
    for name, power in UNVERSIONED.items():
        value = data.pop(name, None)
        if value:  # an empty field is the record's default, which no encoding holds
            records.setdefault(power, {})[name] = value
    data["records"], data["v"] = records, VERSION
    return data


def upgrade_encoding(text: str) -> str:
    """`text` in this version's shape (an encoding without a version has its power fields moved into records),
    every other key as it was."""
    data = json.loads(text)
    upgraded = _upgraded(data)
    return text if upgraded is data else compact(upgraded, sort_keys=True)


def encode(state: State) -> str:
    return compact(state.to_json(), sort_keys=True)


def decode(text: str) -> State:
    return State.from_json(json.loads(text))
