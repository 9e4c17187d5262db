"""Pictures of Cosmic Encounter: the public board and a seat's hand (with the seat's power card), with alt text, drawn
only from views.

    RENDERER.board(view, names=None, locale="en") -> Picture  # view = GAME.view(state, None)
    RENDERER.hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat)

Every label and alt text is in `locale` (en, de, fr, nl: the catalog "cosmic"); seats are named by `names`, or
"Player N" without a name, never by their ids. Layout lives in board.py and hand.py, wording and alt text in
words.py, colours and the PNG palette in theme.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cosmic.board import board_image
from render.cosmic.hand import draw_hand
from render.cosmic.theme import cosmic_palette
from render.cosmic.words import (
    board_sentences,
    effect_sentences,
    hand_cards,
    hand_sentences,
    power_card_explanation,
    seat_names,
)
from render.guard import require_seat_view, require_view
from render.picture import Picture, Words, join_alt, make_picture

GAME_ID = "cosmic"


class CosmicRenderer:
    game_id: str = GAME_ID

    def board(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Picture:
        checked = _public_only(require_view(view, GAME_ID))
        shown = seat_names(names, locale)
        essential, optional = board_sentences(checked["public"], shown, locale)
        return make_picture(board_image(checked, shown, locale), join_alt(essential, optional))

    def hand(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
        checked = require_seat_view(view, GAME_ID)
        shown = seat_names(names, locale)
        image = draw_hand(checked, shown, locale).indexed(cosmic_palette())
        optional = [*effect_sentences(hand_cards(checked, locale), locale), power_card_explanation(checked, locale)]
        return make_picture(image, join_alt(list(hand_sentences(checked, shown, locale)), optional))

    def board_words(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Words:
        checked = _public_only(require_view(view, GAME_ID))
        essential, optional = board_sentences(checked["public"], seat_names(names, locale), locale)
        return Words(tuple(essential + optional))

    def hand_words(self, view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
        checked = require_seat_view(view, GAME_ID)
        lines = hand_sentences(checked, seat_names(names, locale), locale, explained=True)
        return Words(lines, hand_cards(checked, locale))


def _public_only(view: dict[str, Any]) -> dict[str, Any]:
    """The board is drawn from the public view alone: a seat's view (with its hand) is refused."""
    if "private" in view or "you" in view:
        raise ValueError("the board is drawn from the public view only, not from a seat's view")
    return view


RENDERER = CosmicRenderer()
