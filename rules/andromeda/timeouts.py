"""Deadline defaults (spec §9): the move the bot makes for a seat whose deadline passed, policy "default".

Legal lists are in canonical order (kinds canonically, partners clockwise from the deciding seat), so
"the first" below is the spec's "first in canonical order":
- lap turn: `take_back`; keep/stay: `keep`; transport: `transport_pass`; action phase menu: `end_turn`;
- continue-or-swap (and A's swap): swap with the first co-player; offer: the first kind held;
- response: the first legal kind;
- an unfinished set action is completed with the smallest legal choices: the first planet, the smallest
  `n` of planet cards, bonus cards in canonical tier order only until `set_done` is legal, `place` 0;
- an unfinished exchange is finished with the cards chosen so far (`exchange_done`), or with one card
  of the first kind when none is chosen yet.
The bot calls again while the same seat acts, so a set action or an exchange is completed step by step.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.contract import Action

FIRST_OF = (
    "take_back",
    "keep",
    "transport_pass",
    "end_turn",
    "set_done",
    "exchange_done",
    "swap",
    "respond",
    "offer",
    "planet",
)
SMALLEST_OF = ("planet_cards", "place")
THEN_FIRST_OF = ("add_bonus", "exchange_card")


def timeout_action(legal: Sequence[Action]) -> Action | None:
    """The §9 default among `legal` (the seat's legal actions now), None where the spec defines none."""
    for kind in FIRST_OF:
        for action in legal:
            if action.get("type") == kind:
                return action
    for kind in SMALLEST_OF:
        sized = [a for a in legal if a.get("type") == kind and isinstance(a.get("n"), int)]
        if sized:
            return min(sized, key=lambda a: int(a["n"]))
    for kind in THEN_FIRST_OF:
        for action in legal:
            if action.get("type") == kind:
                return action
    return None
