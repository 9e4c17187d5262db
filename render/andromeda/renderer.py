"""Pictures of Andromeda: the public board and a seat's hand, with alt text, drawn only from views.

    RENDERER.board(view, names=None, locale="en") -> Picture  # view = GAME.view(state, None) (a seat's view
                                                              # works too: only its public part is drawn)
    RENDERER.hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat)

Layout lives in board.py and hand.py, wording and alt text in words.py, colours and the PNG palette in
theme.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.andromeda.board import board_image
from render.andromeda.hand import draw_hand
from render.andromeda.theme import andromeda_palette
from render.andromeda.words import board_alt, board_sentences, hand_alt, hand_cards, hand_sentences, seat_names
from render.guard import require_seat_view, require_view
from render.picture import Picture, Words, make_picture

GAME_ID = "andromeda"


class AndromedaRenderer:
    game_id: str = GAME_ID

    def board(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
        checked = require_view(view, GAME_ID)
        shown = seat_names(names, locale)
        return make_picture(board_image(checked, shown, locale), board_alt(checked, shown, locale))

    def hand(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
        checked = require_seat_view(view, GAME_ID)
        shown = seat_names(names, locale)
        return make_picture(
            draw_hand(checked, locale, shown).indexed(andromeda_palette()), hand_alt(checked, shown, locale)
        )

    def board_words(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
        checked = require_view(view, GAME_ID)
        essential, optional = board_sentences(checked, seat_names(names, locale), locale)
        return Words(tuple(essential + optional))

    def hand_words(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
        checked = require_seat_view(view, GAME_ID)
        return Words(hand_sentences(checked, seat_names(names, locale), locale), hand_cards(checked, locale))


RENDERER = AndromedaRenderer()
