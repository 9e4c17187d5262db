"""Two bot processes share one PostgreSQL and one Discord, each running one of two gateway shards.

Real parts only: two child processes run `starmail run --shards N --shard-count 2` (tests/e2e/bot_process.py) on a
PostgreSQL the tests start (tests/postgres.py), against the fake Discord of this process, which routes each guild's
events to the shard Discord's formula names and direct messages to shard 0 (tests/e2e/fake_discord/gateway.py).
Alpha is on shard 0 (process A), Beta on shard 1 (process B) and speaks German; the same people play on both, so a
click on a DM prompt of a Beta game is handled, and its move posted in Beta, by process A, while B holds the game.

The story: games on both servers played at once; the same move clicked at the same moment in a DM (process A) and
in Beta's channel (process B); two deadlines with reminders that both processes' schedulers see come due; process A
killed with SIGKILL while its post of a committed move is under way, Beta playing on meanwhile; A restarted; Bob
away on Alpha (the AI plays his seat in B's game) and back on Beta (A's game waits for him again); Beta's game
against the AI played to its end from DMs. Then: every acknowledged move is in the log,
no move was applied twice (each game's log replays to its stored state), every reminder and deadline acted once,
every game is told up to its latest move with nothing left in the outbox, nothing was told twice except the one post
the crash interrupted, Beta read German whichever process posted, and its finished game's channel was archived.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pytest

from bot.discord.actions.base import PLAYED
from bot.discord.delivery.channels import ARCHIVE_NAME, CATEGORY_NAME
from bot.game.history.replay import effective_moves, replay
from bot.store.postgres import PostgresStore
from rules.i18n import LOCALES, TEXT
from rules.registry import registry
from tests import postgres
from tests.e2e.bot_play import CHANNEL_POST, actions_of, finished, open_game, posted_board
from tests.e2e.bot_process import BotProcess, start_starmail
from tests.e2e.conftest import SpacePort
from tests.e2e.english import findings, report, visible_texts
from tests.e2e.fake_discord import FakeDiscord, Guild, Interaction, Message, RecordedRequest, User
from tests.e2e.test_bot_mod import mod
from tests.waits import condition

pytestmark = pytest.mark.solo
"""Several bot processes and a PostgreSQL server at once: `make test` runs these alone, after the rest, so that
the timings they check are not decided by what else the machine is running."""

TITLES = tuple(registry.get(g).title for g in registry.ids())
SHARDS = 2
HOURS = 0.001
"""About 3.6 s: long enough for both deadlines to be set before the first reminder (at half of it) comes due."""
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
Where = Literal["any", "dm", "channel"]
"""Where a simulated player takes their prompts from (`Players.prompt`)."""
ACT = re.compile(r"sm:[as]:(\d+):(\d+):\d+")


# -- the processes ------------------------------------------------------------------------------------------------
async def start_bot(fake: FakeDiscord, url: str, shards: str, folder: Path, name: str) -> BotProcess:
    """`starmail run --shards SHARDS --shard-count 2` on `url`; its log goes to `folder/NAME.log`."""
    return await start_starmail(fake, url, folder, name, "--shards", shards, "--shard-count", str(SHARDS))


@contextlib.asynccontextmanager
async def running(bots: list[BotProcess]) -> AsyncIterator[None]:
    """Stop every process at the end; on a failure, show the tail of each log (pytest prints captured output)."""
    try:
        yield
    except BaseException:
        for bot in bots:
            tail = bot.log.read_text(errors="replace").splitlines()[-60:]
            print(f"--- {bot.name} ({bot.log}) ---", *tail, sep="\n")
        raise
    finally:
        for bot in bots:
            await bot.stop()


# -- the players ------------------------------------------------------------------------------------------------
def prompt_of(message: Message) -> tuple[int, int] | None:
    """(game, seq) of a prompt message: what its action components were made for."""
    for custom_id in message.custom_ids():
        found = ACT.fullmatch(custom_id)
        if found:
            return int(found.group(1)), int(found.group(2))
    return None


def acknowledged(fake: FakeDiscord, click: Interaction) -> bool:
    """Whether the bot told the clicker their move was played (the prompt edited to "You played: ...", or the
    sentence for a move played whose aftermath could not be shown)."""
    said = [json.dumps(r.json) for r in fake.responses_to(click) if r.ok]
    return any("You played" in text or PLAYED.split(",")[0] in text for text in said)


@dataclass
class Table:
    """A game the test plays: where it is, and the prompt each player clicked last (the bot edits it onward)."""

    game_id: int
    channel_id: int
    server: SpacePort
    last: dict[int, int] = field(default_factory=dict)


class Players:
    """Simulated people: each move is a click on a prompt the bot gave them; acknowledged moves are noted."""

    def __init__(self, fake: FakeDiscord, store: PostgresStore, seed: int) -> None:
        self.fake = fake
        self.store = store
        self.rand = random.Random(seed)
        self.acks: list[tuple[int, int, int]] = []
        """(game, user, seq the prompt was made at) of every move the bot acknowledged."""

    async def acting(self, table: Table) -> tuple[int, int] | None:
        """(user, seq) of the human who must decide now; None once the game is over. Read from the store, not through
        a service: looking at a game through one may let its AI seats move, and this process tells nobody."""
        record = await self.store.get_game(table.game_id)
        assert record is not None and record.state is not None
        if record.status != "active":
            return None
        seats = {s.seat: s for s in record.seats}
        acting = registry.get(record.game).acting(registry.get(record.game).decode(record.state))
        humans = [seats[a].user_id for a in acting if seats[a].kind == "human"]
        assert humans and humans[0] is not None, f"game {table.game_id}: no person acts at move {record.seq}"
        return humans[0], record.seq

    async def prompt(self, table: Table, user: int, seq: int, where: Where) -> Message:
        """The prompt `user` clicks: the one they clicked last if the bot edited it onward, else their DM turn notice,
        else "Show my hand" on the latest board ("channel": nothing in DMs, which go to shard 0; "dm": only DMs, a
        /hand there when nothing else is current, so that the process of shard 0 handles the move)."""
        fake = self.fake
        dm_channel = fake.world.dm_channels.get(user)
        last = fake.message(table.last[user]) if user in table.last else None
        if last is not None and prompt_of(last) == (table.game_id, seq):
            in_dm = last.channel_id == dm_channel
            if where == "any" or (where == "dm") == in_dm:
                return last
        if where != "channel":
            notices = [m for m in fake.dms_to(user) if prompt_of(m) == (table.game_id, seq)]
            if notices:
                return notices[-1]
        if where == "dm":
            asked = await fake.slash(user, None, None, "hand", {"game": table.game_id})
            await finished(fake, asked)
            shown = fake.original_response(asked)
            assert shown is not None
            return shown
        return await self.show_hand(table, user)

    async def show_hand(self, table: Table, user: int) -> Message:
        board = await posted_board(self.fake, table.channel_id, table.game_id)
        click = await self.fake.click(user, board, f"sm:h:{table.game_id}")
        await finished(self.fake, click)
        shown = self.fake.original_response(click)
        assert shown is not None
        return shown

    async def click(self, user: int, prompt: Message, number: int | None = None) -> Interaction:
        """Click an action of `prompt` (at random unless `number`), without waiting for the answer."""
        offered = actions_of(prompt)
        custom_id, value = offered[self.rand.randrange(len(offered)) if number is None else number]
        return await self.fake.click(user, prompt, custom_id, values=None if value is None else [value])

    async def answered(self, table: Table, user: int, seq: int, click: Interaction) -> None:
        await finished(self.fake, click)
        if acknowledged(self.fake, click):
            self.acks.append((table.game_id, user, seq))

    async def move(self, table: Table, where: Where = "any") -> bool:
        """One move by whoever must decide; False when the game is over."""
        turn = await self.acting(table)
        if turn is None:
            return False
        user, seq = turn
        prompt = await self.prompt(table, user, seq, where)
        table.last[user] = prompt.id
        await self.answered(table, user, seq, await self.click(user, prompt))
        return True

    async def play(self, table: Table, moves: int, where: Where = "any") -> None:
        for _ in range(moves):
            if not await self.move(table, where):
                return


# -- reading what happened ----------------------------------------------------------------------------------------
async def until(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait until `check()` holds, for a condition only the database shows (the fake's `wait_until` sees Discord)."""
    await condition(check, what)


