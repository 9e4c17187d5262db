"""A player's turn around its challenges (spec §4.3, §4.4, §4.9, §4.10): the turn begins, phase 0 starts a challenge
(with the offense's new hand), phase 1 regroups, phase 9 clears the table, phase 10 decides on a second challenge,
and the turn passes on; the turn limit ends the game (§6).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import HAND_SIZE, MAX_NEW_HANDS, kind_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import acting, changed, turn_up
from rules.cosmic.hands import give, has_challenge_card
from rules.cosmic.hooks import AFTER_CHALLENGE, CLEANUP_KEEPERS, NEW_HAND_KEEPERS, NEXT_CHALLENGE, TURN_START
from rules.cosmic.piles import draw_cards, to_discard
from rules.cosmic.powers import with_use
from rules.cosmic.protocol import R_POWER
from rules.cosmic.registry import USES, rows
from rules.cosmic.ships import DEFENSE, OFFENSE, WARP, from_warp, place_task, to_cone
from rules.cosmic.state import OVER, State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import POWER, Play
from rules.frozen import evolve


def window(name: str, solo: int = -1) -> Task:
    """The task of window `name` (§4.2); `solo` names the only declarer of a new-hand mini-window."""
    return Task("window", solo, 0, name)


@automatic("turn")
def begin_turn(state: State, task: Task, events: list[Event]) -> State:
    state = evolve(state, offense=task.seat, challenge_no=0, turns=state.turns + 1)
    events.append({"type": "turn", "to": None, "seat": task.seat, "turn": state.turns})
    return push(state, Task("challenge"))


def fresh_challenge(state: State) -> State:
    """Every per-challenge field as a challenge starts (§4.3 step 1): the cone face up, nobody invited."""
    n = len(state.seats)
    return evolve(
        state,
        defense=-1,
        target="",
        cone_reversed=False,
        invited=("",) * n,
        allies=("",) * n,
        origins=((),) * n,
        selected=("",) * n,
        revealed=("",) * n,
        set_aside=("",) * n,
        used=(),
        returned=(),
        zapped=(),
        outcome="",
        lost=(0,) * n,
        flags=(),
    )


@automatic("challenge")
def challenge_start(state: State, task: Task, events: list[Event]) -> State:
    """Phase 0: a new challenge; before the first, the offense's start-of-turn powers, then the offense without a
    challenge card draws a new hand."""
    state = fresh_challenge(evolve(state, challenge_no=state.challenge_no + 1))
    events.append({"type": "challenge", "to": None, "seat": state.offense, "number": state.challenge_no})
    if state.challenge_no == 1:
        starting: list[Task] = []
        for power, row in rows(TURN_START):
            state, tasks = acting(state, power, row(state), events)
            starting += tasks
        return push(state, *starting, Task("new_hand", state.offense, 1, "w_start"), Task("regroup_check"))
    return push(state, Task("regroup_check"))


OUT_OF_HANDS = "out_of_hands"
"""The defense's fifth hand in a row holds no challenge card either: phase 7 deals him no sixth (D-39)."""


@automatic("new_hand")
def new_hand_check(state: State, task: Task, events: list[Event]) -> State:
    """§4.3 step 3 and §4.5 step 5: a main player without a challenge card may first play cards in a mini-window of
    his own, then discards his hand face up and draws seven; at most five hands in a row (D-39). The offense whose
    fifth hand has none loses his turn; the defense goes on (phase 7 settles it)."""
    if has_challenge_card(state, task.seat):
        return state
    if task.n >= MAX_NEW_HANDS:
        if task.what == "w_start":
            events.append({"type": "no_challenge_card", "to": None, "seat": task.seat})
            return evolve(state, tasks=(Task("next_turn"),))
        return state if OUT_OF_HANDS in state.flags else evolve(state, flags=(*state.flags, OUT_OF_HANDS))
    return push(state, window(task.what, solo=task.seat), Task("redraw", task.seat, task.n, task.what))


@automatic("redraw")
def redraw(state: State, task: Task, events: list[Event]) -> State:
    seat = task.seat
    keeping: list[str] = []
    for power, row in rows(NEW_HAND_KEEPERS):
        cards = row(state, seat, events)
        if cards:
            state = turn_up(state, power, events)
            keeping += cards
    kept = tuple(dict.fromkeys(keeping))
    shown = tuple(c for c in state.hands[seat] if c not in kept)
    hands = list(state.hands)
    hands[seat] = kept
    state = evolve(state, hands=tuple(hands))
    events.append({"type": "hand_discarded", "to": None, "seat": seat, "cards": [kind_of(c) for c in shown]})
    state = to_discard(state, ((c, seat) for c in shown), events)
    state, drawn = draw_cards(state, seat, HAND_SIZE)
    events.append({"type": "new_hand", "to": None, "seat": seat, "count": len(drawn)})
    events.append(
        {"type": "cards_drawn", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in drawn]}
    )
    return push(state, Task("new_hand", seat, task.n + 1, task.what))


# -- phase 1: regroup --------------------------------------------------------------------------------------------------
@automatic("regroup_check")
def regroup_check(state: State, task: Task, events: list[Event]) -> State:
    """Phase 1 when the offense has a ship in the warp; then the window that opens every challenge (`w_start`)."""
    follow = (window("w_start"), Task("after_start"))
    if state.warp[state.offense] > 0:
        return push(state, Task("regroup", state.offense), *follow)
    return push(state, *follow)


def regroup_actions(state: State, task: Task, seat: int) -> list[Action]:
    bases = state.bases(seat)
    actions: list[Action] = [{"type": "free", "planet": p} for p in bases]
    if not bases:
        actions.append({"type": "free_to_cone"})
    actions.append({"type": "decline"})
    return actions


