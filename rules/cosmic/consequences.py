"""Phase 8 step 4 (spec §4.8.1, §4.8.2, §4.8.4): the challenge's ships land or go to the warp, the allies' ships go
home, the compensated loser takes cards from the winner's hand, and the entitled allies collect their rewards.

The order is fixed: (a) ships move, (b) win check (the engine checks after every step), (c) allies return,
(d) the `STEP_D` rows, (e) compensation, (f) rewards, (g) the `STEP_G` rows; a deal (K vs K) goes to
rules/cosmic/deals.py instead of (a)-(f). Powers join (a), (d) and (g) as rows of `STEP_A_FIRST`, `STEP_A`, `STEP_D`
and `STEP_G`, never by name. The ships that go to the warp in (a) are one loss event (rules/cosmic/losses.py), whose
reactions (Void, Zombie, Vacuum, ...) run first, before the rows of `STEP_A`.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.contract import Action, Event
from rules.cosmic.components import kind_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import acting, changed
from rules.cosmic.hooks import STEP_A, STEP_A_FIRST, STEP_D, STEP_G, Point, Tasks
from rules.cosmic.losses import OUTCOME, loss_task
from rules.cosmic.piles import draw_cards
from rules.cosmic.registry import rows
from rules.cosmic.ships import DEFENSE, OFFENSE, WARP, cone, cone_to_warp, land, place_task, planet_to_warp
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import push, replace_head
from rules.cosmic.windows import precedence
from rules.frozen import evolve


def _seats_on(state: State, side: str) -> list[int]:
    counts = cone(state, side)
    order = precedence(len(state.seats), state.offense, state.defense)
    return [s for s in order if counts[s]]


def _lose_cone(state: State, side: str, events: list[Event]) -> State:
    lost = list(state.lost)
    for seat in _seats_on(state, side):
        state, count = cone_to_warp(state, seat, side)
        lost[seat] += count
        events.append({"type": "ships_to_warp", "to": None, "seat": seat, "count": count, "from": side})
    return evolve(state, lost=tuple(lost))


def _lose_planet(state: State, events: list[Event]) -> State:
    d = state.defense
    count = state.ships_on(state.target, d)
    if not count:
        return state
    state = planet_to_warp(state, d, state.target, count)
    lost = list(state.lost)
    lost[d] += count
    events.append({"type": "ships_to_warp", "to": None, "seat": d, "count": count, "from": state.target})
    return evolve(state, lost=tuple(lost))


def _land(state: State, seats: list[int], side: str, events: list[Event]) -> State:
    for seat in seats:
        count = cone(state, side)[seat]
        state = land(state, seat, side, state.target)
        events.append({"type": "landed", "to": None, "seat": seat, "count": count, "planet": state.target})
    return state


def _returns(state: State, seats: list[int], side: str) -> list[Task]:
    return [t for t in (place_task(state, s, side) for s in seats) if t is not None]


def _rewards(state: State, seats: list[int], side: str) -> list[Task]:
    if "ionic_gas" in state.flags:
        return []
    return [Task("reward", s, cone(state, side)[s]) for s in seats]


ShipReaction = Callable[[State], tuple[Task, ...]]
"""A power's reaction in step (a), read from the challenge as it stood before its ships moved: the tasks it adds
after the ships' moves (extra losses counted from ships that are gone by then)."""


@automatic("consequences")
def consequences(state: State, task: Task, events: list[Event]) -> State:
    if state.outcome == "deal":
        return push(state, Task("deal_start"), Task("step_g"), Task("discard_phase"), Task("end_phase"))
    if not task.n:
        state, first = _reactions(state, STEP_A_FIRST, events)
        if first:
            return push(state, *first, Task("consequences", n=1))
    state, reactions = _reactions(state, STEP_A, events)
    state, step_d = _reactions(state, STEP_D, events)
    o, reversed_cone = state.offense, state.cone_reversed
    before = state.lost
    offense_allies = [s for s in _seats_on(state, OFFENSE) if s != o]
    defense_allies = _seats_on(state, DEFENSE)
    follow: list[Task] = []
    if state.outcome == OFFENSE:
        state = _lose_planet(state, events)
        state = _lose_cone(state, DEFENSE, events)
        if reversed_cone:  # only the offense lands; its allies go home with rewards
            state = _land(state, [o] if state.cone_offense[o] else [], OFFENSE, events)
            rewards = _rewards(state, offense_allies, OFFENSE)
            follow = [*_returns(state, offense_allies, OFFENSE), Task("compensate"), *rewards]
        else:
            state = _land(state, _seats_on(state, OFFENSE), OFFENSE, events)
            follow = [Task("compensate")]
    else:
        state = _lose_cone(state, OFFENSE, events)
        if reversed_cone:  # the defense's allies land on the planet; no rewards
            state = _land(state, defense_allies, DEFENSE, events)
            follow = [Task("compensate")]
        else:
            rewards = _rewards(state, defense_allies, DEFENSE)
            follow = [*_returns(state, defense_allies, DEFENSE), Task("compensate"), *rewards]
    at = follow.index(Task("compensate"))
    follow[at:at] = step_d
    # the ships that went to the warp are one loss event, reacted to before anything else of step (a) (§5.5.0)
    lost = loss_task(state, [now - then for now, then in zip(state.lost, before, strict=True)], OUTCOME)
    losses = [lost] if lost is not None else []
    return push(state, *losses, *reactions, *follow, Task("step_g"), Task("discard_phase"), Task("end_phase"))


