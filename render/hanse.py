"""Pictures of Die Kosmische Hanse: the public board and a seat's hand, with alt text.

    board(view, names=None) -> Picture          # view = GAME.view(state, None) (a seat's view works too:
                                                # only its public part is drawn)
    hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat); locale "en" or "de"

`names` optionally maps seats to display names (the bot's user names); seats are shown as themselves
otherwise. Both refuse anything but a Hanse view with TypeError (render/guard.py). Layout and wording live
in hanse_board.py, hanse_hand.py and hanse_words.py; colours and the PNG palette in hanse_theme.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.guard import require_seat_view, require_view
from render.hanse_board import draw_board
from render.hanse_hand import draw_hand, hand_alt
from render.hanse_theme import hanse_palette
from render.hanse_words import board_alt
from render.picture import Picture, make_picture

GAME_ID = "hanse"


def board(view: dict[str, Any], names: Mapping[str, str] | None = None) -> Picture:
    checked = require_view(view, GAME_ID)
    return make_picture(draw_board(checked, names), board_alt(checked, names), hanse_palette())


def hand(view: dict[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
    checked = require_seat_view(view, GAME_ID)
    return make_picture(draw_hand(checked, locale, names), hand_alt(checked, locale, names), hanse_palette())
