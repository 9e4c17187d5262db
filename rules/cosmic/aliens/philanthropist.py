"""Philanthropist (spec §5.5.2): in `w_alliance` a main player or an ally who holds cards names a receiver (a main
player his opponent, an ally either main player) and then gives him a card of his choice (`gift`, a decision over his
hand, told to the two of them only; everyone else learns that one card was given).

An optional use with a named seat and its own decision: it joins no hook point.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Action, Event
from rules.cosmic.components import kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect, main_player
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.names import TEXT, card_name
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, named_index, seat_name
from rules.i18n import mark


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


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _never(read: Reading) -> bool:
    """He gives no card away by choice."""
    return False


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _during_gift(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    task = head_task(state)
    if action.get("type") == "card" and task is not None:
        return TEXT.tr(
            locale,
            "Give {card} to {player}",
            card=card_name(str(action.get("card")), locale),
            player=named_index(names, state, task.n, locale),
        )
    return None


def _drafting(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    """The use names the player who receives the card."""
    if action.get("type") == "target_seat":
        return TEXT.tr(locale, "Give a card to {player}", player=seat_name(names, action.get("seat")))
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Philanthropist"),
    effect=lambda locale: TEXT.tr(
        locale, "After the alliances, as a main player or ally, give a card of your choice to a main player."
    ),
    timing=lambda locale: TEXT.tr(locale, "After the alliances, as a main player or ally"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the alliances, while you are a main player or ally, you may give away one card of your choice. As a "
        "main player you give it to your opponent; as an ally to either main player. You draw nothing in return, "
        "and an empty hand is refilled only by the usual rules for a new hand.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Philanthropist: give a card away"),
    during=(("gift", _during_gift),),
    drafting=_drafting,
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "philanthropist",
    decisions=(
        (
            "gift",
            Decision(
                phase="alliances",
                legal=_gift_choices,
                apply=_gift,
                public=False,
                prompt=mark("Now you choose the card you give."),
                takes=frozenset({"card"}),
                from_hand=True,
            ),
        ),
    ),
    use=Effect(usable=_philanthropist_usable, resolve=_philanthropist, target="seat", target_ok=_receiver_ok),
    policy=Policy(worth_using=_never),
    words=WORDS,
)
