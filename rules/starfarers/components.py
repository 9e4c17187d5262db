"""Starfarers' components as data (spec §2.1-2.5): resources, building costs and piece limits, victory points, the
mother ship's five balls and what a shake shows, and the 38 yield tokens.

Pure data and small pure functions; the shake draws its pair from the game's seeded generator (rules/rng.py), so
`pair_of(index)` maps one random index 0-9 to one of the 10 unordered pairs of distinct balls, in a fixed order.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

RESOURCES: tuple[str, ...] = ("ore", "fuel", "carbon", "food", "goods")
CARDS_PER_RESOURCE = 20

# §2.2: what each build costs (paid to the bank), by resource.
COSTS: dict[str, dict[str, int]] = {
    "build_colony_ship": {"ore": 1, "fuel": 1, "carbon": 1, "food": 1},
    "build_trade_ship": {"ore": 1, "fuel": 1, "goods": 2},
    "build_spaceport": {"carbon": 3, "food": 2},
    "build_drive": {"fuel": 2},
    "build_gun": {"carbon": 2},
    "build_freight_ring": {"ore": 2},
}

# §2.1-2.2: what each player has at most (personal supply) and what a mother ship holds at most.
SHIPS = 3
COLONIES = 9
TRADE_STATIONS = 7
SPACEPORTS = 3
MAX_DRIVES = 6
MAX_GUNS = 6
MAX_FREIGHT_RINGS = 5
# §2.1: the shared supplies of add-ons and fame rings.
SUPPLY: dict[str, int] = {"drive": 24, "gun": 24, "freight_ring": 20, "fame_ring": 40}
START_FAME_RINGS = 1


@dataclass(frozen=True)
class Holdings:
    """What a player's victory points are counted from (§2.3)."""

    colonies: int
    """Colonies on the board, those under space-port rings included."""
    spaceports: int
    friendship_disks: int
    lair_and_ice_tokens: int
    fame_rings: int


def victory_points(held: Holdings) -> int:
    return points(held.colonies, held.spaceports, held.friendship_disks, held.lair_and_ice_tokens, held.fame_rings)


def points(colonies: int, spaceports: int, friendship_disks: int, lair_and_ice_tokens: int, fame_rings: int) -> int:
    """§2.3: 1 per colony, 1 more per space port (2 in total with its colony), 2 per friendship disk, 1 per pirate-lair
    or ice-planet token taken, 1 per 2 fame rings (the win check asks after every action: plain numbers)."""
    return colonies + spaceports + 2 * friendship_disks + lair_and_ice_tokens + fame_rings // 2


# §2.4: the five balls in every mother ship and their values (black: 0, and an encounter when shaken to move).
BALLS: tuple[str, ...] = ("black", "blue", "yellow_1", "yellow_2", "red")
BALL_VALUE: dict[str, int] = {"black": 0, "blue": 1, "yellow_1": 2, "yellow_2": 2, "red": 3}
PAIRS: tuple[tuple[str, str], ...] = tuple(itertools.combinations(BALLS, 2))
"""The 10 unordered pairs of distinct balls a shake may show, in a fixed order (a random index 0-9 picks one)."""


def pair_of(index: int) -> tuple[str, str]:
    return PAIRS[index]


@dataclass(frozen=True)
class MovementShake:
    encounter: bool
    base: int
    """The base movement of every ship this turn (drives add to it)."""


def movement(pair: tuple[str, str]) -> MovementShake:
    """§2.4 movement table: black and any ball is an encounter and base 3; otherwise the two values' sum."""
    if "black" in pair:
        return MovementShake(True, 3)
    return MovementShake(False, BALL_VALUE[pair[0]] + BALL_VALUE[pair[1]])


def duel_value(pair: tuple[str, str]) -> int:
    """§2.4 duel shake (speed or combat inside encounters, decision D07): the sum of the two balls, black counting 0."""
    return BALL_VALUE[pair[0]] + BALL_VALUE[pair[1]]


@dataclass(frozen=True)
class Token:
    id: str
    group: str
    """"alpha", "beta", "gamma", "delta" (Catanian, face up), "S", "A", "B" (outer, face down), "R" (reserve)."""
    kind: str
    """"number", "pirate" or "ice"."""
    value: int
    """The production number; a pirate lair's guns needed; an ice planet's freight rings needed."""


def _tokens() -> tuple[Token, ...]:
    found = [
        *(Token(f"tok_alpha_{n}", "alpha", "number", n) for n in (4, 8, 11)),
        *(Token(f"tok_beta_{n}", "beta", "number", n) for n in (8, 10, 12)),
        *(Token(f"tok_gamma_{n}", "gamma", "number", n) for n in (3, 5, 6)),
        *(Token(f"tok_delta_{n}", "delta", "number", n) for n in (2, 6, 9)),
        Token("tok_s_pirate4", "S", "pirate", 4),
        Token("tok_s_pirate5", "S", "pirate", 5),
        Token("tok_s_pirate7", "S", "pirate", 7),  # 6 in the 2019 edition (decision D05)
        Token("tok_s_ice3", "S", "ice", 3),
        Token("tok_s_ice4", "S", "ice", 4),
        Token("tok_s_10a", "S", "number", 10),
        Token("tok_s_10b", "S", "number", 10),
    ]
    for group, faces in (("A", (2, 5, 5, 6, 8, 9, 9)), ("B", (3, 3, 4, 4, 11, 11, 12)), ("R", (2, 3, 4, 10, 11))):
        seen: dict[int, int] = {}
        for face in faces:
            seen[face] = seen.get(face, 0) + 1
        for face in faces:
            twice = seen[face] > 1
            suffix = "ab"[sum(1 for t in found if t.group == group and t.value == face)] if twice else ""
            found.append(Token(f"tok_{group.lower()}_{face}{suffix}", group, "number", face))
    return tuple(found)


TOKENS: tuple[Token, ...] = _tokens()
TOKEN_BY_ID: dict[str, Token] = {t.id: t for t in TOKENS}
