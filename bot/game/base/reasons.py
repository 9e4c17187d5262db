"""Why a game ended, in words: the reasons the core itself ends a game for (forfeit, resign, draw, a moderator's
end), else the game's own (`Game.reason_text`); a moderator's free reason reads as given."""

from __future__ import annotations

from rules.contract import Game
from rules.i18n import TEXT, mark

BOT_REASONS: dict[str, str] = {
    "timeout": mark("a player missed too many deadlines in a row"),
    "resigned": mark("a player resigned"),
    "draw_agreed": mark("the players agreed to a draw"),
    "abandoned": mark("a moderator ended the game"),
}
"""The reasons of bot/game/write/forfeit.py, consent.py and moderation.py."""


def end_reason(game: Game, reason: str, locale: str) -> str:
    if reason in BOT_REASONS:
        return TEXT.tr(locale, BOT_REASONS[reason])
    return game.reason_text(reason, locale)
