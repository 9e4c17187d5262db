"""The transport-agnostic core: games, seats, moves, deadlines and their log; users are known by id only.

The `GameService` facade (service.py) is the public API; see docs/decisions/service.md. Front ends (bot/discord,
bot/local, bot/cli.py) import from `bot.game` only: the facade and the records, words, errors and helpers listed
in `__all__`, never a submodule (tests/game/test_layers.py checks both).

The layers, bottom up (each subpackage's docstring says what it holds and what it may import; a layer imports only
the layers below it, docs/decisions/core-layers.md):

- base/: the records and vocabulary everything uses (types, phrases, meta, live, checks, outcomes, ...);
- clocks/: the clock, deadline rules, quiet hours, who is away;
- history/: the log read back (notes, replay, time-lapse, luck, recap, stats, digest, verify);
- table/: the stored table as one unit of writing: tables, its outbox, the timers a write plans, and the worker the
  search AI thinks in (thinkers.py);
- write/: everything that changes a game (moves, the move path, lobby, consent, moderation, orders, timeouts,
  away, settings, the searching AI seats);
- on top: the facade (service.py), its read models (views.py) and the scheduler that drives it (scheduler.py).

This module imports the facade; the submodules never import this package (only each other, by their full names), so
importing `bot.game` first makes no cycle.
"""

from __future__ import annotations

from bot.game.base.checks import NOT_SEATED, require_playing
from bot.game.base.inputs import game_id_of
from bot.game.base.locks import KeyedLocks
from bot.game.base.phrases import (
    PLAIN,
    At,
    Listed,
    Naming,
    Phrase,
    Sayable,
    Seat,
    Spoken,
    User,
    phrase,
    rules_words,
    say_value,
)
from bot.game.base.reasons import end_reason
from bot.game.base.requests import request_usage
from bot.game.base.types import Choice, Digest, Fanout, Move, Outcome, Refusal, UserView, result_to_json
from bot.game.clocks.deadlines import (
    DEFAULT_POLICY,
    DEFAULT_REMINDERS,
    DEFAULT_WINDOW_MINUTES,
    MAX_FORFEIT_AFTER,
    MAX_HOURS,
    NO_OVERRIDES,
    POLICIES,
    QUIET_WORDS,
    DeadlineOverrides,
    DeadlineSettingError,
    duration_words,
    parse_reminders,
    policy_words,
)
from bot.game.clocks.quiet import is_quiet, zone_names
from bot.game.history.digest import build_digest, digest_of_log
from bot.game.history.luck import luck_chart_of, luck_report, luck_words
from bot.game.history.notes import note_phrase
from bot.game.history.recap import length_words, rough_time
from bot.game.history.replay import effective_moves
from bot.game.history.timelapse import turn_frames
from bot.game.history.verify import Verification, VerifyError, verify_stored
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.game.table.outbox import OutboxRow
from bot.game.write.lobby import new_seed
from bot.game.write.moderation import SeatLoss, no_such_seat, pause_words, seat_loss
from bot.game.write.preferences import preference_lines
from bot.game.write.settings import DEFAULT_LOBBY_HOURS, GUILD_SETTINGS, takeover_words

__all__ = [
    "DEFAULT_LOBBY_HOURS",
    "DEFAULT_POLICY",
    "DEFAULT_REMINDERS",
    "DEFAULT_WINDOW_MINUTES",
    "GUILD_SETTINGS",
    "MAX_FORFEIT_AFTER",
    "MAX_HOURS",
    "NOT_SEATED",
    "NO_OVERRIDES",
    "PLAIN",
    "POLICIES",
    "QUIET_WORDS",
    "At",
    "Choice",
    "DeadlineOverrides",
    "DeadlineSettingError",
    "Digest",
    "Fanout",
    "GameService",
    "KeyedLocks",
    "Listed",
    "Move",
    "Naming",
    "OutboxRow",
    "Outcome",
    "Phrase",
    "Refusal",
    "Sayable",
    "Scheduler",
    "Seat",
    "SeatLoss",
    "Spoken",
    "User",
    "UserView",
    "Verification",
    "VerifyError",
    "build_digest",
    "digest_of_log",
    "duration_words",
    "effective_moves",
    "end_reason",
    "game_id_of",
    "is_quiet",
    "length_words",
    "luck_chart_of",
    "luck_report",
    "luck_words",
    "new_seed",
    "no_such_seat",
    "note_phrase",
    "parse_reminders",
    "pause_words",
    "phrase",
    "policy_words",
    "preference_lines",
    "request_usage",
    "require_playing",
    "result_to_json",
    "rough_time",
    "rules_words",
    "say_value",
    "seat_loss",
    "takeover_words",
    "turn_frames",
    "verify_stored",
    "zone_names",
]
