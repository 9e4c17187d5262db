"""Barbarian (spec §5.5.2, §7): an offense whose side won takes the defense's whole hand at phase 8 step 4 (d),
privately, keeps up to as many cards as he had own ships in the challenge (`barbarian_keep`) and discards the rest
face up; compensation, if due, then comes from his enlarged hand. A row of the consequences' `STEP_D`
(rules/cosmic/consequences.py), read before the ships move, whose task `barbarian` runs at step (d)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.contract import Action, Event
from rules.cosmic.components import kind_of
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.hooks import STEP_D, join
from rules.cosmic.names import TEXT
from rules.cosmic.piles import to_discard
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import plays, works
from rules.cosmic.reading import Policy, Reading, strongest_card
from rules.cosmic.registry import Power
from rules.cosmic.ships import OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, pop, push, replace_head
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
