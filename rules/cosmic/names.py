"""The names players read for Cosmic Encounter's things, in every locale of the catalog "cosmic": colours and planets,
challenge cards, edicts and flares, the powers (each released power with a one-line effect, the label of its optional
use, its timing in words and a longer explanation for its power card), the windows, the sides of a challenge, the
categories of cards and lists of players and cards. Shared by the texts (text.py), the rules summary (summary.py) and
the pictures (render/cosmic/).

A released power's words, its flare's name among them, are declared in its own module (`Power.words`,
rules/cosmic/power_words.py) and read here from the registered powers; only the names of the powers no wave has
released yet are kept here.

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it. German follows the Hexagames
rule book (Kosmische Mächte, Blitzer, Edikte, Herausforderungskarten, Kompromiss, Schicksalskarten, Hyperraumkegel,
Schwarzes Loch); English the spec's EN column. A colour is written like a name ("Red", "Blau 3"): the colour ids
themselves ("red") are internal ids that no text may show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rules.cosmic.components import KIND_ORDER, attack_value, colour_of
from rules.cosmic.power_words import PowerWords, Words
from rules.i18n import catalog

TEXT = catalog("cosmic")

_COLOUR: dict[str, Words] = {
    "red": lambda locale: TEXT.ptr(locale, "colour", "Red"),
    "blue": lambda locale: TEXT.ptr(locale, "colour", "Blue"),
    "yellow": lambda locale: TEXT.ptr(locale, "colour", "Yellow"),
    "green": lambda locale: TEXT.ptr(locale, "colour", "Green"),
    "orange": lambda locale: TEXT.ptr(locale, "colour", "Orange"),
    "white": lambda locale: TEXT.ptr(locale, "colour", "White"),
}

_PLANET: dict[str, Callable[[str, int], str]] = {
    "red": lambda locale, n: TEXT.ptr(locale, "planet", "Red {number}", number=n),
    "blue": lambda locale, n: TEXT.ptr(locale, "planet", "Blue {number}", number=n),
    "yellow": lambda locale, n: TEXT.ptr(locale, "planet", "Yellow {number}", number=n),
    "green": lambda locale, n: TEXT.ptr(locale, "planet", "Green {number}", number=n),
    "orange": lambda locale, n: TEXT.ptr(locale, "planet", "Orange {number}", number=n),
    "white": lambda locale, n: TEXT.ptr(locale, "planet", "White {number}", number=n),
}

_EDICT: dict[str, Words] = {
    "edict_cosmic_zap": lambda locale: TEXT.ptr(locale, "edict", "Cosmic Zap"),
    "edict_mobius_tubes": lambda locale: TEXT.ptr(locale, "edict", "Mobius Tubes"),
    "edict_liberation": lambda locale: TEXT.ptr(locale, "edict", "Liberation"),
    "edict_plague": lambda locale: TEXT.ptr(locale, "edict", "Plague"),
    "edict_force_field": lambda locale: TEXT.ptr(locale, "edict", "Force Field"),
    "edict_emotion_control": lambda locale: TEXT.ptr(locale, "edict", "Emotion Control"),
    "edict_quash": lambda locale: TEXT.ptr(locale, "edict", "Quash"),
    "edict_ionic_gas": lambda locale: TEXT.ptr(locale, "edict", "Ionic Gas"),
    "edict_flare_zap": lambda locale: TEXT.ptr(locale, "edict", "Flare Zap"),
    "edict_veto": lambda locale: TEXT.ptr(locale, "edict", "Veto"),
}

_UNRELEASED: dict[str, Words] = {
    "deuce": lambda locale: TEXT.ptr(locale, "power", "Deuce"),
    "diplomat": lambda locale: TEXT.ptr(locale, "power", "Diplomat"),
    "disease": lambda locale: TEXT.ptr(locale, "power", "Disease"),
    "fungus": lambda locale: TEXT.ptr(locale, "power", "Fungus"),
    "insect": lambda locale: TEXT.ptr(locale, "power", "Insect"),
    "seeker": lambda locale: TEXT.ptr(locale, "power", "Seeker"),
    "sniveler": lambda locale: TEXT.ptr(locale, "power", "Sniveler"),
    "terrorist": lambda locale: TEXT.ptr(locale, "power", "Terrorist"),
}
"""The names of the power slots of §5.4 that no wave has released yet, so no module declares (the spec's working
labels): a released power's words are declared in its own module (`Power.words`, rules/cosmic/power_words.py)."""

