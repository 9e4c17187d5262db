"""Cosmic Encounter's engine by seat index: who acts, what they may do, what an action does (spec §4).

Setup's colour picks come first (rules/cosmic/setup.py), with `choose_powers` then every seat's choice of a power,
all at once; then the turn runs as the queue of tasks of rules/cosmic/tasks.py. After every action the engine runs
the automatic tasks at the head of the queue until a decision is due, making at once every public decision that
offers a single action (§4.12), and checks for winners after every step (§6: a win check after every event that
moves ships ends the game at once).
"""

from __future__ import annotations

from importlib import import_module

from rules.contract import Action, Event
from rules.cosmic.components import WIN_BASES
from rules.cosmic.decisions import AUTOMATIC, DECISIONS
from rules.cosmic.setup import choosing, colour_choices, keep_choices, keep_power, keeping, pick_colour
from rules.cosmic.state import COLOUR, KEEP_POWER, OVER, PLAY, State, Task, foreign_base_counts
from rules.cosmic.tasks import pop
from rules.decisions import Decision, Decisions
from rules.frozen import evolve, with_field

PHASE_MODULES = tuple(
    import_module(f"rules.cosmic.{name}")
    for name in (
        "reveal",
        "consequences",
        "deals",
        "destiny",
        "flares",
        "launch",
        "losses",
        "outcome",
        "power_uses",
        "protocol",
        "ships",
        "turn",
        "aliens",
    )
)
"""Imported for their task and effect registrations."""

PARALLEL_FAMILY = {"reward": ("reward_do",)}
"""Tasks a run asked together may hold besides its own kind: a reward already chosen waits, in precedence order, for
those before it (rewards are carried out in precedence order, §4.8.4)."""

MAX_STEPS = 100_000
"""Automatic steps one action may run: far beyond any real sequence, it turns a loop in the rules into an error."""


