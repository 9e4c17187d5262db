"""Compact JSON text of the plain data a game's state encodes to (dicts with text keys, lists, tuples and named
tuples, text, integers, booleans, None), as every game's `encode` writes it.

orjson makes the same text as `json.dumps(data, separators=(",", ":"))` for such data (text in ASCII, as the states
hold) in a tenth of the time: the state is encoded for every move stored, the largest value a move writes.
"""

from __future__ import annotations

from typing import Any

import orjson


def listed(value: Any) -> Any:
    """A named tuple as the list `json` makes of it (orjson takes only plain tuples)."""
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON data")


def compact(data: Any, *, sort_keys: bool = False) -> str:
    return orjson.dumps(data, default=listed, option=orjson.OPT_SORT_KEYS if sort_keys else 0).decode()
