"""Whether a power works now (spec §4.1), and the automatic powers' hooks into the steps of a challenge (§5.1, §5.5).

A power is active while its player has at least three home bases and no Cosmic Zap switched it off for this
challenge; that is checked at every moment the power would apply, so losing or regaining it is immediate.

A seat may play a second power besides its own, the one Reincarnator drew (§5.5.3): every question of what a seat
plays goes through `powers_of`, `plays` and `works` here, never through `State.powers` directly, so that the drawn
power counts the same; being active (or zapped) concerns the seat, both its powers at once.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from rules.cosmic.components import CONE_CAP
from rules.cosmic.hooks import COMMIT_CAP, SHIP_WORTH
from rules.cosmic.registry import rows
from rules.cosmic.state import State

HOME_BASES_FOR_POWER = 3


def home_bases(state: State, seat: int) -> int:
    return state.home_base_count(seat)


def active(state: State, seat: int) -> bool:
    return home_bases(state, seat) >= HOME_BASES_FOR_POWER and seat not in state.zapped


def powers_of(state: State, seat: int) -> tuple[str, ...]:
    """The powers `seat` plays: his own, then the one Reincarnator drew (rules/cosmic/aliens/reincarnator.py)."""
    extra = drawn_power(state, seat)
    return (state.powers[seat], extra) if extra else (state.powers[seat],)


def plays(state: State, seat: int, power: str) -> bool:
    """`seat` plays `power`, whether or not it is active now."""
    return state.powers[seat] == power or (bool(state.records) and drawn_power(state, seat) == power)


def drawn_power(state: State, seat: int) -> str:
    """The power Reincarnator drew for `seat` besides his own ("" none)."""
    if not state.records:  # asked at every turn of the rules: most states hold no power's record at all
        return ""
    kind = _DRAWN[0] if _DRAWN else _drawn_kind()
    for value in state.records:  # a handful at most; this is asked several times per action
        if type(value) is kind:
            drawn: tuple[str, ...] = value.extra_powers
            return drawn[seat] if drawn else ""
    return ""


_DRAWN: list[type[Any]] = []
"""Reincarnator's record class, found once: his module imports this one, so it is looked up on first use."""


def _drawn_kind() -> type[Any]:
    from rules.cosmic.aliens.reincarnator import ReincarnatorState

    _DRAWN.append(ReincarnatorState)
    return ReincarnatorState


def player_of(state: State, power: str) -> int:
    """The seat that plays `power`, -1 when it is not in the game (every power is in a game once)."""
    return next((seat for seat in range(len(state.seats)) if plays(state, seat, power)), -1)


def in_game(state: State, power: str) -> bool:
    return player_of(state, power) >= 0


def in_play(state: State) -> tuple[str, ...]:
    """Every power some seat plays now, the drawn ones included."""
    return tuple(p for seat in range(len(state.seats)) for p in powers_of(state, seat) if p)


def works(state: State, seat: int, power: str) -> bool:
    """`seat` plays `power` and it is active now."""
    return plays(state, seat, power) and active(state, seat)


def with_use(state: State, seat: int, uses: Container[str]) -> str:
    """The power of `seat` that has an optional use in `uses` (rules/cosmic/registry.py `USES`), "" none: a seat
    has at most one, since Reincarnator's own power has none and the drawn one may."""
    return next((p for p in powers_of(state, seat) if p in uses), "")


def commit_cap(state: State, seat: int) -> tuple[int, str]:
    """Ships `seat` may have in the cone once its commit step opens (§4.6, D-38), and the power that says so: 4 and ""
    unless a power of his that works says otherwise (Macron 1, 4 after his Super flare)."""
    capped = ((cap(state, seat), power) for power, cap in rows(COMMIT_CAP) if works(state, seat, power))
    return next(capped, (CONE_CAP, ""))


def ship_worth(state: State, seat: int) -> int:
    """What one ship of `seat` counts in a side's total (§4.8.0 step 2): 1, unless a power of his that works says
    otherwise (Macron's count 4)."""
    return next((worth(state, seat) for power, worth in rows(SHIP_WORTH) if works(state, seat, power)), 1)
