"""The Discord client: `setup_hook` opens the store, builds the service, adds the command groups and the
persistent components, syncs commands only when they changed, and starts the background tasks.

Intents: only `guilds` (channels, threads and roles of the servers the bot is in). Slash commands and
components arrive as interactions, which need no intent; nothing privileged is asked for.

Background tasks: the deadline scheduler (bot/game/scheduler.py: deadlines are posted like moves, reminders go by
DM or a channel ping, a deadline that pauses a game pings the moderators), and after a restart a catch-up pass
that lets AI seats make the moves a crash cut short and posts them.

Sync: globally, or to `settings.dev_guild_id` (instant, for development). The fingerprint of the synced
tree (bot/discord/sync.py) is kept in the store, and a boot with the same commands does not sync again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.config import Settings
from bot.discord.commands import all_commands
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.desk import OOPS, Desk
from bot.discord.names import NameBook
from bot.discord.notifier import Notifier
from bot.discord.permissions import MODERATOR_ROLE
from bot.discord.sync import command_fingerprint
from bot.discord.timing import deliver_reminder, tell_moderators
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.game.types import Outcome
from bot.store.sqlite import SqliteStore

log = logging.getLogger(__name__)

FINGERPRINT_KEY = "command_fingerprint"


def intents() -> discord.Intents:
    return discord.Intents(guilds=True)


class StarmailClient(discord.Client):
    """Starmail on Discord. `store`/`service` are opened in `setup_hook` unless given (tests, benchmarks)."""

    def __init__(
        self,
        settings: Settings,
        *,
        store: SqliteStore | None = None,
        service: GameService | None = None,
        seed_source: Callable[[], int] | None = None,
        catch_up: bool = True,
    ) -> None:
        super().__init__(intents=intents(), allowed_mentions=discord.AllowedMentions.none())
        self.settings = settings
        self.tree: app_commands.CommandTree[StarmailClient] = app_commands.CommandTree(self)
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]
        self._given_store = store
        self._store = store
        self._service = service
        self._seed_source = seed_source
        self.names = NameBook(self)
        self.notifier = Notifier(self)
        self.desk = Desk(self)
        self.synced = False
        self._catch_up = catch_up
        self.scheduler: Scheduler | None = None
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def store(self) -> SqliteStore:
        if self._store is None:
            raise RuntimeError("the store opens in setup_hook")
        return self._store

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise RuntimeError("the service starts in setup_hook")
        return self._service

    async def setup_hook(self) -> None:
        if self._store is None:
            self._store = await SqliteStore.open(self.settings.database_url)
        if self._service is None:
            if self._seed_source is not None:
                self._service = GameService(self._store, seed_source=self._seed_source)
            else:
                self._service = GameService(self._store)
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        for command in all_commands():
            self.tree.add_command(command, guild=guild)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.sync_commands()
        self.scheduler = Scheduler(self._service, self._deliver_timer, remind=self._deliver_reminder)
        self._tasks.append(asyncio.create_task(self._run_scheduler(), name="starmail-scheduler"))
        if self._catch_up:
            self._tasks.append(asyncio.create_task(self._advance_games(), name="starmail-catch-up"))

    async def sync_commands(self) -> bool:
        """Sync the command tree if it differs from the last one synced; returns whether it synced."""
        guild_id = self.settings.dev_guild_id
        guild = discord.Object(guild_id) if guild_id else None
        fingerprint = command_fingerprint(self.tree, guild_id)
        key = f"{FINGERPRINT_KEY}:{guild_id or 'global'}"
        if await self.store.bot_value(key) == fingerprint:
            log.info("slash commands unchanged; not syncing")
            return False
        await self.tree.sync(guild=guild)
        await self.store.set_bot_value(key, fingerprint)
        self.synced = True
        log.info("slash commands synced %s", f"to guild {guild_id}" if guild_id else "globally")
        return True

    async def _run_scheduler(self) -> None:
        """Deadlines (bot/game/scheduler.py), once the gateway is up so that their posts can go out."""
        await self.wait_until_ready()
        assert self.scheduler is not None
        await self.scheduler.run()

    async def _deliver_timer(self, game_id: int, outcome: Outcome) -> None:
        await self.notifier.deliver(game_id, outcome, note=outcome.message, force_board=bool(outcome.moves))
        if outcome.kind == "deadline_paused":
            record = await self.store.get_game(game_id)
            settings = await self.store.guild_settings(record.guild_id) if record and record.guild_id else {}
            role = settings.get(MODERATOR_ROLE)
            await tell_moderators(self, game_id, outcome, int(role) if role else None)

    async def _deliver_reminder(self, game_id: int, outcome: Outcome) -> None:
        await deliver_reminder(self, game_id, outcome)

    async def _advance_games(self) -> None:
        """After a restart: let AI seats make moves a crash cut short, and post what they did."""
        await self.wait_until_ready()
        try:
            games = await self.service.list_games(limit=1000)
            for summary in games:
                if summary.status != "active" or not any(s.kind == "ai" for s in summary.seats):
                    continue  # only AI seats can have moves left over from a crash
                outcome = await self.service.advance(summary.game_id)
                if outcome.moves:
                    await self.notifier.deliver(summary.game_id, outcome)
        except Exception:
            log.exception("catching up on running games failed")

    async def _on_tree_error(self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CheckFailure):
            text = "You may not use this command here."
        else:
            log.error("command failed", exc_info=error)
            text = OOPS
        await self.desk.refuse(interaction, text)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()
        await super().close()
        if self._store is not None and self._given_store is None:
            await self._store.close()
            self._store = None


def run_bot(settings: Settings) -> None:
    """Run Starmail until interrupted (`starmail run`). The token is never logged.

    Logging is configured by the caller (bot/cli.py); discord.py adds no handler of its own."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set.")
    client = StarmailClient(settings)
    client.run(settings.discord_token, log_handler=None)