def regroup(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "free":
        state = from_warp(state, seat, str(action["planet"]))
        events.append({"type": "freed", "to": None, "seat": seat, "planet": action["planet"]})
    elif action["type"] == "free_to_cone":
        state = to_cone(state, seat, WARP, OFFENSE)
        events.append({"type": "freed", "to": None, "seat": seat, "planet": None})
    else:
        events.append({"type": "regroup_declined", "to": None, "seat": seat})
    return pop(state)


decision("regroup", Decision(phase="regroup", legal=regroup_actions, apply=regroup))


@automatic("after_start")
def after_start(state: State, task: Task, events: list[Event]) -> State:
    """An offense with no base and no ship in the cone cannot challenge: the challenge is aborted (D-26)."""
    if not state.bases(state.offense) and state.cone_offense[state.offense] == 0:
        events.append({"type": "aborted", "to": None, "seat": state.offense})
        return push(evolve(state, outcome="aborted"), Task("discard_phase"), Task("end_phase"))
    return push(state, Task("destiny"))


# -- phases 9 and 10 ---------------------------------------------------------------------------------------------------
@automatic("discard_phase")
def discard_phase(state: State, task: Task, events: list[Event]) -> State:
    """Phase 9; ships still in the cone (a ship freed there and not used) first go home."""
    home = [t for side in (OFFENSE, DEFENSE) for s in range(len(state.seats)) if (t := place_task(state, s, side))]
    return push(state, *home, window("w_discard"), Task("cleanup"))


@automatic("cleanup")
def cleanup(state: State, task: Task, events: list[Event]) -> State:
    """Phase 9 steps 2-4: Filch keeps the opponent's final card (his Super: the edicts and flares on the table too),
    a card Chronos set aside goes back to its owner, and the rest of the challenge's cards go to the discard pile."""
    n = len(state.seats)
    for seat, card in enumerate(state.set_aside):
        if card:
            state = give(state, seat, card)
            events.append({"type": "set_aside_returned", "to": None, "seat": seat, "card": kind_of(card)})
    for power, keep in rows(CLEANUP_KEEPERS):
        told = len(events)
        state = changed(state, keep(state, events), power, told, events)
    played_by = dict(state.played_by)
    cards = [(c, s) for s, c in enumerate(state.revealed) if c] + [(c, s) for s, c in enumerate(state.selected) if c]
    cards += [(c, played_by.get(c, -1)) for c in state.in_play]
    before = len(state.discard)
    state = evolve(state, in_play=(), played_by=(), selected=("",) * n, revealed=("",) * n, set_aside=("",) * n)
    state = to_discard(state, cards, events)
    if discarded := state.discard[before:]:
        events.append({"type": "cards_discarded", "to": None, "cards": [kind_of(c) for c in discarded]})
    if state.warp_fan:  # the marker moves one segment clockwise after every challenge (D-20)
        state = evolve(state, fan_marker=(state.fan_marker + 1) % n)
        events.append({"type": "fan_marker", "to": None, "segment": state.fan_marker})
    return state


@automatic("end_phase")
def end_phase(state: State, task: Task, events: list[Event]) -> State:
    return push(state, window("w_end"), Task("intermediate"))


def successful(state: State) -> bool:
    return state.outcome in ("offense", "deal", "reclaim")


ANOTHER_CHALLENGE = "another_challenge"
"""The flag a power's use that gives another challenge sets when it takes effect, after its response round."""


@automatic("intermediate")
def intermediate(state: State, task: Task, events: list[Event]) -> State:
    """Phase 10 steps 2-4: the after-challenge powers; then, after a first successful challenge, an offense holding a
    challenge card may have a second (or another, by his power)."""
    for power, row in rows(AFTER_CHALLENGE):
        told = len(events)
        state = changed(state, row(state, events), power, told, events)
    o = state.offense
    by_rule = successful(state) and state.challenge_no == 1
    by_power: bool | None = None
    for power, rule in rows(NEXT_CHALLENGE):
        by_power = rule(state)
        if by_power is not None:
            if by_power != by_rule:
                state = turn_up(state, power, events)
            break
    may = by_rule if by_power is None else by_power
    if may and has_challenge_card(state, o):
        return push(state, Task("second", o, 0, with_use(state, o, USES) if by_power else ""))
    return push(state, Task("next_turn"))


def second_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "second_challenge"}, {"type": "end_turn"}]


def second(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """A challenge the power gives (`what` names it) is a power use: it meets its response round (`r_power`, §5.5.0)
    first, and a Cosmic Zap ends the turn."""
    if action["type"] == "second_challenge" and task.what:
        state = evolve(pop(state), w_items=(Play(seat, POWER),))
        return push(state, Task(R_POWER, seat, 0, task.what), Task("second_after", seat))
    if action["type"] == "second_challenge":
        return push(pop(state), Task("challenge"))
    return push(pop(state), Task("next_turn"))


decision("second", Decision(phase="end", legal=second_actions, apply=second))


@automatic("second_after")
def second_after(state: State, task: Task, events: list[Event]) -> State:
    if ANOTHER_CHALLENGE in state.flags:
        return push(state, Task("challenge"))
    return push(state, Task("next_turn"))


@automatic("next_turn")
def next_turn(state: State, task: Task, events: list[Event]) -> State:
    """The turn passes clockwise; after the last allowed turn the game ends without a winner (§6, D-42)."""
    if state.turn_limit and state.turns >= state.turn_limit:
        events.append({"type": "game_over", "to": None, "winners": [], "reason": "turn_limit"})
        return evolve(state, phase=OVER, tasks=(), reason="turn_limit")
    return push(state, Task("turn", (state.offense + 1) % len(state.seats)))
