"""Find a game's renderer by the view it is given: `render.<game id>` with `board(view)` and `hand(view, locale)`.

The bot and the CLI call these two functions and never name a game, so a new game only adds its module.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Any

from render.guard import require_view
from render.picture import Picture


def _module(view: dict[str, Any]) -> ModuleType:
    game = str(view["game"])
    name = f"render.{game}"
    if not game.isidentifier() or importlib.util.find_spec(name) is None:
        raise LookupError(f"There is no board picture for {game!r} yet.")
    return importlib.import_module(name)


def has_renderer(game_id: str) -> bool:
    """Whether `render.<game_id>` exists."""
    return game_id.isidentifier() and importlib.util.find_spec(f"render.{game_id}") is not None


def board_picture(view: object) -> Picture:
    """The board image of a public view (`view(state, None)`)."""
    checked = require_view(view)
    if "private" in checked or "you" in checked:
        raise ValueError("board pictures are drawn from the public view only")
    picture: Picture = _module(checked).board(checked)
    return picture


def hand_picture(view: object, locale: str = "en") -> Picture:
    """The hand image of one seat's view (`view(state, seat)`)."""
    checked = require_view(view)
    if "private" not in checked:
        raise ValueError("hand pictures need a seat's view")
    picture: Picture = _module(checked).hand(checked, locale)
    return picture