def repeated_posts(fake: FakeDiscord, channel_id: int) -> list[str]:
    """Channel posts the bot made more than once: the same body (embeds, content, buttons) posted again. Every post
    names its move, so two equal ones tell the same thing twice."""
    bodies = Counter(
        json.dumps({k: v for k, v in r.json.items() if k not in ("nonce", "attachments")}, sort_keys=True)
        for r in fake.requests_to(CHANNEL_POST)
        if r.ok and r.params.get("channel_id") == str(channel_id) and isinstance(r.json, dict)
    )
    return [body for body, count in bodies.items() if count > 1]


def turn_notices(fake: FakeDiscord, users: list[User]) -> Counter[tuple[int, int, int]]:
    """How often each (user, game, seq) turn notice was sent: DMs the bot started (not answers to a click)."""
    found: Counter[tuple[int, int, int]] = Counter()
    for user in users:
        for message in fake.dms_to(user):
            made_for = prompt_of(message)
            if message.interaction_id is None and made_for is not None:
                found[(user.id, *made_for)] += 1
    return found


def reminders_to(fake: FakeDiscord, user: User, game_id: int, due: float) -> int:
    """DMs to `user` about the deadline `due` of the game: reminders (they name the game and show the deadline)."""
    stamp = f"<t:{int(due)}:"
    return sum(1 for m in fake.dms_to(user) if stamp in m.content and f"#{game_id}" in m.content)


