"""Pictures of Starfarers: the public board and a seat's hand, with alt text, drawn only from views.

    RENDERER.board(view, names=None, locale="en") -> Picture  # view = GAME.view(state, None)
    RENDERER.hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat)

Layout lives in board.py and hand.py, wording and alt text in words.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.guard import require_seat_view, require_view
from render.picture import Picture, Words, join_alt, make_picture
from render.starfarers.board import draw_board, starfarers_palette
from render.starfarers.hand import draw_hand
from render.starfarers.words import board_sentences, hand_sentences, seat_names

GAME_ID = "starfarers"


class StarfarersRenderer:
    game_id: str = GAME_ID

    def board(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
        checked = require_view(view, GAME_ID)
        shown = seat_names(names, locale)
        essential, optional = board_sentences(checked["public"], shown, locale)
        image = draw_board(checked, shown, locale).indexed(starfarers_palette())
        return make_picture(image, join_alt(essential, optional))

    def hand(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
        checked = require_seat_view(view, GAME_ID)
        shown = seat_names(names, locale)
        image = draw_hand(checked, locale, shown).indexed(starfarers_palette())
        return make_picture(image, join_alt(list(hand_sentences(checked, shown, locale))))

    def board_words(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
        checked = require_view(view, GAME_ID)
        essential, optional = board_sentences(checked["public"], seat_names(names, locale), locale)
        return Words(tuple(essential + optional))

    def hand_words(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
        checked = require_seat_view(view, GAME_ID)
        return Words(hand_sentences(checked, seat_names(names, locale), locale))


RENDERER = StarfarersRenderer()
