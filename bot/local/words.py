"""Text for the terminal: a long sentence (a board's or a hand's alt text) wrapped to the terminal's width."""

from __future__ import annotations

import textwrap


def wrap_words(text: str, width: int) -> list[str]:
    """`text` as lines of at most `width` characters, broken at spaces; each sentence group stays readable."""
    return textwrap.wrap(text, width=max(20, width), break_long_words=False, break_on_hyphens=False) or [""]
