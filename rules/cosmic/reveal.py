"""Phases 7 and 8 up to the outcome (spec §4.8, §4.8.0): the checks before selection, the hidden simultaneous choice
of challenge cards, the reveal, and the outcome's computation.

Powers change the order of selection, a selected card's being face up and the cards turned up as rows of the tables
`SELECTS_AFTER`, `ON_SELECTED` and `BEFORE_REVEAL` (Oracle and Sorcerer, rules/cosmic/aliens/), and the
cards kept face down at the reveal as rows of `KEPT_FACE_DOWN` (Gambler, rules/cosmic/aliens/gambler.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import MAX_NEW_HANDS, attack_value, kind_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import acting, changed, turn_up
from rules.cosmic.hands import (
    HAND,
    cards_in,
    challenge_kinds,
    from_field,
    has_challenge_card,
    lowest,
    take_card,
    usable_sources,
)
from rules.cosmic.hooks import BEFORE_REVEAL, KEPT_FACE_DOWN, ON_SELECTED, SELECTS_AFTER
from rules.cosmic.registry import rows
from rules.cosmic.ships import OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
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
    if not can_select(state, state.offense):
        events.append({"type": "aborted", "to": None, "seat": state.offense})
        # step (g) still runs: its rows clear what the challenge left (Grudge's marks) without losses
        return push(evolve(state, outcome="aborted"), Task("step_g"), Task("discard_phase"), Task("end_phase"))
    if not has_challenge_card(state, state.defense):
        held = MAX_NEW_HANDS if OUT_OF_HANDS in state.flags else 1
        return push(state, Task("new_hand", state.defense, held, "w_preselect"), Task("defense_check"))
    return push(state, *_selection())


def _selection() -> tuple[Task, ...]:
    return (Task("blind"), Task("select"), window("w_postselect"), Task("reveal"))


# -- powers that change selection and reveal (§4.8 phase 7 step 3, phase 8 step 1; rows of wave modules) ---------------


FACE_UP = "face_up:"
"""A flag `face_up:<seat>`: that seat's selected card lies face up for everyone until the reveal."""


def face_up(state: State, seat: int) -> bool:
    return f"{FACE_UP}{seat}" in state.flags


def turn_face_up(state: State, seat: int) -> State:
    return state if face_up(state, seat) else evolve(state, flags=(*state.flags, f"{FACE_UP}{seat}"))


def blinded(state: State, seat: int) -> bool:
    return f"blind:{seat}" in state.flags


@automatic("blind")
def blind(state: State, task: Task, events: list[Event]) -> State:
    """Laser's Blind (§5.1, D-30, D-40): a blinded main player gets no prompt; his card is drawn at random from his
    challenge cards and shown to him at once."""
    for seat in sorted((state.offense, state.defense)):
        # from the hand; from another zone of his (Miser's hoard) only when the hand holds none
        zones = (
            [c for c in cards if kind_of(c) in selectable(state, seat, name)]
            for name, cards in usable_sources(state, seat)
        )
        mine = next((cards for cards in zones if cards), [])
        if not blinded(state, seat) or state.selected[seat] or not mine:
            continue
        card, rng = state.rng.choice(mine)
        state = evolve(state, rng=rng)
        state = _selected(state, seat, card, events)
    # a main player who selects after his opponent shows his power by waiting (D-34: who is asked is public)
    for seat in (state.offense, state.defense):
        for power, row in rows(SELECTS_AFTER):
            if not state.selected[seat] and not state.selected[_opponent(state, seat)] and row(state, seat):
                state = turn_up(state, power, events)
    return state


def _selected(state: State, seat: int, card: str, events: list[Event]) -> State:
    state, _ = take_card(state, seat, card)
    selected = list(state.selected)
    selected[seat] = card
    state = evolve(state, selected=tuple(selected))
    events.append({"type": "card_selected", "to": None, "seat": seat})
    events.append({"type": "your_card", "to": [state.seats[seat]], "seat": seat, "card": kind_of(card)})
    for power, row in rows(ON_SELECTED):
        told = len(events)
        state = changed(state, row(state, seat, events), power, told, events)
    return state


