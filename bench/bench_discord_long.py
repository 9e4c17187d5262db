"""A game at move 10,000 on Discord, end to end: first response to clicks and event-loop stalls, against a
game at move < 50 measured in the same run.

Everything goes through the real discord.py client (`StarmailClient`) and the loopback fake Discord, as in
tests/e2e and bench/bench_discord.py; the database is a real SQLite file (WAL, synchronous=FULL).

How the long game gets to move 10,000 (no padding rows, no made-up history): a Hanse game is opened, joined and
started through the bot with `round_cap: 0` (the rules' "no cap" option), so it ends only when the goods run out
or a player reaches 70 points. With the bot stopped, the rules engine plays both seats on to move 10,000 (a
seeded random policy that never unloads goods, never lets the two scores add up past SCORE_CAP and never makes a
move that ends the game, so the game stays open for the clicks that follow) and the moves are stored the way the
service stores them: "move" log rows with consecutive seqs up to 10,000, each with its events and checkpoint
flag, and the game's state, seq, latest checkpoint and open decision points (meta "decisions"), BATCH moves per
transaction (as bot/local/transfer.py imports a game). So the log holds 10,000 real, legal moves that replay
from the seed to the stored state (the smoke test verifies that). Then the bot starts again (a restart, as in
tests/e2e/test_bot_restart.py) and the two players go on clicking their prompts.

Measured, after a few unmeasured warm-up clicks per game (after the restart: the cache load of the long game):
- click -> first response: from the fake sending INTERACTION_CREATE to the bot's first callback, for action
  clicks (a random action of the player's prompt) and "Show my hand" clicks (whenever the player has no current
  prompt, and before every HAND_EVERY-th action anyway);
- event-loop stalls: a task on the bot's loop sleeps 1 ms in a loop and records how late each wake-up is, while
  one kind of game is being clicked (blocks of BLOCK clicks, long and short games taking turns, the bot left to
  go quiet between blocks). The fake Discord runs on the same loop, so its work counts too, in both rows alike.
  The garbage collector stays on, as in the running bot; a gc callback notes how long each collection took and
  how much of each late wake-up it explains (in any thread: a collection holds the GIL);
- click -> last word (no target): from the click to the bot's last answer to it (the move stored and the prompt
  edited into the next one), for action clicks;
- baseline: the same for a short game (Hanse, default options) at move < 50; when it gets there a fresh one is
  opened (not measured).

Targets: first response p99 <= 50 ms; no stall over 20 ms.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import random
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.harness import Timing, ms, table
from bot.config import Settings
from bot.discord.client import StarmailClient
from bot.store import LogEntry, open_store
from rules.contract import Action, Game, Step
from rules.registry import registry
from tests.e2e.bot_play import actions_of, finished, latest_board, prompt_seq
from tests.e2e.fake_discord import FakeDiscord, Message, User

MOVES = 10_000
CLICKS = 150
"""Measured action clicks per game kind (long, short)."""
WARMUP = 8
"""Unmeasured action clicks per game kind before measuring."""
BLOCK = 25
"""Clicks in a row in one kind of game before the other kind's turn."""
HAND_EVERY = 3
"""Every HAND_EVERY-th action click comes after a "Show my hand" click, also when the prompt is still current."""
SHORT_LIMIT = 50
"""The short game is measured below this move; then a fresh one is opened."""
BATCH = 500
"""Moves per transaction when the engine plays the long game on."""
SCORE_CAP = 50
"""The engine's moves keep the two scores' sum at or below this (70 points end the game)."""
TICK = 0.001
TARGET_RESPONSE = 0.050
TARGET_STALL = 0.020


# -- the long game: its next moves played by the rules engine ----------------------------------------------------


def _scores(game: Game, state: Any) -> int:
    scores = game.view(state, None)["public"].get("scores", {})
    return sum(int(v) for v in scores.values())


def _calm_step(game: Game, state: Any, seat: str, legal: list[Action], rand: random.Random) -> tuple[Action, Step]:
    """A random move that keeps the game going: no unloading (goods never run out), no move that lifts the two
    scores past SCORE_CAP, none that ends the game, unless nothing else is legal."""
    calm = [a for a in legal if a.get("type") != "unload"] or legal
    before: int | None = None
    fallback: tuple[Action, Step] | None = None
    for action in rand.sample(calm, len(calm)):
        step = game.apply(state, seat, action)
        if game.is_over(step.state):
            continue
        if action.get("type") in ("play", "buy"):
            before = _scores(game, state) if before is None else before
            if _scores(game, step.state) > max(before, SCORE_CAP):
                fallback = fallback or (action, step)
                continue
        return action, step
    return fallback or (legal[0], game.apply(state, seat, legal[0]))


