"""Planet actions (§4.3 e, §4.4): load, unload and buy, on a surface or from orbit with an Orbital Station.

Any planet action ends an active flight. In `main` it uses one of the turn's two planet actions; as the agent
bonus it uses none. From an orbit it always uses one orbital use; on a surface never.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.frozen import evolve, with_field
from rules.hanse.components import PLANET_IDS, TECHNOLOGY_KINDS
from rules.hanse.goods import destinations, load_stack, unload
from rules.hanse.hands import lowest_copy, without
from rules.hanse.state import FACE_DESTINATION, MAIN, HanseState, PlayerState, Turn


def concerned_planet(position: str | None, turn: Turn) -> tuple[int, bool] | None:
    """(planet index, from orbit) for the ship's position, or None where no planet action is possible."""
    if position is None:
        return None
    where = _PLANET_AT.get(position)
    if where is None or (where[1] and turn.orbital_uses_left < 1):
        return None
    return where


_PLANET_AT: dict[str, tuple[int, bool]] = {
    **{f"p{n}": (n, False) for n in range(1, len(PLANET_IDS) + 1)},
    **{f"o{n}": (n, True) for n in range(1, len(PLANET_IDS) + 1)},
}
"""Surface or orbit position -> (planet index, from orbit); gaps are not listed."""


def planet_actions(state: HanseState, player: PlayerState, turn: Turn, hand_kinds: tuple[str, ...]) -> list[Action]:
    """Every load, unload and buy possible at the ship's position (location rule only; the caller checks
    whether a planet action is available at all). `hand_kinds` are the kinds in the player's hand."""
    where = concerned_planet(player.position, turn)
    if where is None:
        return []
    planet, _ = where
    planet_id = PLANET_IDS[planet - 1]
    actions: list[Action] = []
    containers = player.containers
    if () in containers:
        actions.extend({"type": "load", "destination": d} for d in destinations(state.planets[planet - 1]))
    for index, tokens in enumerate(containers):
        if tokens and FACE_DESTINATION[tokens[0]] == planet_id:
            actions.append({"type": "unload", "container": index})
    if player.score >= turn.price:
        actions.extend({"type": "buy", "card": kind} for kind in hand_kinds if kind in TECHNOLOGY_KINDS)
    return actions


def apply_planet_action(state: HanseState, action: Action, bonus: bool, events: list[Event]) -> HanseState:
    """Perform a legal planet action; the phase returns to `main` unless the game ends or a pair is chosen."""
    seat = state.active
    assert seat is not None and state.turn is not None
    player = state.players[seat]
    turn = state.turn
    where = concerned_planet(player.position, turn)
    assert where is not None
    planet, from_orbit = where
    turn = evolve(
        turn,
        flight_energy=None,
        flight_kind=None,
        start_window=False,
        planet_actions_left=turn.planet_actions_left if bonus else turn.planet_actions_left - 1,
        orbital_uses_left=turn.orbital_uses_left - 1 if from_orbit else turn.orbital_uses_left,
    )
    if state.turn.flight_energy is not None:
        events.append(
            {"type": "flight_ended", "to": None, "seat": state.seats[seat], "energy_lost": state.turn.flight_energy}
        )
    state = evolve(state, turn=turn, phase=MAIN)
    how = "orbit" if from_orbit else "surface"
    kind = action["type"]
    if kind == "load":
        return load_stack(state, seat, planet, action["destination"], events, how)
    if kind == "unload":
        return unload(state, seat, action["container"], planet, events)
    return buy(state, seat, action["card"], events)


def buy(state: HanseState, seat: int, kind: str, events: list[Event]) -> HanseState:
    """Pay the turn's fixed price and put the technology into the tableau; it works at once (D-22)."""
    assert state.turn is not None
    player = state.players[seat]
    card = lowest_copy(player.hand, kind)
    containers = player.containers + ((),) if kind == "container" else player.containers
    player = evolve(
        player,
        score=player.score - state.turn.price,
        hand=without(player.hand, card),
        tableau=(*player.tableau, card),
        containers=containers,
    )
    turn = state.turn
    if kind == "orbitalstation":
        turn = with_field(turn, "orbital_uses_left", turn.orbital_uses_left + 1)
    events.append({"type": "bought", "to": None, "seat": state.seats[seat], "card": kind, "price": state.turn.price})
    return evolve(state, players=state.players_with(seat, player), turn=turn)
