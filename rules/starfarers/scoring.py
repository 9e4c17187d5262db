"""Victory points, always computed from the position (spec §2.3): the VP track is only a display."""

from __future__ import annotations

from rules.starfarers.components import points
from rules.starfarers.state import State


def vp(state: State, seat: int) -> int:
    player = state.players[seat]
    return points(len(player.colonies), len(player.ports), state.disks.count(seat), len(player.specials), player.fame)
