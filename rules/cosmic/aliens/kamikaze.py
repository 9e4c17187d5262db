"""Kamikaze (spec §5.5.2): a main player who uses his power in `w_preselect` sends one to four of his ships from his
planets to the warp (`kamikaze`: he marks them one planet at a time) and draws two cards for each.

An optional use with its own decision: it joins no hook point. The ships he sends are one loss event
(rules/cosmic/losses.py `loss_task`), so the powers that react to losses see them (§5.5.0).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import CONE_CAP, kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect
from rules.cosmic.losses import loss_task
from rules.cosmic.names import TEXT, planet_name
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy, Reading, spare_loss
from rules.cosmic.registry import Power
from rules.cosmic.ships import planet_to_warp, ships_on_planets
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task
from rules.i18n import mark

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


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _out_of_attack_cards(read: Reading) -> bool:
    """Ships for cards only when he holds no attack card."""
    return not read.attack_values()


def _send_ships(read: Reading, legal: Sequence[Action]) -> Action:
    """He marks ships only from planets that stay bases without them (the step itself stops at four)."""
    losses = [a for a in legal if a["type"] == "lose"]
    if not losses:
        return legal[0]
    if any(a["type"] == "done" for a in legal) and not any(read.mine(str(a["planet"])) > 2 for a in losses):
        return next(a for a in legal if a["type"] == "done")
    return spare_loss(read, losses)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _during_kamikaze(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    task = head_task(state)
    if kind == "done" and task is not None:
        marked = len(task.what.split(",")) if task.what else 0
        return TEXT.ntr(
            locale,
            "Send the marked ship to the warp and draw {cards} cards",
            "Send the {count} marked ships to the warp and draw {cards} cards",
            marked,
            cards=KAMIKAZE_CARDS_PER_SHIP * marked,
        )
    if kind == "lose":
        return TEXT.tr(
            locale, "Mark a ship on {planet} for the warp", planet=planet_name(str(action.get("planet")), locale)
        )
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Kamikaze"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Before the cards are picked, as a main player, send 1 to 4 of your ships from planets to the warp and draw "
        "2 cards for each.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may make a sacrifice. Once the use "
        "stands, you mark 1 to 4 of your own ships on planets: they go to the warp and you draw 2 cards from the "
        "deck for each. If your power is zapped, no ship moves and you draw nothing.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Kamikaze: send ships to the warp for cards"),
    during=(("kamikaze", _during_kamikaze),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "kamikaze",
    decisions=(
        (
            "kamikaze",
            Decision(
                phase="planning",
                legal=_kamikaze_choices,
                apply=_kamikaze_step,
                prompt=mark("Now you choose the ships you send from the warp, or finish."),
                takes=frozenset({"lose", "done"}),
                finishes=True,
            ),
        ),
    ),
    use=Effect(usable=_kamikaze_usable, resolve=_kamikaze),
    policy=Policy(worth_using=_out_of_attack_cards, choices=(("kamikaze", _send_ships),)),
    words=WORDS,
)
