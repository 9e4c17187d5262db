"""The movement phase (spec §4.6, §4.8, §4.10, decisions D09-D12, D17-D18, D25, D38, D46): the shake, ships moving
one edge per action, where a ship may end, leave-obligations, peeks, pirate lairs and ice planets, and what a ship
does when it stops (found a colony, establish a trade station and take a friendship card).

One ship flies at a time: it completes its move before another starts. A step is legal only if the ship can still
end legally within its remaining points, so a ship never gets stuck where it may not stay.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.starfarers.board import BASES, NEIGHBOURS, PLANETS, SYSTEMS, Planet, distances_from, launch_points
from rules.starfarers.components import TOKEN_BY_ID, movement, pair_of
from rules.starfarers.friends import drive_symbols, gun_symbols
from rules.starfarers.state import END_MOVE, FRIEND, MOVE, OVER, Player, Ship, State
from rules.starfarers.turns import check_win, end_turn

OUTER_SYSTEMS = frozenset(s.id for s in SYSTEMS if not s.home)
COLONY_POINTS: dict[str, str] = {point: s.id for s in SYSTEMS for point in s.colony_points}
"""Colony point -> its system."""
TRADE_POINTS: dict[str, tuple[int, int]] = {
    point: (b, n) for b, base in enumerate(BASES) for n, point in enumerate(base.trade_points, start=1)
}
"""Trade point -> (base index, its number 1..5)."""
PLANETS_AT: dict[str, tuple[Planet, ...]] = {}
for _planet in PLANETS:
    for _point in _planet.adjacent:
        PLANETS_AT[_point] = (*PLANETS_AT.get(_point, ()), _planet)
PLANET_INDEX = {p.id: i for i, p in enumerate(PLANETS)}


def drives_total(state: State, seat: int) -> int:
    player = state.players[seat]
    return player.drives + drive_symbols(player.friends)


def guns_total(state: State, seat: int) -> int:
    player = state.players[seat]
    return player.guns + gun_symbols(player.friends)


def ship_of(state: State, number: int) -> Ship:
    return next(s for s in state.players[state.active].ships if s.number == number)


# -- the shake (4.6.1) ------------------------------------------------------------------------------------------
def shake_pair(state: State) -> tuple[tuple[str, str], State]:
    """Two of the five balls (the rig's forced pair first, §10)."""
    if state.rig_shakes:
        first = state.rig_shakes[0]
        return (first[0], first[1]), evolve(state, rig_shakes=state.rig_shakes[1:])
    index, rng = state.rng.below(10)
    return pair_of(index), evolve(state, rng=rng)


def shake(state: State, events: list[Event]) -> tuple[State, bool]:
    """4.6.1: the movement shake (its public event appended); returns the state and whether the black ball came
    up."""
    pair, state = shake_pair(state)
    result = movement(pair)
    events.append({"type": "shaken", "to": None, "seat": state.active, "balls": list(pair)})
    return evolve(state, base_move=result.base), result.encounter


# -- where a ship may end (4.6.4) -------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Board:
    """What E1-E6 read of one players tuple: listing legal moves asks them for dozens of nodes of one position.
    Holding the tuple itself keeps the identity test sound (it cannot be collected and its id reused); the last one
    is swapped in whole, so threads drawing moves for different games never read a mix of two."""

    players: tuple[Player, ...]
    neutral: tuple[str, ...]
    pieces: frozenset[str]  # colonies, space ports, trade stations, neutral pieces (E2)
    ships: dict[str, tuple[tuple[int, int], ...]]  # node -> (seat, ship number) of each ship on it (E1)
    launch: dict[int, frozenset[str]] = field(default_factory=dict)  # seat -> other players' launch points (E3)


class _Last:
    board: ClassVar[_Board | None] = None  # one attribute, replaced whole


def _board(state: State) -> _Board:
    board = _Last.board
    if board is not None:
        if board.players is state.players:
            return board
        if board.neutral is state.neutral and _same_pieces(board.players, state.players):  # a hand changed, say
            board = _Last.board = _Board(state.players, state.neutral, board.pieces, board.ships, board.launch)
            return board
    nodes = set(state.neutral)
    ships: dict[str, tuple[tuple[int, int], ...]] = {}
    for seat, player in enumerate(state.players):
        nodes.update(player.colonies)
        nodes.update(BASES[b].trade_points[n - 1] for b, n in _station_points(player.stations))
        for ship in player.ships:
            ships[ship.node] = (*ships.get(ship.node, ()), (seat, ship.number))
    board = _Last.board = _Board(state.players, state.neutral, frozenset(nodes), ships)
    return board


def _same_pieces(old: tuple[Player, ...], new: tuple[Player, ...]) -> bool:
    """Whether every player's pieces are the very same tuples (states share what an action did not change)."""
    return len(old) == len(new) and all(
        a is b or (a.colonies is b.colonies and a.ports is b.ports and a.stations is b.stations and a.ships is b.ships)
        for a, b in zip(old, new, strict=True)
    )


def occupied_by_piece(state: State) -> frozenset[str]:
    """Nodes holding a colony, space port, trade station or neutral piece (E2)."""
    return _board(state).pieces


_BASE_INDEX = {b.id: i for i, b in enumerate(BASES)}


def _station_points(stations: tuple[tuple[str, int], ...]) -> list[tuple[int, int]]:
    return [(_BASE_INDEX[base], n) for base, n in stations]


def foreign_launch_points(state: State, seat: int, board: _Board | None = None) -> frozenset[str]:
    board = board or _board(state)
    found = board.launch.get(seat)
    if found is None:
        found = frozenset(
            point
            for other, player in enumerate(state.players)
            if other != seat
            for port in player.ports
            for point in launch_points(port)
        )
        board.launch[seat] = found
    return found


def origin(state: State, number: int) -> str | None:
    for n, at in state.origins:
        if n == number:
            return at
    return None


def legal_end(state: State, ship: Ship, at: str, *, duty: str | None = None, board: _Board | None = None) -> bool:
    """E1-E6 for `ship` of the active player ending on `at`; `duty` is the node a live obligation makes it leave."""
    seat = state.active
    if duty is not None and at == duty:  # E6
        return False
    board = board or _board(state)
    if at in foreign_launch_points(state, seat, board):  # E3
        return False
    for other, number in board.ships.get(at, ()):  # E1
        if other != seat or number != ship.number:
            return False
    if at == origin(state, ship.number):
        return True  # where it stood when the phase began (E2, E4 and E5 do not apply there)
    if at in board.pieces:  # E2
        return False
    if ship.kind == "colony" and at in TRADE_POINTS:  # E4
        return False
    if ship.kind == "trade" and at in COLONY_POINTS:  # E4
        return False
    return not (ship.kind == "trade" and at in TRADE_POINTS and state.players[seat].freight < TRADE_POINTS[at][1])


@cache
def _nearest_first(start: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Every node and its distance from `start`, nearest first (the breadth-first search finds them in that order)."""
    found = distances_from(start)
    return tuple(found), tuple(found.values())


@cache
def within(start: str, radius: int) -> tuple[str, ...]:
    """Every node within `radius` edges of `start` (occupancy ignored), nearest first."""
    nodes, steps = _nearest_first(start)
    return nodes[: bisect_right(steps, radius)]


def duty_of(state: State, number: int) -> str | None:
    """The node ship `number` must leave while its obligation is possible, else None (an impossible one lapses)."""
    node = next((at for n, at in state.duties if n == number), None)
    if node is None or number in state.frozen:
        return None
    ship = ship_of(state, number)
    reach = state.left[number - 1] if state.flying == number else allowance(state)
    if any(at != node and legal_end(state, evolve(ship, node=node), at, duty=node) for at in within(ship.node, reach)):
        return node
    return None


def allowance(state: State) -> int:
    """A ship's movement points when it starts to move (D38: counted at that moment)."""
    return state.base_move + drives_total(state, state.active)


# -- the phase ----------------------------------------------------------------------------------------------------
def begin(state: State, events: list[Event]) -> State:
    """4.6.2: after the shake (and any encounter): obligations noted, pirate lairs and ice planets checked."""
    seat = state.active
    launch = foreign_launch_points(state, seat)
    duties: list[tuple[int, str]] = []
    for ship in state.players[seat].ships:
        if ship.number in state.finished:
            continue
        o1 = ship.kind == "colony" and COLONY_POINTS.get(ship.node) in OUTER_SYSTEMS
        if o1 or ship.node in launch:
            duties.append((ship.number, ship.node))
    origins = tuple((ship.number, ship.node) for ship in state.players[seat].ships)
    state = evolve(state, phase=MOVE, duties=tuple(duties), origins=origins, flying=0)
    for ship in state.players[seat].ships:
        state = special_check(state, ship.node, events)
    state = check_win(state, events)
    return state if state.phase == OVER else _settle(state, events)


def choices(state: State) -> list[Action]:
    """The ship loop's legal actions (4.6.3)."""
    found: list[Action] = []
    ships = state.players[state.active].ships
    movable = [s for s in ships if s.number not in state.finished and s.number not in state.frozen]
    flying = [s for s in movable if s.number == state.flying]
    for ship in flying or movable:
        left = state.left[ship.number - 1] if ship.number == state.flying else allowance(state)
        if left < 1:
            continue
        duty = duty_of(state, ship.number)
        ends: dict[str, bool] = {}  # E1-E6 do not depend on where the ship stands: ask each node once
        # A legal end at most left - 2 steps away is at most left - 1 steps from every neighbour: then every step
        # is possible, and the neighbours need no search of their own (the usual case, far from the board's edge).
        anywhere = left >= 2 and _reachable(state, ship, ship.node, left - 2, duty, ends)
        for to in sorted(NEIGHBOURS[ship.node]):
            if anywhere or _reachable(state, ship, to, left - 1, duty, ends):
                found.append({"type": "step", "ship": ship.number, "to": to})
    if flying:
        ship = flying[0]
        if legal_end(state, ship, ship.node, duty=duty_of(state, ship.number)):
            found.append({"type": "stop"})
        return found
    for ship in movable:
        if _may_stay(state, ship):
            found.append({"type": "stay", "ship": ship.number})
    if not any(duty_of(state, s.number) is not None for s in movable):
        found.append({"type": "end_movement"})
    return found


def _reachable(state: State, ship: Ship, to: str, radius: int, duty: str | None, ends: dict[str, bool]) -> bool:
    """Whether some legal end node for `ship` lies within `radius` of `to` (distance ignores occupancy); `ends`
    remembers the answers of E1-E6 for this ship."""
    board = _board(state)
    for at in within(to, radius):
        legal = ends.get(at)
        if legal is None:
            legal = ends[at] = legal_end(state, ship, at, duty=duty, board=board)
        if legal:
            return True
    return False


def reachable(state: State) -> dict[int, list[str]]:
    """Where each ship of the active player that may still move could end its move now (E1-E6 within its points),
    nearest first: the board marks them (§9.4, "reachable nodes")."""
    if state.phase != MOVE:
        return {}
    found: dict[int, list[str]] = {}
    board = _board(state)
    for ship in state.players[state.active].ships:
        number = ship.number
        if number in state.finished or number in state.frozen or (state.flying and state.flying != number):
            continue
        left = state.left[number - 1] if state.flying == number else allowance(state)
        duty = duty_of(state, number)
        ends = [
            at
            for at in within(ship.node, left)
            if at != ship.node and legal_end(state, ship, at, duty=duty, board=board)
        ]
        if ends:
            found[number] = ends
    return found


def _may_stay(state: State, ship: Ship) -> bool:
    duty = duty_of(state, ship.number)
    return duty is None or (ship.kind == "colony" and can_found(state, ship))


def step(state: State, number: int, to: str, events: list[Event]) -> State:
    seat = state.active
    left = list(state.left)
    if state.flying != number:
        left[number - 1] = allowance(state)
    left[number - 1] -= 1
    ships = tuple(evolve(s, node=to) if s.number == number else s for s in state.players[seat].ships)
    state = evolve(state.with_player(seat, ships=ships), flying=number, left=(left[0], left[1], left[2]))
    events.append({"type": "stepped", "to": None, "seat": seat, "ship": number, "node": to})
    state = peek(state, to, events)
    state = special_check(state, to, events)
    state = check_win(state, events)
    if state.phase == OVER:
        return state
    if left[number - 1] == 0:
        state = _finish(state, [number], events)
    return state


def stop(state: State, events: list[Event]) -> State:
    return _finish(state, [state.flying], events)


def stay(state: State, number: int, events: list[Event]) -> State:
    events.append({"type": "stayed", "to": None, "seat": state.active, "ship": number})
    return _finish(state, [number], events)


def end_movement(state: State, events: list[Event]) -> State:
    events.append({"type": "movement_ended", "to": None, "seat": state.active})
    waiting = [s.number for s in state.players[state.active].ships if s.number not in state.finished]
    return _finish(state, waiting, events)


def _finish(state: State, numbers: list[int], events: list[Event]) -> State:
    """Ships finish their movement; each gets its end-of-movement prompt in turn (4.6.6)."""
    state = evolve(state, finished=(*state.finished, *numbers), flying=0, finishing=(*state.finishing, *numbers))
    return _settle(state, events)


def _settle(state: State, events: list[Event]) -> State:
    """The next end-of-movement prompt, or the ship loop, or (every ship done) the end of the turn."""
    while state.finishing:
        number, rest = state.finishing[0], state.finishing[1:]
        state = evolve(state, finishing=rest)
        ship = next((s for s in state.players[state.active].ships if s.number == number), None)
        if ship is None:
            continue
        if can_found(state, ship) or can_establish(state, ship):
            # an O1 ship that stayed on the point its live obligation made it leave must found (4.6.6)
            must = ship.kind == "colony" and duty_of(state, number) == ship.node
            return evolve(state, phase=END_MOVE, task=(number, must))
    ships = state.players[state.active].ships
    idle = [s.number for s in ships if s.number not in state.finished]
    if idle and all(n in state.frozen for n in idle):
        return _finish(state, sorted(idle), events)  # frozen ships finish where they stand
    if idle:
        return evolve(state, phase=MOVE, task=())
    return end_turn(_clear(state), events)


def _clear(state: State) -> State:
    return evolve(
        state,
        base_move=0,
        left=(-1, -1, -1),
        flying=0,
        finished=(),
        frozen=(),
        duties=(),
        origins=(),
        finishing=(),
        task=(),
    )


# -- peeks and special tokens (4.6.5, 4.8) ------------------------------------------------------------------------
def peek(state: State, at: str, events: list[Event]) -> State:
    """The active player privately learns every face-down token next to `at` (D35)."""
    seat = state.active
    known = set(state.players[seat].peeked)
    seen = [
        token for planet in PLANETS_AT.get(at, ()) for pid, token, up in state.tokens if pid == planet.id and not up
    ]
    new = [t for t in seen if t not in known]
    if new:
        state = state.with_player(seat, peeked=(*state.players[seat].peeked, *new))
        planets = [p.id for p in PLANETS_AT.get(at, ()) if any(pid == p.id and t in new for pid, t, _ in state.tokens)]
        events.append({"type": "peeked", "to": [state.seats[seat]], "seat": seat, "tokens": new, "planets": planets})
        events.append({"type": "passed_by", "to": None, "seat": seat, "planets": planets})
    return state


def special_check(state: State, at: str, events: list[Event]) -> State:
    """4.8: a pirate lair the active player's guns beat, or an ice planet their freight rings thaw, next to `at`."""
    seat = state.active
    for planet in sorted(PLANETS_AT.get(at, ()), key=lambda p: p.id):
        index = PLANET_INDEX[planet.id]
        pid, token_id, _up = state.tokens[index]
        token = TOKEN_BY_ID[token_id]
        strong = (token.kind == "pirate" and token.value <= guns_total(state, seat)) or (
            token.kind == "ice" and token.value <= state.players[seat].freight
        )
        if not strong or not state.reserve:
            continue
        reserve = list(state.reserve)
        pick, rng = state.rng.below(len(reserve))
        placed = reserve.pop(pick)
        tokens = list(state.tokens)
        tokens[index] = (pid, placed, True)
        player = state.players[seat]
        state = evolve(state, tokens=tuple(tokens), reserve=tuple(reserve), rng=rng)
        state = state.with_player(seat, specials=(*player.specials, token_id))
        events.append({"type": "special", "to": None, "seat": seat, "planet": pid, "token": token_id, "new": placed})
    return state


# -- what a ship does when it stops (4.6.6, 4.10) -----------------------------------------------------------------
def colony_cap(state: State) -> int:
    return 3 if len(state.seats) == 4 else 2


def can_found(state: State, ship: Ship) -> bool:
    system = COLONY_POINTS.get(ship.node)
    if ship.kind != "colony" or system not in OUTER_SYSTEMS:
        return False
    if ship.node in occupied_by_piece(state):
        return False
    planets = [p for p in PLANETS_AT[ship.node] if ship.node in p.colony_points]
    if any(TOKEN_BY_ID[state.tokens[PLANET_INDEX[p.id]][1]].kind != "number" for p in planets):
        return False
    points = next(s.colony_points for s in SYSTEMS if s.id == system)
    there = sum(1 for player in state.players for c in player.colonies if c in points)
    return there < colony_cap(state)


def can_establish(state: State, ship: Ship) -> bool:
    if ship.kind != "trade" or ship.node not in TRADE_POINTS:
        return False
    base, n = TRADE_POINTS[ship.node]
    taken = sorted(k for player in state.players for b, k in _station_points(player.stations) if b == base)
    return taken == list(range(1, n)) and state.players[state.active].freight >= n


def end_choices(state: State) -> list[Action]:
    number, must = int(state.task[0]), bool(state.task[1])
    ship = ship_of(state, number)
    found: list[Action] = []
    if can_found(state, ship):
        found.append({"type": "found_colony"})
    if can_establish(state, ship):
        found.append({"type": "establish_station"})
    if not must:
        found.append({"type": "decline"})
    return found


def end_move(state: State, kind: str, events: list[Event]) -> State:
    seat = state.active
    number = int(state.task[0])
    ship = ship_of(state, number)
    player = state.players[seat]
    ships = tuple(s for s in player.ships if s.number != number)
    if kind == "found_colony":
        state = state.with_player(seat, ships=ships, colonies=(*player.colonies, ship.node))
        tokens = list(state.tokens)
        for planet in PLANETS_AT[ship.node]:
            if ship.node in planet.colony_points:
                index = PLANET_INDEX[planet.id]
                tokens[index] = (tokens[index][0], tokens[index][1], True)
        state = evolve(state, tokens=tuple(tokens))
        events.append({"type": "founded", "to": None, "seat": seat, "ship": number, "node": ship.node})
    elif kind == "establish_station":
        base, n = TRADE_POINTS[ship.node]
        state = state.with_player(seat, ships=ships, stations=(*player.stations, (BASES[base].id, n)))
        events.append({"type": "established", "to": None, "seat": seat, "ship": number, "base": BASES[base].id, "n": n})
        state = check_win(state, events)
        if state.phase == OVER:
            return state
        return evolve(state, phase=FRIEND, task=(base,))
    else:
        events.append({"type": "declined", "to": None, "seat": seat, "ship": number})
    state = check_win(evolve(state, task=()), events)
    if state.phase == OVER:
        return state
    return _settle(state, events)


def friend_choices(state: State) -> list[Action]:
    return [{"type": "take_friendship", "card": card} for card in state.base_cards[int(state.task[0])]]


def take_friendship(state: State, card: str, events: list[Event]) -> State:
    seat = state.active
    base = int(state.task[0])
    cards = list(state.base_cards)
    cards[base] = tuple(c for c in cards[base] if c != card)
    state = evolve(state, base_cards=tuple(cards), task=())
    state = state.with_player(seat, friends=(*state.players[seat].friends, card))
    events.append({"type": "befriended", "to": None, "seat": seat, "card": card})
    state = _recount_disk(state, base, events)
    for ship in state.players[seat].ships:  # Scientists' guns may beat a pirate lair at once (4.8)
        state = special_check(state, ship.node, events)
    state = check_win(state, events)
    if state.phase == OVER:
        return state
    return _settle(state, events)


def _recount_disk(state: State, base: int, events: list[Event]) -> State:
    """4.10: the most stations at the base holds its disk; a tie goes to the lower-numbered station (D22)."""
    standing: list[tuple[int, int, int]] = []
    for seat, player in enumerate(state.players):
        mine = [n for b, n in _station_points(player.stations) if b == base]
        if mine:
            standing.append((-len(mine), min(mine), seat))
    holder = min(standing)[2] if standing else -1
    if holder != state.disks[base]:
        disks = list(state.disks)
        events.append({"type": "disk", "to": None, "base": BASES[base].id, "from": disks[base], "seat": holder})
        disks[base] = holder
        state = evolve(state, disks=tuple(disks))
    return state
