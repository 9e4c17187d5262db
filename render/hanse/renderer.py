"""Pictures of Die Kosmische Hanse: the public board and a seat's hand, with alt text.

    RENDERER.board(view, names=None, locale="en") -> Picture  # view = GAME.view(state, None) (a seat's view
                                                              # works too: only its public part is drawn)
    RENDERER.hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat)

Every label and alt text is in `locale` (en, de, fr, nl: the catalog "hanse"); seats are named by `names`, or
"Player N" without a name (rules.i18n.SeatNames), never by their ids.

Both refuse anything but a Hanse view with TypeError (render/guard.py). Layout and wording live in
board.py, hand.py and words.py; colours and the PNG palette in theme.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.guard import require_seat_view, require_view
from render.hanse.board import board_image
from render.hanse.hand import draw_hand, hand_alt, hand_words
from render.hanse.theme import hanse_palette
from render.hanse.words import board_alt, board_sentences
from render.picture import Picture, Words, make_picture

GAME_ID = "hanse"


class HanseRenderer:
    game_id: str = GAME_ID

    def board(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
        checked = require_view(view, GAME_ID)
        return make_picture(board_image(checked, names, locale), board_alt(checked, names, locale))

    def hand(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
        checked = require_seat_view(view, GAME_ID)
        return make_picture(
            draw_hand(checked, locale, names).indexed(hanse_palette()), hand_alt(checked, locale, names)
        )

    def board_words(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
        essential, optional = board_sentences(require_view(view, GAME_ID), names, locale)
        return Words(tuple(essential + optional))

    def hand_words(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
        return hand_words(require_seat_view(view, GAME_ID), locale, names)


RENDERER = HanseRenderer()
