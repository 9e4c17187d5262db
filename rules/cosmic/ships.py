"""Ships moving (spec §4.1, §4.4-4.8): into the cone and out of it, to the warp and back, landing; and the two
sub-decisions every phase uses, placing returning ships on one's bases and choosing which ships are lost.

The cone's sides are `cone_offense` and `cone_defense`, counts per seat; `origins` remembers, per seat, where each of
its cone ships came from, so that returning ships can go back there by default (D-04).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import CONE_CAP
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, automatic, decision, pop, push, replace_head
from rules.frozen import evolve

OFFENSE = "offense"
DEFENSE = "defense"
WARP = "warp"


def _set(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def cone(state: State, side: str) -> tuple[int, ...]:
    return state.cone_offense if side == OFFENSE else state.cone_defense


def _with_cone(state: State, side: str, counts: tuple[int, ...]) -> State:
    return evolve(state, cone_offense=counts) if side == OFFENSE else evolve(state, cone_defense=counts)


def to_cone(state: State, seat: int, source: str, side: str) -> State:
    """One ship of `seat` from the planet `source` (or from the warp, `source` "warp") into its side of the cone."""
    if source == WARP:
        if state.warp[seat] < 1:
            raise ValueError(f"seat {seat} has no ship in the warp")
        state = evolve(state, warp=_set(state.warp, seat, state.warp[seat] - 1))
    else:
        state = state.with_ships(source, seat, -1)
    counts = cone(state, side)
    origins = list(state.origins)
    origins[seat] = (*origins[seat], source)
    return evolve(_with_cone(state, side, _set(counts, seat, counts[seat] + 1)), origins=tuple(origins))


def from_cone(state: State, seat: int, side: str, planet: str) -> State:
    """One cone ship of `seat` onto `planet` (returning, landing); the newest origin is forgotten."""
    counts = cone(state, side)
    if counts[seat] < 1:
        raise ValueError(f"seat {seat} has no ship in the {side} side of the cone")
    origins = list(state.origins)
    origins[seat] = origins[seat][:-1]
    state = evolve(_with_cone(state, side, _set(counts, seat, counts[seat] - 1)), origins=tuple(origins))
    return state.with_ships(planet, seat, 1)


def land(state: State, seat: int, side: str, planet: str) -> State:
    """Every cone ship of `seat` on its side lands on `planet`."""
    for _ in range(cone(state, side)[seat]):
        state = from_cone(state, seat, side, planet)
    return state


def cone_to_warp(state: State, seat: int, side: str) -> tuple[State, int]:
    """Every cone ship of `seat` on `side` goes to the warp; how many went."""
    count = cone(state, side)[seat]
    origins = list(state.origins)
    origins[seat] = ()
    state = evolve(_with_cone(state, side, _set(cone(state, side), seat, 0)), origins=tuple(origins))
    return to_warp(state, seat, count), count


def planet_to_warp(state: State, seat: int, planet: str, count: int) -> State:
    return to_warp(state.with_ships(planet, seat, -count), seat, count)


def to_warp(state: State, seat: int, count: int) -> State:
    """`count` ships of `seat` are lost to the warp; with `warp_fan` they go onto the marked segment of the fan
    (§4.9 step 4), from where a destiny card of that colour sends them into the warp itself."""
    if state.warp_fan:
        fan = list(state.fan)
        fan[state.fan_marker] = _set(fan[state.fan_marker], seat, fan[state.fan_marker][seat] + count)
        return evolve(state, fan=tuple(fan))
    return evolve(state, warp=_set(state.warp, seat, state.warp[seat] + count))


def fan_to_warp(state: State, segment: int) -> State:
    """The ships on a segment of the fan go into the warp (§4.5 step 3)."""
    ships = state.fan[segment]
    fan = list(state.fan)
    fan[segment] = (0,) * len(ships)
    return evolve(state, fan=tuple(fan), warp=tuple(w + f for w, f in zip(state.warp, ships, strict=True)))


def from_warp(state: State, seat: int, planet: str) -> State:
    """One ship of `seat` from the warp onto `planet`."""
    if state.warp[seat] < 1:
        raise ValueError(f"seat {seat} has no ship in the warp")
    return evolve(state, warp=_set(state.warp, seat, state.warp[seat] - 1)).with_ships(planet, seat, 1)


def ships_on_planets(state: State, seat: int) -> int:
    return sum(counts[seat] for counts in state.ships)


def landing_places(state: State, seat: int) -> tuple[str, ...]:
    """Where ships of `seat` that return or are freed may go (§4.8 step 4): its bases, or its home planets when it has
    no base at all."""
    return state.bases(seat) or state.home_planets(seat)


def most_ships(state: State, seat: int, planets: tuple[str, ...], foreign_first: bool = False) -> str:
    """The planet of `planets` with the most ships of `seat`; ties go to home planets first (or foreign ones first
    with `foreign_first`), then to the lowest index."""
    home = set(state.home_planets(seat))

    def rank(planet: str) -> tuple[int, bool, int]:
        foreign = planet not in home
        return (-state.ships_on(planet, seat), foreign != foreign_first, state.planet_index(planet))

    return min(planets, key=rank)


# -- placing returning ships (`place`: seat, count of ships, what = the zone they come from) ---------------------------
def place_task(state: State, seat: int, zone: str, count: int | None = None) -> Task | None:
    """The task that brings `seat`'s ships home from `zone` (a side of the cone, or "warp" for freed ships), or None
    when there is nothing to bring."""
    if zone == WARP:
        n = min(state.warp[seat], count if count is not None else state.warp[seat])
    else:
        n = cone(state, zone)[seat] if count is None else min(count, cone(state, zone)[seat])
    return Task("place", seat, n, zone) if n > 0 else None


def _origins_stand(state: State, task: Task) -> bool:
    mine = state.origins[task.seat][-task.n :] if task.what != WARP else ()
    bases = set(state.bases(task.seat))
    return bool(mine) and len(mine) == task.n and all(o in bases for o in mine)


def place_actions(state: State, task: Task, seat: int) -> list[Action]:
    places = landing_places(state, seat)
    if len(places) == 1:  # nothing to choose: made at once (§4.12)
        return [{"type": "place", "planet": places[0], "count": "all"}]
    actions: list[Action] = []
    if task.what != WARP and _origins_stand(state, task):
        actions.append({"type": "place_origin"})
    for planet in places:
        actions.append({"type": "place", "planet": planet, "count": "one"})
        if task.n > 1:
            actions.append({"type": "place", "planet": planet, "count": "all"})
    return actions


def _move_home(state: State, task: Task, planet: str) -> State:
    if task.what == WARP:
        return from_warp(state, task.seat, planet)
    return from_cone(state, task.seat, task.what, planet)


def place(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "place_origin":
        for planet in reversed(state.origins[seat][-task.n :]):
            state = from_cone(state, seat, task.what, planet)
        events.append({"type": "ships_placed", "to": None, "seat": seat, "count": task.n, "planet": None})
        return pop(state)
    moved = task.n if action["count"] == "all" else 1
    for _ in range(moved):
        state = _move_home(state, task, str(action["planet"]))
    events.append({"type": "ships_placed", "to": None, "seat": seat, "count": moved, "planet": action["planet"]})
    left = task.n - moved
    return replace_head(state, task._replace(n=left)) if left else pop(state)


decision(
    "place",
    Decision(acting=lambda state, task: (task.seat,), legal=place_actions, apply=place, parallel=True),
)


# -- losing ships (`lose`: seat, count of ships to lose from planets) --------------------------------------------------
def lose_task(state: State, seat: int, count: int) -> Task | None:
    n = min(count, ships_on_planets(state, seat))
    return Task("lose", seat, n) if n > 0 else None


@automatic("lose_open")
def lose_open(state: State, task: Task, events: list[Event]) -> State:
    """`count` ships of `seat` to lose, counted when the loss comes due (ships going home before it count)."""
    found = lose_task(state, task.seat, task.n)
    return push(state, found) if found is not None else state


def lose_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "lose", "planet": p} for p in state.planets if state.ships_on(p, seat) > 0]


def lose(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = planet_to_warp(state, seat, str(action["planet"]), 1)
    events.append({"type": "ships_lost", "to": None, "seat": seat, "count": 1, "planet": action["planet"]})
    left = min(task.n - 1, ships_on_planets(state, seat))
    return replace_head(state, task._replace(n=left)) if left else pop(state)


decision("lose", Decision(acting=lambda state, task: (task.seat,), legal=lose_actions, apply=lose, parallel=True))


# -- moving ships onto one planet (a reclaimed home planet, a deal's base: `what` is the planet) ----------------------
def onto_actions(state: State, task: Task, seat: int) -> list[Action]:
    """1-4 ships (D-15, D-31), one per step, from any other base or, for the offense, from the cone; `done` once one
    has arrived (the task's `n` is how many more may come)."""
    actions: list[Action] = []
    if seat == state.offense and state.cone_offense[seat] > 0:
        actions.append({"type": "commit", "from": "cone"})
    actions += [{"type": "commit", "from": p} for p in state.bases(seat) if p != task.what]
    if task.n < CONE_CAP:
        actions.append({"type": "done"})
    return actions


def onto(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "done":
        return pop(state)
    source = str(action["from"])
    if source == "cone":
        state = from_cone(state, seat, OFFENSE, task.what)
    else:
        state = state.with_ships(source, seat, -1).with_ships(task.what, seat, 1)
    events.append({"type": "ship_moved", "to": None, "seat": seat, "from": source, "planet": task.what})
    left = task._replace(n=task.n - 1)
    if left.n == 0 or all(a["type"] == "done" for a in onto_actions(state, left, seat)):
        return pop(state)
    return replace_head(state, left)
