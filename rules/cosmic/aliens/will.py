"""Will (spec §5.5.1, D-46): instead of the flipped card's colour the offense names a defender and a target planet.

He joins `DESTINY_FLIPPED`, the moment right after the flip and before the card's own prompts, once per challenge:
`accept_destiny` lets the card decide as usual; `use_power` names the defender (any other player), then the planet
(any planet of his home system, or any other planet where he has a ship). The use then meets its response round
(`r_power`, §4.2): a Cosmic Zap spends it and the card decides after all. The card's other effects (the cone's back,
the fan) apply either way. Will has no flare.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import colour_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect
from rules.cosmic.hooks import DESTINY_FLIPPED, join
from rules.cosmic.names import TEXT, planet_name, power_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.protocol import R_POWER
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import POWER as A_USE
from rules.cosmic.windows import Play
from rules.cosmic.wording import event_planet, seat_name, who
from rules.frozen import evolve
from rules.i18n import mark


def _offered(state: State, card: str) -> Task | None:
    """The offense whose Will works, not used yet this challenge, is asked before the card decides."""
    if works(state, state.offense, "will") and state.offense not in state.used:
        return Task("will_offer", state.offense, 0, card)
    return None


def offer_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "accept_destiny"}, {"type": "use_power"}]


def offer(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "accept_destiny":
        return push(state, Task("destiny_card", seat, 0, task.what))
    return push(state, Task("will_defender", seat, 0, task.what))


def defender_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "will_defender", "seat": state.seats[s]} for s in range(len(state.seats)) if s != seat]


def choose_defender(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    chosen = state.seats.index(str(action["seat"]))
    return replace_head(state, Task("will_planet", seat, chosen, task.what))


def planets_for(state: State, defender: int) -> list[str]:
    """Any planet of the defender's home system, or any other planet where he has a ship (D-46)."""
    home = state.colours[defender]
    return [p for p in state.planets if colour_of(p) == home or state.ships_on(p, defender) > 0]


def planet_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "will_planet", "planet": p} for p in planets_for(state, task.n)]


def choose_planet(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    planet = str(action["planet"])
    events.append({"type": "will", "to": None, "seat": seat, "defender": task.n, "planet": planet})
    pending = Play(seat, A_USE, "", 0, item=state.planet_index(planet), seat_named=task.n)
    state = evolve(pop(state), w_items=(pending,))
    return push(state, Task(R_POWER, seat, 0, "will"), Task("will_after", seat, 0, task.what))


def _usable(state: State, seat: int, window: str) -> bool:
    return window == "will" and works(state, seat, "will")


def _will(state: State, play: Play, events: list[Event]) -> State:
    """Will takes effect: the named player defends the named planet."""
    return evolve(state, defense=play.seat_named, target=state.planets[play.item])


def will_after(state: State, task: Task, events: list[Event]) -> State:
    """Will took effect (a defense is named), or it was zapped and the card decides."""
    if state.defense >= 0:
        return push(state, Task("defense_fixed"))
    return push(state, Task("destiny_card", task.seat, 0, task.what))


def _asked(state: State, task: Task) -> tuple[int, ...]:
    return (task.seat,)


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _planet_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """A planet where he has no ship yet (a landing there is a new base), the first by name."""
    return min(legal, key=lambda a: (read.mine(str(a["planet"])) > 0, str(a["planet"])))


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_will(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} used Will to challenge {defender} on {planet}.",
        player=who(event, names),
        defender=who(event, names, "defender"),
        planet=event_planet(event, locale),
    )


def _label_will_defender(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Challenge {player}", player=seat_name(names, action.get("seat")))


def _label_will_planet(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Challenge on {planet}", planet=planet_name(str(action.get("planet")), locale))


def _label_accept_destiny(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Let the destiny card decide")


def _during_will_offer(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    if action.get("type") == "use_power":
        return power_use("will", locale)
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Will"),
    moment=lambda locale: TEXT.ptr(locale, "window", "Will's choice"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Free will: after the destiny flip, as the offense, ignore the card and name the defense and the planet "
        "yourself.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the destiny flip, as the offense, once per challenge"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Once per challenge, after the destiny card is flipped, as the offense you may ignore its colour. You name "
        "the defense yourself, any other player, and a planet of their system or any planet where they have ships. "
        "The card's other effects still apply. If your power is zapped, the destiny card decides as usual.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Will: name the defense and the planet yourself"),
    events=(("will", _tell_will),),
    actions=(
        ("will_defender", _label_will_defender),
        ("will_planet", _label_will_planet),
        ("accept_destiny", _label_accept_destiny),
    ),
    during=(("will_offer", _during_will_offer),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "will",
    joins=(join(DESTINY_FLIPPED, _offered),),
    decisions=(
        (
            "will_offer",
            Decision(
                phase="destiny",
                acting=_asked,
                legal=offer_actions,
                apply=offer,
                prompt=mark("Now you accept the destiny card or use your power."),
                takes=frozenset({"accept_destiny", "use_power"}),
                offers_use=True,
            ),
        ),
        (
            "will_defender",
            Decision(
                phase="destiny",
                acting=_asked,
                legal=defender_actions,
                apply=choose_defender,
                prompt=mark("Now you choose the player you challenge."),
                takes=frozenset({"will_defender"}),
            ),
        ),
        (
            "will_planet",
            Decision(
                phase="destiny",
                acting=_asked,
                legal=planet_actions,
                apply=choose_planet,
                prompt=mark("Now you choose the planet you challenge."),
                takes=frozenset({"will_planet"}),
            ),
        ),
    ),
    steps=(("will_after", will_after),),
    use=Effect(usable=_usable, resolve=_will),
    policy=Policy(choices=(("will_planet", _planet_choice),)),
    words=WORDS,
)
