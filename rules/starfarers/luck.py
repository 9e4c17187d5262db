"""The luck in Starfarers (`Game.luck`): the movement shake is the chance each player meets alone, every turn.

Two of the five balls (black 0, blue 1, yellow 2 twice, red 3) give the base movement; the black ball means an
encounter and a base of 3 (§2.4). Over the ten equally likely pairs the base is 3 six times, 4 twice and 5 twice:
a mean of 3.6 and a variance of 13.6 - 3.6² = 0.64. The production roll is not counted: the same dice serve every
player at once.
"""

from __future__ import annotations

import math

from rules.contract import Event, Luck
from rules.starfarers.components import movement

SHAKE_MEAN = 3.6
SHAKE_SPREAD = math.sqrt(0.64)


def luck(event: Event) -> Luck | None:
    if event.get("type") != "shaken" or event.get("to") is not None:
        return None
    balls = event.get("balls") or []
    if len(balls) != 2:
        return None
    return Luck(str(event["seat"]), float(movement((str(balls[0]), str(balls[1]))).base), SHAKE_MEAN, SHAKE_SPREAD)
