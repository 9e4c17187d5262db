"""No text for a player shows an internal id or a seat id, in any locale (rules.testing.check_texts)."""

from __future__ import annotations

import pytest

from rules.hanse import GAME
from rules.testing import check_texts


@pytest.mark.parametrize("seed", [1, 7, 23])
def test_no_text_shows_an_internal_id_or_a_seat_id(seed: int) -> None:
    assert check_texts(GAME, 2, seed, ("en", "de", "fr", "nl")) > 1000


def test_the_game_speaks_four_languages() -> None:
    assert GAME.locales == ("en", "de", "fr", "nl")
