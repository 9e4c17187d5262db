"""Goods (§4.4): stacks at planets, loading, unloading with its bonus, flipping and removing twin pairs.

Everything that leaves this module about goods names shown faces (destination, value) and places, never a
card id: the goods table is public, so an id would give the hidden face away (§7).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.contract import Event
from rules.frozen import evolve, with_field
from rules.hanse.components import PLANET_IDS, WIN_SCORE
from rules.hanse.ending import finish_game, goods_exhausted_check
from rules.hanse.state import (
    CHOOSE_PAIR,
    FACE_DESTINATION,
    FACE_PLANET,
    FACE_VALUE,
    PLANET_ORDER,
    HanseState,
    PairChoice,
    PlayerState,
)


def destinations(tokens: Iterable[int]) -> list[str]:
    """The distinct shown destinations among `tokens`, in planet order."""
    return [PLANET_IDS[n] for n in sorted({FACE_PLANET[t] for t in tokens})]


def shown_values(tokens: Iterable[int]) -> list[int]:
    """Shown values, sorted descending so that no internal order shows through."""
    return sorted((FACE_VALUE[t] for t in tokens), reverse=True)


def stacks(tokens: Sequence[int]) -> list[dict[str, Any]]:
    """A planet's goods as public stacks `{destination, values}`, stacks in planet order of destination."""
    return [
        {"destination": d, "values": shown_values(t for t in tokens if FACE_DESTINATION[t] == d)}
        for d in destinations(tokens)
    ]


def faces(tokens: Iterable[int]) -> list[dict[str, Any]]:
    """Goods as a list of shown faces, in planet order then value descending."""
    return [
        {"destination": FACE_DESTINATION[t], "value": FACE_VALUE[t]}
        for t in sorted(tokens, key=lambda t: (PLANET_ORDER[FACE_DESTINATION[t]], -FACE_VALUE[t]))
    ]


def split_stack(tokens: tuple[int, ...], destination: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the stack showing `destination`, everything else)."""
    taken = tuple(t for t in tokens if FACE_DESTINATION[t] == destination)
    rest = tuple(t for t in tokens if FACE_DESTINATION[t] != destination)
    return taken, rest


def container_destination(tokens: tuple[int, ...]) -> str | None:
    """A loaded container's goods all show one destination (they were one stack)."""
    return FACE_DESTINATION[tokens[0]] if tokens else None


def empty_container(player: PlayerState) -> int | None:
    """The empty container with the lowest index: the only one a load may fill (D-33)."""
    for index, tokens in enumerate(player.containers):
        if not tokens:
            return index
    return None


def load_stack(
    state: HanseState, seat: int, planet: int, destination: str, events: list[Event], how: str
) -> HanseState:
    """Move the whole stack showing `destination` at `planet` (1..6) into the seat's lowest empty container."""
    player = state.players[seat]
    index = empty_container(player)
    assert index is not None
    taken, rest = split_stack(state.planets[planet - 1], destination)
    containers = player.containers[:index] + (taken,) + player.containers[index + 1 :]
    planets = state.planets[: planet - 1] + (rest,) + state.planets[planet:]
    events.append(
        {
            "type": "loaded",
            "to": None,
            "seat": state.seats[seat],
            "planet": PLANET_IDS[planet - 1],
            "container": index,
            "destination": destination,
            "values": shown_values(taken),
            "via": how,
        }
    )
    players = state.players_with(seat, with_field(player, "containers", containers))
    return evolve(state, players=players, planets=planets)


def unload(state: HanseState, seat: int, container: int, planet: int, events: list[Event]) -> HanseState:
    """Unload a container at `planet` (§4.4 steps 1-6). May end the game or open the pair choice.

    The caller has already moved the phase back to where play continues; this function only moves it to
    `choose_pair` or ends the game.
    """
    player = state.players[seat]
    tokens = player.containers[container]
    planet_id = PLANET_IDS[planet - 1]
    bonus = len(tokens) if not state.planets[planet - 1] else 0
    gained = sum(FACE_VALUE[t] for t in tokens) + bonus
    reached = player.score + gained >= WIN_SCORE
    score = min(WIN_SCORE, player.score + gained)
    events.append(
        {
            "type": "unloaded",
            "to": None,
            "seat": state.seats[seat],
            "planet": planet_id,
            "container": container,
            "values": shown_values(tokens),
            "bonus": bonus,
            "gained": score - player.score,
            "score": score,
        }
    )
    if reached:
        # The win is immediate: the goods stay in the container and nothing is flipped (D-36).
        state = state.with_player(seat, with_field(player, "score", score))
        return finish_game(state, "reached_70", events, winner=seat)
    flipped = tuple(t ^ 1 for t in tokens)
    events.append({"type": "flipped", "to": None, "planet": planet_id, "goods": faces(flipped)})
    containers = player.containers[:container] + ((),) + player.containers[container + 1 :]
    state = state.with_player(seat, evolve(player, score=score, containers=containers))
    counts: dict[str, int] = {}
    for t in flipped:
        counts[FACE_DESTINATION[t]] = counts.get(FACE_DESTINATION[t], 0) + 1
    candidates = tuple(d for d in destinations(flipped) if counts[d] >= 2)
    if len(candidates) > 1:
        return evolve(state, phase=CHOOSE_PAIR, pair_choice=PairChoice(planet, flipped, candidates))
    if candidates:
        state = remove_pair(state, planet, flipped, candidates[0], events)
    else:
        state = with_field(state, "planets", _joined(state, planet, flipped))
    return goods_exhausted_check(state, events)


def remove_pair(
    state: HanseState, planet: int, flipped: tuple[int, ...], destination: str, events: list[Event]
) -> HanseState:
    """Remove one pair showing `destination` from the flipped goods; the rest join the planet's stacks."""
    pair = [t for t in flipped if FACE_DESTINATION[t] == destination][:2]
    rest = list(flipped)
    for t in pair:
        rest.remove(t)
    planet_id = PLANET_IDS[planet - 1]
    events.append(
        {
            "type": "pair_removed",
            "to": None,
            "planet": planet_id,
            "destination": destination,
            "values": shown_values(pair),
        }
    )
    return evolve(
        state,
        planets=_joined(state, planet, tuple(rest)),
        removed=(*state.removed, (planet_id, destination)),
    )


def _joined(state: HanseState, planet: int, tokens: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    merged = state.planets[planet - 1] + tokens
    return state.planets[: planet - 1] + (merged,) + state.planets[planet:]