def channel_requests(fake: FakeDiscord, guild: Guild) -> list[RecordedRequest]:
    """What the bot posted and edited in the server's channels (not answers to interactions: those are personal)."""
    channels = {str(c.id) for c in fake.world.channels.values() if c.guild_id == guild.id}
    return [r for r in fake.requests if r.ok and r.params.get("channel_id") in channels and isinstance(r.json, dict)]


def channel_writes(channel_id: int) -> Callable[[RecordedRequest], bool]:
    return lambda r: r.route in (CHANNEL_POST, CHANNEL_EDIT) and r.params.get("channel_id") == str(channel_id)


async def timed_out(store: PostgresStore, game_id: int) -> int:
    """How many times a deadline of the game passed (the log's "timeout" notes)."""
    log = await store.read_log(game_id)
    return sum(1 for r in log if r.kind == "note" and (r.action or {}).get("type") == "timeout")


async def told_to_the_end(store: PostgresStore, game_id: int) -> bool:
    """Nothing of the game waits in the outbox, and the adapter's record says it told the latest move."""
    record, found = await store.get_game(game_id), await store.discord_game(game_id)
    if record is None or found is None or await store.outbox(game_id):
        return False
    return found.data.get("seq") == record.seq


# -- the harder moments -------------------------------------------------------------------------------------------
async def same_move_twice(fake: FakeDiscord, players: Players, store: PostgresStore, table: Table) -> None:
    """The player to act clicks the same action at the same moment on two prompts of the same decision: one in their
    DMs (from /hand there: shard 0, process A) and one in the game's channel (process B). One compare-and-swap wins;
    the other process finds its cached game moved on and refuses the prompt as stale, unless the first move left the
    seat's choices exactly as they were (then the prompt is still current, and the second click a move of its own)."""
    turn = await players.acting(table)
    assert turn is not None
    mover, seq = turn
    asked = await fake.slash(mover, None, None, "hand", {"game": table.game_id})
    await finished(fake, asked)
    from_dm, from_channel = fake.original_response(asked), await players.show_hand(table, mover)
    assert from_dm is not None and prompt_of(from_dm) == prompt_of(from_channel) == (table.game_id, seq)
    clicks = await asyncio.gather(players.click(mover, from_dm, 0), players.click(mover, from_channel, 0))
    await asyncio.gather(*(finished(fake, c) for c in clicks))
    both = [acknowledged(fake, c) for c in clicks]
    log = await store.read_log(table.game_id)
    after = [r for r in log if r.kind == "move" and r.seq > seq]
    assert any(both) and after and {r.user_id for r in after} == {mover}
    assert len(after) >= sum(both), "each acknowledged click is a move of its own"
    if all(both):
        record = await store.get_game(table.game_id)
        assert record is not None and record.seed is not None and after[0].seat is not None
        game, seats = registry.get(record.game), [s.seat for s in record.seats]
        before, between = (
            replay(game, seats, record.seed, record.options, effective_moves(log), upto=upto) for upto in (seq, seq + 1)
        )
        assert game.legal_actions(before, after[0].seat) == game.legal_actions(between, after[0].seat)


