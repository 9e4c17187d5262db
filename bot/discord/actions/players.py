"""A player's own affairs and the server's: /away and /back, and /settings (Manage Server)."""

from __future__ import annotations

import time
from dataclasses import dataclass

import discord

from bot.discord.actions.base import ActionBase
from bot.discord.delivery.channels import CATEGORY_NAME, CATEGORY_SETTING
from bot.discord.permissions import MODERATOR_ROLE, may_change_settings
from bot.discord.ports import Interaction
from bot.discord.present.formatting import mention, relative_time
from bot.discord.present.languages import LANGUAGES
from bot.discord.present.timing import parse_until
from bot.game import (
    DEFAULT_LOBBY_HOURS,
    DEFAULT_POLICY,
    DEFAULT_REMINDERS,
    DEFAULT_WINDOW_MINUTES,
    NO_OVERRIDES,
    PLAIN,
    QUIET_WORDS,
    DeadlineOverrides,
    DeadlineSettingError,
    Listed,
    Outcome,
    Refusal,
    duration_words,
    parse_reminders,
    phrase,
    policy_words,
    say_value,
    takeover_words,
)
from rules.i18n import LOCALES, TEXT, known

AWAY_MODES = {"ai": "the AI plays for you", "extend": "your deadlines wait for you"}
"""The /away modes, as the command's choices (translated with the command tree, bot/discord/translator.py)."""


@dataclass(frozen=True)
class SettingsChange:
    """What /settings was given (None: left as it is); `deadline`: the server's deadline defaults given."""

    category: discord.CategoryChannel | None = None
    moderator_role: discord.Role | None = None
    kick_policy: str | None = None
    locale: str | None = None
    deadline: DeadlineOverrides = NO_OVERRIDES
    archive_days: int | None = None
    lobby_hours: int | None = None
    takeover_ai: str | None = None

    def given(self) -> bool:
        """Whether anything was given to change."""
        kept = (
            self.category,
            self.moderator_role,
            self.kick_policy,
            self.locale,
            self.archive_days,
            self.lobby_hours,
            self.takeover_ai,
        )
        return self.deadline != NO_OVERRIDES or any(value is not None for value in kept)


def setting_text(key: str, value: object) -> str:
    """A deadline default as /settings stores it among the server's settings."""
    if key == "deadline_hours" and isinstance(value, (int, float)):
        return f"{value:g}"
    if key == "reminders":
        return str(value).strip()
    return str(value)


def describe_settings(settings: dict[str, object], locale: str) -> str:
    """The server's settings, one per line, in `locale`."""
    category = settings.get(CATEGORY_SETTING)
    role = settings.get(MODERATOR_ROLE)
    if settings.get("kick_policy", "ai") == "ai":
        kicked = TEXT.tr(locale, "an AI")
    else:
        kicked = TEXT.tr(locale, "nobody (the game pauses)")
    if category:
        where = f"<#{category}>"
    else:
        where = TEXT.tr(locale, "“{name}” (made when needed)", name=TEXT.tr(locale, CATEGORY_NAME))
    policy = policy_words(str(settings.get("deadline_policy", DEFAULT_POLICY))).say(locale)
    language = str(settings.get("locale") or "")
    return "\n".join(
        [
            TEXT.tr(locale, "Category for game channels: {where}", where=where),
            TEXT.tr(
                locale,
                "Moderator role: {role}",
                role=f"<@&{role}>" if role else TEXT.tr(locale, "none (Manage Channels only)"),
            ),
            TEXT.tr(locale, "Kicked players are replaced by: {who}", who=kicked),
            TEXT.tr(
                locale,
                "The AI that plays for absent players in new games: {kind}",
                kind=takeover_words(settings.get("takeover_ai")).say(locale),
            ),
            TEXT.tr(
                locale,
                "Language of game texts: {language}",
                language=LANGUAGES.get(language) or TEXT.tr(locale, "the server's language"),
            ),
            TEXT.tr(locale, "Deadline per decision: {hours}", hours=_hours(settings.get("deadline_hours", 0), locale)),
            TEXT.tr(locale, "When a deadline passes: {policy}", policy=policy),
            TEXT.tr(
                locale,
                "Reminders before a deadline: {reminders}",
                reminders=_reminders(settings.get("reminders", DEFAULT_REMINDERS), locale),
            ),
            TEXT.tr(
                locale,
                "A player forfeits after missing: {count}",
                count=_forfeits(settings.get("forfeit_after", 0), locale),
            ),
            TEXT.tr(
                locale,
                "Finished games' channels are deleted from the archive: {when}",
                when=_archive_days(settings.get("archive_days", 0), locale),
            ),
            TEXT.tr(
                locale,
                "Lobbies not started are cancelled: {when}",
                when=_lobby_hours(settings.get("lobby_hours", DEFAULT_LOBBY_HOURS), locale),
            ),
            TEXT.tr(
                locale,
                "In a player's quiet hours: {what}",
                what=TEXT.tr(locale, QUIET_WORDS.get(str(settings.get("quiet_deadlines")), QUIET_WORDS["run"])),
            ),
            TEXT.tr(locale, "Without a deadline, a window stays open: {when}", when=_window(settings, locale)),
        ]
    )


