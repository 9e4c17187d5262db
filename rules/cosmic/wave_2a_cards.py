"""Wave 2a's powers that move cards (spec §5.5.2): Clone keeps his final card, Trader swaps hands, Philanthropist
gives a card away, Kamikaze sends own ships to the warp for cards (one loss event, rules/cosmic/losses.py). Declared
like every optional use (rules/cosmic/power_uses.py); Clone's card is kept by a row of phase 9's cleanup table
(`CLEANUP_KEEPERS`, rules/cosmic/turn.py), so the cleanup step names no power.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import CONE_CAP, kind_of
from rules.cosmic.effects import POWER_USES, Effect, main_player
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.hooks import CLEANUP_KEEPERS, join
from rules.cosmic.losses import loss_task
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_uses import main_use
from rules.cosmic.powers import works
from rules.cosmic.registry import Power, register
from rules.cosmic.ships import planet_to_warp, ships_on_planets
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, decision, pop, push, replace_head
from rules.cosmic.windows import Play
from rules.frozen import evolve


# -- Clone -------------------------------------------------------------------------------------------------------------
def _clone(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, f"clone:{play.seat}"))


def _clone_keeps(state: State, events: list[Event]) -> State:
    """The card is the one he revealed last (after a Sorcerer swap, the one he counted as his, §5.5.2)."""
    for seat in (state.offense, state.defense):
        card = state.revealed[seat] if seat >= 0 else ""
        if not card or f"clone:{seat}" not in state.flags:
            continue
        revealed = list(state.revealed)
        revealed[seat] = ""
        state = give(evolve(state, revealed=tuple(revealed)), seat, card)
        events.append({"type": "cloned", "to": None, "seat": seat, "card": kind_of(card)})
    return state


register(Power("clone", joins=(join(CLEANUP_KEEPERS, _clone_keeps),)))


# -- Trader ------------------------------------------------------------------------------------------------------------
def _trader(state: State, play: Play, events: list[Event]) -> State:
    seat = play.seat
    other = state.defense if seat == state.offense else state.offense
    hands = list(state.hands)
    hands[seat], hands[other] = hands[other], hands[seat]
    state = evolve(state, hands=tuple(hands))
    events.append({"type": "hands_traded", "to": None, "seat": seat, "with": other})
    for s in (seat, other):
        events.append(
            {"type": "hand_received", "to": [state.seats[s]], "seat": s, "cards": [kind_of(c) for c in hands[s]]}
        )
    return state


# -- Philanthropist ----------------------------------------------------------------------------------------------------
def _philanthropist_usable(state: State, seat: int, window: str) -> bool:
    role = main_player(state, seat) or bool(state.allies[seat])
    fits = window == "w_alliance" and state.defense >= 0 and role and bool(state.hands[seat])
    return fits and works(state, seat, "philanthropist")


def _receiver_ok(state: State, seat: int, named: int) -> bool:
    """A main player gives to his opponent; an ally to either main player (§5.5.2)."""
    if main_player(state, seat):
        return named in (state.offense, state.defense) and named != seat
    return named in (state.offense, state.defense)


def _philanthropist(state: State, play: Play, events: list[Event]) -> State:
    if not state.hands[play.seat]:
        return state
    return push(state, Task("gift", play.seat, play.seat_named))


def _gift_choices(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "card", "card": k} for k in kinds_held(state.hands[seat])]


def _gift(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    card = lowest(state.hands[seat], str(action["card"]))
    state = give(take(state, seat, card), task.n, card)
    events.append({"type": "cards_given", "to": None, "seat": seat, "receiver": task.n, "count": 1})
    audience = [state.seats[seat], state.seats[task.n]]
    events.append({"type": "cards_moved", "to": audience, "seat": seat, "receiver": task.n, "cards": [kind_of(card)]})
    return pop(state)


decision(
    "gift",
    Decision(
        phase="alliances", acting=lambda state, task: (task.seat,), legal=_gift_choices, apply=_gift, public=False
    ),
)


# -- Kamikaze ----------------------------------------------------------------------------------------------------------
KAMIKAZE_CARDS_PER_SHIP = 2


def _kamikaze_usable(state: State, seat: int, window: str) -> bool:
    return main_use("kamikaze")(state, seat, window) and ships_on_planets(state, seat) > 0


def _kamikaze(state: State, play: Play, events: list[Event]) -> State:
    """The ships are marked right after the use takes effect, not with the declaration (the window protocol names
    only players, allies or items): a zapped use is never resolved, so nothing is marked and nothing moves."""
    return push(state, Task("kamikaze", play.seat))


def _marked(task: Task) -> list[str]:
    return task.what.split(",") if task.what else []


def _kamikaze_choices(state: State, task: Task, seat: int) -> list[Action]:
    marked = _marked(task)
    actions: list[Action] = []
    if len(marked) < CONE_CAP:
        actions += [{"type": "lose", "planet": p} for p in state.planets if state.ships_on(p, seat) > marked.count(p)]
    if marked:
        actions.append({"type": "done"})
    return actions


def _kamikaze_step(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "lose":
        task = task._replace(what=",".join((*_marked(task), str(action["planet"]))))
        if _kamikaze_choices(state, task, seat) != [{"type": "done"}]:
            return replace_head(state, task)
    marked = _marked(task)
    for planet in dict.fromkeys(marked):
        count = marked.count(planet)
        state = planet_to_warp(state, seat, planet, count)
        events.append({"type": "ships_lost", "to": None, "seat": seat, "count": count, "planet": planet})
    state, drawn = draw_cards(state, seat, KAMIKAZE_CARDS_PER_SHIP * len(marked))
    events.append({"type": "drew", "to": None, "seat": seat, "from": None, "count": len(drawn)})
    events.append(
        {"type": "cards_drawn", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in drawn]}
    )
    ships = [len(marked) if s == seat else 0 for s in range(len(state.seats))]
    lost = loss_task(state, ships, "kamikaze")  # one loss event: the powers reacting to losses see it (§5.5.0)
    return push(pop(state), *([lost] if lost is not None else []))


decision(
    "kamikaze",
    Decision(phase="planning", acting=lambda state, task: (task.seat,), legal=_kamikaze_choices, apply=_kamikaze_step),
)


POWER_USES.update(
    {
        "kamikaze": Effect(usable=_kamikaze_usable, resolve=_kamikaze),
        "clone": Effect(usable=main_use("clone", "w_discard"), resolve=_clone),
        "trader": Effect(usable=main_use("trader"), resolve=_trader),
        "philanthropist": Effect(
            usable=_philanthropist_usable, resolve=_philanthropist, target="seat", target_ok=_receiver_ok
        ),
    }
)