StepG = Callable[[State, list[Event]], tuple[State, tuple[Task, ...]]]
"""A power's part of step (g), after the rewards (also after a deal, and for an aborted challenge): the state and the
tasks it adds (losses); the win check of (h) follows every step."""


@automatic("step_g")
def step_g(state: State, task: Task, events: list[Event]) -> State:
    added: list[Task] = []
    for power, row in rows(STEP_G):
        told = len(events)
        after, tasks = row(state, events)
        state, tasks = acting(changed(state, after, power, told, events), power, tasks, events)
        added += tasks
    return push(state, *added)


def _reactions(state: State, point: Point[Tasks], events: list[Event]) -> tuple[State, list[Task]]:
    """The tasks the rows of `point` add, read from the challenge as it stands (each turns its power up)."""
    found: list[Task] = []
    for power, reaction in rows(point):
        state, tasks = acting(state, power, reaction(state), events)
        found += tasks
    return state, found


@automatic("compensate")
def compensate(state: State, task: Task, events: list[Event]) -> State:
    """The loser who revealed a compromise draws at random from the winning main player's hand, one card per own
    ship he lost to the warp (D-06), as many as that hand holds."""
    if "compensation" not in state.flags or "ionic_gas" in state.flags:
        return state
    winner, loser = (state.offense, state.defense) if state.outcome == OFFENSE else (state.defense, state.offense)
    count = min(state.lost[loser], len(state.hands[winner]))
    if not count:
        return state
    taken, rng = state.rng.sample(state.hands[winner], count)
    hands = list(state.hands)
    hands[winner] = tuple(c for c in hands[winner] if c not in taken)
    hands[loser] = (*hands[loser], *taken)
    state = evolve(state, hands=tuple(hands), rng=rng)
    events.append({"type": "compensation", "to": None, "seat": loser, "from": winner, "count": count})
    audience = [state.seats[loser], state.seats[winner]]
    events.append(
        {"type": "cards_taken", "to": audience, "seat": loser, "from": winner, "cards": [kind_of(c) for c in taken]}
    )
    return state


def reward_actions(state: State, task: Task, seat: int) -> list[Action]:
    """One reward per committed ship (§4.8.4): a ship from the warp or a card from the talon, any mix."""
    return [{"type": "reward_ships", "n": k} for k in range(min(task.n, state.warp[seat]) + 1)]


def reward(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """The entitled allies choose at once; each choice is carried out in precedence order (`reward_do`)."""
    return replace_head(state, Task("reward_do", seat, task.n, str(int(action["n"]))))


decision(
    "reward",
    Decision(phase="rewards", legal=reward_actions, apply=reward, parallel=True),
)


@automatic("reward_do")
def reward_do(state: State, task: Task, events: list[Event]) -> State:
    """A reward carried out: cards from the talon now; the ships freed are placed once every reward is done."""
    seat, ships = task.seat, int(task.what)
    state, drawn = draw_cards(state, seat, task.n - ships)
    events.append({"type": "rewards", "to": None, "seat": seat, "ships": ships, "cards": len(drawn)})
    if drawn:
        cards = [kind_of(c) for c in drawn]
        events.append({"type": "cards_drawn", "to": [state.seats[seat]], "seat": seat, "cards": cards})
    freed = place_task(state, seat, WARP, ships) if ships else None
    if freed is None:
        return state
    waiting = 0  # the rewards still to be carried out come first: their cards are drawn in precedence order
    while waiting < len(state.tasks) and state.tasks[waiting].kind in ("reward", "reward_do"):
        waiting += 1
    return evolve(state, tasks=(*state.tasks[:waiting], freed, *state.tasks[waiting:]))
