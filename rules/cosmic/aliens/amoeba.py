"""Amoeba (spec §5.5.2): as a main player with a ship in the challenge, in `w_postselect`, he oozes ships into and
out of it one by one, with no cap (invariant 3 does not hold for him). His flare (§5.2) oozes the same way: the Normal
for any main player before the selection (`w_preselect`), the Super for Amoeba as an ally.

Joins no hook point: his use (`Power.use`) and his flare start the `ooze` decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect, ally, main_player
from rules.cosmic.flares import own_ships_in_challenge, side_of
from rules.cosmic.names import TEXT, planet_name
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Flare, Power
from rules.cosmic.ships import DEFENSE, OFFENSE, from_cone, to_cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, who
from rules.i18n import mark


def _amoeba_usable(state: State, seat: int, window: str) -> bool:
    fits = window == "w_postselect" and state.defense >= 0 and main_player(state, seat)
    return fits and works(state, seat, "amoeba") and own_ships_in_challenge(state, seat) >= 1


def _flare_normal_usable(state: State, seat: int, window: str) -> bool:
    """§5.2: any main player, before the selection, with a ship in the challenge as Amoeba's own use needs."""
    fits = window == "w_preselect" and state.defense >= 0 and main_player(state, seat)
    return fits and own_ships_in_challenge(state, seat) >= 1


def _flare_super_usable(state: State, seat: int, window: str) -> bool:
    """§5.2: Amoeba oozes as an ally, in his power's window, with at least one ship committed (the Super mode itself
    says his power is active)."""
    fits = window == "w_postselect" and state.defense >= 0 and ally(state, seat)
    return fits and own_ships_in_challenge(state, seat) >= 1


def _ooze_start(state: State, play: Play, events: list[Event]) -> State:
    return push(state, Task("ooze", play.seat))


def ooze_actions(state: State, task: Task, seat: int) -> list[Action]:
    """One ship per step, in or out, with no cap (invariant 3 does not hold for him); `done` ends it."""
    homes = [p for p in state.bases(seat) if p != state.target]
    actions: list[Action] = [{"type": "commit", "from": p} for p in homes]
    if own_ships_in_challenge(state, seat):
        actions += [{"type": "withdraw", "to": p} for p in homes]
    actions.append({"type": "done"})
    return actions


def ooze(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """The defense oozes onto and off the target planet; the offense, and an ally (Amoeba's Super flare), into and
    out of his side of the cone (named by the side in the event)."""
    if action["type"] == "done":
        return pop(state)
    on_planet, target = seat == state.defense, state.target
    side = side_of(state, seat)
    if action["type"] == "commit":
        source = str(action["from"])
        into = target if on_planet else side
        state = (
            state.with_ships(source, seat, -1).with_ships(target, seat, 1)
            if on_planet
            else to_cone(state, seat, source, side)
        )
        events.append({"type": "oozed", "to": None, "seat": seat, "from": source, "planet": into})
    else:
        planet = str(action["to"])
        out_of = target if on_planet else side
        state = (
            state.with_ships(target, seat, -1).with_ships(planet, seat, 1)
            if on_planet
            else from_cone(state, seat, side, planet)
        )
        events.append({"type": "oozed", "to": None, "seat": seat, "from": out_of, "planet": planet})
    return replace_head(state, task)


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _expects_to_win(read: Reading) -> bool:
    return not read.expects_to_lose()


def _ooze_ships(read: Reading, legal: Sequence[Action]) -> Action:
    """He oozes spare ships from bases he keeps into a challenge he expects to win, then stops."""
    spare = [a for a in legal if a["type"] == "commit" and read.mine(str(a["from"])) > 1 and not read.expects_to_lose()]
    in_challenge = int(read.players[read.me]["cone_offense"]) + int(read.players[read.me]["cone_defense"])
    if spare and in_challenge < 6:
        return max(spare, key=lambda a: read.mine(str(a["from"])))
    return next((a for a in legal if a["type"] == "done"), legal[0])


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_oozed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One ship moved by Amoeba (or his flare): `from` or `planet` names a side of the cone ("offense", or "defense" for
    an ally of the defense) where the ship leaves or enters it; the defense's ship moves between a base and the target
    planet."""
    source, to = str(event.get("from")), str(event.get("planet"))
    player = who(event, names)
    if to in (OFFENSE, DEFENSE):
        return TEXT.tr(
            locale,
            "{player} oozed a ship from {planet} into the cone.",
            player=player,
            planet=planet_name(source, locale),
        )
    if source in (OFFENSE, DEFENSE):
        return TEXT.tr(
            locale,
            "{player} oozed a ship out of the cone back to {planet}.",
            player=player,
            planet=planet_name(to, locale),
        )
    return TEXT.tr(
        locale,
        "{player} oozed a ship from {source} to {planet}.",
        player=player,
        source=planet_name(source, locale),
        planet=planet_name(to, locale),
    )


def _label_withdraw(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Amoeba's ooze out of the challenge: the defense's ship leaves the target planet, anyone else's the cone (an
    ally oozes with Amoeba's Super flare)."""
    to = planet_name(str(action.get("to")), locale)
    task = head_task(state)
    if task is not None and task.seat == state.defense and state.target:
        return TEXT.tr(
            locale, "Take a ship from {source} back to {planet}", source=planet_name(state.target, locale), planet=to
        )
    return TEXT.tr(locale, "Take a ship from the cone back to {planet}", planet=to)


def _during_ooze(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    task = head_task(state)
    if kind == "commit" and task is not None and task.seat == state.defense and state.target:
        return TEXT.tr(
            locale,
            "Move a ship from {source} to {planet}",
            source=planet_name(str(action.get("from")), locale),
            planet=planet_name(state.target, locale),
        )
    if kind == "done":
        return TEXT.tr(locale, "Move no more ships")
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Amoeba"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Ooze: after the cards are picked, as a main player, move your own ships into or out of the challenge one "
        "by one, beyond the limit of 4.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player with a ship in the challenge"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player with at least one ship in the challenge, "
        "you may ooze. One ship at a time, move your own ships from your bases into the challenge or back out to "
        "your bases, with no limit of 4, and stop when you like. As the offense they go into or out of the cone, as "
        "the defense onto or off the target planet. An offense who wins with no ship left in the cone gains no base.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Amoeba: ooze ships into or out of the challenge"),
    flare=lambda locale: TEXT.tr(locale, "Amoeba flare"),
    events=(("oozed", _tell_oozed),),
    actions=(("withdraw", _label_withdraw),),
    during=(("ooze", _during_ooze),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "amoeba",
    decisions=(
        (
            "ooze",
            Decision(
                phase="planning",
                legal=ooze_actions,
                apply=ooze,
                prompt=mark("Now you ooze your ships into or out of the challenge, one at a time, or finish."),
                takes=frozenset({"commit", "withdraw", "done"}),
                finishes=True,
            ),
        ),
    ),
    use=Effect(usable=_amoeba_usable, resolve=_ooze_start),
    flare=Flare(
        normal=Effect(usable=_flare_normal_usable, resolve=_ooze_start),
        super=Effect(usable=_flare_super_usable, resolve=_ooze_start),
    ),
    policy=Policy(worth_using=_expects_to_win, choices=(("ooze", _ooze_ships),)),
    words=WORDS,
)
