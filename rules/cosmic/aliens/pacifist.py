"""Pacifist (spec §5.5.2): a main player who revealed a compromise against an attack card wins; no compensation is
due, since the loser revealed an attack card. A mark at the outcome's `COMPROMISE_WINS` (rules/cosmic/outcome.py, step
3); compromise against compromise stays a deal."""

from __future__ import annotations

from rules.cosmic.hooks import COMPROMISE_WINS, join
from rules.cosmic.registry import Power

POWER = Power("pacifist", joins=(join(COMPROMISE_WINS, True),))
