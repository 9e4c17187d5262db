"""The luck in Andromeda (`Game.luck`): each blind draw of the planet ring (R-5.3).

A draw takes one station uniformly from the pool; the founder is lucky when it is theirs. Its value is 1 (their own
station: a trading centre) or 0, its mean the chance of that, own / pool, and its spread the standard deviation of
such a draw. A draw that could not fail (only the founder's stations left) carries no luck.
"""

from __future__ import annotations

import math

from rules.contract import Event, Luck


def luck(event: Event) -> Luck | None:
    if event.get("type") != "ring_draw" or event.get("to") is not None:
        return None
    own, pool = event.get("own"), event.get("pool")
    if not isinstance(own, int) or not isinstance(pool, int) or not 0 < own < pool:
        return None
    chance = own / pool
    drew_own = event.get("drawn") == event.get("seat")
    return Luck(str(event["seat"]), 1.0 if drew_own else 0.0, chance, math.sqrt(chance * (1 - chance)))
