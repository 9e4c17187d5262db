"""Macron (spec §5.1, §5.5.1): each of his ships counts 4 in a side's total, and as offense or ally he commits
exactly one ship. He joins `COMMIT_CAP` (the cap is fixed when his commit step opens, D-38: a later Cosmic Zap leaves
it) and `SHIP_WORTH` (read when totals are counted: zapped or inactive then, his ships count 1). Rewards and
compensation count real ships.

His flare (§5.2): the Normal, in `w_reveal` for a main player or ally whose side revealed an attack card, adds 1 to the
side's total per own ship in the challenge; the Super, before the commit (`w_start` or `w_destiny` as offense,
`w_invite` as an invited player), raises his cap to 4 for this challenge, each ship still worth 4."""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import CONE_CAP
from rules.cosmic.effects import Effect, ally, main_player
from rules.cosmic.flares import own_ships_in_challenge, side_of
from rules.cosmic.hooks import COMMIT_CAP, SHIP_WORTH, join
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import card_type, revealed_kind
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy
from rules.cosmic.registry import Flare, Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import who
from rules.frozen import evolve

SHIP_COUNTS = 4
UNCAPPED = "macron_super"
"""The flag of his Super flare played this challenge: his commit cap is the usual one."""


def _cap(state: State, seat: int) -> int:
    return CONE_CAP if UNCAPPED in state.flags else 1


def _side_attacked(state: State, seat: int) -> bool:
    side = side_of(state, seat)
    main = state.offense if side == OFFENSE else state.defense
    return bool(side) and bool(revealed_kind(state, main)) and card_type(state, main) == "attack"


def _normal_usable(state: State, seat: int, window: str) -> bool:
    fits = window == "w_reveal" and state.defense >= 0 and (main_player(state, seat) or ally(state, seat))
    return fits and _side_attacked(state, seat)


def _bonus(state: State, play: Play, events: list[Event]) -> State:
    """Normal: +1 to your side's total per own ship in the challenge."""
    side = side_of(state, play.seat)
    bonus = own_ships_in_challenge(state, play.seat)
    events.append({"type": "bonus", "to": None, "seat": play.seat, "side": side, "bonus": bonus})
    return evolve(state, flags=(*state.flags, f"bonus:{side}:{bonus}"))


def _super_usable(state: State, seat: int, window: str) -> bool:
    as_offense = window in ("w_start", "w_destiny") and seat == state.offense
    return as_offense or (window == "w_invite" and bool(state.invited[seat]))


def _uncap(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, UNCAPPED))


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_bonus(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} added {bonus} to the total of the defense.",
            player=who(event, names),
            bonus=event["bonus"],
        )
    return TEXT.tr(
        locale, "{player} added {bonus} to the total of the offense.", player=who(event, names), bonus=event["bonus"]
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Macron"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Giants: each of your ships in a challenge counts 4, but you send only 1 ship into the cone.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Whenever you send ships and whenever totals are counted"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Each of your ships on your side of a challenge counts 4 in the totals, as offense, defense or ally. In "
        "return, as the offense or an ally you send exactly 1 ship into the cone. Rewards and compensation still "
        "count each ship once, and while your power does not work your ships count 1 each.",
    ),
    flare=lambda locale: TEXT.tr(locale, "Macron flare"),
    events=(("bonus", _tell_bonus),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "macron",
    joins=(join(COMMIT_CAP, _cap), join(SHIP_WORTH, lambda state, seat: SHIP_COUNTS)),
    flare=Flare(
        normal=Effect(usable=_normal_usable, resolve=_bonus),
        super=Effect(usable=_super_usable, resolve=_uncap),
    ),
    policy=Policy(plays_flare=True),
    words=WORDS,
)
