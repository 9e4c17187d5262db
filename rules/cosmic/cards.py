"""Phases 7 and 8 up to the outcome (spec §4.8, §4.8.0): the checks before selection, the hidden simultaneous choice
of challenge cards, the reveal, and the outcome's computation.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import MAX_NEW_HANDS, attack_value, kind_of
from rules.cosmic.hands import challenge_kinds, has_challenge_card, lowest, without
from rules.cosmic.ships import OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, automatic, decision, pop, push
from rules.cosmic.turn import OUT_OF_HANDS, window
from rules.frozen import evolve


@automatic("planning")
def planning(state: State, task: Task, events: list[Event]) -> State:
    return push(state, window("w_preselect"), Task("planning_check"))


@automatic("planning_check")
def planning_check(state: State, task: Task, events: list[Event]) -> State:
    """Phase 7 step 2: an offense without a challenge card ends his turn (D-07); a defense without one draws new
    hands (his mini-window allows `w_preselect` cards), and loses if he still has none (D-39). A defense whose fifth
    hand in a row came at destiny holds it still: the count goes on, and no sixth is dealt."""
    if not has_challenge_card(state, state.offense):
        events.append({"type": "aborted", "to": None, "seat": state.offense})
        # step (g) still runs: its rows clear what the challenge left (Grudge's marks) without losses
        return push(evolve(state, outcome="aborted"), Task("step_g"), Task("discard_phase"), Task("end_phase"))
    if not has_challenge_card(state, state.defense):
        held = MAX_NEW_HANDS if OUT_OF_HANDS in state.flags else 1
        return push(state, Task("new_hand", state.defense, held, "w_preselect"), Task("defense_check"))
    return push(state, *_selection())


def _selection() -> tuple[Task, ...]:
    return (Task("blind"), Task("select"), window("w_postselect"), Task("reveal"))


def blinded(state: State, seat: int) -> bool:
    return f"blind:{seat}" in state.flags


@automatic("blind")
def blind(state: State, task: Task, events: list[Event]) -> State:
    """Laser's Blind (§5.1, D-30, D-40): a blinded main player gets no prompt; his card is drawn at random from his
    challenge cards and shown to him at once."""
    for seat in sorted((state.offense, state.defense)):
        mine = [c for c in state.hands[seat] if kind_of(c) in selectable(state, seat)]
        if not blinded(state, seat) or state.selected[seat] or not mine:
            continue
        card, rng = state.rng.choice(mine)
        state = evolve(state, rng=rng)
        state = _selected(state, seat, card, events)
    return state


def _selected(state: State, seat: int, card: str, events: list[Event]) -> State:
    hands = list(state.hands)
    hands[seat] = without(hands[seat], card)
    selected = list(state.selected)
    selected[seat] = card
    state = evolve(state, hands=tuple(hands), selected=tuple(selected))
    events.append({"type": "card_selected", "to": None, "seat": seat})
    events.append({"type": "your_card", "to": [state.seats[seat]], "seat": seat, "card": kind_of(card)})
    return state


@automatic("defense_check")
def defense_check(state: State, task: Task, events: list[Event]) -> State:
    if has_challenge_card(state, state.defense):
        return push(state, *_selection())
    events.append({"type": "defense_without_cards", "to": None, "seat": state.defense})
    state = evolve(state, outcome=OFFENSE)
    return push(state, window("w_outcome"), Task("consequences"))


# -- selection (hidden, simultaneous) ----------------------------------------------------------------------------------
def selecting(state: State, task: Task) -> tuple[int, ...]:
    return tuple(s for s in sorted((state.offense, state.defense)) if not state.selected[s])


def selectable(state: State, seat: int) -> list[str]:
    """The challenge card kinds `seat` may select: under a declared upset (Loser, §5.5.2) only attack cards, if he
    holds any."""
    kinds = challenge_kinds(state.hands[seat])
    if "upset" in state.flags:
        attacks = [k for k in kinds if attack_value(k) is not None]
        return attacks or kinds
    return kinds


def select_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "select", "card": kind} for kind in selectable(state, seat)]


def select(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = _selected(state, seat, lowest(state.hands[seat], str(action["card"])), events)
    return state if selecting(state, task) else pop(state)


decision(
    "select",
    Decision(acting=selecting, legal=select_actions, apply=select, checkpoint=True, public=False),
)


@automatic("reveal")
def reveal(state: State, task: Task, events: list[Event]) -> State:
    """Phase 8 step 1: both cards face up; then `w_reveal`, the outcome, `w_outcome` and the consequences."""
    n = len(state.seats)
    state = evolve(state, revealed=state.selected, selected=("",) * n)
    o, d = state.offense, state.defense
    shown = {"offense": kind_of(state.revealed[o]), "defense": kind_of(state.revealed[d])}
    events.append({"type": "revealed", "to": None, **shown})
    return push(state, window("w_reveal"), Task("after_reveal"))


@automatic("after_reveal")
def after_reveal(state: State, task: Task, events: list[Event]) -> State:
    """After `w_reveal`: the outcome, unless Time Travel sent both main players back to select again."""
    if "reselect" in state.flags:
        return push(evolve(state, flags=tuple(f for f in state.flags if f != "reselect")), *_selection())
    return push(state, Task("outcome"), window("w_outcome"), Task("consequences"))