def _pick(state: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    state = pick_colour(state, str(action["colour"]), events)
    return first_turn(state) if state.phase == PLAY else state  # the last pick dealt the game: the first turn begins


def _keep(state: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    state = keep_power(state, seat, str(action["power"]), events)
    return first_turn(state) if state.phase == PLAY else state  # the last to keep dealt the rest


SETUP: Decisions[Decision[State, str]] = Decisions("cosmic setup")
"""The decisions before the first turn, by phase (§3): then the turn's queue of tasks (rules/cosmic/decisions.py)."""
SETUP.add(
    COLOUR,
    Decision(
        legal=lambda state, phase, seat: colour_choices(state),
        apply=_pick,
        acting=lambda state, phase: (choosing(state),),
    ),
)
SETUP.add(
    KEEP_POWER,
    Decision(
        legal=lambda state, phase, seat: keep_choices(state, seat),
        apply=_keep,
        acting=lambda state, phase: keeping(state),
    ),
)
SETUP_CHECKPOINTS = frozenset({KEEP_POWER})
"""A hidden simultaneous choice is final once made (§4.13)."""


def acting(state: State) -> tuple[int, ...]:
    phase = state.phase
    if phase != PLAY:
        return () if phase == OVER else SETUP[phase].acting(state, phase)
    if not state.tasks:
        return ()
    task = state.tasks[0]
    made = DECISIONS[task.kind]
    if made.parallel:
        return tuple(sorted(t.seat for t in _run(state) if t.kind == task.kind))
    return made.acting(state, task)


def _run(state: State) -> tuple[Task, ...]:
    """The tasks at the head of the queue that are asked together (§9.1: placements, losses and rewards of several
    players at once): of the head's kind (or the execution steps of answers already given), one per seat."""
    kind = state.tasks[0].kind
    family = {kind, *PARALLEL_FAMILY.get(kind, ())}
    run: list[Task] = []
    for task in state.tasks:
        if task.kind not in family or any(t.seat == task.seat for t in run):
            break
        run.append(task)
    return tuple(run)


def task_of(state: State, seat: int) -> Task:
    """The decision task `seat` answers now: the head, or its own task in a run asked together."""
    head = state.tasks[0]
    if not DECISIONS[head.kind].parallel:
        return head
    return next(t for t in _run(state) if t.seat == seat and t.kind == head.kind)


def legal(state: State, seat: int) -> list[Action]:
    if seat not in acting(state):
        return []
    return options(state, seat)


def options(state: State, seat: int) -> list[Action]:
    """What `seat`, acting now (the caller has checked), may do."""
    phase = state.phase
    if phase != PLAY:
        return SETUP[phase].legal(state, phase, seat)
    task = task_of(state, seat)
    return DECISIONS[task.kind].legal(state, task, seat)


def apply(state: State, seat: int, action: Action, events: list[Event]) -> tuple[State, bool]:
    """Apply a legal action of an acting seat, its events appended to `events`; and whether it is a checkpoint
    (§4.13)."""
    before = state
    checkpoint = False
    phase = state.phase
    if phase != PLAY:
        state = SETUP[phase].apply(state, phase, seat, action, events)
        checkpoint = phase in SETUP_CHECKPOINTS
    else:
        task = task_of(state, seat)
        index = state.tasks.index(task)
        if index:  # an answer in a run asked together: its task comes to the head to be answered...
            state = evolve(state, tasks=(task, *state.tasks[:index], *state.tasks[index + 1 :]))
        made = DECISIONS[task.kind]
        state = made.apply(state, task, seat, action, events)
        checkpoint = made.checkpoint
        if index and state.tasks and state.tasks[0].seat == seat:  # ...and what is left of it goes back in its place
            rest = state.tasks[1:]
            state = evolve(state, tasks=(*rest[:index], state.tasks[0], *rest[index:]))
    state = advance(state, events, before.ships)
    state = with_field(state, "seq", state.seq + 1)
    # identity first: most actions leave the generator and the destiny deck as they were, the same objects
    moved = (
        (state.rng is not before.rng and state.rng != before.rng)
        or len(state.talon) != len(before.talon)
        or (state.destiny is not before.destiny and state.destiny != before.destiny)
    )
    return state, checkpoint or moved


def first_turn(state: State) -> State:
    """The dealt game before its first turn: the per-seat fields of a challenge, the fan, the first turn queued."""
    return evolve(state, tasks=(Task("turn", state.offense),), **_per_seat(state))


def _per_seat(state: State) -> dict[str, object]:
    n = len(state.seats)
    fan = ((0,) * n,) * n if state.warp_fan else ()
    per_seat = {"invited": ("",) * n, "allies": ("",) * n, "origins": ((),) * n, "selected": ("",) * n}
    # the fan's marker starts on the first player's colour (§3 step 9)
    return {**per_seat, "lost": (0,) * n, "fan": fan, "fan_marker": state.offense}


def advance(state: State, events: list[Event], checked: object = None) -> State:
    """Run automatic tasks (and single-option public decisions) until a real decision is due or the game ends.
    `checked` is a board the win check has already seen (the one before the action: the engine checked it then)."""
    for _ in range(MAX_STEPS):
        if state.ships is not checked:  # only a ship that moved can make a winner
            checked = state.ships
            state = check_win(state, events)
        if state.phase != PLAY or not state.tasks:
            return state
        task = state.tasks[0]
        run = AUTOMATIC.get(task.kind)
        if run is not None:
            state = run(pop(state), task, events)
            continue
        made = DECISIONS[task.kind]
        seats = made.acting(state, task)
        if not seats:  # everyone it would ask has already answered (a blinded player's card was drawn for him)
            state = pop(state)
            continue
        if made.public and len(seats) == 1:
            options = made.legal(state, task, seats[0])
            if len(options) == 1:
                state = made.apply(state, task, seats[0], options[0], events)
                continue
        return state
    raise RuntimeError(f"the rules ran {MAX_STEPS} steps without asking anyone: {state.tasks[:3]}")


def check_win(state: State, events: list[Event]) -> State:
    """§6: everyone with five foreign bases at the same check wins together; the game ends at once."""
    if state.phase != PLAY:
        return state
    counts = foreign_base_counts(state.ships)
    if not counts or max(counts) < WIN_BASES:  # the usual case: nobody has five
        return state
    winners = tuple(s for s, count in enumerate(counts) if count >= WIN_BASES)
    events.append({"type": "game_over", "to": None, "winners": list(winners), "reason": "five_bases"})
    return evolve(state, phase=OVER, tasks=(), winners=winners, reason="five_bases")


def is_over(state: State) -> bool:
    return state.phase == OVER
