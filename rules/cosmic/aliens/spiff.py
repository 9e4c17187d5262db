"""Spiff (spec §5.5.2): an offense who lost attack against attack by 10 or more, with a ship of his own in the cone,
may crash-land one of them on the target planet instead of the warp (a base for him).

Joins `STEP_A_FIRST` (phase 8 step 4 (a), before any ship moves: the landing takes a ship out of the cone before the
rest go to the warp), which offers him the use (`spiff_offer`); the use meets its response round (`r_power`, §4.2)
in the window "spiff" before the ship lands.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Action, Event
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect
from rules.cosmic.hooks import STEP_A_FIRST, join
from rules.cosmic.names import TEXT, power_use
from rules.cosmic.outcome import ATTACK, card_type, totals
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.protocol import R_POWER
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE, from_cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import POWER as POWER_PLAY
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, power_of
from rules.frozen import evolve
from rules.i18n import mark

SPIFF_MARGIN = 10
"""The least margin by which he must have lost."""


def _spiff(state: State) -> tuple[Task, ...]:
    """An offense Spiff who lost attack against attack by 10 or more, with a ship of his own in the cone, is offered
    his crash landing. The margin is the distance between the totals, whichever way they were compared (Anti-Matter,
    a Loser upset)."""
    o = state.offense
    if state.outcome != DEFENSE or not state.cone_offense[o] or not works(state, o, "spiff"):
        return ()
    if (card_type(state, o), card_type(state, state.defense)) != (ATTACK, ATTACK):
        return ()
    sums = totals(state)
    return (Task("spiff_offer", o),) if abs(sums.offense - sums.defense) >= SPIFF_MARGIN else ()


def offer_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "use_power"}, {"type": "decline"}]


def offer(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """The use meets its response round (`r_power`, §4.2) before the ship lands: a Cosmic Zap spends it."""
    state = pop(state)
    if action["type"] == "decline":
        return state
    state = evolve(state, w_items=(Play(seat, POWER_PLAY),))
    return push(state, Task(R_POWER, seat, 0, "spiff"))


def _spiff_usable(state: State, seat: int, window: str) -> bool:
    return window == "spiff" and works(state, seat, "spiff")


def _crash_land(state: State, play: Play, events: list[Event]) -> State:
    """One cone ship lands on the target planet, beside the defense's ships: a base for him (the win check follows
    at once); the rest of the cone goes to the warp in step (a)."""
    state = from_cone(state, play.seat, OFFENSE, state.target)
    events.append({"type": "landed", "to": None, "seat": play.seat, "count": 1, "planet": state.target})
    return state


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _during_spiff_offer(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    if kind == "decline":
        return TEXT.tr(locale, "Land no ship: let the cone's ships go to the warp")
    task = head_task(state)
    if kind == "use_power" and task is not None and 0 <= task.seat < len(state.powers):
        power = power_of(state, task.seat)
        return power_use(power, locale) if power else TEXT.tr(locale, "Use your power")
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Spiff"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Crash landing: when you lose as the offense by 10 or more, attack against attack, land one ship on the "
        "target planet.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "When you lose as the offense by 10 or more, attack card against attack card"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When you are the offense and lose attack card against attack card by 10 or more, you may crash-land: one "
        "of your ships in the cone lands on the target planet beside the defense's ships and gives you a base "
        "there. Your other ships in the challenge go to the warp as usual.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Spiff: crash-land a ship on the target planet"),
    during=(("spiff_offer", _during_spiff_offer),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "spiff",
    joins=(join(STEP_A_FIRST, _spiff),),
    decisions=(
        (
            "spiff_offer",
            Decision(
                phase="reveal",
                legal=offer_actions,
                apply=offer,
                prompt=mark("Now you use your power to land a ship, or decline."),
                takes=frozenset({"use_power", "decline"}),
                offers_use=True,
            ),
        ),
    ),
    use=Effect(usable=_spiff_usable, resolve=_crash_land),
    words=WORDS,
)
