"""The outer shape every view shares (shared/design/ENGINE.md, `view`), built in one place for all games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.contract import View


def view_envelope(
    game_id: str,
    seq: int,
    acting: Sequence[str],
    over: bool,
    public: dict[str, Any],
    seat: str | None,
    private: Callable[[], dict[str, Any]],
) -> View:
    """`{"game", "seq", "acting", "over", "public"}` plus `"you"`/`"private"` for a seat.

    `private` is only called for a seat's view, so the public view never even computes private data.
    """
    out: View = {"game": game_id, "seq": seq, "acting": list(acting), "over": over, "public": public}
    if seat is not None:
        out["you"] = seat
        out["private"] = private()
    return out