def _window(settings: dict[str, object], locale: str) -> str:
    found = str(settings.get("window_minutes", "")).strip()
    minutes = int(float(found)) if found.replace(".", "", 1).isdigit() else int(DEFAULT_WINDOW_MINUTES)
    return TEXT.ntr(locale, "{count} minute", "{count} minutes", minutes)


def _archive_days(value: object, locale: str) -> str:
    days = int(str(value)) if str(value).isdigit() else 0
    if days == 0:
        return TEXT.tr(locale, "never")
    return TEXT.ntr(locale, "after {count} day", "after {count} days", days)


def _lobby_hours(value: object, locale: str) -> str:
    hours = int(str(value)) if str(value).isdigit() else 0
    if hours == 0:
        return TEXT.tr(locale, "never")
    return TEXT.ntr(locale, "after {count} hour", "after {count} hours", hours)


def _forfeits(value: object, locale: str) -> str:
    count = int(str(value)) if str(value).isdigit() else 0
    if count == 0:
        return TEXT.tr(locale, "never")
    return TEXT.ntr(locale, "{count} deadline in a row", "{count} deadlines in a row", count)


def _hours(value: object, locale: str) -> str:
    try:
        hours = float(str(value))
    except (TypeError, ValueError):
        return TEXT.tr(locale, "none")
    if hours <= 0:
        return TEXT.tr(locale, "none")
    if hours == int(hours):
        return TEXT.ntr(locale, "{count} hour", "{count} hours", int(hours))
    return TEXT.ntr(locale, "{count} minute", "{count} minutes", max(1, round(hours * 60)))


def _reminders(value: object, locale: str) -> str:
    """The stored reminders ("50%,1h") in words: "when 50% of the time has passed and 1 hour before the deadline"."""
    try:
        points = parse_reminders(value)
    except DeadlineSettingError:
        points = ()
    if not points:
        return TEXT.tr(locale, "none")
    said = tuple(
        phrase("when {percent}% of the time has passed", percent=f"{point.share * 100:g}")
        if point.share is not None
        else phrase("{time} before the deadline", time=duration_words(point.before or 0.0))
        for point in points
    )
    return str(say_value(Listed(said), locale, PLAIN))


