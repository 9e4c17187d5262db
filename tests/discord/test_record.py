"""The adapter's record of a game is typed and versioned: records written before the version read the same, keys
this version does not know are kept, and a record survives a round trip through its stored JSON."""

from __future__ import annotations

from bot.discord.delivery.record import VERSION, DiscordRecord


def test_a_record_written_before_the_version_reads_as_it_was() -> None:
    old = {
        "guild": 5,
        "origin": 6,
        "lobby": [6, 70],
        "board": 80,
        "jump": "https://x/80",
        "log": None,
        "lines": ["a", "b"],
        "acting": ["p1"],
        "acting_users": [11],
        "seq": 4,
        "thread": True,
    }
    record = DiscordRecord.from_json(old)
    assert (record.guild, record.origin, record.lobby, record.board, record.jump) == (5, 6, (6, 70), 80, "https://x/80")
    assert (record.lines, record.acting, record.acting_users, record.seq, record.thread) == (
        ("a", "b"),
        ("p1",),
        (11,),
        4,
        True,
    )
    assert record.posted == 0 and record.extra == {}


def test_a_round_trip_keeps_everything_and_stamps_the_version() -> None:
    record = DiscordRecord(
        guild=1,
        lobby=(2, 3),
        board=4,
        lines=("x",),
        acting=("p2",),
        acting_users=(9,),
        posted=12,
        extra={"future": {"k": 1}},
    )
    stored = record.to_json()
    assert stored["v"] == VERSION and stored["future"] == {"k": 1} and stored["lobby"] == [2, 3]
    assert DiscordRecord.from_json(stored) == record


def test_a_record_from_before_acting_users_were_kept_says_so() -> None:
    assert DiscordRecord.from_json({"acting": ["p1"]}).acting_users is None
    assert DiscordRecord.from_json(None) == DiscordRecord()


def test_the_turn_log_keeps_its_newest_lines() -> None:
    record = DiscordRecord().with_lines([str(n) for n in range(100)])
    assert record.lines[0] == "40" and len(record.lines) == 60
