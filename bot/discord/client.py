"""The Discord client, and the adapter's composition root: `setup_hook` opens the store, builds the service,
the presentation helpers, delivery and the actions, hands each part what it needs, adds the command groups
(which receive the actions) and the persistent components, syncs commands only when they changed, and starts
the background tasks. No part reaches back through the client for a dependency.

Intents: only `guilds` (channels, threads and roles of the servers the bot is in). Slash commands and
components arrive as interactions, which need no intent; nothing privileged is asked for.

Background tasks: the deadline scheduler (bot/game/scheduler.py: deadlines are posted like moves, reminders go by
DM or a channel ping, a deadline that pauses a game pings the moderators), and after a restart a catch-up pass
that lets AI seats make the moves a crash cut short and posts them.

Stopping (`run_bot`): SIGTERM or SIGINT sets `stopping`; new interactions get a one-sentence refusal, the ones in
flight finish, the scheduler and the sweeps stop, the outbox is delivered once more, all within `STOP_GRACE` seconds;
then the gateway and the store close and the process exits 0. What could not be told stays in the outbox for the
next start. A second signal cuts the grace short (the store is still closed).

Sync: globally, or to `settings.dev_guild_id` (instant, for development). The fingerprint of the synced
tree (bot/discord/sync.py) is kept in the store, and a boot with the same commands does not sync again.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
import time
from collections.abc import Callable
from typing import Any

import discord
from aiohttp import web
from discord import app_commands

from bot.config import Settings
from bot.discord.actions import ActionDeps, ActionGroups, action_groups
from bot.discord.actions.base import OOPS
from bot.discord.commands import all_commands
from bot.discord.commands.components import ClickActions, Components
from bot.discord.delivery.board import Delivery
from bot.discord.delivery.deadlines import Deadlines
from bot.discord.delivery.dms import TurnNotices
from bot.discord.delivery.locales import Languages
from bot.discord.delivery.messages import Messages
from bot.discord.delivery.mornings import MORNING_SECONDS, Mornings
from bot.discord.delivery.reminders import Reminders
from bot.discord.delivery.tidy import SWEEP_SECONDS, Tidy
from bot.discord.ports import Interaction
from bot.discord.present.names import NameBook
from bot.discord.sync import command_fingerprint
from bot.discord.translator import CatalogTranslator
from bot.game import GameService, Outcome, Scheduler, phrase
from bot.metrics import Metrics, Probe, serve
from bot.store import Store, open_store
from rules.i18n import mark

log = logging.getLogger(__name__)

FINGERPRINT_KEY = "command_fingerprint"

STOP_GRACE = 8.0
"""Seconds a stop waits for the interactions in flight, a sweep or a deadline under way and a last pass over the
outbox: closing the gateway and the store after it still fits in the 10 s `docker stop` waits before its SIGKILL
(systemd waits 90 s). What is untold by then waits in the outbox for the next start."""

RESTARTING = mark("Starmail is restarting; try again in a moment.")

ANSWERABLE = (2, 3, 5)
"""Interaction types a message can answer (a command, a component, a modal); an autocomplete (4) gets nothing."""


class HaltingScheduler(Scheduler):
    """The deadline scheduler, which a stop halts between passes over the due timers, never in the middle of one:
    a timer's write and its delivery finish, and the scheduler takes no timer after."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._firing = asyncio.Lock()

    async def fire_due(self, now: float | None = None) -> list[Outcome]:
        async with self._firing:
            return await super().fire_due(now)

    async def halt(self, task: asyncio.Task[None]) -> None:
        """Cancel `task` (the one running `run`) once no pass is under way."""
        async with self._firing:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)


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
        metrics: Metrics | None = None,
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
        self._actions: ActionGroups | None = None
        self.synced = False
        self._catch_up = catch_up
        self.caught_up = asyncio.Event()
        """Set once the start-up catch-up (AI seats, then the outbox of every game) is done."""
        self.scheduler: Scheduler | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._watch(metrics)
        self.stopping = False
        """Set by a stop signal: interactions are refused from then on (`_admit_interactions`)."""
        self._hurry = asyncio.Event()
        """Set by a second stop signal: the grace period ends at once."""
        self._scheduling: asyncio.Task[None] | None = None
        self._catching_up: asyncio.Task[None] | None = None
        self._tidying = asyncio.Lock()
        self._greeting = asyncio.Lock()
        """Held by a sweep of the servers (tidy) and of the mornings, so that a stop never cuts one short."""
        self._in_flight: set[asyncio.Task[Any]] = set()
        """The tasks discord.py started for interactions that have not finished (a stop waits for them)."""
        self._admit_interactions()

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
    def actions(self) -> ActionGroups:
        if self._actions is None:
            raise RuntimeError("the actions start in setup_hook")
        return self._actions

    async def setup_hook(self) -> None:
        if self._store is None:
            self._store = await open_store(self.settings.database_url)
        store = self._store
        if self._service is None:
            if self._seed_source is not None:
                self._service = GameService(
                    store, seed_source=self._seed_source, search_seconds=self.settings.search_seconds
                )
            else:
                self._service = GameService(store, search_seconds=self.settings.search_seconds)
        service = self._service
        names = self._names
        components = Components()
        languages = Languages(store, self)
        messages = Messages(store, service, names, components, languages)

        # With several processes on one database, a /settings or /language answered by another one reaches this one's
        # remembered languages at its commit, and a timer another one added due soon wakes this one's scheduler.
        def changed(kind: str, ident: int) -> None:
            if kind == "timers":
                service.timers_changed()
            else:
                languages.store_changed(kind, ident)

        await store.watch_changes(changed)
        notices = TurnNotices(self, store, service, messages, languages)
        delivery = Delivery(self, store, service, names, messages, languages, notices, Reminders(self, store))
        self.tidy = Tidy(self, store, service, delivery)
        deps = ActionDeps(store, service, delivery, messages, languages, names, components)
        actions = action_groups(deps, self.tidy)  # the tidy: /mod cleanup sweeps one server at once
        components.bind(ClickActions(actions.play, actions.lobby, actions.reading, actions.orders))
        deadlines = Deadlines(self, store, delivery)
        self._delivery, self._actions = delivery, actions
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        await self.tree.set_translator(CatalogTranslator())  # names and descriptions in each user's language
        for command in all_commands(actions):
            self.tree.add_command(command, guild=guild)
        self.add_dynamic_items(*components.types.all())
        await self.sync_commands()
        self.scheduler = HaltingScheduler(
            service, deadlines.deliver_timer, remind=deadlines.deliver_reminder, moved=deadlines.deliver_reminder
        )
        self._scheduling = asyncio.create_task(self._run_scheduler(), name="starmail-scheduler")
        self._tasks.append(self._scheduling)
        self._tasks.append(asyncio.create_task(self._run_tidy(), name="starmail-tidy"))
        self.mornings = Mornings(self, store, service, languages)
        self._tasks.append(asyncio.create_task(self._run_mornings(), name="starmail-mornings"))
        if self._catch_up:
            self._catching_up = asyncio.create_task(self._advance_games(), name="starmail-catch-up")
            self._tasks.append(self._catching_up)
        else:
            self.caught_up.set()
        # Everything loaded so far (discord.py, Pillow, the rules, the command tree) lives as long as the process: out
        # of the collector's sight, a full collection no longer stalls the event loop for tens of milliseconds.
        gc.collect()
        gc.freeze()
        await self._start_metrics()

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
                async with self._tidying:  # a stop waits for a sweep under way (`_stop_work`)
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
                async with self._greeting:  # a stop waits for a sweep under way (`_stop_work`)
                    await self.mornings.sweep(self.service.clock.now())
            except Exception:
                log.exception("sending the morning summaries failed; trying again in a minute")
            await asyncio.sleep(MORNING_SECONDS)

    async def _advance_games(self) -> None:
        """After a restart: let AI seats make the moves a crash cut short, then deliver everything the outbox
        holds, for every game (bot/game/table/outbox.py)."""
        await self.wait_until_ready()
        try:
            # Only games whose stored open decisions name a seat the AI plays: looking at every running game with
            # an AI seat loaded each game's state, seconds with thousands of games (make bench: the cold start).
            for game_id in await self.service.ai_waiting():
                if self.stopping:  # the next start goes on
                    break
                await self.service.advance(game_id)  # what the AI plays goes to the outbox
        except Exception:
            log.exception("letting the AI seats catch up failed")
        try:
            for game_id in await self.store.games_with_outbox():
                if self.stopping:  # the stop's own pass over the outbox goes on
                    break
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
        await self.actions.play.refuse(interaction, text)  # any group says a refusal (ActionBase)

    # -- stopping ------------------------------------------------------------------------------------------------
    def _admit_interactions(self) -> None:
        """Wrap discord.py's handler of INTERACTION_CREATE (its parsers table, filled when the state is made): while
        running, note the tasks it starts for an interaction, so that a stop can wait for them; once stopping, answer
        the interaction with a refusal instead of starting it."""
        parsers = self._connection.parsers
        dispatch = parsers["INTERACTION_CREATE"]

        def admit(data: Any) -> None:
            if self.stopping:
                self._refuse_while_stopping(data)
                return
            before = asyncio.all_tasks()
            dispatch(data)  # starts the handler's tasks (tree, view store, listeners) without awaiting them
            self._track(asyncio.all_tasks() - before)

        parsers["INTERACTION_CREATE"] = admit

    def _track(self, tasks: set[asyncio.Task[Any]]) -> None:
        for task in tasks:
            self._in_flight.add(task)
            task.add_done_callback(self._in_flight.discard)

    def _refuse_while_stopping(self, data: Any) -> None:
        if data.get("type") not in ANSWERABLE or self._actions is None:
            return
        interaction: Interaction = discord.Interaction(data=data, state=self._connection)
        log.info("stopping: refused interaction %s", interaction.id)
        self._track({asyncio.create_task(self._actions.play.refuse(interaction, phrase(RESTARTING)))})

    def signal_stop(self, signum: int, stop: asyncio.Event) -> None:
        """A stop signal: the first one starts the clean stop (`stop` is set), a second one cuts its grace short."""
        name = signal.Signals(signum).name
        if self.stopping:
            log.warning("%s again: stopping now, without waiting for the grace period", name)
            self._hurry.set()
            return
        log.info("%s: stopping; new interactions are refused, the rest has %.0f s to finish", name, STOP_GRACE)
        self.stopping = True
        stop.set()

    async def _stop_work(self) -> None:
        """Stop the background tasks (the scheduler takes no more timers), let the interactions in flight finish,
        then deliver what the outbox holds once more."""
        if isinstance(self.scheduler, HaltingScheduler) and self._scheduling is not None:
            await self.scheduler.halt(self._scheduling)
        for sweeping in (self._tidying, self._greeting):
            await sweeping.acquire()  # a sweep under way finishes; none starts after (held until the end)
        # once under way, the catch-up stops between two games by itself: cancelled, a post might be made twice
        idle = [task for task in self._tasks if task is not self._catching_up or not self.is_ready()]
        for task in idle:
            task.cancel()
        await asyncio.gather(*idle, *self._tasks, return_exceptions=True)
        self._tasks.clear()
        while self._in_flight:  # a refusal may start meanwhile
            log.info("stopping: waiting for %d interaction task(s) in flight", len(self._in_flight))
            await asyncio.gather(*set(self._in_flight), return_exceptions=True)
        if self._delivery is None or self._store is None:
            return
        games = await self.store.games_with_outbox()
        log.info("stopping: delivering the outbox of %d game(s)", len(games))
        for game_id in games:
            try:
                await self.delivery.deliver(game_id)
            except Exception:
                log.exception("delivering the outbox of game %s failed", game_id)

    async def stop_cleanly(self, grace: float = STOP_GRACE) -> None:
        """What a stop signal starts: `_stop_work` within `grace` seconds (or until a second signal), then close the
        gateway and the store. What the outbox still holds then is told at the next start."""
        work = asyncio.create_task(self._stop_work(), name="starmail-stop")
        hurry = asyncio.create_task(self._hurry.wait())
        done, _ = await asyncio.wait({work, hurry}, timeout=grace, return_when=asyncio.FIRST_COMPLETED)
        hurry.cancel()
        if work not in done:
            why = "a second signal" if self._hurry.is_set() else "the grace period ended"
            log.warning("stopping: %s before everything finished; closing anyway", why)
            work.cancel()
            for task in set(self._in_flight):
                task.cancel()
            await asyncio.gather(work, *set(self._in_flight), return_exceptions=True)
        elif work.exception() is not None:
            log.error("stopping: finishing the work failed", exc_info=work.exception())
        if self._store is not None:
            left = await self._store.games_with_outbox()
            if left:
                log.info("stopping: the outbox of %d game(s) waits for the next start", len(left))
        await self.close()
        log.info("stopped: the gateway and the store are closed")

    async def run_until_stopped(self, token: str) -> None:
        """Log in and run until SIGTERM or SIGINT (what `docker stop`, systemd and Ctrl-C send), then stop cleanly.
        A failure to log in or to connect is raised, as `discord.Client.run` does."""
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, self.signal_stop, signum, stop)
        try:
            async with self:
                running = asyncio.create_task(self.start(token), name="starmail-gateway")
                stopped = asyncio.create_task(stop.wait())
                await asyncio.wait({running, stopped}, return_when=asyncio.FIRST_COMPLETED)
                if running.done():  # a login or connection failure, or the gateway closed on its own
                    stopped.cancel()
                    running.result()
                    return
                await self.stop_cleanly()
                await asyncio.gather(running, return_exceptions=True)
        finally:
            for signum in (signal.SIGTERM, signal.SIGINT):
                loop.remove_signal_handler(signum)

    # -- metrics (bot/metrics.py) -----------------------------------------------------------------------------------
    def _watch(self, metrics: Metrics | None) -> None:
        """Count Discord's REST responses by status (discord.py's own `http_trace` hook, read when it logs in)."""
        self.metrics = metrics
        self.metrics_runner: web.AppRunner | None = None
        if metrics is not None:
            self.http.http_trace = metrics.trace()

    async def _start_metrics(self) -> None:
        """Hand the metrics to what records, and open /metrics and /healthz when a port is set."""
        metrics = self.metrics
        if metrics is None:
            return
        self.service.metrics = metrics
        if self.scheduler is not None:
            self.scheduler.metrics = metrics
        if self.settings.metrics_port is not None:
            probe = Probe(metrics, self.gateway_connected, self.store.vitals, self.service.clock.now)
            self.metrics_runner = await serve(probe, self.settings.metrics_port, self.settings.metrics_host)

    def gateway_connected(self) -> bool:
        return self.is_ready() and not self.is_closed() and all(not s.is_closed() for s in self.shards.values())

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if self.metrics is not None:  # the clock of the first answer (its callback, seen by the HTTP trace)
            self.metrics.arrived(interaction.id, interaction.type.value)

    async def close(self) -> None:
        if self.metrics_runner is not None:
            await self.metrics_runner.cleanup()
            self.metrics_runner = None
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()
        if self._service is not None:
            await self._service.close()  # the searches under way stop; their timers wait for the next start
        await super().close()
        if self._store is not None and self._given_store is None:
            await self._store.close()
            self._store = None


def run_bot(settings: Settings) -> None:
    """Run Starmail until SIGTERM or SIGINT, then stop cleanly (`StarmailClient.stop_cleanly`; `starmail run`).
    The token is never logged.

    Logging is configured by the caller (bot/cli.py); discord.py adds no handler of its own."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set.")
    client = StarmailClient(settings, metrics=Metrics() if settings.metrics_port is not None else None)
    asyncio.run(client.run_until_stopped(settings.discord_token))