@automatic("defense_check")
def defense_check(state: State, task: Task, events: list[Event]) -> State:
    if can_select(state, state.defense):
        return push(state, *_selection())
    events.append({"type": "defense_without_cards", "to": None, "seat": state.defense})
    state = evolve(state, outcome=OFFENSE)
    return push(state, window("w_outcome"), Task("consequences"))


# -- selection (hidden, simultaneous) ----------------------------------------------------------------------------------
def selecting(state: State, task: Task) -> tuple[int, ...]:
    """The main players still to select, less one who waits for his opponent (`SELECTS_AFTER`)."""
    waiting = tuple(s for s in sorted((state.offense, state.defense)) if not state.selected[s])
    asked = tuple(s for s in waiting if not (_selects_after(state, s) and _opponent(state, s) in waiting))
    return asked or waiting  # two who would each wait for the other select together


def _opponent(state: State, seat: int) -> int:
    return state.defense if seat == state.offense else state.offense


def _selects_after(state: State, seat: int) -> bool:
    return any(row(state, seat) for _, row in rows(SELECTS_AFTER))


def selectable(state: State, seat: int, source: str = HAND) -> list[str]:
    """The challenge card kinds `seat` may select from his zone `source` (the hand, or a zone of `SOURCES`): under a
    declared upset (Loser, §5.5.2) only attack cards, if he holds any in a zone he may select from."""
    kinds = challenge_kinds(cards_in(state, seat, source))
    if "upset" in state.flags:
        held = [k for _, cards in usable_sources(state, seat) for k in challenge_kinds(cards)]
        return [k for k in kinds if attack_value(k) is not None] if any(attack_value(k) for k in held) else kinds
    return kinds


def can_select(state: State, seat: int) -> bool:
    """A challenge card in the hand or in a zone he may select from (a new hand looks at the hand only)."""
    return has_challenge_card(state, seat) or any(
        selectable(state, seat, name) for name, _ in usable_sources(state, seat)
    )


def select_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [
        {"type": "select", "card": kind, **from_field(name)}
        for name, _ in usable_sources(state, seat)
        for kind in selectable(state, seat, name)
    ]


def select(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    source = str(action.get("from", HAND))
    state = _selected(state, seat, lowest(cards_in(state, seat, source), str(action["card"])), events)
    return state if selecting(state, task) else pop(state)


decision(
    "select",
    Decision(phase="planning", acting=selecting, legal=select_actions, apply=select, checkpoint=True, public=False),
)


@automatic("reveal")
def reveal(state: State, task: Task, events: list[Event]) -> State:
    """Phase 8 step 1: both cards face up (a card `KEPT_FACE_DOWN` stays down: None for its side, and its task
    follows); then `w_reveal`, the outcome, `w_outcome` and the consequences."""
    for power, row in rows(BEFORE_REVEAL):
        told = len(events)
        state = changed(state, row(state, events), power, told, events)
    o, d = state.offense, state.defense
    kept: list[Task] = []
    for seat in (o, d):
        state, deciding = _kept_face_down(state, seat, events)
        kept += deciding
    down = {deciding.seat for deciding in kept}
    flags = tuple(f for f in state.flags if not f.startswith(FACE_UP))
    revealed = tuple("" if s in down else card for s, card in enumerate(state.selected))
    selected = tuple(card if s in down else "" for s, card in enumerate(state.selected))
    state = evolve(state, revealed=revealed, selected=selected, flags=flags)
    shown = {"offense": kind_of(revealed[o]) or None, "defense": kind_of(revealed[d]) or None}
    events.append({"type": "revealed", "to": None, **shown})
    return push(state, *kept, window("w_reveal"), Task("after_reveal"))


def _kept_face_down(state: State, seat: int, events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    if not state.selected[seat] or face_up(state, seat):
        return state, ()
    for power, row in rows(KEPT_FACE_DOWN):
        task = row(state, seat)
        if task is not None:
            return acting(state, power, (task,), events)
    return state, ()


@automatic("after_reveal")
def after_reveal(state: State, task: Task, events: list[Event]) -> State:
    """After `w_reveal`: the outcome, unless Time Travel sent both main players back to select again."""
    if "reselect" in state.flags:
        return push(evolve(state, flags=tuple(f for f in state.flags if f != "reselect")), *_selection())
    return push(state, Task("outcome"), window("w_outcome"), Task("consequences"))
