"""Hate (spec §5.5.2): at the start of his turn (phase 0, before his first challenge) Hate discards a card of his
choice (`hate`); each other player, in precedence order from Hate's left, then discards a card of the same category
(an attack card of at least the same value) or lets Hate take three of his ships (`hated`: he is asked even with
nothing to match, D-34).

A row of phase 0's start-of-turn table (`TURN_START`, rules/cosmic/turn.py); the ships his victims lose go through the
`lose` steps of the loss-event pipeline (rules/cosmic/losses.py), with Hate as their chooser.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import attack_value, category
from rules.cosmic.decisions import Decision
from rules.cosmic.hands import kinds_held, lowest, take
from rules.cosmic.hooks import TURN_START, join
from rules.cosmic.losses import lose_task
from rules.cosmic.names import TEXT, card_name
from rules.cosmic.piles import to_discard
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.reading import Policy, Reading, weakest_card
from rules.cosmic.registry import Power
from rules.cosmic.ships import ships_on_planets
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import precedence
from rules.cosmic.wording import named_index, own_task, who
from rules.i18n import mark

HATE_SHIPS = 3
"""Ships of a player who does not match Hate's card, picked by Hate from the player's planets."""


def _hate(state: State) -> tuple[Task, ...]:
    """Hate with an empty hand (a public fact) discards nothing, and then nobody has a card to match."""
    o = state.offense
    return (Task("hate", o),) if works(state, o, "hate") and state.hands[o] else ()


def _hate_choices(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "card", "card": k} for k in kinds_held(state.hands[seat])]


def _discard_one(state: State, seat: int, kind: str, events: list[Event]) -> State:
    card = lowest(state.hands[seat], kind)
    events.append({"type": "card_discarded", "to": None, "seat": seat, "card": kind})
    return to_discard(take(state, seat, card), ((card, seat),), events)


def _hate_discards(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """Each other player answers in precedence order (the defense is not known yet: from Hate's left round the
    table); the task carries the category to match and, for an attack card, its value."""
    kind = str(action["card"])
    state = _discard_one(pop(state), seat, kind, events)
    value = attack_value(kind) or 0
    victims = [s for s in precedence(len(state.seats), seat) if s != seat]
    return push(state, *(Task("hated", s, value, category(kind)) for s in victims))


def _matches(task: Task, kind: str) -> bool:
    if category(kind) != task.what:
        return False
    return task.what != "attack" or (attack_value(kind) or 0) >= task.n


def _hated_choices(state: State, task: Task, seat: int) -> list[Action]:
    """The matching cards he holds, and always `lose_ships`: he is asked even with nothing to match (D-34)."""
    cards: list[Action] = [{"type": "card", "card": k} for k in kinds_held(state.hands[seat]) if _matches(task, k)]
    return [*cards, {"type": "lose_ships"}]


def _hated(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "card":
        return _discard_one(state, seat, str(action["card"]), events)
    hate = state.offense
    found = lose_task(state, seat, HATE_SHIPS, chooser=hate)
    count = found.n if found is not None else 0
    events.append({"type": "hate_lose_ships", "to": None, "seat": seat, "by": hate, "count": count})
    return push(state, found) if found is not None else state


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _discard_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """Hate and the hated alike give up their weakest card (for the hated, a card costs less than three ships)."""
    return weakest_card(legal)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_hate_lose_ships(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("count") or 0)
    if not count:
        return TEXT.tr(locale, "{player} chose to lose ships but had none on planets.", player=who(event, names))
    return TEXT.ntr(
        locale,
        "{player} chose to lose {count} ship, picked by {by}.",
        "{player} chose to lose {count} ships, picked by {by}.",
        count,
        player=who(event, names),
        by=who(event, names, "by"),
    )


def _label_lose_ships(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Hate's victim loses ships instead of matching his card: Hate (the offense) picks them from his planets."""
    task = own_task(state, "hated", me)
    victim = task.seat if task is not None else me
    count = min(HATE_SHIPS, ships_on_planets(state, victim)) if 0 <= victim < len(state.seats) else HATE_SHIPS
    if not count:
        return TEXT.tr(locale, "Lose no ship: you have none on planets")
    return TEXT.ntr(
        locale,
        "Lose {count} ship, picked by {player}",
        "Lose {count} ships, picked by {player}",
        count,
        player=named_index(names, state, state.offense, locale),
    )


def _during_hate(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    if action.get("type") == "card":
        return TEXT.tr(
            locale,
            "Discard {card}: the others must discard a matching card",
            card=card_name(str(action.get("card")), locale),
        )
    return None


def _during_hated(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    if action.get("type") == "card":
        return TEXT.tr(locale, "Discard {card} and keep your ships", card=card_name(str(action.get("card")), locale))
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Hate"),
    effect=lambda locale: TEXT.tr(
        locale,
        "At the start of your turn, discard a card: every other player discards one of the same category or loses "
        "3 ships of your choice.",
    ),
    timing=lambda locale: TEXT.tr(locale, "At the start of your turn"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "At the start of your turn, if you hold a card, you discard one of your choice face up. Then every other "
        "player in turn discards a card of the same category (an attack card at least as high as yours) or loses 3 "
        "ships that you pick from their planets. Anyone may choose to lose the ships rather than a card.",
    ),
    events=(("hate_lose_ships", _tell_hate_lose_ships),),
    actions=(("lose_ships", _label_lose_ships),),
    during=(
        ("hate", _during_hate),
        ("hated", _during_hated),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "hate",
    joins=(join(TURN_START, _hate),),
    decisions=(
        (
            "hate",
            Decision(
                phase="start",
                legal=_hate_choices,
                apply=_hate_discards,
                checkpoint=True,
                public=False,
                prompt=mark("Now you choose the card you discard for Hate."),
                takes=frozenset({"card"}),
                from_hand=True,
            ),
        ),
        (
            "hated",
            Decision(
                phase="start",
                legal=_hated_choices,
                apply=_hated,
                checkpoint=True,
                public=False,
                prompt=mark("Now you discard the card Hate asks for, or lose ships."),
                takes=frozenset({"card", "lose_ships"}),
                from_hand=True,
            ),
        ),
    ),
    policy=Policy(choices=(("hate", _discard_choice), ("hated", _discard_choice))),
    words=WORDS,
)
