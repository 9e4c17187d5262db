"""Healer (spec §5.5.3): after every loss event that left other players' ships in the lost zone he is asked whom he
heals (`heal` per player, then `done`); the use meets its response round (`r_power`) and then the healed players'
ships of that event come home (their owners place them) and he draws `HEALER_CARDS` talon cards per healed player.
The ships still count in `lost`, so compensation stays due.

Joins `LOSS_REACTIONS` (rules/cosmic/losses.py, §5.5.0) as its last row, after Void, Zombie and Vacuum. A window open
when he heals (a Plague, Kamikaze's marks) is put aside for his response round (`heal_window` brings it back,
docs/decisions/cosmic.md).

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect
from rules.cosmic.hooks import LOSS_REACTIONS, join
from rules.cosmic.losses import Loss
from rules.cosmic.names import TEXT, player_list
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.protocol import R_POWER
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.ships import in_lost_zone, place_task
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import POWER as POWER_PLAY
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, seat_name, seat_names, who
from rules.frozen import evolve, tuples
from rules.i18n import mark
from rules.jsontext import compact

HEALER_CARDS = 1
"""Talon cards Healer draws per healed player."""
HEALING = "healing"
"""The flag Healer's use sets when it takes effect, after its response round; `heal_after` reads and clears it."""


# -- `heal` task: Healer, what = the event, "|", the players chosen so far ---------------------------------------------
def _healer(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """An active Healer is asked whenever the event, as the rows before left it, holds ships of other players: who
    is asked depends on public facts only. The event is handed on unchanged: he is the last row."""
    for healer in range(len(state.seats)):
        others = any(count for seat, count in enumerate(loss.ships) if seat != healer)
        if others and works(state, healer, "healer"):
            return state, loss, (Task("heal", healer, 0, f"{loss.encode()}|"),)
    return state, loss, ()


def _heal_task(task: Task) -> tuple[Loss, list[int]]:
    loss, chosen = task.what.split("|")
    return Loss.decode(loss), [int(s) for s in chosen.split(",") if s]


def heal_actions(state: State, task: Task, seat: int) -> list[Action]:
    """One player per step, each at most once; `done` at any time (healing nobody declines)."""
    loss, chosen = _heal_task(task)
    others = [s for s, count in enumerate(loss.ships) if count and s != seat and s not in chosen]
    return [*({"type": "heal", "seat": state.seats[s]} for s in others), {"type": "done"}]


def heal(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """Once he is done (or nobody is left to heal), the use meets its response round; a window open meanwhile (a
    Plague, Kamikaze's marks) is put aside for it and comes back afterwards."""
    loss, chosen = _heal_task(task)
    if action["type"] == "heal":
        chosen.append(state.seats.index(str(action["seat"])))
        task = task._replace(what=f"{loss.encode()}|{','.join(str(s) for s in chosen)}")
        if heal_actions(state, task, seat) != [{"type": "done"}]:
            return replace_head(state, task)
    state = pop(state)
    if not chosen:
        return state
    outer = (Task("heal_window", -1, 0, _window_of(state)),) if state.window else ()
    state = evolve(state, w_items=(Play(seat, POWER_PLAY, seats=tuple(chosen)),))
    return push(state, Task(R_POWER, seat, 0, "healer"), *outer, Task("heal_after", seat, 0, task.what))


def _window_of(state: State) -> str:
    """The open window's fields, as JSON, for `heal_window` to bring back."""
    fields = (state.window, state.w_stage, state.w_solo, state.w_round, state.w_waiting, state.w_drafts)
    return compact([*fields, state.w_items, state.w_spent])


def heal_window(state: State, task: Task, events: list[Event]) -> State:
    window, stage, solo, round_, waiting, drafts, items, spent = tuples(json.loads(task.what))
    return evolve(
        state,
        window=window,
        w_stage=stage,
        w_solo=solo,
        w_round=round_,
        w_waiting=waiting,
        w_drafts=tuple(Play(*d) if d else () for d in drafts),
        w_items=tuple(Play(*p) for p in items),
        w_spent=spent,
    )


def _healer_usable(state: State, seat: int, window: str) -> bool:
    return window == "healer" and works(state, seat, "healer")


def _heals(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, HEALING))


def heal_after(state: State, task: Task, events: list[Event]) -> State:
    """The use took effect (a zapped one did not): the healed players' ships of the event still in the lost zone come
    home, all owners asked at once, and Healer draws his cards. `lost` keeps them (compensation)."""
    if HEALING not in state.flags:
        return state
    state = evolve(state, flags=tuple(f for f in state.flags if f != HEALING))
    loss, healed = _heal_task(task)
    healer = task.seat
    homes = [place_task(state, s, loss.zone, min(loss.ships[s], in_lost_zone(state, s, loss.zone))) for s in healed]
    events.append({"type": "healed", "to": None, "seat": healer, "seats": healed})
    state, drawn = draw_cards(state, healer, HEALER_CARDS * len(healed))
    events.append({"type": "drew", "to": None, "seat": healer, "from": None, "count": len(drawn)})
    events.append(
        {"type": "cards_drawn", "to": [state.seats[healer]], "seat": healer, "cards": [kind_of(c) for c in drawn]}
    )
    return push(state, *(t for t in homes if t is not None))


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _heal_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """He heals everyone but a player close to winning: each heal is a card for him, and ships for a player who is no
    threat."""
    leader = read.leader()
    heals = [a for a in legal if a["type"] == "heal" and a["seat"] != leader]
    return heals[0] if heals else next(a for a in legal if a["type"] == "done")


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_healed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    healed = seat_names(event, names, "seats")
    return TEXT.ntr(
        locale,
        "{player} healed {players}: the ships they just lost came back from the warp to their bases.",
        "{player} healed {players}: the ships they just lost came back from the warp to their bases.",
        len(healed),
        player=who(event, names),
        players=player_list(healed, locale),
    )


def _label_heal(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Heal {player}: their lost ships come home", player=seat_name(names, action.get("seat")))


def _during_heal(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    task = head_task(state)
    if action.get("type") == "done" and task is not None:
        if task.what.endswith("|"):
            return TEXT.tr(locale, "Heal nobody")
        return TEXT.tr(locale, "Heal nobody else")
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Healer"),
    moment=lambda locale: TEXT.ptr(locale, "window", "Healer's healing"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Whenever other players lose ships to the warp, you may send them back to their bases and draw a card for "
        "each player healed.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Whenever other players lose ships to the warp"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever other players lose ships to the warp, you may heal any of them: their ships lost that way return "
        "to their bases, and you draw 1 card from the deck for each player healed. Compensation stays due as if the "
        "ships were lost.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Healer: send the lost ships back to their bases"),
    events=(("healed", _tell_healed),),
    actions=(("heal", _label_heal),),
    during=(("heal", _during_heal),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "healer",
    joins=(join(LOSS_REACTIONS, _healer),),
    decisions=(
        (
            "heal",
            Decision(
                phase="lose",
                legal=heal_actions,
                apply=heal,
                prompt=mark("Now you choose the player you heal, or finish."),
                takes=frozenset({"heal", "done"}),
                finishes=True,
            ),
        ),
    ),
    steps=(("heal_window", heal_window), ("heal_after", heal_after)),
    use=Effect(usable=_healer_usable, resolve=_heals),
    policy=Policy(choices=(("heal", _heal_choice),)),
    words=WORDS,
)