OPTIONAL_POWERS: frozenset[str]
"""The released powers whose player decides whether to use them (the spec's A/F column "F"): those whose words have
a use label (`PowerWords.optional`); every other released power works by itself whenever it is active. Read from
the registered powers when first asked (module `__getattr__`), since the power modules import this one."""


def __getattr__(name: str) -> frozenset[str]:
    if name == "OPTIONAL_POWERS":
        return frozenset(power for power, words in _registered().items() if words.optional)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _registered() -> dict[str, PowerWords]:
    """power id -> the words its module declares, for every registered power that has words."""
    import rules.cosmic.aliens  # noqa: F401  # registers every power (their modules import this one: not at the top)
    from rules.cosmic.registry import POWERS

    return {power.id: power.words for power in POWERS.values() if power.words is not None}


def _words(power: str) -> PowerWords | None:
    """The words the module of `power` declares (None for a power of no release or without words)."""
    return _registered().get(power)


_WINDOW: dict[str, Words] = {
    "w_start": lambda locale: TEXT.ptr(locale, "window", "Start of the challenge"),
    "w_destiny": lambda locale: TEXT.ptr(locale, "window", "After destiny"),
    "w_launch": lambda locale: TEXT.ptr(locale, "window", "After the launch"),
    "w_invite": lambda locale: TEXT.ptr(locale, "window", "After the invitations"),
    "w_alliance": lambda locale: TEXT.ptr(locale, "window", "After the alliances"),
    "w_preselect": lambda locale: TEXT.ptr(locale, "window", "Before the cards are picked"),
    "w_postselect": lambda locale: TEXT.ptr(locale, "window", "After the cards are picked"),
    "w_reveal": lambda locale: TEXT.ptr(locale, "window", "After the reveal"),
    "w_outcome": lambda locale: TEXT.ptr(locale, "window", "After the outcome"),
    "w_deal": lambda locale: TEXT.ptr(locale, "window", "After the deal"),
    "w_discard": lambda locale: TEXT.ptr(locale, "window", "Before the discard"),
    "w_end": lambda locale: TEXT.ptr(locale, "window", "End of the challenge"),
    "response": lambda locale: TEXT.ptr(locale, "window", "Responses"),
}
"""The timing windows of §4.2, and a response round. The moments of a power's use outside a window (`r_power`: Will's
choice, Healer's healing, ...) are named by the power's module (`PowerWords.moment`)."""

_SIDE: dict[str, Words] = {
    "offense": lambda locale: TEXT.ptr(locale, "side", "the offense"),
    "defense": lambda locale: TEXT.ptr(locale, "side", "the defense"),
}

_CATEGORY: dict[str, Words] = {
    "attack": lambda locale: TEXT.ptr(locale, "category", "Attack cards"),
    "compromise": lambda locale: TEXT.ptr(locale, "category", "Compromise cards"),
    "edict": lambda locale: TEXT.ptr(locale, "category", "Edicts"),
    "flare": lambda locale: TEXT.ptr(locale, "category", "Flares"),
}


def colour_name(colour: str, locale: str) -> str:
    """A player's colour, written like a name: "Red", "Rot", "Rouge", "Rood"."""
    name = _COLOUR.get(colour)
    return name(locale) if name else TEXT.tr(locale, "an unknown colour")


def planet_name(planet: str, locale: str) -> str:
    """A planet by its system's colour and its number: `blue_3` is "Blue 3" ("Blau 3", "Bleu 3", "Blauw 3")."""
    colour = colour_of(planet)
    number = planet.rsplit("_", 1)[-1]
    name = _PLANET.get(colour)
    if name is None or not number.isdigit():
        return TEXT.tr(locale, "an unknown planet")
    return name(locale, int(number))


def card_name(kind: str, locale: str) -> str:
    """A talon card by its kind: "Attack 12", "Compromise", "Cosmic Zap", "Mind flare"."""
    if kind == "compromise":
        return TEXT.ptr(locale, "card", "Compromise")
    value = attack_value(kind)
    if value is not None:
        return TEXT.ptr(locale, "card", "Attack {value}", value=value)
    name = _EDICT.get(kind) or _flare_name(kind)
    return name(locale) if name else TEXT.tr(locale, "an unknown card")


