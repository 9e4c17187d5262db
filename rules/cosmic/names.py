"""The names players read for Cosmic Encounter's things, in every locale of the catalog "cosmic": colours and planets,
challenge cards, edicts and flares, the powers (with a one-line explanation of the first release's seven), the
windows, the sides of a challenge, the categories of cards and lists of players and cards. Shared by the texts
(text.py), the rules summary (summary.py) and, later, the pictures.

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it. German follows the Hexagames
rule book (Kosmische Mächte, Blitzer, Edikte, Herausforderungskarten, Kompromiss, Schicksalskarten, Hyperraumkegel,
Schwarzes Loch); English the spec's EN column. A colour is written like a name ("Red", "Blau 3"): the colour ids
themselves ("red") are internal ids that no text may show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rules.cosmic.components import KIND_ORDER, attack_value, colour_of
from rules.i18n import catalog

TEXT = catalog("cosmic")

Words = Callable[[str], str]

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

_FLARE: dict[str, Words] = {
    "flare_chronos": lambda locale: TEXT.tr(locale, "Chronos flare"),
    "flare_filch": lambda locale: TEXT.tr(locale, "Filch flare"),
    "flare_laser": lambda locale: TEXT.tr(locale, "Laser flare"),
    "flare_macron": lambda locale: TEXT.tr(locale, "Macron flare"),
    "flare_mind": lambda locale: TEXT.tr(locale, "Mind flare"),
    "flare_mutant": lambda locale: TEXT.tr(locale, "Mutant flare"),
    "flare_amoeba": lambda locale: TEXT.tr(locale, "Amoeba flare"),
    "flare_gambler": lambda locale: TEXT.tr(locale, "Gambler flare"),
}

_POWER: dict[str, Words] = {
    "chronos": lambda locale: TEXT.ptr(locale, "power", "Chronos"),
    "filch": lambda locale: TEXT.ptr(locale, "power", "Filch"),
    "laser": lambda locale: TEXT.ptr(locale, "power", "Laser"),
    "macron": lambda locale: TEXT.ptr(locale, "power", "Macron"),
    "mind": lambda locale: TEXT.ptr(locale, "power", "Mind"),
    "mutant": lambda locale: TEXT.ptr(locale, "power", "Mutant"),
    "will": lambda locale: TEXT.ptr(locale, "power", "Will"),
    "amoeba": lambda locale: TEXT.ptr(locale, "power", "Amoeba"),
    "gambler": lambda locale: TEXT.ptr(locale, "power", "Gambler"),
    "loser": lambda locale: TEXT.ptr(locale, "power", "Loser"),
    "anti_matter": lambda locale: TEXT.ptr(locale, "power", "Anti-Matter"),
    "barbarian": lambda locale: TEXT.ptr(locale, "power", "Barbarian"),
    "calculator": lambda locale: TEXT.ptr(locale, "power", "Calculator"),
    "chosen": lambda locale: TEXT.ptr(locale, "power", "Chosen"),
    "clone": lambda locale: TEXT.ptr(locale, "power", "Clone"),
    "cudgel": lambda locale: TEXT.ptr(locale, "power", "Cudgel"),
    "deuce": lambda locale: TEXT.ptr(locale, "power", "Deuce"),
    "diplomat": lambda locale: TEXT.ptr(locale, "power", "Diplomat"),
    "disease": lambda locale: TEXT.ptr(locale, "power", "Disease"),
    "fungus": lambda locale: TEXT.ptr(locale, "power", "Fungus"),
    "grudge": lambda locale: TEXT.ptr(locale, "power", "Grudge"),
    "hate": lambda locale: TEXT.ptr(locale, "power", "Hate"),
    "healer": lambda locale: TEXT.ptr(locale, "power", "Healer"),
    "human": lambda locale: TEXT.ptr(locale, "power", "Human"),
    "insect": lambda locale: TEXT.ptr(locale, "power", "Insect"),
    "kamikaze": lambda locale: TEXT.ptr(locale, "power", "Kamikaze"),
    "machine": lambda locale: TEXT.ptr(locale, "power", "Machine"),
    "mirror": lambda locale: TEXT.ptr(locale, "power", "Mirror"),
    "miser": lambda locale: TEXT.ptr(locale, "power", "Miser"),
    "oracle": lambda locale: TEXT.ptr(locale, "power", "Oracle"),
    "pacifist": lambda locale: TEXT.ptr(locale, "power", "Pacifist"),
    "parasite": lambda locale: TEXT.ptr(locale, "power", "Parasite"),
    "philanthropist": lambda locale: TEXT.ptr(locale, "power", "Philanthropist"),
    "reincarnator": lambda locale: TEXT.ptr(locale, "power", "Reincarnator"),
    "seeker": lambda locale: TEXT.ptr(locale, "power", "Seeker"),
    "sniveler": lambda locale: TEXT.ptr(locale, "power", "Sniveler"),
    "sorcerer": lambda locale: TEXT.ptr(locale, "power", "Sorcerer"),
    "spiff": lambda locale: TEXT.ptr(locale, "power", "Spiff"),
    "terrorist": lambda locale: TEXT.ptr(locale, "power", "Terrorist"),
    "trader": lambda locale: TEXT.ptr(locale, "power", "Trader"),
    "tripler": lambda locale: TEXT.ptr(locale, "power", "Tripler"),
    "vacuum": lambda locale: TEXT.ptr(locale, "power", "Vacuum"),
    "virus": lambda locale: TEXT.ptr(locale, "power", "Virus"),
    "void": lambda locale: TEXT.ptr(locale, "power", "Void"),
    "vulch": lambda locale: TEXT.ptr(locale, "power", "Vulch"),
    "warpish": lambda locale: TEXT.ptr(locale, "power", "Warpish"),
    "warrior": lambda locale: TEXT.ptr(locale, "power", "Warrior"),
    "zombie": lambda locale: TEXT.ptr(locale, "power", "Zombie"),
}
"""All 48 slots of §5.4 (German: the seed's seven, the spec's working labels for the rest)."""

_POWER_TEXT: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(
        locale,
        "Time travel: after the reveal, as a main player, take your card back; the opponent's card is set aside "
        "until the end of the challenge, and both of you pick a card again.",
    ),
    "filch": lambda locale: TEXT.tr(
        locale,
        "As a main player you keep the card your opponent revealed instead of letting it go to the discard pile.",
    ),
    "laser": lambda locale: TEXT.tr(
        locale,
        "Blind: before the cards are picked, as a main player, make your opponent play a challenge card drawn at "
        "random from their hand.",
    ),
    "macron": lambda locale: TEXT.tr(
        locale,
        "Giants: each of your ships in a challenge counts 4, but you send only 1 ship into the cone.",
    ),
    "mind": lambda locale: TEXT.tr(
        locale, "Knowledge: before the cards are picked, as a main player, look at your opponent's whole hand."
    ),
    "mutant": lambda locale: TEXT.tr(
        locale,
        "Regenerate: before the cards are picked, as a main player, fill your hand up to 7 cards, card by card from "
        "the deck or at random from another player's hand.",
    ),
    "will": lambda locale: TEXT.tr(
        locale,
        "Free will: after the destiny flip, as the offense, ignore the card and name the defense and the planet "
        "yourself.",
    ),
}
"""The first release's powers in one line each (§5.1, §5.5.1)."""

