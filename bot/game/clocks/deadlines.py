"""Deadline rules as data: how long a decision may take, what happens when it is late, when to remind.

Where they come from: the guild's settings (`deadline_hours`, `deadline_policy`, `reminders`) are the
defaults; `/game new` may override each one, and the result is stored with the game (meta "deadline") when
the lobby opens, so changing the guild's settings later does not change running games. A moderator may
change a running game's rules (`GameService.set_deadline_rules`).

- `deadline_hours`: 0 (the built-in default) means no deadline; otherwise 0 < hours <= 720.
- `deadline_policy`: "ai" (the AI plays the late seat's pending decision), "default" (the game's timeout
  default from its rules spec, `Game.timeout_action`, falling back to the AI where the spec defines none),
  "pause" (the game pauses and moderators are told).
- `reminders`: comma-separated points before the deadline, each a share of the period ("50%") or a time
  before the deadline ("1h", "30m", "2d", "90s"); "none" for no reminder. Default "50%,1h": halfway and one
  hour before. A point that falls before the decision began (1h before a 30-minute deadline) is skipped.
- `forfeit_after`: after this many deadlines in a row passed without the player deciding, the player
  forfeits (the Hanse spec's timeout rule, §9, offered for every game): in a two-seat game the other seat
  wins (result reason "timeout"); with more seats an AI takes the seat for the rest of the game. 0 (the
  default) never forfeits. Any decision the player makes resets their count.
- `window_minutes`: how long a game's windows (its reaction prompts grouped by `Game.notice_group`: Cosmic's
  windows and response rounds) stay open when the table has no deadline: 1 to 1440 minutes, default 10. When it
  runs out, whoever has not declared passes (the game's timeout default); no reminder, no missed deadline. With a
  deadline, a window gets its share of it (`Game.deadline_shares`) as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.game.base.inputs import setting_of
from bot.game.base.phrases import Listed, Phrase, PhrasedError, Sayable, choices, nphrase, phrase
from bot.game.base.types import Refusal
from rules.i18n import mark

POLICIES = ("ai", "default", "pause")
POLICY_WORDS: dict[str, str] = {
    "ai": mark("the AI plays the late player's decision"),
    "default": mark("the late player gets the rules' default move, or the AI's where the rules have none"),
    "pause": mark("the game pauses and moderators are told"),
}
"""What each policy does when a deadline passes, in words (a marked text of the catalog)."""
QUIET_DEADLINES = ("run", "pause")
QUIET_WORDS: dict[str, str] = {
    "run": mark("deadlines run through a player's quiet hours"),
    "pause": mark("deadlines pause during a player's quiet hours"),
}
DEFAULT_POLICY = "ai"
DEFAULT_REMINDERS = "50%,1h"
MAX_HOURS = 720.0
MAX_FORFEIT_AFTER = 20
DEFAULT_WINDOW_MINUTES = 10.0
MAX_WINDOW_MINUTES = 1440.0

_UNITS = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}
_DURATION = re.compile(r"^(\d+(?:\.\d+)?)([smhd])$")
_SHARE = re.compile(r"^(\d+(?:\.\d+)?)%$")


class DeadlineSettingError(PhrasedError):
    """A deadline setting that cannot be used; the message is one sentence for the user, in any language."""


@dataclass(frozen=True)
class Reminder:
    """One reminder point: `share` of the period gone (0 < share < 1), or `before` seconds before the deadline."""

    share: float | None = None
    before: float | None = None


@dataclass(frozen=True)
class DeadlineRules:
    hours: float
    policy: str
    reminders: tuple[Reminder, ...]
    reminders_text: str
    forfeit_after: int = 0
    quiet: str = "run"
    window_minutes: float = DEFAULT_WINDOW_MINUTES

    @property
    def seconds(self) -> float | None:
        """The period of one decision, None when the game has no deadline."""
        return self.hours * 3600.0 if self.hours > 0 else None

    def to_json(self) -> dict[str, Any]:
        return {
            "deadline_hours": self.hours,
            "deadline_policy": self.policy,
            "reminders": self.reminders_text,
            "forfeit_after": self.forfeit_after,
            "quiet_deadlines": self.quiet,
            "window_minutes": self.window_minutes,
        }


@dataclass(frozen=True)
class DeadlineOverrides:
    """Deadline settings as given, for a new game (/game new), a running one (/mod deadlines) or a server's defaults
    (/settings): each field None when not given, which keeps what the layers below it say (the server's settings,
    the game's own rules, the built-in defaults). Built once where the settings are typed; `over` resolves it
    against those layers into `DeadlineRules`. Values are checked there, in the reader's words."""

    hours: float | None = None
    policy: str | None = None
    reminders: str | None = None
    forfeit_after: int | None = None
    quiet: str | None = None
    window_minutes: float | None = None

    def layer(self) -> dict[str, Any]:
        """The settings given, under the keys of `DeadlineRules.to_json` (a layer of `rules_from`)."""
        given = {
            "deadline_hours": self.hours,
            "deadline_policy": self.policy,
            "reminders": self.reminders,
            "forfeit_after": self.forfeit_after,
            "quiet_deadlines": self.quiet,
            "window_minutes": self.window_minutes,
        }
        return {key: value for key, value in given.items() if value is not None}

    def over(self, *layers: Mapping[str, Any]) -> DeadlineRules:
        """The rules of `layers` (later ones winning) with these settings over them; DeadlineSettingError names a
        setting that cannot be used."""
        return rules_from(*layers, self.layer())


NO_OVERRIDES = DeadlineOverrides()
"""No deadline setting given: the layers below decide."""


def overrides_of(value: Any) -> DeadlineOverrides:
    """The deadline settings a caller handed in, each a name or a finite number (`setting_of`), or refused."""
    if not isinstance(value, DeadlineOverrides):
        raise Refusal("That is not a value a setting can take.", "bad_setting")
    for given in (value.hours, value.policy, value.reminders, value.forfeit_after, value.quiet, value.window_minutes):
        setting_of(given)
    return value


def parse_hours(value: Any) -> float:
    try:
        hours = float(value)
    except (TypeError, ValueError):
        raise DeadlineSettingError("A deadline is a number of hours, not “{value}”.", value=value) from None
    if not 0 <= hours <= MAX_HOURS:
        raise DeadlineSettingError("A deadline must be between 0 (none) and {hours} hours.", hours=f"{MAX_HOURS:g}")
    return hours


def parse_window_minutes(value: Any) -> float:
    try:
        minutes = float(value)
    except (TypeError, ValueError):
        raise DeadlineSettingError("A window timer is a number of minutes, not “{value}”.", value=value) from None
    if not 1 <= minutes <= MAX_WINDOW_MINUTES:
        raise DeadlineSettingError(
            "A window timer must be between 1 and {minutes} minutes.", minutes=f"{MAX_WINDOW_MINUTES:g}"
        )
    return minutes


def parse_policy(value: Any) -> str:
    if value not in POLICIES:
        raise DeadlineSettingError("The deadline policy must be one of {policies}.", policies=policy_choices())
    return str(value)


def parse_forfeit_after(value: Any) -> int:
    try:
        count = int(str(value).strip())
    except ValueError:
        raise DeadlineSettingError(
            "Forfeit after is a number of missed deadlines, not “{value}”.", value=value
        ) from None
    if not 0 <= count <= MAX_FORFEIT_AFTER:
        raise DeadlineSettingError(
            "Forfeit after must be between 0 (never) and {count} missed deadlines.", count=MAX_FORFEIT_AFTER
        )
    return count


def parse_reminders(value: Any) -> tuple[Reminder, ...]:
    text = str(value).strip().lower()
    if text in ("", "none", "off"):
        return ()
    found: list[Reminder] = []
    for part in (p.strip() for p in text.split(",")):
        share = _SHARE.match(part)
        duration = _DURATION.match(part)
        if part == "half":
            found.append(Reminder(share=0.5))
        elif share is not None and 0 < float(share.group(1)) < 100:
            found.append(Reminder(share=float(share.group(1)) / 100))
        elif duration is not None and float(duration.group(1)) > 0:
            found.append(Reminder(before=float(duration.group(1)) * _UNITS[duration.group(2)]))
        else:
            raise DeadlineSettingError(
                "Reminder “{part}” is not a share like 50% or a time before the deadline like 1h or 30m.", part=part
            )
    return tuple(found)


def rules_from(*layers: Mapping[str, Any]) -> DeadlineRules:
    """The rules from settings layers, later layers winning (guild settings, then the game's own); every
    layer uses the keys of `DeadlineRules.to_json`."""
    merged: dict[str, Any] = {}
    for layer in layers:
        merged.update({k: v for k, v in layer.items() if v is not None})
    hours = parse_hours(merged.get("deadline_hours", 0))
    policy = parse_policy(merged.get("deadline_policy", DEFAULT_POLICY))
    text = str(merged.get("reminders", DEFAULT_REMINDERS))
    forfeit_after = parse_forfeit_after(merged.get("forfeit_after", 0))
    quiet = str(merged.get("quiet_deadlines", "run"))
    if quiet not in QUIET_DEADLINES:
        raise DeadlineSettingError("Deadlines in quiet hours either run or pause, not “{value}”.", value=quiet)
    window = parse_window_minutes(merged.get("window_minutes", DEFAULT_WINDOW_MINUTES))
    return DeadlineRules(hours, policy, parse_reminders(text), text, forfeit_after, quiet, window)


def reminder_times(start: float, due: float, reminders: tuple[Reminder, ...]) -> tuple[float, ...]:
    """When to remind for a decision that began at `start` and is due at `due`: sorted, distinct, strictly
    between the two."""
    times: set[float] = set()
    for reminder in reminders:
        share, before = reminder.share, reminder.before or 0.0
        at = start + (due - start) * share if share is not None else due - before
        if start < at < due:
            times.add(round(at, 3))
    return tuple(sorted(times))


def policy_words(policy: str) -> Phrase:
    """What `policy` does when a deadline passes, in words (an unknown one reads as the default's)."""
    return phrase(POLICY_WORDS.get(policy, POLICY_WORDS[DEFAULT_POLICY]))


def policy_choices() -> Listed:
    """The policies as a reader types them, each with what it does."""
    return choices({policy: policy_words(policy) for policy in POLICIES})


def duration_words(seconds: float) -> Phrase:
    """A stretch of time in the largest whole unit that fits: "2 days", "90 minutes", "45 seconds"."""
    whole = round(seconds)
    if whole and whole % 86400 == 0:
        return nphrase("{count} day", "{count} days", whole // 86400)
    if whole and whole % 3600 == 0:
        return nphrase("{count} hour", "{count} hours", whole // 3600)
    if whole and whole % 60 == 0:
        return nphrase("{count} minute", "{count} minutes", whole // 60)
    return nphrase("{count} second", "{count} seconds", whole)


def period_words(hours: float) -> Phrase:
    """The time one decision may take: "4 hours per decision", "90 minutes per decision", "no deadline"."""
    if hours <= 0:
        return phrase("no deadline")
    if float(hours).is_integer():
        return nphrase("{count} hour per decision", "{count} hours per decision", int(hours))
    return nphrase("{count} minute per decision", "{count} minutes per decision", max(1, round(hours * 60)))


def reminder_words(text: str) -> Sayable:
    """The reminders of a setting (as stored, e.g. "50%,1h") in words: "reminders when 50% of the time has passed
    and 1 hour before the deadline", or "no reminders"."""
    try:
        points = parse_reminders(text)
    except DeadlineSettingError:
        return phrase("no reminders")
    if not points:
        return phrase("no reminders")
    said: list[Phrase] = []
    for point in points:
        if point.share is not None:
            said.append(phrase("when {percent}% of the time has passed", percent=f"{point.share * 100:g}"))
        else:
            said.append(phrase("{time} before the deadline", time=duration_words(point.before or 0.0)))
    return phrase("reminders {when}", when=Listed(tuple(said)))