async def kill_while_posting(fake: FakeDiscord, players: Players, table: Table, bot: BotProcess) -> int:
    """A move of the game is committed and its post is under way when `bot` is killed: the fake makes the post and
    holds the answer, the bot is SIGKILLed waiting for it. Returns the seq the move was made at."""
    held = channel_writes(table.channel_id)
    with fake.hold_answers(held):
        for _ in range(8):  # a move within a turn may have nothing to post: then the next one
            turn = await players.acting(table)
            assert turn is not None
            mover, seq = turn
            prompt = await players.prompt(table, mover, seq, "channel")
            table.last[mover] = prompt.id
            since = len(fake.requests)
            click = await players.click(mover, prompt)
            posting = asyncio.create_task(fake.wait_for(held, since=since))
            answer = asyncio.create_task(players.answered(table, mover, seq, click))
            done, _ = await asyncio.wait({posting, answer}, return_when=asyncio.FIRST_COMPLETED)
            if posting in done:
                answer.cancel()
                await bot.kill()
                return seq
            posting.cancel()
            await answer
    raise AssertionError(f"no move of game {table.game_id} had anything to post")


async def away_and_back(
    fake: FakeDiscord,
    players: Players,
    store: PostgresStore,
    user: User,
    here: tuple[SpacePort, Table],
    there: tuple[SpacePort, Table],
) -> None:
    """`user` goes /away on one server and comes /back on the other, while the other player plays on in a game on
    each: the process that did not hear it learns it with the game (the away note written into every game of theirs
    moved its version). While away, the AI plays their seat in the other process's game, never waiting for them;
    once back, the first process's game waits for them again."""
    (home, first), (abroad, second) = here, there
    went = await fake.slash(user, home.guild, home.lobby, "away", {"until": "2h"})
    await finished(fake, went)
    record = await store.get_game(second.game_id)
    assert record is not None
    seat = next(s.seat for s in record.seats if s.user_id == user.id)
    since = record.seq
    # the other player plays until the AI has played the away seat's turn in their stead: a Hanse turn may take many
    # moves (the game's seed is the run's), so the bound is generous and the loop ends on the condition
    for _ in range(80):
        turn = await players.acting(second)
        if turn is None or any(r.seat == seat for r in await store.read_log(second.game_id) if r.seq > since):
            break
        assert turn[0] != user.id, "the AI plays an away player's seat in every process"
        await players.move(second, "channel")
    played = [r for r in await store.read_log(second.game_id) if r.kind == "move" and r.seq > since and r.seat == seat]
    assert played and all(r.user_id is None for r in played), "the AI, and only the AI, moved for the away player"
    back = await fake.slash(user, abroad.guild, abroad.lobby, "back")
    await finished(fake, back)
    for _ in range(12):  # and now the first process's game waits for them again
        turn = await players.acting(first)
        if turn is None or turn[0] == user.id:
            break
        await players.move(first, "channel")
    turn = await players.acting(first)
    assert turn is not None and turn[0] == user.id, "back, the player is asked to move again"


# -- what must hold at the end ---------------------------------------------------------------------------------
async def check_nothing_lost(
    store: PostgresStore, tables: list[Table], acks: list[tuple[int, int, int]], late: Mapping[int, object]
) -> None:
    """Every acknowledged move is in the log, none twice (each log replays to its game), deadlines fired once, and
    every game is told up to its latest move with nothing left in the outbox."""
    assert await store.games_with_outbox() == [], "nothing is left untold"
    logged: set[tuple[int, int | None, int]] = set()
    for table in tables:
        record = await store.get_game(table.game_id)
        assert record is not None and record.state is not None and record.seed is not None
        log = await store.read_log(table.game_id)
        logged |= {(r.game_id, r.user_id, r.seq) for r in log}
        moves = [r for r in log if r.kind == "move"]
        assert len({r.seq for r in moves}) == len(moves), f"game {table.game_id}: a move was applied twice"
        game = registry.get(record.game)
        seats = [s.seat for s in record.seats]
        rebuilt = replay(game, seats, record.seed, record.options, effective_moves(log))
        assert game.encode(rebuilt) == record.state, f"game {table.game_id}: its log does not replay to the game"
        fired = await timed_out(store, table.game_id)
        assert fired == (1 if table.game_id in late else 0), f"game {table.game_id}: {fired} deadlines passed"
        assert await told_to_the_end(store, table.game_id), f"game {table.game_id} is not told to its latest move"
    lost = [(g, u, s) for g, u, s in acks if (g, u, s + 1) not in logged]
    assert not lost, f"acknowledged moves missing from the log: {lost}"
    assert len({g for g, _, _ in acks}) == len(tables) and len(acks) >= 20, "every game was played"


