"""Chosen (spec §5.5.2): an optional use in `w_reveal` by a main player with a revealed card: he draws three talon
cards face up; he may pick a challenge card among them (`chosen_pick`) to replace his revealed card or, both being
attack cards, to add its value to his card's (`chosen_mode`); every other card drawn lies in `in_play` until phase 9.
The added value belongs to the revealed card (a flag `CHOSEN_ADDED`) and is the first row of the outcome's
`VALUE_STEPS` (rules/cosmic/outcome.py), so that Mirror and the other modifiers work on the sum.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import CHALLENGE_COUNTS, attack_value, kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect
from rules.cosmic.hands import kinds_held, lowest, take
from rules.cosmic.hooks import VALUE_STEPS, Values, join
from rules.cosmic.names import TEXT, card_list, card_name
from rules.cosmic.outcome import revealed_kind
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy, Reading, strongest_card
from rules.cosmic.registry import Power
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, who
from rules.frozen import evolve
from rules.i18n import mark

CHOSEN_DRAWS = 3

CHOSEN_ADDED = "chosen_add:"
"""A flag `chosen_add:<card id>:<value>`: Chosen added that value to that revealed card (§5.5.2). It belongs to the
card: a card taken back or set aside by Time Travel loses it."""


def added_value(state: State, seat: int) -> int:
    card = state.revealed[seat]
    prefix = f"{CHOSEN_ADDED}{card}:"
    return sum(int(f.removeprefix(prefix)) for f in state.flags if card and f.startswith(prefix))


def _added(state: State, values: Values) -> Values:
    return values[0] + added_value(state, state.offense), values[1] + added_value(state, state.defense)


# -- the use -----------------------------------------------------------------------------------------------------------
def _usable(state: State, seat: int, window: str) -> bool:
    return main_use("chosen", "w_reveal")(state, seat, window) and bool(revealed_kind(state, seat))


def _draw(state: State, play: Play, events: list[Event]) -> State:
    """Three talon cards, face up, into `in_play`; a challenge card among them may be picked."""
    seat = play.seat
    state, drawn = draw_cards(state, seat, CHOSEN_DRAWS)
    for card in drawn:
        state = take(state, seat, card)
    state = evolve(state, in_play=(*state.in_play, *drawn))
    events.append({"type": "chosen_drew", "to": None, "seat": seat, "cards": [kind_of(c) for c in drawn]})
    offered = [c for c in drawn if kind_of(c) in CHALLENGE_COUNTS]
    return push(state, Task("chosen_pick", seat, 0, ",".join(offered))) if offered else state


# -- chosen_pick: a card among the three -------------------------------------------------------------------------------
def _offered(task: Task, state: State) -> list[str]:
    return [c for c in task.what.split(",") if c in state.in_play]


def _pick_actions(state: State, task: Task, seat: int) -> list[Action]:
    """A challenge card among the three drawn (public), or none."""
    picks: list[Action] = [{"type": "card", "card": k} for k in kinds_held(_offered(task, state))]
    return [*picks, {"type": "done"}]


def _pick(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "done":
        return pop(state)
    card = lowest(_offered(task, state), str(action["card"]))
    both_attack = attack_value(kind_of(card)) is not None and attack_value(revealed_kind(state, seat)) is not None
    if both_attack:
        return replace_head(state, Task("chosen_mode", seat, 0, card))
    return _replace(pop(state), seat, card, events)


def _replace(state: State, seat: int, card: str, events: list[Event]) -> State:
    """The picked card becomes his revealed card; the one he revealed lies in `in_play` (phase 9 discards it)."""
    old = state.revealed[seat]
    revealed = list(state.revealed)
    revealed[seat] = card
    in_play = (*(c for c in state.in_play if c != card), old)
    state = evolve(state, revealed=tuple(revealed), in_play=in_play)
    events.append(
        {"type": "chosen_took", "to": None, "seat": seat, "card": kind_of(card), "mode": "replace", "value": None}
    )
    return state


# -- chosen_mode: replace his card or add to it ------------------------------------------------------------------------
def _mode_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "chosen_mode", "mode": "replace"}, {"type": "chosen_mode", "mode": "add"}]


def _mode(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    card = task.what
    if action["mode"] == "replace":
        return _replace(state, seat, card, events)
    value = attack_value(kind_of(card)) or 0
    events.append(
        {"type": "chosen_took", "to": None, "seat": seat, "card": kind_of(card), "mode": "add", "value": value}
    )
    return evolve(state, flags=(*state.flags, f"{CHOSEN_ADDED}{state.revealed[seat]}:{value}"))


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _add(read: Reading, legal: Sequence[Action]) -> Action:
    """Adding to his card rather than replacing it."""
    return next((a for a in legal if a.get("mode") == "add"), legal[0])


def _strongest(read: Reading, legal: Sequence[Action]) -> Action:
    return strongest_card(legal)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_chosen_drew(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(
            locale, "{player} called for divine help, but there was no card to draw.", player=who(event, names)
        )
    return TEXT.tr(
        locale,
        "{player} called for divine help and drew face up: {cards}.",
        player=who(event, names),
        cards=card_list(cards, locale),
    )


def _tell_chosen_took(event: Event, locale: str, names: Mapping[str, str]) -> str:
    card = card_name(str(event.get("card")), locale)
    if event.get("mode") == "add":
        return TEXT.tr(
            locale,
            "{player} added {value} ({card}) to the value of their revealed card.",
            player=who(event, names),
            value=int(event.get("value") or 0),
            card=card,
        )
    return TEXT.tr(locale, "{player} put {card} in place of their revealed card.", player=who(event, names), card=card)


def _label_chosen_mode(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Chosen's attack card drawn against his revealed attack card: in its place, or its value added."""
    add = action.get("mode") == "add"
    task = head_task(state)
    if task is None or task.kind != "chosen_mode" or not 0 <= task.seat < len(state.revealed):
        if add:
            return TEXT.tr(locale, "Add the value of the card drawn to your revealed card")
        return TEXT.tr(locale, "Put the card drawn in place of your revealed card")
    revealed = card_name(kind_of(state.revealed[task.seat]), locale)
    if add:
        return TEXT.tr(locale, "Add {value} to your {card}", value=attack_value(kind_of(task.what)) or 0, card=revealed)
    return TEXT.tr(
        locale, "Replace your {card} with {other}", card=revealed, other=card_name(kind_of(task.what), locale)
    )


