"""Nothing untold: a bot killed with SIGKILL between committing a turn and posting it (a real child process) leaves
what must be told in the outbox; the restarted bot posts the board and tells the next player, once."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

from bot.store import open_store
from tests.e2e.bot_play import latest_board, open_game, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.posts import board_title, call_line
from tests.e2e.test_bot_restart import acting_user
from tests.e2e.test_bot_seat_changes import prompts_to
from tests.waits import event

ROOT = Path(__file__).resolve().parents[2]


async def _play_and_get_killed(db: Path, game_id: int) -> int:
    """The turn is committed by a process that is then SIGKILLed before it could post anything."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.e2e.outbox_driver", str(db), str(game_id), cwd=ROOT, stdout=asyncio.subprocess.PIPE
    )
    assert proc.stdout is not None
    line = await event(proc.stdout.readline(), "the driver to commit its move")
    word, seq = line.decode().split()
    assert word == "committed"
    proc.send_signal(signal.SIGKILL)
    assert await proc.wait() == -signal.SIGKILL
    return int(seq)


async def test_a_turn_committed_before_a_crash_is_posted_and_told_after_the_restart(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as first:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        mover = await acting_user(first, game_id)
    seq = await _play_and_get_killed(starmail.db_path, game_id)
    nxt = sp.bob if mover == sp.alice.id else sp.alice
    before = len(prompts_to(fake, nxt))
    store = await open_store(str(starmail.db_path))
    try:
        pending = await store.outbox(game_id)
    finally:
        await store.close()
    assert pending and max(t.seq for t in pending) == seq  # the crash left it untold, not lost

    async with fake.run(starmail.client()) as second:
        await fake.wait_until(lambda: len(prompts_to(fake, nxt)) > before)
        await fake.wait_until(lambda: latest_board(fake, channel.id, game_id).id != board.id)
        notice = prompts_to(fake, nxt)[-1]
        assert prompt_seq(notice) == seq
        assert "your turn" in notice.embeds[0]["description"].lower()
        new_board = latest_board(fake, channel.id, game_id)
        assert f"move {seq}" in board_title(new_board)
        assert f"<@{nxt.id}>" in call_line(new_board)
        await second.caught_up.wait()
        assert await second.store.outbox(game_id) == []
    boards = [m for m in fake.messages_in(channel) if f"move {seq}" in board_title(m)]
    assert len(boards) == 1 and len(prompts_to(fake, nxt)) == before + 1  # told once

    async with fake.run(starmail.client()) as third:  # a further restart repeats nothing
        await third.caught_up.wait()
    assert len(prompts_to(fake, nxt)) == before + 1