async def play_on(db_path: Path, game_id: int, moves: int, seed: int = 7) -> int:
    """With the bot stopped, let the engine play `game_id` on to seq `moves` and store the moves as the service
    does (log rows, state, checkpoint, open decision points), BATCH moves per transaction; the game's seq."""
    store = await open_store(str(db_path))
    try:
        record = await store.get_game(game_id)
        assert record is not None and record.state is not None and record.status == "active"
        game = registry.get(record.game)
        state = game.decode(record.state)
        users = {s.seat: s.user_id for s in record.seats}
        meta = dict(record.meta)
        decisions = {str(k): int(v) for k, v in dict(meta.get("decisions") or {}).items()}
        version, seq = record.version, record.seq
        rand = random.Random(seed)
        while seq < moves:
            entries: list[LogEntry] = []
            changes: dict[str, Any] = {}
            while seq < moves and len(entries) < BATCH:
                before = game.acting(state)
                choices = {s: game.legal_actions(state, s) for s in before}
                seat = before[0]
                action, step = _calm_step(game, state, seat, choices[seat], rand)
                seq += 1
                after = game.acting(step.state)
                # as the service does (bot/game/write/moves.py): a seat's decision point opens when it starts to act
                # or when its choices change
                changed = {s for s in after if s in choices and game.legal_actions(step.state, s) != choices[s]}
                reopened = (set(after) - set(before)) | changed
                decisions.update(dict.fromkeys(reopened, seq))
                decisions = {s: decisions.get(s, seq) for s in after}
                entries.append(LogEntry("move", seq, seat, users[seat], action, tuple(step.events), step.checkpoint))
                state = step.state
                if step.checkpoint:
                    changes["checkpoint_seq"] = seq
                    changes["checkpoint_state"] = game.encode(state)
            meta["decisions"] = decisions
            changes.update(seq=seq, state=game.encode(state), meta=dict(meta))
            version = await store.append_log(game_id, version, entries, changes, time.time())
        return seq
    finally:
        await store.close()


# -- clicking through the fake ------------------------------------------------------------------------------------


@dataclass
class Samples:
    """What one kind of game gave: first-response times of action and hand clicks, the time to the bot's last
    word on action clicks, how late each wake-up of the loop watch was (and how much of it the garbage collector
    took), and the durations of the collections that ran."""

    action: list[float] = field(default_factory=list)
    hand: list[float] = field(default_factory=list)
    done: list[float] = field(default_factory=list)
    late: list[float] = field(default_factory=list)
    late_in_gc: list[float] = field(default_factory=list)
    collections: list[float] = field(default_factory=list)
    seqs: list[int] = field(default_factory=list)


@dataclass
class Table:
    """One game being clicked: its channel, each player's last prompt, how many action clicks it had."""

    game_id: int
    channel_id: int
    prompts: dict[int, int] = field(default_factory=dict)
    clicks: int = 0


class LoopWatch:
    """Sleeps TICK on the loop, again and again, and notes how late each wake-up is under the current label, and
    how much of that time the garbage collector ran (in any thread: it holds the GIL)."""

    def __init__(self, labels: dict[str, Samples]) -> None:
        self.label: str | None = None
        self._labels = labels
        self._task: asyncio.Task[None] | None = None
        self._gc_started = 0.0
        self._gc_spent = 0.0

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        took = time.perf_counter() - self._gc_started
        self._gc_spent += took
        if self.label is not None:
            self._labels[self.label].collections.append(took)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due, spent = loop.time() + TICK, self._gc_spent
            await asyncio.sleep(TICK)
            late = max(0.0, loop.time() - due)
            if self.label is not None:
                samples = self._labels[self.label]
                samples.late.append(late)
                samples.late_in_gc.append(min(late, self._gc_spent - spent))

    def start(self) -> None:
        gc.callbacks.append(self._on_gc)
        self._task = asyncio.create_task(self._run(), name="bench-loop-watch")

    async def stop(self) -> None:
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    @contextmanager
    def watching(self, label: str) -> Iterator[None]:
        self.label = label
        try:
            yield
        finally:
            self.label = None


