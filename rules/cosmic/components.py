"""Cosmic Encounter's components as data (spec ../shared/rules/cosmic-encounter.md §2, §5.4): colours and planets,
the 72 challenge cards, the 26 destiny cards, the 22 edicts, the powers and their flares by release wave, and the
decks a game is built from.

Instance ids (§2): every talon card is `<kind>#<n>`, `n` counting from 1 within its kind (`attack_6#3`,
`flare_mind#1`); destiny cards and power cards exist once each, their kind is their id (`destiny_red_4`).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- colours, systems, planets (§2.1, D-01) ----------------------------------------------------------------------------
COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "orange", "white")
"""In the order a colour is offered by default (§3 step 2)."""
PLANETS_PER_SYSTEM = 5
SHIPS_PER_COLOUR = 20
SHIPS_PER_HOME_PLANET = 4
CONE_CAP = 4  # ships a player commits at most (§4.6), Macron 1 (§5.1)
HAND_SIZE = 7
MAX_NEW_HANDS = 5  # D-39
WIN_BASES = 5  # foreign bases (§1)


def planets_of(colour: str) -> tuple[str, ...]:
    """The five planets of a colour's system: `blue_1` ... `blue_5`."""
    return tuple(f"{colour}_{n}" for n in range(1, PLANETS_PER_SYSTEM + 1))


def colour_of(planet: str) -> str:
    """The system (colour) a planet is printed in: `blue_3` is blue's."""
    return planet.rsplit("_", 1)[0]


# -- challenge cards (§2.2): kind -> count -----------------------------------------------------------------------------
ATTACK_COUNTS: dict[int, int] = {
    1: 1,
    4: 2,
    5: 2,
    6: 8,
    7: 4,
    8: 8,
    9: 2,
    10: 6,
    11: 2,
    12: 5,
    13: 1,
    14: 2,
    15: 4,
    16: 1,
    17: 1,
    18: 1,
    19: 1,
    20: 2,
    30: 1,
    40: 1,
}
COMPROMISE = "compromise"
COMPROMISES = 17
CHALLENGE_COUNTS: dict[str, int] = {COMPROMISE: COMPROMISES, **{f"attack_{v}": n for v, n in ATTACK_COUNTS.items()}}
"""Every challenge card kind and its count, in the canonical kind order (compromise, then attacks ascending)."""


def attack_value(kind: str) -> int | None:
    """The value of an attack card kind (`attack_12` is 12); None for any other kind."""
    return int(kind.removeprefix("attack_")) if kind.startswith("attack_") else None


# -- edicts (§2.4, §5.3): kind -> count, in the canonical order --------------------------------------------------------
EDICT_COUNTS: dict[str, int] = {
    "edict_cosmic_zap": 4,
    "edict_mobius_tubes": 2,
    "edict_liberation": 2,
    "edict_plague": 2,
    "edict_force_field": 2,
    "edict_emotion_control": 2,
    "edict_quash": 2,
    "edict_ionic_gas": 2,
    "edict_flare_zap": 2,
    "edict_veto": 2,
}


# -- powers and flares (§2.5, §5.4, §5.5) ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PowerCard:
    """One of the 48 power slots: its id, the release wave that defines it (None: no reliable text, never dealt) and
    whether its flare has a text (only those flares can enter a talon, §5.2)."""

    id: str
    wave: str | None
    flare_text: bool = False


WAVES: tuple[str, ...] = ("r1", "w2a", "w2b")
"""The release waves in order; a `power_pool` includes every wave up to its own (§10)."""

BEGINNER_POWERS: tuple[str, ...] = ("chronos", "filch", "laser", "macron", "mind", "mutant")

POWERS: tuple[PowerCard, ...] = (
    *(PowerCard(p, "r1", flare_text=True) for p in BEGINNER_POWERS),
    PowerCard("will", "r1"),
    PowerCard("amoeba", "w2a", flare_text=True),
    PowerCard("gambler", "w2b", flare_text=True),
    PowerCard("loser", "w2a"),
    PowerCard("anti_matter", "w2a"),
    PowerCard("barbarian", "w2a"),
    PowerCard("calculator", "w2a"),
    PowerCard("chosen", "w2a"),
    PowerCard("clone", "w2a"),
    PowerCard("cudgel", "w2a"),
    PowerCard("deuce", None),
    PowerCard("diplomat", None),
    PowerCard("disease", None),
    PowerCard("fungus", None),
    PowerCard("grudge", "w2a"),
    PowerCard("hate", "w2a"),
    PowerCard("healer", "w2b"),
    PowerCard("human", "w2a"),
    PowerCard("insect", None),
    PowerCard("kamikaze", "w2a"),
    PowerCard("machine", "w2b"),
    PowerCard("mirror", "w2a"),
    PowerCard("miser", "w2b"),
    PowerCard("oracle", "w2a"),
    PowerCard("pacifist", "w2a"),
    PowerCard("parasite", "w2a"),
    PowerCard("philanthropist", "w2a"),
    PowerCard("reincarnator", "w2b"),
    PowerCard("seeker", None),
    PowerCard("sniveler", None),
    PowerCard("sorcerer", "w2a"),
    PowerCard("spiff", "w2a"),
    PowerCard("terrorist", None),
    PowerCard("trader", "w2a"),
    PowerCard("tripler", "w2a"),
    PowerCard("vacuum", "w2a"),
    PowerCard("virus", "w2a"),
    PowerCard("void", "w2a"),
    PowerCard("vulch", "w2a"),
    PowerCard("warpish", "w2a"),
    PowerCard("warrior", "w2a"),
    PowerCard("zombie", "w2a"),
)
POWER_BY_ID: dict[str, PowerCard] = {p.id: p for p in POWERS}

