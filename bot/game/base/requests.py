"""How a game's requests (`Game.requests`) are typed, in the reader's language, for whichever front end shows them:
"/angebot abgeben:… bekommen:… [an:…]" in Discord, "angebot abgeben=… bekommen=… [an=…]" at the terminal. The names
are the ones the slash commands carry (the "starmail" catalog's command and option names)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.contract import Game
from rules.i18n import TEXT


def request_usage(game: Game, names: Sequence[str], locale: str, *, slash: bool) -> str:
    """The requests `names` of `game` as typed: each with its fields, optional ones in brackets."""
    typed = []
    for request in game.requests:
        if request.name not in names:
            continue
        words = [TEXT.ptr(locale, "command name", word) for word in request.words]
        parts = [("/" if slash else "") + " ".join(words)]
        for field in request.fields:
            said = TEXT.ptr(locale, "option name", field.name) + (":…" if slash else "=…")
            parts.append(said if field.required else f"[{said}]")
        typed.append(" ".join(parts))
    return "; ".join(typed)
