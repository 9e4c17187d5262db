"""What every game's pictures provide: the `Renderer` protocol.

Each game brings a package `render/<game id>/` whose `__init__.py` exposes `RENDERER`, an object of this
shape; render/registry.py finds it by game id. Both methods take display names, so callers never need to
ask a renderer what it supports.

API:
    Renderer.game_id                                   # the id of the game it draws (rules.registry)
    Renderer.board(view, names=None, locale="en") -> Picture   # the public view, GAME.view(state, None)
    Renderer.hand(view, locale="en", names=None) -> Picture   # one seat's view, GAME.view(state, seat)
    Renderer.board_words(view, names=None, locale="en") -> Words   # the board's content as sentences
    Renderer.hand_words(view, locale="en", names=None) -> Words    # the hand's sentences and cards with effects

`names` maps seats to display names (the bot's user names); a seat without one reads "Player N"
(rules/i18n.py SeatNames). Every label and the alt text are in `locale` (rules/i18n.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from render.picture import Picture, Words


class Renderer(Protocol):
    game_id: str

    def board(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
        """The board picture of a public view, with its alt text."""
        ...

    def hand(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
        """The picture of the hand in one seat's view, with its alt text."""
        ...

    def board_words(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
        """What the board picture shows, as sentences (the alt text without its length limit)."""
        ...

    def hand_words(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
        """What the hand picture shows: its sentences, and each card with its effect."""
        ...
