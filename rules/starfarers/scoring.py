"""Victory points, always computed from the position (spec §2.3): the VP track is only a display."""

from __future__ import annotations

from rules.starfarers.components import Holdings, victory_points
from rules.starfarers.state import State


def vp(state: State, seat: int) -> int:
    player = state.players[seat]
    held = Holdings(
        colonies=len(player.colonies),
        spaceports=len(player.ports),
        friendship_disks=sum(1 for holder in state.disks if holder == seat),
        lair_and_ice_tokens=len(player.specials),
        fame_rings=player.fame,
    )
    return victory_points(held)