def check_told_once(
    fake: FakeDiscord, tables: list[Table], crashed: Table, users: list[User], late: Mapping[int, tuple[int, float]]
) -> None:
    """Nothing told twice: each reminder and turn notice once, and no channel post repeated but for (at most) the one
    the crash interrupted."""
    for game_id, (user_id, due) in late.items():
        assert reminders_to(fake, fake.world.user(user_id), game_id, due) == 1, "a reminder is sent once"
    assert max(turn_notices(fake, users).values()) == 1, "a turn notice is sent once"
    repeated = {t.game_id: repeated_posts(fake, t.channel_id) for t in tables}
    assert not any(repeated[t.game_id] for t in tables if t is not crashed), "only the crash may repeat a post"
    assert len(repeated[crashed.game_id]) <= 1, "the crash repeats one post at most"


def check_beta(fake: FakeDiscord, guild: Guild, ended: Table, users: list[User]) -> None:
    """Beta read German in its channels whichever process posted, and its finished game's channel was archived (by
    process A, which does not run Beta's shard), read-only as the archive category."""
    archive = TEXT.tr("de", ARCHIVE_NAME)
    archives = [c for c in fake.world.guild_channels(guild) if c.name == archive]
    named = [c.name for c in fake.world.guild_channels(guild)]
    assert len(archives) == 1, f"one archive, named in the server's language: {named}"
    channel = fake.world.channels[ended.channel_id]
    assert channel.parent_id == archives[0].id, "the finished game's channel is archived"
    title = registry.get("hanse").title_in("de")  # the game named as published in German
    moved = TEXT.tr("de", "{title} {code} continues here (its channel was deleted).", title=title, code=channel.name)
    assert fake.messages_in(channel)[0].content == moved, "the new channel says why it is there, in German"
    games = {TEXT.tr(language, CATEGORY_NAME) for language in LOCALES}
    made = [c.name for c in fake.world.guild_channels(guild) if c.name in games]
    assert len(made) <= 1, f"reopening the channel made no second category: {named}"
    assert channel.overwrites == archives[0].overwrites and channel.overwrites, "read-only, as the archive"
    texts = [t for r in channel_requests(fake, guild) for t in visible_texts(r.json)]
    names = [*(u.name for u in users), "owner", guild.name, "Games", archive, *TITLES]
    german = findings(texts, "de", names, ["hanse"])
    assert not german, f"Beta speaks German, whichever process posts:\n{report(german)}"


