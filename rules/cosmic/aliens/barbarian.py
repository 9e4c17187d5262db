"""Barbarian (spec §5.5.2, §7): an offense whose side won takes the defense's whole hand at phase 8 step 4 (d),
privately, keeps up to as many cards as he had own ships in the challenge (`barbarian_keep`) and discards the rest
face up; compensation, if due, then comes from his enlarged hand. A row of the consequences' `STEP_D`
(rules/cosmic/consequences.py), read before the ships move, whose task `barbarian` runs at step (d)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.hooks import STEP_D, join
from rules.cosmic.names import TEXT, card_list, card_name
from rules.cosmic.piles import to_discard
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import plays, works
from rules.cosmic.reading import Policy, Reading, strongest_card
from rules.cosmic.registry import Power
from rules.cosmic.ships import OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.wording import head_task, named_index, who
from rules.frozen import evolve
from rules.i18n import mark


def _barbarian(state: State) -> tuple[Task, ...]:
    """Read before the ships move: an offense whose side won takes the defense's hand at step (d), keeping as many
    cards as he had own ships in the cone (they have landed by then)."""
    o = state.offense
    if state.outcome != OFFENSE or not plays(state, o, "barbarian"):
        return ()
    return (Task("barbarian", o, state.cone_offense[o]),)


def raid(state: State, task: Task, events: list[Event]) -> State:
    """He sees the whole hand privately (everyone learns its size); his power must still be active at step (d)."""
    seat, victim = task.seat, state.defense
    hand = state.hands[victim]
    if not hand or not works(state, seat, "barbarian"):
        return state
    events.append({"type": "hand_raided", "to": None, "seat": seat, "from": victim, "count": len(hand)})
    seen = [kind_of(c) for c in hand]
    events.append({"type": "hand_seen", "to": [state.seats[seat]], "seat": seat, "of": victim, "cards": seen})
    if not task.n:
        return _discard_rest(state, seat, 0, events)
    return push(state, Task("barbarian_keep", seat, task.n, "0"))


def _keep_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [*({"type": "card", "card": k} for k in kinds_held(state.hands[state.defense])), {"type": "done"}]


def _keep(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    kept = int(task.what)
    if action["type"] == "card":
        victim = state.defense
        card = lowest(state.hands[victim], str(action["card"]))
        state = give(take(state, victim, card), seat, card)
        audience = [state.seats[seat], state.seats[victim]]
        events.append(
            {"type": "cards_moved", "to": audience, "seat": victim, "receiver": seat, "cards": [kind_of(card)]}
        )
        kept += 1
        if kept < task.n and state.hands[victim]:
            return replace_head(state, task._replace(what=str(kept)))
    return _discard_rest(pop(state), seat, kept, events)


def _discard_rest(state: State, seat: int, kept: int, events: list[Event]) -> State:
    """What Barbarian does not keep goes face up to the discard pile."""
    victim = state.defense
    rest = state.hands[victim]
    hands = list(state.hands)
    hands[victim] = ()
    state = evolve(state, hands=tuple(hands))
    events.append(
        {
            "type": "raid_kept",
            "to": None,
            "seat": seat,
            "from": victim,
            "count": kept,
            "cards": [kind_of(c) for c in rest],
        }
    )
    return to_discard(state, ((c, victim) for c in rest), events)  # the pile's table sees them (Vulch)


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _keep_choice(read: Reading, legal: Sequence[Action]) -> Action:
    return strongest_card(legal)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_hand_raided(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} took the whole hand of {other}: {count} card.",
        "{player} took the whole hand of {other}: {count} cards.",
        int(event.get("count") or 0),
        player=who(event, names),
        other=who(event, names, "from"),
    )


def _tell_raid_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """What Barbarian kept of the raided hand (a count: the cards are his secret) and the rest, discarded face up."""
    count = int(event.get("count") or 0)
    rest = event.get("cards") or []
    if not rest:
        return TEXT.ntr(
            locale,
            "{player} kept {count} card of the hand of {other}.",
            "{player} kept {count} cards of the hand of {other}.",
            count,
            player=who(event, names),
            other=who(event, names, "from"),
        )
    return TEXT.ntr(
        locale,
        "{player} kept {count} card of the hand of {other} and discarded the rest: {cards}.",
        "{player} kept {count} cards of the hand of {other} and discarded the rest: {cards}.",
        count,
        player=who(event, names),
        other=who(event, names, "from"),
        cards=card_list(rest, locale),
    )


def _during_barbarian_keep(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    task = head_task(state)
    victim = named_index(names, state, state.defense, locale)
    if kind == "done" and task is not None:
        if task.what in ("", "0"):
            return TEXT.tr(locale, "Keep none: discard the whole hand of {player}", player=victim)
        return TEXT.tr(locale, "Keep no more: discard the rest of the hand of {player}", player=victim)
    if kind == "card":
        return TEXT.tr(
            locale,
            "Keep {card} from the hand of {player}",
            card=card_name(str(action.get("card")), locale),
            player=victim,
        )
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Barbarian"),
    effect=lambda locale: TEXT.tr(
        locale,
        "When your side wins as the offense, take the defense's whole hand, keep as many cards as you had ships in "
        "the challenge and discard the rest.",
    ),
    timing=lambda locale: TEXT.tr(locale, "When your side wins, as the offense"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are the offense, you take the defense's whole hand in secret. "
        "You keep as many of those cards as you had ships of your own in the challenge and discard the rest face "
        "up. Compensation, if due, is then taken from your enlarged hand. Nothing happens when you defend or ally.",
    ),
    events=(
        ("hand_raided", _tell_hand_raided),
        ("raid_kept", _tell_raid_kept),
    ),
    during=(("barbarian_keep", _during_barbarian_keep),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "barbarian",
    joins=(join(STEP_D, _barbarian),),
    decisions=(
        (
            "barbarian_keep",
            Decision(
                phase="cards",
                legal=_keep_actions,
                apply=_keep,
                checkpoint=True,
                public=False,
                prompt=mark("Now you choose the cards you keep, or finish."),
                takes=frozenset({"card", "done"}),
            ),
        ),
    ),
    steps=(("barbarian", raid),),
    policy=Policy(choices=(("barbarian_keep", _keep_choice),)),
    words=WORDS,
)
