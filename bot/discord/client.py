"""The Discord client, and the adapter's composition root: `setup_hook` opens the store, builds the service,
the presentation helpers, delivery and the actions, hands each part what it needs, adds the command groups
(which receive the actions) and the persistent components, syncs commands only when they changed, and starts
the background tasks. No part reaches back through the client for a dependency.

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
import gc
import logging
import time
from collections.abc import Callable

import discord
from discord import app_commands

from bot.config import Settings
from bot.discord.actions import GameActions
from bot.discord.actions.base import OOPS
from bot.discord.commands import all_commands
from bot.discord.commands.components import Components
from bot.discord.delivery.board import Delivery
from bot.discord.delivery.deadlines import Deadlines
from bot.discord.delivery.dms import TurnNotices
from bot.discord.delivery.messages import Messages
from bot.discord.delivery.mornings import MORNING_SECONDS, Mornings
from bot.discord.delivery.reminders import Reminders
from bot.discord.delivery.tidy import SWEEP_SECONDS, Tidy
from bot.discord.ports import Interaction
from bot.discord.present.names import NameBook
from bot.discord.sync import command_fingerprint
from bot.discord.translator import CatalogTranslator
from bot.game.phrases import phrase
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.store import Store, open_store

log = logging.getLogger(__name__)

FINGERPRINT_KEY = "command_fingerprint"


def intents() -> discord.Intents:
    return discord.Intents(guilds=True)


class StarmailClient(discord.AutoShardedClient):
    """Starmail on Discord. `store`/`service` are opened in `setup_hook` unless given (tests, benchmarks).

    Sharded: the process runs the gateway shards `settings.shard_ids` of `settings.shard_count` (all of them, one by
    default), and several processes on one PostgreSQL database share the servers (README "Running at scale")."""

    def __init__(
        self,
        settings: Settings,
        *,
        store: Store | None = None,
        service: GameService | None = None,
        seed_source: Callable[[], int] | None = None,
        catch_up: bool = True,
    ) -> None:
        if settings.shard_ids is not None:
            super().__init__(
                intents=intents(),
                allowed_mentions=discord.AllowedMentions.none(),
                shard_ids=list(settings.shard_ids),
                shard_count=settings.shard_count,
            )
        else:  # every shard in this process; one unless a count is set
            super().__init__(
                intents=intents(),
                allowed_mentions=discord.AllowedMentions.none(),
                shard_count=settings.shard_count or 1,
            )
        self.settings = settings
        self.tree: app_commands.CommandTree[StarmailClient] = app_commands.CommandTree(self)
        # discord.py types on_error as a method to override in a subclass; assigning it is its documented other way.
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]
        self._given_store = store
        self._store = store
        self._service = service
        self._seed_source = seed_source
        self._names = NameBook(self)
        self._delivery: Delivery | None = None
        self._actions: GameActions | None = None
        self.synced = False
        self._catch_up = catch_up
        self.caught_up = asyncio.Event()
        """Set once the start-up catch-up (AI seats, then the outbox of every game) is done."""
        self.scheduler: Scheduler | None = None
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def store(self) -> Store:
        if self._store is None:
            raise RuntimeError("the store opens in setup_hook")
        return self._store

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise RuntimeError("the service starts in setup_hook")
        return self._service

    @property
    def delivery(self) -> Delivery:
        if self._delivery is None:
            raise RuntimeError("delivery starts in setup_hook")
        return self._delivery

    @property
    def actions(self) -> GameActions:
        if self._actions is None:
            raise RuntimeError("the actions start in setup_hook")
        return self._actions

    async def setup_hook(self) -> None:
        if self._store is None:
            self._store = await open_store(self.settings.database_url)
        store = self._store
        if self._service is None:
            if self._seed_source is not None:
                self._service = GameService(store, seed_source=self._seed_source)
            else:
                self._service = GameService(store)
        service = self._service
        names = self._names
        components = Components()
        messages = Messages(store, service, names, components, self)

        # With several processes on one database, a /settings or /language answered by another one reaches this one's
        # remembered languages at its commit, and a timer another one added due soon wakes this one's scheduler.
        def changed(kind: str, ident: int) -> None:
            if kind == "timers":
                service.timers_changed()
            else:
                messages.store_changed(kind, ident)

        await store.watch_changes(changed)
        notices = TurnNotices(self, store, service, messages)
        delivery = Delivery(self, store, service, names, messages, notices, Reminders(self, store))
        actions = GameActions(store, service, delivery, messages, names, components)
        components.bind(actions)
        deadlines = Deadlines(self, store, delivery)
        self._delivery, self._actions = delivery, actions
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        await self.tree.set_translator(CatalogTranslator())  # names and descriptions in each user's language
        for command in all_commands(actions):
            self.tree.add_command(command, guild=guild)
        self.add_dynamic_items(*components.types.all())
        await self.sync_commands()
        self.scheduler = Scheduler(service, deadlines.deliver_timer, remind=deadlines.deliver_reminder)
        self._tasks.append(asyncio.create_task(self._run_scheduler(), name="starmail-scheduler"))
        self.tidy = Tidy(self, store, service, delivery)
        actions.tidy = self.tidy  # /mod cleanup sweeps one server at once
        self._tasks.append(asyncio.create_task(self._run_tidy(), name="starmail-tidy"))
        self.mornings = Mornings(self, store, service, messages)
        self._tasks.append(asyncio.create_task(self._run_mornings(), name="starmail-mornings"))
        if self._catch_up:
            self._tasks.append(asyncio.create_task(self._advance_games(), name="starmail-catch-up"))
        else:
            self.caught_up.set()
        # Everything loaded so far (discord.py, Pillow, the rules, the command tree) lives as long as the process: out
        # of the collector's sight, a full collection no longer stalls the event loop for tens of milliseconds.
        gc.collect()
        gc.freeze()

    async def sync_commands(self) -> bool:
        """Sync the command tree if it differs from the last one synced; returns whether it synced."""
        guild_id = self.settings.dev_guild_id
        guild = discord.Object(guild_id) if guild_id else None
        fingerprint = await command_fingerprint(self.tree, guild_id)
        key = f"{FINGERPRINT_KEY}:{guild_id or 'global'}"
        if await self.store.bot_value(key) == fingerprint:
            log.info("slash commands unchanged; not syncing")
            return False
        try:
            await self.tree.sync(guild=guild)
        except (discord.HTTPException, app_commands.TranslationError) as error:
            # Discord replaces the whole list only when a sync succeeds: on failure the commands registered before
            # stay as they are, the bot runs with them, and the next start tries again (nothing was recorded).
            log.error("syncing the slash commands failed; the registered ones stay: %s", error)
            return False
        await self.store.set_bot_value(key, fingerprint)
        self.synced = True
        log.info("slash commands synced %s", f"to guild {guild_id}" if guild_id else "globally")
        return True

    async def _run_scheduler(self) -> None:
        """Deadlines (bot/game/scheduler.py), once the gateway is up so that their posts can go out."""
        await self.wait_until_ready()
        assert self.scheduler is not None
        await self.scheduler.run()

    async def _run_tidy(self) -> None:
        """Every hour: expired lobbies cancelled, archived channels past their days deleted (delivery/tidy.py). The
        first sweep waits for the start's catch-up: what players wait for (the AI's moves, untold posts) goes out
        before the housekeeping, which reads a thousand games and their servers' settings."""
        await self.wait_until_ready()
        await self.caught_up.wait()
        while True:
            try:
                await self.tidy.sweep(time.time())
            except Exception:
                log.exception("tidying the servers failed; trying again in an hour")
            await asyncio.sleep(SWEEP_SECONDS)

    async def _run_mornings(self) -> None:
        """Every minute: the summary of what quiet hours held, for each player whose quiet hours ended
        (delivery/mornings.py)."""
        await self.wait_until_ready()
        while True:
            try:
                await self.mornings.sweep(self.service.clock.now())
            except Exception:
                log.exception("sending the morning summaries failed; trying again in a minute")
            await asyncio.sleep(MORNING_SECONDS)

    async def _advance_games(self) -> None:
        """After a restart: let AI seats make the moves a crash cut short, then deliver everything the outbox
        holds, for every game (bot/game/tellings.py)."""
        await self.wait_until_ready()
        try:
            # Only games whose stored open decisions name a seat the AI plays: looking at every running game with
            # an AI seat loaded each game's state, seconds with thousands of games (make bench: the cold start).
            for game_id in await self.service.ai_waiting():
                await self.service.advance(game_id)  # what the AI plays goes to the outbox
        except Exception:
            log.exception("letting the AI seats catch up failed")
        try:
            for game_id in await self.store.games_with_tellings():
                try:
                    await self.delivery.deliver(game_id)
                except Exception:
                    log.exception("delivering the outbox of game %s failed", game_id)
        finally:
            self.caught_up.set()

    async def _on_tree_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CheckFailure):
            text = phrase("You may not use this command here.")
        else:
            log.error("command failed", exc_info=error)
            text = phrase(OOPS)
        await self.actions.refuse(interaction, text)

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
