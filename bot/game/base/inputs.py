"""What the core accepts at its boundary: every argument of a public call (the game service, the players' preferences,
the quiet hours) is checked here before it reaches the cache, the store or the rules, so that a wrong type, an absurd
size or an id beyond the store's range is one refusal in one sentence, never a raw error, a cached half-game, an
overflow, a row no engine can copy, or a megabyte-long message.

One checker per kind of value, each returning the value (or raising `Refusal`); `maybe(check, value)` lets None
through for an optional one. Ids are positive and fit a signed 64-bit integer (what both engines store); texts are
text of a bounded length that both engines can store (no NUL character, nothing UTF-8 cannot encode).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import orjson

from bot.game.base.checks import INVALID, NO_GAME, STALE
from bot.game.base.types import Refusal, RefusalCode
from bot.store.base import NOTIFY_MODES, Preferences
from rules.i18n import mark

T = TypeVar("T")

LARGEST = 2**63 - 1
"""The largest id the store keeps (a signed 64-bit integer)."""
ACTION_LIMIT = 4096
"""The longest action, as JSON in UTF-8, a player can mean: the games' actions are a few dozen characters."""
NAME_LIMIT = 100
"""The longest name a call may give (a seat, an AI kind, a setting and its value, a request's field, a time zone)."""
TEXT_LIMIT = 1000
"""The longest text someone may write (a moderator's reason, a request's text)."""
FIELD_LIMIT = 32
"""The most names with values one call may give (a request's fields, a game's options)."""
LATEST = 32503680000.0
"""The latest moment the core works with (the year 3000): far beyond any deadline, and far enough from the end of
the calendar (9999) that a date a year or two later can still be written."""
LONGEST = 366 * 86400.0
"""The longest stretch of time the core counts (seconds): a deadline's period is at most 30 days."""
DAY_MINUTES = 24 * 60
_PLAIN = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS


def is_id(value: Any) -> bool:
    return type(value) is int and 0 < value <= LARGEST


def maybe(check: Callable[[Any], T], value: Any) -> T | None:
    """None for None, else `value` as `check` accepts it (an optional argument)."""
    return None if value is None else check(value)


def _id_of(value: Any, refusal: str, code: RefusalCode = "malformed") -> int:
    """`value` as an id, or the refusal (a marked text) for an id of its kind that Starmail does not know."""
    if not is_id(value):
        raise Refusal(refusal, code)
    return int(value)


def game_id_of(value: Any) -> int:
    """`value` as a game id, or the refusal a missing game gets."""
    return _id_of(value, NO_GAME, "not_found")


def user_id_of(value: Any) -> int:
    return _id_of(value, mark("That is not a player Starmail knows."))


def guild_id_of(value: Any) -> int:
    return _id_of(value, mark("That is not a server Starmail knows."))


def channel_id_of(value: Any) -> int:
    return _id_of(value, mark("That is not a channel Starmail knows."))


def timer_id_of(value: Any) -> int:
    return _id_of(value, mark("That is not a timer Starmail knows."))


def flag_of(value: Any) -> bool:
    """A yes or a no (a bool: 1 or "yes" are a caller's mistake, not a choice)."""
    if type(value) is not bool:
        raise Refusal("That is not a yes or a no.", "malformed")
    return value


def index_of(value: Any) -> int:
    """The number of a choice on a prompt (from 0)."""
    if type(value) is not int or not 0 <= value <= LARGEST:
        raise Refusal(INVALID, "malformed")
    return value


def seq_of(value: Any) -> int:
    """The move number a prompt was made at: anything else cannot be a current prompt."""
    if type(value) is not int or not 0 <= value <= LARGEST:
        raise Refusal(STALE, "stale")
    return value


def request_id_of(value: Any) -> int:
    """A typed request's own id (on Discord the interaction's): a positive 64-bit integer."""
    return _id_of(value, mark("That is not a request Starmail knows."))


def amount_of(value: Any, most: int) -> int:
    """How many of something to read at once (a page's rows, a list's games): a whole number from 1 to `most`."""
    if type(value) is not int or not 1 <= value <= most:
        raise Refusal("Ask for a whole number from 1 to {most}.", "malformed", most=most)
    return value


def moment_of(value: Any) -> float:
    """A moment as Unix seconds, between 1970 and LATEST."""
    if type(value) not in (int, float) or not 0 <= value <= LATEST:  # NaN compares false: refused too
        raise Refusal("That is not a time Starmail can use.", "bad_time")
    return float(value)


def duration_of(value: Any) -> float:
    """A stretch of time in seconds, from 0 to LONGEST."""
    if type(value) not in (int, float) or not 0 <= value <= LONGEST:
        raise Refusal("That is not a length of time Starmail can use.", "bad_time")
    return float(value)


def minutes_of(value: Any) -> int:
    """A time of day as minutes after midnight."""
    if type(value) is not int or not 0 <= value < DAY_MINUTES:
        raise Refusal("“{time}” is not a time of day like 23:00 or 7:30.", "bad_setting", time=value)
    return value


def _storable(value: str, limit: int) -> bool:
    """Text of at most `limit` characters that both engines store as it is (PostgreSQL refuses NUL; a lone
    surrogate has no UTF-8)."""
    if len(value) > limit or "\x00" in value:
        return False
    try:
        value.encode()
    except UnicodeEncodeError:
        return False
    return True


