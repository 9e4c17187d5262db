"""Ships moving (spec §4.1, §4.4-4.8): into the cone and out of it, to the warp and back, landing; and the
sub-decision every phase uses to place returning ships on one's bases.

The cone's sides are `cone_offense` and `cone_defense`, counts per seat; `origins` remembers, per seat, where each of
its cone ships came from, so that returning ships can go back there by default (D-04).

The moves here are raw: ships that are lost go through the loss-event pipeline (rules/cosmic/losses.py, which also
holds the `lose` decision), so that the powers reacting to losses see every one. Lost ships lie in a "lost zone":
the warp, or with `warp_fan` the fan segment they were put on (`fan:<segment>`); a reaction takes them from there.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import CONE_CAP
from rules.cosmic.decisions import Decision, decision
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, replace_head
from rules.frozen import evolve

OFFENSE = "offense"
DEFENSE = "defense"
WARP = "warp"
FAN = "fan:"
"""A fan segment as a lost zone: `fan:<segment>`."""


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


def lost_zone(state: State) -> str:
    """Where `to_warp` puts lost ships now: the warp, or the fan's marked segment."""
    return f"{FAN}{state.fan_marker}" if state.warp_fan else WARP


def _is_lost_zone(zone: str) -> bool:
    return zone == WARP or zone.startswith(FAN)


def in_lost_zone(state: State, seat: int, zone: str) -> int:
    """The ships of `seat` in the warp or on a fan segment."""
    return state.warp[seat] if zone == WARP else state.fan[int(zone.removeprefix(FAN))][seat]


def from_lost_zone(state: State, seat: int, zone: str, count: int) -> State:
    """`count` ships of `seat` out of the warp or a fan segment (on their way home, or out of the game)."""
    held = in_lost_zone(state, seat, zone)
    if held < count:
        raise ValueError(f"seat {seat} has only {held} ships in {zone}")
    if zone == WARP:
        return evolve(state, warp=_set(state.warp, seat, held - count))
    segment = int(zone.removeprefix(FAN))
    fan = list(state.fan)
    fan[segment] = _set(fan[segment], seat, held - count)
    return evolve(state, fan=tuple(fan))


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
    """The task that brings `seat`'s ships home from `zone` (a side of the cone, or a lost zone: "warp" for freed
    ships, `fan:<segment>` for lost ships a power brings back), or None when there is nothing to bring."""
    held = in_lost_zone(state, seat, zone) if _is_lost_zone(zone) else cone(state, zone)[seat]
    n = held if count is None else min(count, held)
    return Task("place", seat, n, zone) if n > 0 else None


def _origins_stand(state: State, task: Task) -> bool:
    mine = state.origins[task.seat][-task.n :] if not _is_lost_zone(task.what) else ()
    bases = set(state.bases(task.seat))
    return bool(mine) and len(mine) == task.n and all(o in bases for o in mine)


def place_actions(state: State, task: Task, seat: int) -> list[Action]:
    places = landing_places(state, seat)
    if len(places) == 1:  # nothing to choose: made at once (§4.12)
        return [{"type": "place", "planet": places[0], "count": "all"}]
    actions: list[Action] = []
    if _origins_stand(state, task):
        actions.append({"type": "place_origin"})
    for planet in places:
        actions.append({"type": "place", "planet": planet, "count": "one"})
        if task.n > 1:
            actions.append({"type": "place", "planet": planet, "count": "all"})
    return actions


def _move_home(state: State, task: Task, planet: str) -> State:
    if _is_lost_zone(task.what):
        return from_lost_zone(state, task.seat, task.what, 1).with_ships(planet, task.seat, 1)
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
    Decision(phase="place", legal=place_actions, apply=place, parallel=True),
)


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
