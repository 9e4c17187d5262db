"""The catch-up digest: what a player missed since their last decision (public events, their own private
events, notes), compact, then what they must decide now."""

from __future__ import annotations

import random
from pathlib import Path

from bot.game.base.phrases import Naming
from bot.game.clocks.clock import ManualClock
from bot.game.history.digest import build_digest, digest_of_log
from bot.store.base import LogRecord
from bot.store.log import effective_moves, undone_in
from rules.registry import registry
from tests.game.clocked import HOUR, START, Bot, open_bot
from tests.game.support import ALICE, BOB, HOST, first_choice, started_toy
from tests.game.words import IDS, said
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
    assert digest.text("en", IDS) == "\n".join(
        [
            "Since your last decision (5 moves):",
            "- … 2 earlier lines",
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
    assert tuple(said(line) for line in fresh.lines) == ("p1: chose_hidden",)
    assert fresh.deciding and fresh.since_seq == 0
    await bot.close()


def test_repeated_lines_fold_and_long_choice_lists_shorten() -> None:
    passes = [
        LogRecord(
            n, 1, "move", n, "p2", None, {"type": "pass"}, ({"type": "passed", "to": None, "seat": "p2"},), False, 0.0
        )
        for n in range(1, 4)
    ]
    choices = [f"Option {n}" for n in range(7)]
    digest = digest_of_log(TOY, 1, "p1", HOST, passes, choices)
    assert digest.text("en", IDS) == "\n".join(
        [
            "Since your last decision (3 moves):",
            "- p2: passed (×3)",
            "Now you decide (7 choices): Option 0, Option 1, Option 2, Option 3, Option 4 (and 2 more).",
        ]
    )


def _random_log(rand: random.Random, rows: int) -> list[LogRecord]:
    """A log as the service writes it: moves by p1/p2 (users 1/2, or the AI), notes, undos to earlier moves."""
    log: list[LogRecord] = []
    seq = 0
    for row_id in range(1, rows + 1):
        roll = rand.random()
        if roll < 0.1 and seq > 0:
            seq = rand.randrange(seq)
            log.append(LogRecord(row_id, 1, "undo", seq, None, 1, None, (), False, 0.0))
        elif roll < 0.2:
            log.append(LogRecord(row_id, 1, "note", seq, None, 9, {"type": "mod_pause"}, (), False, 0.0))
        else:
            seq += 1
            seat = rand.choice(["p1", "p2"])
            user = rand.choice([int(seat[1]), None])
            event = {"type": "passed", "to": None, "seat": seat}
            log.append(LogRecord(row_id, 1, "move", seq, seat, user, {"type": "pass"}, (event,), False, 0.0))
    return log


def test_the_tail_alone_tells_which_moves_count() -> None:
    rand = random.Random(5)
    for _ in range(200):
        log = _random_log(rand, rand.randrange(1, 40))
        effective = {row.id for row in effective_moves(log)}
        for start in range(len(log) + 1):
            tail = log[start:]
            undone = undone_in(tail)
            assert {r.id for r in tail if r.kind == "move" and r.id not in undone} == {
                r.id for r in tail if r.id in effective
            }


async def test_the_store_finds_the_last_decision_and_the_digest_reads_only_what_follows(tmp_path: Path) -> None:
    from bot.store.base import LogEntry, NewGame
    from bot.store.sqlite import SqliteStore

    rand = random.Random(11)
    store = await SqliteStore.open(tmp_path / "digest.db", synchronous="OFF")
    try:
        for _ in range(30):
            log = _random_log(rand, rand.randrange(1, 30))
            record = await store.create_game(NewGame(game="toy", created_by=1))
            entries = [LogEntry(r.kind, r.seq, r.seat, r.user_id, r.action, r.events) for r in log]
            await store.append_log(record.id, record.version, entries, {})
            stored = await store.read_log(record.id)
            for seat, user in (("p1", 1), ("p2", 2)):
                expected = digest_of_log(TOY, record.id, seat, user, stored, ["Pass"])
                since, tail = await store.decision_tail(record.id, seat, user)
                assert len(tail) < len(stored) or since is None
                assert build_digest(TOY, record.id, seat, since, tail, ["Pass"]) == expected
    finally:
        await store.close()


def _row(row_id: int, seat: str, events: list[dict[str, object]], user: int | None = None) -> LogRecord:
    return LogRecord(row_id, 1, "move", row_id, seat, user, {"type": "x"}, tuple(events), False, 0.0)


HANSE_END = [
    # the AI plays p1's turn at a deadline: what p1 drew (theirs alone), then the public draw and the end of turn
    _row(
        1,
        "p1",
        [
            {"type": "drew", "to": ["p1"], "seat": "p1", "cards": ["jet:container#1"]},
            {"type": "drew_hidden", "to": None, "seat": "p1", "count": 1},
            {"type": "turn_ended", "to": None, "seat": "p1"},
        ],
    ),
    # p2 ends the game; a game that told p1 something after its end (in the same move, or a note after it)
    _row(
        2,
        "p2",
        [
            {
                "type": "game_over",
                "to": None,
                "reason": "reached_70",
                "ranking": [["p2"], ["p1"]],
                "scores": {"p1": 40, "p2": 70},
            },
            {"type": "drew", "to": ["p1"], "seat": "p1", "cards": ["jet:container#2"]},
        ],
        user=HOST,
    ),
    LogRecord(3, 1, "note", 2, None, 9, {"type": "mod_pause"}, (), False, 0.0),
]


def test_the_digest_tells_each_event_once_in_the_readers_person_and_ends_with_the_end() -> None:
    """Hanse: p1's own move (the AI's, at a deadline) is told by its public narration with p1 named as theirs, what
    p1 alone learnt by its own line, each once; nothing after the game-over line, neither the private line of the
    same move nor a later note."""
    hanse = registry.get("hanse")
    digest = digest_of_log(hanse, 1, "p1", ALICE, HANSE_END, [])
    assert digest.text("en", Naming(seats={"p1": "Ada", "p2": "Bert"})) == "\n".join(
        [
            "Since your last decision (2 moves):",
            "- You drew Container.",
            "- Ada (you) drew 1 card.",
            "- Ada (you) ended the turn.",
            "- Game over (a player reached 70 MG): Bert wins (Ada (you) 40, Bert 70).",
            "Nothing to decide now.",
        ]
    )
    # the other player reads the same move in the third person, themselves as theirs, and never p1's own lines
    other = digest_of_log(hanse, 1, "p2", BOB, HANSE_END, [])
    assert [line.say("en", Naming(seats={"p1": "Ada", "p2": "Bert"})) for line in other.lines] == [
        "Ada drew 1 card.",
        "Ada ended the turn.",
        "Game over (a player reached 70 MG): Bert (you) wins (Ada 40, Bert (you) 70).",
    ]