_POWER_USE: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(locale, "Use Chronos: travel back in time"),
    "laser": lambda locale: TEXT.tr(locale, "Use Laser: blind your opponent"),
    "mind": lambda locale: TEXT.tr(locale, "Use Mind: look at your opponent's hand"),
    "mutant": lambda locale: TEXT.tr(locale, "Use Mutant: fill your hand up to 7 cards"),
    "will": lambda locale: TEXT.tr(locale, "Use Will: name the defense and the planet yourself"),
}
"""The label of an optional power's use (the action `use_power`)."""

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
    "will": lambda locale: TEXT.ptr(locale, "window", "Will's choice"),
    "response": lambda locale: TEXT.ptr(locale, "window", "Responses"),
}
"""The timing windows of §4.2, and the two moments that are no window of their own: Will's choice (`r_power`) and a
response round."""

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
    name = _EDICT.get(kind) or _FLARE.get(kind)
    return name(locale) if name else TEXT.tr(locale, "an unknown card")


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


def power_name(power: str, locale: str) -> str:
    name = _POWER.get(power)
    return name(locale) if name else TEXT.tr(locale, "an unknown power")


def power_text(power: str, locale: str) -> str:
    """What a power does, in one line ("" for a power of a later release)."""
    text = _POWER_TEXT.get(power)
    return text(locale) if text else ""


def power_use(power: str, locale: str) -> str:
    """The label of using `power` now: "Use Laser: blind your opponent" (any power: "Use your power")."""
    label = _POWER_USE.get(power)
    if label is not None:
        return label(locale)
    if power in _POWER:
        return TEXT.tr(locale, "Use your power: {power}", power=power_name(power, locale))
    return TEXT.tr(locale, "Use your power")


def window_name(window: str, locale: str) -> str:
    name = _WINDOW.get(window)
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
