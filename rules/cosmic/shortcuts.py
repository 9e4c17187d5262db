"""Several ships into the cone as one choice (`Game.shortcuts`): "send 3 ships from Red 2".

The engine sends ships one at a time (§4.6: each ship's planet matters, since home bases decide whether a power is
active, and the ships return where they came from). The player still chooses the planet: a shortcut sends N ships
(2 up to what the step and the planet allow) from one planet, one move per ship, and the step goes on as after
single sends (another planet, or no more ships). Every chain is checked by applying its actions, so it is legal step
by step exactly as the rules say.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.contract import Action, Shortcut, Step
from rules.cosmic.names import TEXT, planet_name
from rules.cosmic.ships import cone
from rules.cosmic.state import PLAY, State

Apply = Callable[[State, str, Action], Step]

POWER_MIN_HOME_BASES = 3
"""§4.1: a power is active only while its player has at least three home bases."""


def commit_step(state: State, seat: str) -> tuple[int, int, str] | None:
    """(seat index, ships it may still send, side) while `seat` sends ships into the cone; None otherwise."""
    if state.phase != PLAY or not state.tasks or seat not in state.seats:
        return None
    task = state.tasks[0]
    index = state.seats.index(seat)
    if task.kind != "commit" or task.seat != index:
        return None
    return index, task.n, task.what


def cone_shortcuts(state: State, seat: str, locale: str, apply: Apply) -> tuple[Shortcut, ...]:
    """Per planet with ships of `seat`, in board order: send 2, 3, ... ships from it, as far as every send is legal."""
    step = commit_step(state, seat)
    if step is None:
        return ()
    index, room, side = step
    sent = cone(state, side)[index]
    most = sent + room
    home = state.home_planets(index)
    found: list[Shortcut] = []
    for planet in state.bases(index):
        send: Action = {"type": "commit", "from": planet}
        now = state
        for count in range(1, min(room, state.ships_on(planet, index)) + 1):
            try:
                now = apply(now, seat, dict(send)).state
            except ValueError:
                break
            if count < 2:
                continue
            emptied = planet in home and now.ships_on(planet, index) == 0
            weakened = emptied and now.home_base_count(index) < POWER_MIN_HOME_BASES <= state.home_base_count(index)
            actions = tuple(dict(send) for _ in range(count))
            found.append(
                Shortcut(
                    _label(planet, count, sent, most, locale), actions, _hint(planet, sent, most, weakened, locale)
                )
            )
            if commit_step(now, seat) is None:
                break  # the step is over (the cap is reached): no further ship can follow
    return tuple(found)


def _label(planet: str, count: int, sent: int, most: int, locale: str) -> str:
    return TEXT.ntr(
        locale,
        "Send {count} ship from {planet} into the cone ({total} of {most} sent)",
        "Send {count} ships from {planet} into the cone ({total} of {most} sent)",
        count,
        planet=planet_name(planet, locale),
        total=sent + count,
        most=most,
    )


def _hint(planet: str, sent: int, most: int, weakened: bool, locale: str) -> str:
    said = TEXT.ntr(
        locale,
        "So far {sent} of at most {count} ship is in the cone. Each ship is sent as a move of its own, and the "
        "sending stops where a ship can no longer go.",
        "So far {sent} of at most {count} ships are in the cone. Each ship is sent as a move of its own, and the "
        "sending stops where a ship can no longer go.",
        most,
        sent=sent,
    )
    if not weakened:
        return said
    # §4.1: the player chooses the planets because home bases decide whether his power is active
    warning = TEXT.tr(
        locale,
        "This empties {planet}: with fewer than 3 home bases your power stops working until you have 3 again.",
        planet=planet_name(planet, locale),
    )
    return f"{said} {warning}"
