"""Deadline defaults (spec §9): the move the bot makes for a seat whose deadline passed, policy "default".

- reaction window: `allow`;
- pair choice: the first candidate (the legal list is in planet order);
- agent bonus: `decline_bonus`;
- end-of-turn discard: `finish_turn` (discard nothing more);
- main phase: `end_turn` (the bot calls again while the same seat acts, so the turn goes on to
  `finish_turn`; an active flight simply ends with the turn), `end_flight` only if `end_turn` is not offered;
- setup prompts: the spec's default is random, so none here: the caller lets its AI choose.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.contract import Action

PRIORITY = ("allow", "remove_pair", "decline_bonus", "finish_turn", "end_turn", "end_flight")


def timeout_action(legal: Sequence[Action]) -> Action | None:
    """The §9 default among `legal` (the seat's legal actions now), None where the spec defines none."""
    for kind in PRIORITY:
        for action in legal:
            if action.get("type") == kind:
                return action
    return None