class Players:
    """Two players clicking prompts in the bot's games, as tests/e2e/bot_play.py does."""

    def __init__(self, fake: FakeDiscord, guild: Any, lobby: Any, users: list[User], rand: random.Random) -> None:
        self.fake, self.guild, self.lobby, self.users, self.rand = fake, guild, lobby, users, rand

    async def open_game(self, options: dict[str, Any]) -> Table:
        fake = self.fake
        opened = await fake.slash(self.users[0], self.guild, self.lobby, "game new hanse", options)
        message = await fake.wait_for_original(opened)
        game_id = int(message.custom_ids()[0].split(":")[2])
        await fake.wait_for_callback(await fake.click(self.users[1], message, f"sm:l:{game_id}:join"))
        await finished(fake, await fake.click(self.users[0], message, f"sm:l:{game_id}:start"))
        channel_id = fake.channel_named(self.guild, f"hanse-{game_id:04d}").id
        await fake.wait_until(lambda: any(f"sm:h:{game_id}" in m.custom_ids() for m in fake.messages_in(channel_id)))
        return Table(game_id, channel_id)

    async def click(self, client: StarmailClient, table: Table, into: Samples | None) -> int:
        """One action click by the acting player (after "Show my hand" if needed); the game's seq before it."""
        fake = self.fake
        public = await client.service.view(table.game_id, None)
        if public.status != "active":
            raise RuntimeError(f"game {table.game_id} ended at move {public.seq} while being measured")
        seats = {s.seat: s for s in public.seats}
        user = next(seats[a].user_id for a in public.acting if seats[a].user_id is not None)
        assert user is not None
        prompt: Message | None = fake.message(table.prompts[user]) if user in table.prompts else None
        if prompt is None or prompt_seq(prompt) != public.seq or table.clicks % HAND_EVERY == 0:
            board = latest_board(fake, table.channel_id, table.game_id)
            hand = await fake.click(user, board, f"sm:h:{table.game_id}")
            await finished(fake, hand)
            prompt = fake.original_response(hand)
            assert prompt is not None and prompt_seq(prompt) == public.seq
            if into is not None:
                into.hand.append(_answered(fake, hand))
        custom_id, value = self.rand.choice(actions_of(prompt))
        loop = asyncio.get_running_loop()
        start = loop.time()
        click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
        await finished(fake, click)
        if into is not None:
            into.done.append(loop.time() - start)
            into.action.append(_answered(fake, click))
            into.seqs.append(public.seq)
        table.prompts[user] = prompt.id
        table.clicks += 1
        return public.seq


def _answered(fake: FakeDiscord, interaction: Any) -> float:
    took = fake.response_time(interaction)
    if took is None:
        raise RuntimeError("the bot never answered an interaction")
    return took


async def _quiet(fake: FakeDiscord, idle: float = 0.1) -> None:
    """Wait until the bot has sent nothing for `idle` seconds (its deliveries after the last click are done)."""
    seen = -1
    while seen != len(fake.requests):
        seen = len(fake.requests)
        await asyncio.sleep(idle)


async def measure(
    moves: int = MOVES, clicks: int = CLICKS, *, warmup: int = WARMUP, block: int = BLOCK, folder: Path | None = None
) -> tuple[dict[str, Samples], int]:
    """Run the whole benchmark at the given sizes: samples for "long" (the game played on to `moves`) and
    "short" (games at move < SHORT_LIMIT), and the long game's id. The database is `folder`/bench.db (kept), or
    in a temporary folder."""
    if folder is None:
        with tempfile.TemporaryDirectory(prefix="starmail-bench-") as name:
            return await measure(moves, clicks, warmup=warmup, block=block, folder=Path(name))
    results = {"short": Samples(), "long": Samples()}
    rand = random.Random(11)
    seeds = itertools.count(1000)
    db_path = folder / "bench.db"
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench Port")
        lobby = fake.add_channel(guild, "lobby")
        players = Players(fake, guild, lobby, [fake.add_member(guild, n) for n in ("alice", "bob")], rand)
        settings = Settings(fake.token, str(db_path), guild.id, "WARNING", folder / "boards")

        def client() -> StarmailClient:
            return StarmailClient(settings, seed_source=lambda: next(seeds))

        async with fake.run(client()):
            long = await players.open_game({"round_cap": 0})
        await play_on(db_path, long.game_id, moves)
        async with fake.run(client()) as bot:
            await _measure(fake, bot, players, long, results, clicks, warmup, block)
        fake.check_clean()
    return results, long.game_id


