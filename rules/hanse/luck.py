"""The luck in Hanse (`Game.luck`): the flight roll is the game's only chance a player sees happen to them.

A roll throws one die until it shows 2-6, each 1 adding 1 and rolling again (§4.3 b); Fusion Drives add a fixed
amount, which is not luck. The dice's sum X satisfies X = 1 + X' with probability 1/6, else the face 2-6, so
E[X] = (1/6)(1 + E[X]) + 20/6, giving E[X] = 21/5, and E[X²] = (1/6)(1 + 2E[X] + E[X²]) + 90/6, giving
E[X²] = 497/25 and a variance of 56/25.
"""

from __future__ import annotations

import math

from rules.contract import Event, Luck

ROLL_MEAN = 21 / 5
ROLL_SPREAD = math.sqrt(56 / 25)


def luck(event: Event) -> Luck | None:
    if event.get("type") != "rolled" or event.get("to") is not None:
        return None
    dice = event.get("dice") or []
    return Luck(str(event["seat"]), float(sum(dice)), ROLL_MEAN, ROLL_SPREAD)
