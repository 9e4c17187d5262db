"""A clean stop: SIGTERM to a real bot process mid-game loses nothing and tells nothing twice.

Real parts only: `starmail run` in a child process (tests/e2e/bot_process.py) on an SQLite database, against the
fake Discord of this process. A move is clicked and its post held by the fake (Discord made it, the bot waits for the
answer) when SIGTERM arrives: the click is in flight. A command sent after the signal is refused with one sentence;
once the held answer comes, the in-flight move finishes, the outbox is delivered, and the process exits 0. Then:
every acknowledged move is in the log once, the game is told to its latest move with nothing left in the outbox, and a
restarted bot posts nothing again and plays on. A second signal instead stops at once: the outbox keeps exactly what
was not told, and the next start tells it.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.discord.client import RESTARTING
from bot.game.history.replay import effective_moves, replay
from bot.store.sqlite import SqliteStore
from rules.i18n import TEXT
from rules.registry import registry
from tests.e2e.bot_play import finished, open_game
from tests.e2e.bot_process import BotProcess, start_starmail
from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord import Channel, FakeDiscord, Guild, Interaction, User
from tests.e2e.test_two_processes import (
    CHANNEL_POST,
    Players,
    Table,
    channel_writes,
    repeated_posts,
    running,
    told_to_the_end,
)
from tests.waits import condition, event

pytestmark = pytest.mark.solo
"""Two bot processes one after the other, each a cold start: `make test` runs these alone, after the rest."""


def said_in_log(bot: BotProcess, words: str) -> bool:
    return words in bot.log.read_text(errors="replace")


async def _said(bot: BotProcess, words: str) -> bool:
    return said_in_log(bot, words)


async def exited(bot: BotProcess) -> int:
    """The process's exit code, once it ended on its own (nothing here stops it)."""
    code = await event(bot.proc.wait(), f"process {bot.name} to exit after SIGTERM (its log: {bot.log})")
    if bot.reader is not None:
        await bot.reader
    return code


async def click_with_post_held(fake: FakeDiscord, players: Players, table: Table) -> tuple[Interaction, int, int]:
    """Click moves until one has a channel post to make; return with that post made by the fake and its answer held
    (the caller's `hold`), so that the click is in flight. Returns the click, the mover and the seq it was made at."""
    held = channel_writes(table.channel_id)
    for _ in range(8):  # a move within a turn may have nothing to post: then the next one
        turn = await players.acting(table)
        assert turn is not None
        mover, seq = turn
        prompt = await players.prompt(table, mover, seq, "channel")
        table.last[mover] = prompt.id
        since = len(fake.requests)
        click = await players.click(mover, prompt)
        posting = asyncio.create_task(fake.wait_for(held, since=since))
        answer = asyncio.create_task(finished(fake, click))
        done, _ = await asyncio.wait({posting, answer}, return_when=asyncio.FIRST_COMPLETED)
        if posting in done:
            answer.cancel()
            return click, mover, seq
        posting.cancel()
        await players.answered(table, mover, seq, click)
    raise AssertionError(f"no move of game {table.game_id} had anything to post")


async def check_nothing_lost(
    store: SqliteStore, table: Table, acks: list[tuple[int, int, int]], *, told: bool = True
) -> None:
    """Every acknowledged move is in the log once, the log replays to the game, and (`told`) it is told to its
    latest move with nothing left in the outbox."""
    record = await store.get_game(table.game_id)
    assert record is not None and record.state is not None and record.seed is not None
    log = await store.read_log(table.game_id)
    moves = [r for r in log if r.kind == "move"]
    assert len({r.seq for r in moves}) == len(moves), "a move was applied twice"
    game = registry.get(record.game)
    rebuilt = replay(game, [s.seat for s in record.seats], record.seed, record.options, effective_moves(log))
    assert game.encode(rebuilt) == record.state, "the log does not replay to the game"
    logged = {(r.game_id, r.user_id, r.seq) for r in log}
    lost = [(g, u, s) for g, u, s in acks if (g, u, s + 1) not in logged]
    assert not lost, f"acknowledged moves missing from the log: {lost}"
    if not told:
        return
    assert await store.games_with_outbox() == [], "what the stop delivered is not left in the outbox"
    assert await told_to_the_end(store, table.game_id), "the game is told to its latest move"  # type: ignore[arg-type]


@dataclass
class Story:
    """The server, its people, the test's look at the database, and the bot processes started so far."""

    fake: FakeDiscord
    folder: Path
    guild: Guild
    lobby: Channel
    people: tuple[User, User, User]
    store: SqliteStore
    players: Players
    bots: list[BotProcess] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"sqlite:///{self.folder / 'stop.db'}"

    async def start(self, name: str) -> BotProcess:
        self.bots.append(await start_starmail(self.fake, self.url, self.folder, name))
        await self.bots[-1].wait_for("caught-up")
        return self.bots[-1]

    async def game(self) -> Table:
        """A game of Hanse between alice and bob, three moves in."""
        alice, bob, _ = self.people
        server = SpacePort(self.fake, self.guild, self.fake.add_category(self.guild, "Games"), self.lobby, *self.people)
        game_id = await open_game(self.fake, alice, [bob], server, "hanse", {"round_cap": 2})
        table = Table(game_id, self.fake.channel_named(self.guild, f"hanse-{game_id:04d}").id, server)
        await self.players.play(table, 3)
        return table


