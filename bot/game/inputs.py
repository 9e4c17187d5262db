"""What the game service accepts at its boundary: ids, indexes and actions are checked before they reach the cache,
the store or the rules, so a wrong type or an absurd size is one refusal, never a cached half-game, an overflow or
a megabyte-long message.
"""

from __future__ import annotations

from typing import Any

import orjson

from bot.game.checks import INVALID
from bot.game.types import Refusal

LARGEST = 2**63 - 1
"""The largest id the store keeps (a signed 64-bit integer)."""
ACTION_LIMIT = 4096
"""The longest action, as JSON in UTF-8, a player can mean: the games' actions are a few dozen characters."""
_PLAIN = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS


def whole(value: Any) -> bool:
    return type(value) is int and 0 <= value <= LARGEST


def game_id_of(value: Any) -> int:
    """`value` as a game id, or the refusal a missing game gets."""
    if not whole(value):
        raise Refusal("There is no game with that id.", "not_found")
    return int(value)


def user_id_of(value: Any) -> int:
    if not whole(value):
        raise Refusal("That is not a player Starmail knows.", "malformed")
    return int(value)


def action_of(value: Any) -> dict[str, Any]:
    """`value` as an action: a dict with a short string type, small enough to be one."""
    if not isinstance(value, dict) or not isinstance(value.get("type"), str) or len(value["type"]) > 64:
        raise Refusal(INVALID, "malformed")
    try:  # only plain JSON data: a key that is not text, say, would not come back from the log as it was played
        size = len(orjson.dumps(value, option=_PLAIN))
    except TypeError:
        raise Refusal(INVALID, "malformed") from None
    if size > ACTION_LIMIT:
        raise Refusal(INVALID, "malformed")
    return value
