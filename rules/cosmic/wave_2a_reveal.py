"""Wave 2a's powers around selection and reveal (spec §5.5.2, §4.8, §7): Oracle sees his opponent's card before he
selects, Sorcerer exchanges the two face-down cards, Chosen draws three cards to better his revealed one, and
Barbarian raids the beaten defense's hand.

They join the phase code only through its tables: Oracle is a row of selection's `SELECTS_AFTER` and `ON_SELECTED`
(rules/cosmic/cards.py), Sorcerer an optional use in `w_postselect` whose exchange is a row of `BEFORE_REVEAL`,
Chosen an optional use in `w_reveal` whose added value is the first of the outcome's `VALUE_STEPS`
(rules/cosmic/outcome.py), Barbarian a row of step (d)'s `STEP_D` (rules/cosmic/consequences.py).

The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.cards import turn_face_up
from rules.cosmic.components import CHALLENGE_COUNTS, attack_value, kind_of
from rules.cosmic.effects import POWER_USES, Effect, opposing_main
from rules.cosmic.hands import give, kinds_held, lowest, take
from rules.cosmic.hooks import BEFORE_REVEAL, ON_SELECTED, SELECTS_AFTER, STEP_D, join
from rules.cosmic.outcome import CHOSEN_ADDED, revealed_kind
from rules.cosmic.piles import draw_cards, to_discard
from rules.cosmic.power_uses import main_use
from rules.cosmic.powers import plays, works
from rules.cosmic.registry import Power, register
from rules.cosmic.ships import OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, automatic, decision, pop, push, replace_head
from rules.cosmic.windows import Play
from rules.frozen import evolve


# -- Oracle ------------------------------------------------------------------------------------------------------------
def _oracle_waits(state: State, seat: int) -> bool:
    """Oracle selects after his opponent while his power is active: public facts only (D-34)."""
    return works(state, seat, "oracle")


def _oracle_sees(state: State, seat: int, events: list[Event]) -> State:
    """The card Oracle's opponent placed (chosen, or drawn for him by Laser) is turned face up for everyone."""
    if not works(state, opposing_main(state, seat), "oracle"):
        return state
    events.append({"type": "card_shown", "to": None, "seat": seat, "card": kind_of(state.selected[seat])})
    return turn_face_up(state, seat)


# -- Sorcerer ----------------------------------------------------------------------------------------------------------
SORCERY = "sorcery"
"""The flag of a Sorcerer use that took effect: the two selected cards change places when they are turned up."""


def _sorcerer(state: State, play: Play, events: list[Event]) -> State:
    """The exchange waits for the reveal: until then each card stays with the player who selected it, so neither main
    player's view shows him the other's card (§7)."""
    events.append({"type": "cards_exchanged", "to": None, "seat": play.seat})
    return evolve(state, flags=(*state.flags, SORCERY))


def _exchange(state: State, events: list[Event]) -> State:
    """Each main player turns up the card the other selected and counts as its player; a Time Travel reselection is
    not exchanged again (the flag is spent here)."""
    if SORCERY not in state.flags:
        return state
    o, d = state.offense, state.defense
    selected = list(state.selected)
    selected[o], selected[d] = selected[d], selected[o]
    return evolve(state, selected=tuple(selected), flags=tuple(f for f in state.flags if f != SORCERY))


# -- Chosen ------------------------------------------------------------------------------------------------------------
CHOSEN_DRAWS = 3


def _chosen_usable(state: State, seat: int, window: str) -> bool:
    return main_use("chosen", "w_reveal")(state, seat, window) and bool(revealed_kind(state, seat))


def _chosen(state: State, play: Play, events: list[Event]) -> State:
    """Three talon cards, face up, into `in_play`; a challenge card among them may be picked."""
    seat = play.seat
    state, drawn = draw_cards(state, seat, CHOSEN_DRAWS)
    for card in drawn:
        state = take(state, seat, card)
    state = evolve(state, in_play=(*state.in_play, *drawn))
    events.append({"type": "chosen_drew", "to": None, "seat": seat, "cards": [kind_of(c) for c in drawn]})
    offered = [c for c in drawn if kind_of(c) in CHALLENGE_COUNTS]
    return push(state, Task("chosen_pick", seat, 0, ",".join(offered))) if offered else state


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


decision(
    "chosen_pick", Decision(phase="reveal", acting=lambda state, task: (task.seat,), legal=_pick_actions, apply=_pick)
)


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


decision(
    "chosen_mode", Decision(phase="reveal", acting=lambda state, task: (task.seat,), legal=_mode_actions, apply=_mode)
)


# -- Barbarian ---------------------------------------------------------------------------------------------------------
def _barbarian(state: State) -> tuple[Task, ...]:
    """Read before the ships move: an offense whose side won takes the defense's hand at step (d), keeping as many
    cards as he had own ships in the cone (they have landed by then)."""
    o = state.offense
    if state.outcome != OFFENSE or not plays(state, o, "barbarian"):
        return ()
    return (Task("barbarian", o, state.cone_offense[o]),)


@automatic("barbarian")
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


decision(
    "barbarian_keep",
    Decision(
        phase="cards",
        acting=lambda state, task: (task.seat,),
        legal=_keep_actions,
        apply=_keep,
        checkpoint=True,
        public=False,
    ),
)


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


register(Power("oracle", joins=(join(SELECTS_AFTER, _oracle_waits), join(ON_SELECTED, _oracle_sees))))
register(Power("sorcerer", joins=(join(BEFORE_REVEAL, _exchange),)))
register(Power("barbarian", joins=(join(STEP_D, _barbarian),)))
POWER_USES.update(
    {
        "sorcerer": Effect(usable=main_use("sorcerer", "w_postselect"), resolve=_sorcerer),
        "chosen": Effect(usable=_chosen_usable, resolve=_chosen),
    }
)
