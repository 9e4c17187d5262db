"""The catch-up digest: what a player missed since their last decision (public events, their own private
events, notes), compact, then what they must decide now."""

from __future__ import annotations

from pathlib import Path

from bot.game.clock import ManualClock
from bot.game.digest import build_digest
from bot.store.base import LogRecord
from tests.game.clocked import HOUR, START, Bot, open_bot
from tests.game.support import ALICE, HOST, first_choice, started_toy
from tests.toy_game import TOY


async def missed_three_turns(bot: Bot, clock: ManualClock) -> int:
    """Toy game, 4-hour deadlines, policy ai: Alice plays her first card, then the AI plays for her three
    times in a row while the host goes on."""
    service = bot.service
    await service.set_guild_setting(1, "deadline_hours", "4")
    await service.set_guild_setting(1, "reminders", "none")
    game_id = await started_toy(service, HOST, ALICE, rounds=5)
    action, seq = await first_choice(service, game_id, ALICE)
    await service.act(game_id, ALICE, action, seq)
    for _ in range(3):
        view = await service.view(game_id, HOST)
        if view.choices:
            await service.act(game_id, HOST, view.choices[0].action, view.seq)
        if (await service.view(game_id, ALICE)).choices:
            clock.advance(4 * HOUR)  # Alice lets her deadline pass
            await bot.scheduler.fire_due()
    return game_id


async def test_digest_for_a_player_who_missed_several_turns(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await missed_three_turns(bot, clock)
    digest = await bot.service.digest(game_id, ALICE)
    assert (digest.seat, digest.since_seq, digest.missed_moves, digest.left_out) == ("p2", 1, 5, 2)
    assert digest.deadline_at == START + 16 * HOUR
    # Public events, Alice's own private ones ("p2: chose", "p2: drew"), the deadline notes; never the
    # host's private "p1: chose".
    assert digest.text() == "\n".join(
        [
            "Since your last decision (5 moves):",
            "- ... 2 earlier lines",
            "- p2: scored",
            "- The deadline passed: the AI played for p2 (1 move).",
            "- p2: drew",
            "- p2: drew_hidden",
            "- p1: chose_hidden",
            "- The deadline passed: the AI played for p2 (1 move).",
            "- p2: chose",
            "- p2: chose_hidden",
            "- The table: revealed",
            "- p2: scored",
            "- The deadline passed: the AI played for p2 (1 move).",
            "- p2: passed",
            "Now you decide (2 choices): Play card 7, Play card 8.",
        ]
    )
    await bot.close()


async def test_digest_after_the_players_own_move_is_short(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    action, seq = await first_choice(bot.service, game_id, HOST)
    await bot.service.act(game_id, HOST, action, seq)
    digest = await bot.service.digest(game_id, HOST)
    assert digest.text() == "Nothing to decide now."
    fresh = await bot.service.digest(game_id, ALICE)
    assert fresh.lines == ("p1: chose_hidden",) and fresh.deciding and fresh.since_seq == 0
    await bot.close()


def test_repeated_lines_fold_and_long_choice_lists_shorten() -> None:
    passes = [
        LogRecord(
            n, 1, "move", n, "p2", None, {"type": "pass"}, ({"type": "passed", "to": None, "seat": "p2"},), False, 0.0
        )
        for n in range(1, 4)
    ]
    choices = [f"Option {n}" for n in range(7)]
    digest = build_digest(TOY, 1, "p1", HOST, passes, choices)
    assert digest.text() == "\n".join(
        [
            "Since your last decision (3 moves):",
            "- p2: passed (x3)",
            "Now you decide (7 choices): Option 0, Option 1, Option 2, Option 3, Option 4 (+2 more).",
        ]
    )