class PlayerActions(ActionBase):
    async def away(self, interaction: Interaction, until: str, mode: str) -> None:
        """/away: the AI plays the caller's seats, or their deadlines wait, until they are back."""

        async def work() -> None:
            when = parse_until(until, time.time())
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            outcomes: tuple[Outcome, ...] = await self.service.away(user, when, "extend" if mode == "extend" else "ai")
            for outcome in outcomes:
                locale = await self.languages.locale(outcome.game_id)
                if mode == "extend":
                    note = TEXT.tr(
                        locale,
                        "{who} is away until {until}: their deadlines wait for them.",
                        who=mention(user),
                        until=relative_time(when),
                    )
                else:
                    note = TEXT.tr(
                        locale,
                        "{who} is away until {until}: the AI plays for them.",
                        who=mention(user),
                        until=relative_time(when),
                    )
                await self.delivery.deliver(outcome.game_id, outcome, note=note)
            reader = await self.reader_locale(interaction)
            until_text = f"<t:{int(when)}:f> ({relative_time(when)})"
            if mode == "extend":
                text = TEXT.ntr(
                    reader,
                    "You are away until {until}: your deadlines wait in {count} game. Use /back when you return.",
                    "You are away until {until}: your deadlines wait in {count} games. Use /back when you return.",
                    len(outcomes),
                    until=until_text,
                )
            else:
                text = TEXT.ntr(
                    reader,
                    "You are away until {until}: the AI plays for you in {count} game. Use /back when you return.",
                    "You are away until {until}: the AI plays for you in {count} games. Use /back when you return.",
                    len(outcomes),
                    until=until_text,
                )
            await interaction.followup.send(text, ephemeral=True)

        await self.guarded(interaction, work)

    async def back(self, interaction: Interaction) -> None:
        """/back: the caller's seats are theirs again."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            outcomes: tuple[Outcome, ...] = await self.service.back(user)
            for outcome in outcomes:
                locale = await self.languages.locale(outcome.game_id)
                await self.delivery.deliver(
                    outcome.game_id, outcome, note=TEXT.tr(locale, "{who} is back.", who=mention(user))
                )
            reader = await self.reader_locale(interaction)
            await interaction.followup.send(
                TEXT.tr(reader, "Welcome back: your seats are yours again."), ephemeral=True
            )

        await self.guarded(interaction, work)

    async def choose_language(self, interaction: Interaction, language: str) -> None:
        """/language: what Starmail says to the caller in private is in `language` ("auto": their client's)."""

        async def work() -> None:
            if language not in LOCALES and language != "auto":
                raise Refusal("Pick a language from the list.", "bad_setting")
            people = self.languages.people
            await people.choose(interaction.user.id, None if language == "auto" else language)
            now = await people.of_user(interaction.user.id, known(str(interaction.locale.value)))
            if language == "auto":
                text = TEXT.tr(now, "Starmail follows your Discord language in private again.")
            else:
                text = TEXT.tr(now, "Starmail now speaks {language} to you in private.", language=LANGUAGES[language])
            await interaction.response.send_message(text, ephemeral=True)

        await self.guarded(interaction, work)

    async def change_settings(self, interaction: Interaction, change: SettingsChange) -> None:
        """/settings: save what was given (Manage Server only) and show the server's settings."""

        async def work() -> None:
            if not may_change_settings(interaction) or interaction.guild_id is None:
                raise Refusal("Only members with Manage Server can change Starmail's settings.", "forbidden")
            guild_id = interaction.guild_id
            if change.kick_policy is not None:
                await self.service.set_guild_setting(guild_id, "kick_policy", change.kick_policy)
            if change.locale is not None:
                await self.service.set_guild_setting(guild_id, "locale", change.locale)
            if change.takeover_ai is not None:
                await self.service.set_guild_setting(guild_id, "takeover_ai", change.takeover_ai)
            for key, value in change.deadline.layer().items():  # under the names of the server's settings
                await self.service.set_guild_setting(guild_id, key, setting_text(key, value))
            for key, amount in (("archive_days", change.archive_days), ("lobby_hours", change.lobby_hours)):
                if amount is not None:
                    await self.service.set_guild_setting(guild_id, key, str(amount))
            self.languages.settings_changed(guild_id)
            places: dict[str, int] = {}
            if change.category is not None:
                places[CATEGORY_SETTING] = change.category.id
            if change.moderator_role is not None:
                places[MODERATOR_ROLE] = change.moderator_role.id
            # merged in one write: a concurrent change of another setting is never lost
            current = await self.store.update_guild_settings(guild_id, places)
            changed = change.given()
            reader = await self.reader_locale(interaction)
            title = TEXT.tr(reader, "Settings saved") if changed else TEXT.tr(reader, "Settings")
            embed = discord.Embed(title=title, description=describe_settings(current, reader))
            await interaction.response.send_message(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await self.guarded(interaction, work)