def _during_chosen_pick(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    if kind == "done":
        return TEXT.tr(locale, "Keep your revealed card")
    if kind == "card":
        return TEXT.tr(locale, "Take {card} from the cards drawn", card=card_name(str(action.get("card")), locale))
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Chosen"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Divine help: after the reveal, as a main player, draw 3 cards face up and use a challenge card among them "
        "instead of your card or on top of it.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the reveal, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the reveal, while you are a main player, you may call for divine help: you draw 3 cards from the "
        "deck face up. If one of them is a challenge card, you may put it in place of your revealed card or, when "
        "both are attack cards, add its value to your card's value. The other cards drawn are discarded at the end "
        "of the challenge.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Chosen: draw 3 cards for divine help"),
    events=(
        ("chosen_drew", _tell_chosen_drew),
        ("chosen_took", _tell_chosen_took),
    ),
    actions=(("chosen_mode", _label_chosen_mode),),
    during=(("chosen_pick", _during_chosen_pick),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "chosen",
    joins=(join(VALUE_STEPS, _added),),
    decisions=(
        (
            "chosen_pick",
            Decision(
                phase="reveal",
                legal=_pick_actions,
                apply=_pick,
                prompt=mark("Now you choose the card you take, or finish."),
                takes=frozenset({"card", "done"}),
            ),
        ),
        (
            "chosen_mode",
            Decision(
                phase="reveal",
                legal=_mode_actions,
                apply=_mode,
                prompt=mark("Now you choose whether the new card is added or replaces yours."),
                takes=frozenset({"chosen_mode"}),
            ),
        ),
    ),
    use=Effect(usable=_usable, resolve=_draw),
    policy=Policy(choices=(("chosen_pick", _strongest), ("chosen_mode", _add))),
    words=WORDS,
)
