"""The check every renderer runs first: its input must be a view, never a game state.

Renderers read views only (ARCHITECTURE.md), which is what keeps hidden information hidden. A state
object, or any dict that does not have the view shape, is refused with TypeError before anything is drawn.

API:
    require_view(view, game=None) -> dict          # TypeError unless a dict with "game", "seq", "public";
                                                   # ValueError if `game` is given and differs
    require_seat_view(view, game=None) -> dict     # additionally "you" and "private" (a seat's view)
"""

from __future__ import annotations

from typing import Any

VIEW_KEYS = ("game", "seq", "public")
SEAT_VIEW_KEYS = ("you", "private")


def require_view(view: object, game: str | None = None) -> dict[str, Any]:
    if not isinstance(view, dict):
        raise TypeError(f"renderers take a view dict from Game.view, not {type(view).__name__}")
    missing = [key for key in VIEW_KEYS if key not in view]
    if missing:
        raise TypeError(f"not a view: missing {', '.join(repr(k) for k in missing)}")
    if not isinstance(view["public"], dict):
        raise TypeError("not a view: 'public' must be a dict")
    if game is not None and view["game"] != game:
        raise ValueError(f"this renderer draws {game!r} views, got a {view['game']!r} view")
    return view


def require_seat_view(view: object, game: str | None = None) -> dict[str, Any]:
    checked = require_view(view, game)
    missing = [key for key in SEAT_VIEW_KEYS if key not in checked]
    if missing:
        raise TypeError(f"not a seat's view: missing {', '.join(repr(k) for k in missing)}")
    if not isinstance(checked["private"], dict):
        raise TypeError("not a seat's view: 'private' must be a dict")
    return checked
