"""Anti-Matter (spec §5.5.2): in attack against attack, his side's ship term is subtracted from his card value instead
of added, and the lower total wins (a tie still goes to the defense). Two rows of the outcome pipeline
(rules/cosmic/outcome.py): `TOTAL_RULES` for his side's total, `LOWER_WINS` for who wins."""

from __future__ import annotations

from rules.cosmic.hooks import LOWER_WINS, TOTAL_RULES, join
from rules.cosmic.outcome import ship_term
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _anti_matter(state: State, seat: int, side: str, value: int) -> int:
    return value - ship_term(state, side)


POWER = Power("anti_matter", joins=(join(TOTAL_RULES, _anti_matter), join(LOWER_WINS, True)))