EXCLUDED_PAIRS: tuple[tuple[str, str], ...] = (("gambler", "sorcerer"),)
"""Powers that never play in one game (§5.5.0): Gambler's bluff and Sorcerer's swap of the face-down cards do not
fit together. A deal that would bring both returns the later-dealt one (rules/cosmic/dealing.py)."""


def excludes(power: str, others: tuple[str, ...]) -> bool:
    """`power` may not join a game holding `others` (an excluded pair, either way round)."""
    return any((power, other) in EXCLUDED_PAIRS or (other, power) in EXCLUDED_PAIRS for other in others)


def waves_up_to(pool: str) -> tuple[str, ...]:
    """The waves a `power_pool` value includes: "w2a" is r1 and w2a."""
    return WAVES[: WAVES.index(pool) + 1]


def power_pool(pool: str, released: tuple[str, ...]) -> tuple[str, ...]:
    """The powers a game may deal (§2.5): defined in a wave the pool includes and this build has released."""
    waves = set(waves_up_to(pool)) & set(released)
    return tuple(p.id for p in POWERS if p.wave in waves)


def flare_pool(pool: str, released: tuple[str, ...]) -> tuple[str, ...]:
    """The flares that may enter a talon (§2.5): those with a text, of powers in the power pool, by id."""
    powers = set(power_pool(pool, released))
    return tuple(sorted(f"flare_{p.id}" for p in POWERS if p.id in powers and p.flare_text))


# -- destiny cards (§2.3) ----------------------------------------------------------------------------------------------
WILDS: tuple[str, ...] = ("destiny_wild_1", "destiny_wild_2")
CONE_BACK: frozenset[str] = frozenset({*(f"destiny_{c}_4" for c in COLOURS), "destiny_wild_2"})
"""The destiny cards that show the cone's back side (`reverse_cone`, §4.5 step 2)."""


def destiny_deck(colours: tuple[str, ...]) -> tuple[str, ...]:
    """The destiny cards of a game with these colours, unshuffled: four per colour in play and the wild cards, without
    the second wild card at three players (§2.3)."""
    cards = [f"destiny_{c}_{n}" for c in COLOURS if c in colours for n in range(1, 5)]
    cards += WILDS if len(colours) > 3 else WILDS[:1]
    return tuple(cards)


def destiny_colour(card: str) -> str | None:
    """The colour a destiny card shows (`destiny_red_4` is red); None for a wild card."""
    if card in WILDS:
        return None
    return card.removeprefix("destiny_").rsplit("_", 1)[0]


# -- the talon (§2.6) --------------------------------------------------------------------------------------------------
def instances(counts: dict[str, int]) -> tuple[str, ...]:
    """Instance ids for every card of `counts`: `attack_6#1` ... `attack_6#8`."""
    return tuple(f"{kind}#{n}" for kind, count in counts.items() for n in range(1, count + 1))


def kind_of(card: str) -> str:
    """The kind of a talon card instance: `attack_6#3` is `attack_6`."""
    kind = _KINDS.get(card)
    return kind if kind is not None else card.split("#", 1)[0]


def category(kind: str) -> str:
    """A card kind's category (Plague, Hate, deals): `attack`, `compromise`, `edict` or `flare`."""
    if kind == COMPROMISE:
        return "compromise"
    return kind.split("_", 1)[0]


def talon_cards(flares: tuple[str, ...]) -> tuple[str, ...]:
    """The talon before shuffling: the 72 challenge cards, the 22 edicts and one instance of each flare given."""
    return instances(CHALLENGE_COUNTS) + instances(EDICT_COUNTS) + tuple(f"{flare}#1" for flare in flares)


def flare_count(power_mode: str, beginner_flares: bool, players: int, pool: tuple[str, ...]) -> int:
    """How many flares join the talon (§2.6, D-41): none in the beginner game (six with `beginner_flares`), else
    3 per player or the whole flare pool, whichever is fewer."""
    if power_mode == "beginner_game":
        return len(BEGINNER_POWERS) if beginner_flares else 0
    return min(3 * players, len(pool))


KIND_ORDER: tuple[str, ...] = (*CHALLENGE_COUNTS, *EDICT_COUNTS)
"""The canonical order of challenge and edict kinds (listings and defaults); flares follow, by id (§2.2)."""


_KINDS: dict[str, str] = {card: card.split("#", 1)[0] for card in talon_cards(tuple(f"flare_{p.id}" for p in POWERS))}
"""Every talon instance's kind, looked up rather than split: the engine asks for a card's kind on every prompt (a
hand's kinds, the lowest instance of a kind). Any other id (a destiny card, a test's own) is split as before."""