def _flare_name(kind: str) -> Words | None:
    """The name of the flare `kind` ("flare_mind"), as its power's module declares it."""
    if not kind.startswith("flare_"):
        return None
    words = _words(kind[len("flare_") :])
    return words.flare if words else None


def _kind_rank(kind: str) -> tuple[int, str]:
    return (KIND_ORDER.index(kind), "") if kind in KIND_ORDER else (len(KIND_ORDER), kind)


def card_list(kinds: Iterable[str], locale: str) -> str:
    """Cards by kind in the canonical order, each kind once with its count: "Compromise, 2× Attack 8, Cosmic Zap"
    ("no cards" if there are none)."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    said = [
        card_name(kind, locale) if n == 1 else f"{n}× {card_name(kind, locale)}"
        for kind, n in sorted(counts.items(), key=lambda item: _kind_rank(item[0]))
    ]
    return ", ".join(said) if said else TEXT.tr(locale, "no cards")


def _name(power: str) -> Words | None:
    words = _words(power)
    return words.name if words else _UNRELEASED.get(power)


def power_name(power: str, locale: str) -> str:
    name = _name(power)
    return name(locale) if name else TEXT.tr(locale, "an unknown power")


def power_text(power: str, locale: str) -> str:
    """What a power does, in one line ("" for a power of no release)."""
    words = _words(power)
    return words.effect(locale) if words else ""


def power_use(power: str, locale: str) -> str:
    """The label of using `power` now: "Use Laser: blind your opponent" (any power: "Use your power")."""
    words = _words(power)
    if words is not None and words.use is not None:
        return words.use(locale)
    if _name(power) is not None:
        return TEXT.tr(locale, "Use your power: {power}", power=power_name(power, locale))
    return TEXT.tr(locale, "Use your power")


def power_optional(power: str) -> bool:
    """Whether the player decides when to use `power` (else it works by itself whenever it is active)."""
    words = _words(power)
    return words is not None and words.optional


def power_kind(power: str, locale: str) -> str:
    """The power card's badge: "Optional" or "Mandatory"."""
    if power_optional(power):
        return TEXT.ptr(locale, "power card", "Optional")
    return TEXT.ptr(locale, "power card", "Mandatory")


def power_timing(power: str, locale: str) -> str:
    """When `power` works, as a phrase: "After the cards are picked, as a main player" ("" for an unreleased one)."""
    words = _words(power)
    return words.timing(locale) if words else ""


def power_explanation(power: str, locale: str) -> str:
    """What `power` does, in a few sentences for its power card ("" for a power of no release)."""
    words = _words(power)
    return words.explanation(locale) if words else ""


def power_works_note(locale: str) -> str:
    """The rule every power card recalls (§4.1)."""
    return TEXT.tr(
        locale,
        "A power works only while its player has bases on at least 3 home planets, and not after a Cosmic Zap "
        "until the end of the challenge.",
    )


def window_name(window: str, locale: str) -> str:
    name = _WINDOW.get(window)
    if name is None and (words := _words(window)) is not None:  # a power's moment outside a window
        name = words.moment
    return name(locale) if name else TEXT.tr(locale, "a moment of the challenge")


def side_name(side: str, locale: str) -> str:
    """A side of the challenge, as it stands in a sentence: "the offense", "the defense"."""
    name = _SIDE.get(side)
    return name(locale) if name else TEXT.tr(locale, "neither side")


def category_name(category: str, locale: str) -> str:
    name = _CATEGORY.get(category)
    return name(locale) if name else TEXT.tr(locale, "other cards")


def player_list(players: Sequence[str], locale: str) -> str:
    """Names joined as a sentence joins them: "Ada", "Ada and Bram", "Ada, Bram and Chloé"."""
    if not players:
        return TEXT.tr(locale, "nobody")
    if len(players) == 1:
        return players[0]
    return TEXT.tr(locale, "{first} and {last}", first=", ".join(players[:-1]), last=players[-1])


def game_over_line(winners: Sequence[str], reason: str | None, locale: str) -> str:
    """How a game ended, in one sentence: its winners by name (together, if several), or the turn limit."""
    if winners:
        return TEXT.ntr(
            locale,
            "{players} won with five foreign bases!",
            "{players} won together, each with five foreign bases!",
            len(winners),
            players=player_list(winners, locale),
        )
    if reason == "turn_limit":
        return TEXT.tr(locale, "The turn limit was reached: the game ended without a winner.")
    return TEXT.tr(locale, "The game is over.")
