"""Component data of Andromeda (shared/rules/andromeda.md §2): planets, satellites, cards, tracks, setup counts.

Cards are small integers inside the engine: planet cards 0..83 (kind = card // 12, the card of planet P with
number N is `P * 12 + N - 1`), bonus cards 84..99 (6 silver, 4 gold, 4 platinum, 2 diamond). Integer order within
a kind equals the string order of the instance ids, so "the lowest instance id of a kind" is the lowest integer.
"""

from __future__ import annotations

PLANETS: tuple[str, ...] = ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")
PLANET_NAMES: tuple[str, ...] = ("Azura", "Borea", "Cygna", "Draco", "Eos", "Fenn", "Gorr")
N_PLANETS = 7

# Satellite values per planet, most valuable first (_s1, _s2, _s3); D-2.
SATELLITE_VALUES: tuple[tuple[int, int, int], ...] = (
    (14, 9, 5),
    (13, 9, 4),
    (12, 8, 5),
    (12, 7, 4),
    (11, 8, 6),
    (10, 7, 5),
    (10, 6, 4),
)
SATELLITE_IDS: tuple[str, ...] = tuple(f"{p}_s{i}" for p in PLANETS for i in (1, 2, 3))
SATELLITE_VALUE: tuple[int, ...] = tuple(v for values in SATELLITE_VALUES for v in values)

TIERS: tuple[str, ...] = ("silver", "gold", "platinum", "diamond")
TIER_COUNTS: tuple[int, ...] = (6, 4, 4, 2)
TIER_POINTS: tuple[int, ...] = (2, 3, 4, 5)
# The pure set size that earns each tier: 4 -> silver ... 7 -> diamond.
BONUS_FOR_SIZE: dict[int, int] = {4: 0, 5: 1, 6: 2, 7: 3}

KINDS: tuple[str, ...] = PLANETS + TIERS
KIND_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
PLANET_INDEX: dict[str, int] = {p: i for i, p in enumerate(PLANETS)}
N_KINDS = 11
FIRST_TIER_KIND = 7

CARDS_PER_PLANET = 12
N_PLANET_CARDS = 84
PLANET_CARDS: tuple[int, ...] = tuple(range(N_PLANET_CARDS))


def _bonus_cards() -> tuple[tuple[int, ...], tuple[str, ...]]:
    kinds: list[int] = []
    ids: list[str] = []
    for tier, count in enumerate(TIER_COUNTS):
        for n in range(1, count + 1):
            kinds.append(FIRST_TIER_KIND + tier)
            ids.append(f"andromeda:{TIERS[tier]}:{n}")
    return tuple(kinds), tuple(ids)


_BONUS_KINDS, _BONUS_IDS = _bonus_cards()
BONUS_CARDS: tuple[int, ...] = tuple(range(N_PLANET_CARDS, N_PLANET_CARDS + len(_BONUS_KINDS)))
N_CARDS = N_PLANET_CARDS + len(_BONUS_KINDS)

# Card int -> kind index / instance id; one lookup instead of arithmetic in the hot paths.
KIND_OF: tuple[int, ...] = tuple(c // CARDS_PER_PLANET for c in PLANET_CARDS) + _BONUS_KINDS
CARD_ID: tuple[str, ...] = (
    tuple(f"andromeda:{PLANETS[c // CARDS_PER_PLANET]}:{c % CARDS_PER_PLANET + 1:02d}" for c in PLANET_CARDS)
    + _BONUS_IDS
)
# The cards of kind k are the integers KIND_FIRST[k] .. KIND_FIRST[k + 1] - 1 (planet cards by planet, then the
# bonus cards tier by tier); KIND_FIRST[N_KINDS] is N_CARDS.
KIND_FIRST: tuple[int, ...] = tuple(KIND_OF.index(k) for k in range(N_KINDS)) + (N_CARDS,)
if any(KIND_OF[c] != k for k in range(N_KINDS) for c in range(KIND_FIRST[k], KIND_FIRST[k + 1])):
    raise RuntimeError("the cards of each kind must be consecutive integers")  # pragma: no cover
CARD_BY_ID: dict[str, int] = {cid: c for c, cid in enumerate(CARD_ID)}

# Tracks (§2.4, §2.5): stage 1..4 -> value at index stage - 1.
HAND_LIMIT: tuple[int, ...] = (9, 10, 11, 13)
SHIP_NEED: tuple[int, ...] = (0, 3, 4, 6)  # set size needed to reach stage i + 1
TECH_NEED: tuple[int, ...] = (0, 3, 4, 5)
TECH_POINTS: tuple[int, ...] = (0, 1, 3, 6)

MAX_SET = 7
MIN_SET = 3
STATIONS_PER_COLOUR = 26
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "white")

# Setup by player count (§2.6): (on Earth, fixed per planet, setup cards per player, hand size dealt).
SETUP_BY_COUNT: dict[int, tuple[int, int, int]] = {3: (4, 2, 6), 4: (4, 1, 9), 5: (4, 1, 6)}
START_HAND = 9

ACT_KINDS: tuple[str, ...] = ("exchange", "place_stations", "found", "advance_ship", "advance_tech")