@contextlib.asynccontextmanager
async def story(fake: FakeDiscord, folder: Path) -> AsyncIterator[Story]:
    people = tuple(fake.add_user(name) for name in ("alice", "bob", "carol"))
    guild = fake.add_guild("Alpha")
    lobby = fake.add_channel(guild, "lobby")
    for user in people:
        fake.add_member(guild, user)
    store = await SqliteStore.open(folder / "stop.db")
    players = Players(fake, store, seed=23)  # type: ignore[arg-type]  # reads games only, as any store does
    told = Story(fake, folder, guild, lobby, (people[0], people[1], people[2]), store, players)
    try:
        async with running(told.bots):
            yield told
    finally:
        await store.close()


async def stopping(bot: BotProcess, *signals: signal.Signals) -> None:
    """Send `signals` (the first one is awaited in the log, so that what follows comes after it)."""
    first, *more = signals
    bot.proc.send_signal(first)
    await condition(lambda: _said(bot, f"{first.name}: stopping"), "the bot to log that it is stopping")
    for again in more:
        bot.proc.send_signal(again)


async def test_sigterm_mid_move_finishes_it_refuses_the_next_and_loses_nothing(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    async with story(fake, tmp_path) as it:
        store, players, carol = it.store, it.players, it.people[2]
        first = await it.start("first")
        table = await it.game()

        # SIGTERM while a move is in flight: committed, its post made by Discord, the answer not yet back.
        with fake.hold_answers(channel_writes(table.channel_id)) as hold:
            click, mover, seq = await click_with_post_held(fake, players, table)
            await stopping(first, signal.SIGTERM)
            # A command arriving now is not started: one polite sentence, only for the one who asked, in their
            # language (carol's Discord speaks German).
            carol.locale = "de"
            asked = await fake.slash(carol, it.guild, it.lobby, "hand", {"game": table.game_id})
            refusal = await finished(fake, asked)
            assert isinstance(refusal.json, dict)
            assert refusal.json["data"]["content"] == TEXT.tr("de", RESTARTING) != RESTARTING
            assert refusal.json["data"]["flags"] & 64, "the refusal is ephemeral"
            assert not fake.responses_to(asked)[:-1], "the refusal is the only answer"
            hold.release()  # Discord answers the held post: the move in flight finishes

        await players.answered(table, mover, seq, click)
        assert await exited(first) == 0
        assert said_in_log(first, "stopped: the gateway and the store are closed")
        assert not said_in_log(first, "grace period ended"), "everything finished within the grace period"
        assert first.failures() == [], "the stop logged no error"
        assert (table.game_id, mover, seq) in players.acks, "the move in flight was played and acknowledged"
        await check_nothing_lost(store, table, players.acks)

        # A restarted bot has nothing left to tell (nothing is posted twice) and plays on.
        posted = len(fake.requests_to(CHANNEL_POST))
        again = await it.start("again")
        assert len(fake.requests_to(CHANNEL_POST)) == posted, "the restart tells nothing again"
        await players.play(table, 3)
        await again.stop()
        assert again.proc.returncode == 0 and again.failures() == []
        await check_nothing_lost(store, table, players.acks)
        assert repeated_posts(fake, table.channel_id) == [], "nothing was told twice"


async def test_a_second_signal_stops_at_once_and_the_next_start_tells_what_was_left(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    async with story(fake, tmp_path) as it:
        store, players = it.store, it.players
        first = await it.start("first")
        table = await it.game()

        # SIGTERM with a move's post held, then SIGINT (a second Ctrl-C): no waiting for Discord's answer.
        with fake.hold_answers(channel_writes(table.channel_id)):
            _, _, seq = await click_with_post_held(fake, players, table)
            await stopping(first, signal.SIGTERM, signal.SIGINT)
            assert await exited(first) == 0
        assert said_in_log(first, "SIGINT again: stopping now")
        assert said_in_log(first, "stopped: the gateway and the store are closed")
        assert first.failures() == [], "the stop logged no error"

        # The move is stored; what was not told waits in the outbox: its rows and only those (the earlier moves'
        # were delivered and are gone).
        record, found = await store.get_game(table.game_id), await store.discord_game(table.game_id)
        assert record is not None and found is not None and record.seq > seq, "the move was committed"
        left = await store.outbox(table.game_id)
        # one write may move the game several steps (an outbox row's seq is the game's after its write)
        assert left and min(t.seq for t in left) > seq, "what was told before the stop is not left in the outbox"
        assert max(t.seq for t in left) == record.seq, "what was not told is"
        assert found.data.get("seq") == seq, "the adapter's record still says the move before"
        await check_nothing_lost(store, table, players.acks, told=False)

        # The next start tells it, and play goes on.
        again = await it.start("again")
        assert await store.outbox(table.game_id) == []
        await players.play(table, 3)
        await again.stop()
        assert again.proc.returncode == 0 and again.failures() == []
        await check_nothing_lost(store, table, players.acks)
        assert len(repeated_posts(fake, table.channel_id)) <= 1, "only the post cut short may be told again"