def name_of(value: Any) -> str:
    """A name chosen or typed (a seat, an AI kind, a setting and its value, a request and its field, a time zone):
    text of at most NAME_LIMIT characters. Whether such a name exists is for the caller to say (quoting it)."""
    if not isinstance(value, str) or not _storable(value, NAME_LIMIT):
        raise Refusal("That is not a name Starmail knows.", "malformed")
    return str(value)


def setting_of(value: T) -> T:
    """A setting's value as given (hours per decision, a policy, reminders, a forfeit count; None: not given): a name
    or a finite number. What it may be is the setting's own to say, in its own words."""
    given: Any = value  # compared as a number only once it is one
    if given is None or (type(given) in (int, float) and -LARGEST <= given <= LARGEST):  # NaN compares false
        return value
    if isinstance(given, str) and _storable(given, NAME_LIMIT):
        return value
    raise Refusal("That is not a value a setting can take.", "bad_setting")


def text_of(value: Any) -> str:
    """Words someone wrote (a reason, a request's text, what they are typing): at most TEXT_LIMIT characters."""
    if not isinstance(value, str) or not _storable(value, TEXT_LIMIT):
        raise Refusal("Please write a text of at most {most} characters.", "malformed", most=TEXT_LIMIT)
    return str(value)


def locale_of(value: Any) -> str:
    """A language as a front end names it ("de", "en-GB"); one Starmail does not speak is read as English."""
    if not isinstance(value, str) or not _storable(value, 35):  # 35: the longest language tag in use
        raise Refusal("That is not a language Starmail knows.", "malformed")
    return str(value)


def locales_of(value: Any) -> Mapping[int, str]:
    """Users' languages, by user id."""
    if not isinstance(value, Mapping):
        raise Refusal("That is not a language Starmail knows.", "malformed")
    for user, locale in value.items():
        user_id_of(user)
        locale_of(locale)
    return value


def fields_of(value: Any, check: Callable[[Any], T]) -> dict[str, T]:
    """Names with values (a request's text fields, or its players): at most FIELD_LIMIT, each value as `check`
    accepts it."""
    if not isinstance(value, Mapping) or len(value) > FIELD_LIMIT:
        raise Refusal("Values must be given as names with values.", "malformed")
    return {name_of(name): check(given) for name, given in value.items()}


def _option_value(value: Any) -> bool:
    """A plain value: a yes or no, a whole or finite number, or a text (which the game checks against its choices or its
    kind, saying so in its own words, the text quoted short)."""
    if type(value) is str:
        return True
    if type(value) is float:
        return math.isfinite(value)
    return type(value) is bool or (type(value) is int and -LARGEST <= value <= LARGEST)


def options_of(value: Any) -> dict[str, Any]:
    """A game's options as given: names with plain values (what each may be is the game's to say)."""
    if (
        not isinstance(value, Mapping)
        or len(value) > FIELD_LIMIT
        or not all(isinstance(name, str) and _storable(name, NAME_LIMIT) for name in value)
        or not all(_option_value(given) for given in value.values())
    ):
        raise Refusal("Options are given as names with values.", "setup")
    return dict(value)


def ranking_of(value: Any) -> list[list[str]]:
    """Groups of tied seats, best first (whether it names every seat once is for the game to say)."""
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) > FIELD_LIMIT:
        raise Refusal("The ranking must name every seat exactly once.", "malformed")
    groups: list[list[str]] = []
    for group in value:
        if not isinstance(group, Sequence) or isinstance(group, str) or len(group) > FIELD_LIMIT:
            raise Refusal("The ranking must name every seat exactly once.", "malformed")
        groups.append([name_of(seat) for seat in group])
    return groups


def preferences_of(value: Any) -> Preferences:
    """A player's preferences as the store keeps them: a time zone's name, quiet hours as two times of day, a way to be
    told, a heads-up or not."""
    if not isinstance(value, Preferences):
        raise Refusal("Those are not preferences Starmail can use.", "bad_setting")
    zone, quiet = value.time_zone, value.quiet
    if zone is not None and (not isinstance(zone, str) or not _storable(zone, NAME_LIMIT)):
        raise Refusal("Those are not preferences Starmail can use.", "bad_setting")
    if quiet is not None and (not isinstance(quiet, tuple) or len(quiet) != 2):
        raise Refusal("Those are not preferences Starmail can use.", "bad_setting")
    if quiet is not None:
        minutes_of(quiet[0])
        minutes_of(quiet[1])
    if value.notify not in NOTIFY_MODES or type(value.heads_up) is not bool:
        raise Refusal("Those are not preferences Starmail can use.", "bad_setting")
    return value


def action_of(value: Any) -> dict[str, Any]:
    """`value` as an action: a dict with a short string type, small enough to be one."""
    if not isinstance(value, dict) or not isinstance(value.get("type"), str) or len(value["type"]) > 64:
        raise Refusal(INVALID, "malformed")
    try:  # only plain JSON data: a key that is not text, say, would not come back from the log as it was played
        dumped = orjson.dumps(value, option=_PLAIN)
    except TypeError:
        raise Refusal(INVALID, "malformed") from None
    if len(dumped) > ACTION_LIMIT or b"\\u0000" in dumped:  # PostgreSQL's JSON keeps no NUL character
        raise Refusal(INVALID, "malformed")
    return value
