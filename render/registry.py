"""The one way to reach a game's pictures by its id, declared like rules/registry.py.

Every renderer Starmail knows of is named in `KNOWN_RENDERERS`; its package `render/<game id>/` exposes a
`RENDERER` (render/renderer.py) and is imported on first use, so one game's pictures never slow down or
break another's. The bot and the CLI call `board_picture` and `hand_picture` and never name a game.

API:
    KNOWN_RENDERERS                                # game id -> package
    renderer_for(game_id) -> Renderer              # LookupError when the game has no pictures
    has_renderer(game_id) -> bool
    board_picture(view, names=None) -> Picture     # a public view only: one with "you" or "private" is refused
    hand_picture(view, locale="en", names=None) -> Picture   # a seat's view only (it has "private")
    board_words(view, names=None, locale="en") -> Words      # the same content as text, for the terminal
    hand_words(view, locale="en", names=None) -> Words
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from render.guard import require_view
from render.picture import Picture, Words
from render.renderer import Renderer

KNOWN_RENDERERS: dict[str, str] = {
    "andromeda": "render.andromeda",
    "cosmic": "render.cosmic",
    "hanse": "render.hanse",
    "starfarers": "render.starfarers",
}

_loaded: dict[str, Renderer] = {}


def renderer_for(game_id: str) -> Renderer:
    """The renderer of `game_id`; LookupError if there is none."""
    found = _loaded.get(game_id)
    if found is not None:
        return found
    package = KNOWN_RENDERERS.get(game_id)
    if package is None:
        raise LookupError(f"There is no board picture for {game_id!r} yet.")
    renderer: Renderer = importlib.import_module(package).RENDERER
    if renderer.game_id != game_id:
        raise RuntimeError(f"{package}.RENDERER draws {renderer.game_id!r}, not {game_id!r}")
    _loaded[game_id] = renderer
    return renderer


def has_renderer(game_id: str) -> bool:
    """Whether `game_id` has pictures."""
    return game_id in KNOWN_RENDERERS


def board_picture(view: object, names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
    """The board image of a public view (`view(state, None)`), labelled in `locale`."""
    checked = require_view(view)
    if "private" in checked or "you" in checked:
        raise ValueError("board pictures are drawn from the public view only")
    return renderer_for(str(checked["game"])).board(checked, names, locale)


def hand_picture(view: object, locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
    """The hand image of one seat's view (`view(state, seat)`)."""
    checked = require_view(view)
    if "private" not in checked:
        raise ValueError("hand pictures need a seat's view")
    return renderer_for(str(checked["game"])).hand(checked, locale, names)


def board_words(view: object, names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
    """What the board picture of a public view shows, as sentences in `locale`."""
    checked = require_view(view)
    if "private" in checked or "you" in checked:
        raise ValueError("the board is told from the public view only")
    return renderer_for(str(checked["game"])).board_words(checked, names, locale)


def hand_words(view: object, locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
    """What the hand picture of one seat's view shows: sentences and cards with their effects."""
    checked = require_view(view)
    if "private" not in checked:
        raise ValueError("a hand needs a seat's view")
    return renderer_for(str(checked["game"])).hand_words(checked, locale, names)
