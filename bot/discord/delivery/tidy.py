"""Tidy servers: lobbies nobody started are cancelled after the server's `lobby_hours` (default 72), and finished
games' archived channels are deleted after its `archive_days` (default: never). The games and their logs stay in the
database either way. The client sweeps every hour; `/mod cleanup` sweeps one server at once."""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.discord.delivery.board import Delivery
from bot.discord.delivery.channels import find_channel
from bot.discord.delivery.record import DiscordRecord
from bot.discord.ports import Lookup
from bot.game import DEFAULT_LOBBY_HOURS, GameService
from bot.store.base import FINISHED_STATUSES, Store
from rules.i18n import TEXT

log = logging.getLogger(__name__)

SWEEP_SECONDS = 3600
SWEEP_GAMES = 1000
"""The lobbies and the finished games one sweep looks at (the newest first)."""
ARCHIVED_AT = "archived_at"
DELETED_AT = "deleted_at"


@dataclass(frozen=True)
class Swept:
    lobbies: int
    channels: int


class Tidy:
    def __init__(self, lookup: Lookup, store: Store, service: GameService, delivery: Delivery) -> None:
        self.lookup, self.store, self.service, self.delivery = lookup, store, service, delivery

    async def sweep(self, now: float, guild_id: int | None = None) -> Swept:
        """Cancel the lobbies and delete the archived channels whose time is up, in one server or all."""
        settings: dict[int, dict[str, Any]] = {}

        async def of(guild: int | None) -> dict[str, Any]:
            if guild is None:
                return {}
            if guild not in settings:
                settings[guild] = await self.store.guild_settings(guild)
            return settings[guild]

        lobbies = 0
        for record in await self.store.list_games(guild_id=guild_id, statuses=("lobby",), limit=SWEEP_GAMES):
            hours = _whole((await of(record.guild_id)).get("lobby_hours"), DEFAULT_LOBBY_HOURS)
            if hours and now - record.created_at > hours * 3600:
                try:
                    await self.service.end(record.id, record.created_by, moderator=True, reason="expired")
                except Exception:
                    log.exception("lobby %s could not be cancelled", record.id)
                    continue
                locale = await self.delivery.languages.locale(record.id)
                note = TEXT.ntr(
                    locale,
                    "Nobody started this lobby within {count} hour, so it was cancelled.",
                    "Nobody started this lobby within {count} hours, so it was cancelled.",
                    hours,
                )
                await self.delivery.refresh_lobby(record.id, note=note)
                lobbies += 1
        channels = 0
        for record in await self.store.list_games(guild_id=guild_id, statuses=FINISHED_STATUSES, limit=SWEEP_GAMES):
            days = _whole((await of(record.guild_id)).get("archive_days"), 0)
            found = await self.store.discord_game(record.id) if days else None
            if found is None:
                continue
            kept = DiscordRecord.from_json(found.data)
            archived = kept.extra.get(ARCHIVED_AT)
            if not isinstance(archived, (int, float)) or DELETED_AT in kept.extra or now - archived < days * 86400:
                continue
            channel = await find_channel(self.lookup, found.channel_id)
            if isinstance(channel, discord.TextChannel):
                try:
                    await channel.delete(
                        reason=TEXT.tr(await self.delivery.languages.locale(record.id), "The game is over.")
                    )
                except discord.HTTPException as error:
                    log.info("could not delete the channel of game %s: %s", record.id, error)
                    continue
            marked = replace(kept, extra={**kept.extra, DELETED_AT: now})
            await self.store.set_discord_game(record.id, found.channel_id, marked.to_json())
            channels += 1
        return Swept(lobbies, channels)


def _whole(value: object, default: int) -> int:
    return int(str(value)) if value is not None and str(value).isdigit() else default