async def _measure(
    fake: FakeDiscord,
    bot: StarmailClient,
    players: Players,
    long: Table,
    results: dict[str, Samples],
    clicks: int,
    warmup: int,
    block: int,
) -> None:
    short = await players.open_game({})
    for _ in range(warmup):
        await players.click(bot, long, None)
        await players.click(bot, short, None)
    await _quiet(fake)
    watch = LoopWatch(results)
    watch.start()
    gc.collect()
    try:
        tables = {"short": short, "long": long}
        while min(len(r.action) for r in results.values()) < clicks:
            for kind in ("short", "long"):
                samples = results[kind]
                for _ in range(min(block, clicks - len(samples.action))):
                    table = tables[kind]
                    if kind == "short":
                        public = await bot.service.view(table.game_id, None)
                        if public.status != "active" or public.seq >= SHORT_LIMIT:
                            tables[kind] = table = await players.open_game({})  # not measured
                            await _quiet(fake)
                    with watch.watching(kind):
                        await players.click(bot, table, samples)
                with watch.watching(kind):
                    await _quiet(fake)
    finally:
        await watch.stop()


# -- the report -------------------------------------------------------------------------------------------------


def _verdict(ok: bool) -> str:
    return "ok" if ok else "MISS"


def _ratio(long: float, short: float) -> str:
    return f"{long / short:.2f}x" if short else "n/a"


def report(results: dict[str, Samples], moves: int = MOVES) -> str:
    short, long = results["short"], results["long"]
    where = {
        "short": f"move {min(short.seqs)}-{max(short.seqs)}",
        "long": f"move {min(long.seqs):,}-{max(long.seqs):,}",
    }
    rows: list[tuple[Any, ...]] = []
    for what, name, target in (
        ("action -> first response", "action", True),
        ('"Show my hand" -> first response', "hand", True),
        ("action -> last word (no target)", "done", False),
    ):
        base = Timing("short", tuple(getattr(short, name)))
        for kind in ("short", "long"):
            t = Timing(kind, tuple(getattr(results[kind], name)))
            rows.append(
                (
                    f"{what}, {kind} game ({where[kind]})",
                    len(t.samples),
                    ms(t.median),
                    ms(t.p99),
                    _ratio(t.median, base.median),
                    _ratio(t.p99, base.p99),
                    _verdict(t.p99 <= TARGET_RESPONSE) if target else "",
                )
            )
    first = table(
        f"A game at move {moves:,} through the fake Discord: click -> first response "
        f"(target p99 <= {TARGET_RESPONSE * 1000:.0f} ms)",
        ("clicks", "samples", "median ms", "p99 ms", "median long/short", "p99 long/short", "target"),
        rows,
    )
    base_late = Timing("short", tuple(short.late))
    stall_rows: list[tuple[Any, ...]] = []
    for kind in ("short", "long"):
        samples = results[kind]
        late = Timing(kind, tuple(samples.late))
        worst = max(late.samples)
        outside_gc = max(x - g for x, g in zip(samples.late, samples.late_in_gc, strict=True))
        collections = samples.collections
        stall_rows.append(
            (
                f"{kind} game ({where[kind]})",
                len(late.samples),
                sum(1 for x in late.samples if x > TARGET_STALL),
                ms(late.median),
                ms(late.p99),
                ms(worst),
                ms(outside_gc),
                f"{len(collections)}, longest {ms(max(collections, default=0.0))}",
                _ratio(late.p99, base_late.p99),
                _ratio(worst, max(base_late.samples)),
                _verdict(worst <= TARGET_STALL),
            )
        )
    stalls = table(
        f"Event-loop stalls while clicking: lateness of {TICK * 1000:.0f} ms sleeps on the bot's loop "
        f"(target: none over {TARGET_STALL * 1000:.0f} ms)",
        (
            "clicking",
            "wake-ups",
            f"over {TARGET_STALL * 1000:.0f} ms",
            "median late ms",
            "p99 late ms",
            "max late ms",
            "max late ms, GC time taken out",
            "GC runs, longest ms",
            "p99 long/short",
            "max long/short",
            "target",
        ),
        stall_rows,
    )
    return first + "\n" + stalls


def main() -> str:
    results, _ = asyncio.run(measure())
    return report(results)


if __name__ == "__main__":
    print(main())