# -- the test -----------------------------------------------------------------------------------------------------
async def test_two_processes_share_the_servers_and_a_crash_loses_nothing(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    url = postgres.database_url(tmp_path)
    users = [fake.add_user(name, dms_open=name != "carol") for name in ("alice", "bob", "carol", "dave")]
    alice, bob, carol, dave = users
    servers: list[SpacePort] = []
    for shard, name in enumerate(("Alpha", "Beta")):
        guild = fake.add_guild(name, shard=(shard, SHARDS))
        guild.locale = "de" if name == "Beta" else "en-US"  # Beta's public texts are German
        games, lobby = fake.add_category(guild, "Games"), fake.add_channel(guild, "lobby")
        for user in users:
            fake.add_member(guild, user)
        servers.append(SpacePort(fake, guild, games, lobby, alice, bob, carol))
    alpha, beta = servers
    store = await PostgresStore.open(url, pool_size=4)  # the test's own look at the database: a third client
    players = Players(fake, store, seed=17)
    bots = [await start_bot(fake, url, "0", tmp_path, "a"), await start_bot(fake, url, "1", tmp_path, "b")]
    try:
        async with running(bots):
            await asyncio.gather(*(bot.wait_for("caught-up") for bot in bots))

            # Games on both servers, each opened and played through the process of its shard.
            tables: list[Table] = []
            for server, others in ((alpha, [bob]), (alpha, ["ai"]), (beta, [bob]), (beta, ["ai"])):
                host = alice if others == [bob] else (carol if server is alpha else dave)
                rounds = 2 if others == [bob] else 1  # people against each other play longest: the whole story
                game_id = await open_game(fake, host, others, server, "hanse", {"round_cap": rounds})
                channel = fake.channel_named(server.guild, f"hanse-{game_id:04d}")
                tables.append(Table(game_id, channel.id, server))
            a1, _, b1, b2 = tables
            # Dave plays Beta's game against the AI from his DMs only, so process A makes and posts its every move.
            # It makes one move now, so that it is still on when its channel is deleted near the end.
            await asyncio.gather(*(players.play(t, 1 if t is b2 else 3, "dm" if t is b2 else "any") for t in tables))

            # The same move at the same moment: from a DM (/hand there goes to shard 0, process A) and from Beta's
            # channel (process B). One compare-and-swap wins; the other process finds its cached game moved on.
            await same_move_twice(fake, players, store, b1)

            # Deadlines on a game of each process, both due within seconds. Each scheduler sleeps until the earliest
            # timer in the database, so both wake for each reminder and each deadline: one write wins each.
            late: dict[int, tuple[int, float]] = {}  # per game with a deadline: who it waits for, and when it is due
            for table in (a1, b1):
                turn = await players.acting(table)
                assert turn is not None
                await mod(fake, alice, table.server, table.server.lobby, "deadline", hours=HOURS, game=table.game_id)
                record = await store.get_game(table.game_id)
                assert record is not None and record.deadline_at is not None
                late[table.game_id] = (turn[0], record.deadline_at)

            async def passed() -> bool:
                for game_id, (user_id, due) in late.items():
                    if not reminders_to(fake, fake.world.user(user_id), game_id, due):
                        return False
                    if not await timed_out(store, game_id) or not await told_to_the_end(store, game_id):
                        return False
                return True

            await until(passed, "both deadlines passed, their reminders sent and their moves told")

            # Process A dies while its post of a committed move is under way: the fake makes the post, holds the
            # answer, and A is killed waiting for it. Beta plays on through process B meanwhile.
            seq = await kill_while_posting(fake, players, a1, bots[0])
            crashed = await store.get_game(a1.game_id)
            assert crashed is not None and crashed.seq > seq, "the move was committed before its post"
            assert await store.outbox(a1.game_id), "what the crash left untold waits in the outbox"
            await players.play(b1, 3, "channel")

            # A replacement for shard 0 posts what was left untold and everyone plays on, DMs included.
            bots.append(await start_bot(fake, url, "0", tmp_path, "a-again"))
            await bots[-1].wait_for("caught-up")
            assert await store.outbox(a1.game_id) == []
            await away_and_back(fake, players, store, bob, (alpha, a1), (beta, b1))
            # Dave plays Beta's game to its end: process A posts the end of a German server's game too (the recap,
            # the channel moved to the archive) without running the server's shard.
            await asyncio.gather(*(players.play(table, 3) for table in tables if table is not b2))
            # Its channel is deleted first: process A opens a new one on Beta (through the API) and goes on there.
            assert await players.acting(b2) is not None, "Beta's game against the AI is still on"
            lost = fake.world.channels[b2.channel_id]
            await fake.delete_channel(lost)
            await players.play(b2, 200, "dm")
            assert (await players.acting(b2)) is None, "Beta's game against the AI is over"
            # the last move's post (which opens the new channel) goes out after the click was answered
            gid = beta.guild.id
            await fake.wait_until(
                lambda: any(c.guild_id == gid and c.name == lost.name for c in fake.world.channels.values())
            )
            reopened = fake.channel_named(beta.guild, lost.name)
            assert reopened.id != lost.id, "the game continued in a new channel"
            b2.channel_id = reopened.id

            await asyncio.gather(*(bot.stop() for bot in bots))  # nothing moves any more: read what happened
            await check_nothing_lost(store, tables, players.acks, late)
            check_told_once(fake, tables, a1, users, late)
            check_beta(fake, beta.guild, b2, users)
            for bot in bots:
                assert bot.failures() == [], f"process {bot.name} logged errors"
    finally:
        await store.close()
