"""The service's boundary (bot/game/base/inputs.py): a wrong type or an absurd size is one short refusal and changes
nothing; above all it never reaches the cache, where a game keyed by "1" instead of 1 used to tell every seated
player "You are not seated in this game." until a restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.game.base.types import Refusal
from bot.game.clocks.quiet import awake_deadline, clock_text, is_quiet, parse_quiet, window
from bot.game.service import GameService
from bot.store.base import Preferences
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy, stored


@pytest.mark.parametrize("game_id", ["1", 1.0, True, -1, 2**63, 2**80, None])
async def test_an_id_that_cannot_be_a_game_is_refused_and_not_cached(service: GameService, game_id: Any) -> None:
    real = await started_toy(service, HOST, ALICE)
    with pytest.raises(Refusal) as refused:
        await service.view(game_id, ALICE)
    assert (refused.value.code, str(refused.value)) == ("not_found", "There is no game with that id.")
    mine = await service.view(real, ALICE)  # the real game is untouched: Alice still holds her seat
    assert mine.seat == "p2"


@pytest.mark.parametrize("index", ["0", 0.0, None, -1, 10**30])
async def test_an_index_that_is_not_a_choice_is_refused(service: GameService, store: SqliteStore, index: Any) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    _, seq = await first_choice(service, game_id, ALICE)
    before = await stored(store, game_id)
    with pytest.raises(Refusal) as refused:
        await service.act_index(game_id, ALICE, index, seq)
    assert refused.value.code == "malformed"
    assert await stored(store, game_id) == before


@pytest.mark.parametrize(
    "action",
    [
        {"type": "x" * 1_000_000},
        {"type": "choose", "card": "y" * 1_000_000},
        {"type": "choose", "bad": {1, 2}},
        {"type": "choose", 1: "a key the log would give back as text"},
        {"type": "choose", "card": 2**70},
    ],
)
async def test_a_huge_or_strange_action_gets_a_short_refusal(
    service: GameService, store: SqliteStore, action: dict[str, Any]
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    _, seq = await first_choice(service, game_id, ALICE)
    before = await stored(store, game_id)
    with pytest.raises(Refusal) as refused:
        await service.act(game_id, ALICE, action, seq)
    assert (refused.value.code, str(refused.value)) == ("malformed", "That action is not valid.")
    assert await stored(store, game_id) == before


async def test_a_user_id_that_cannot_be_a_person_is_refused(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    with pytest.raises(Refusal) as refused:
        await service.act_index(game_id, str(ALICE), 0, 0)  # type: ignore[arg-type]
    assert refused.value.code == "malformed"


async def test_a_refusal_quotes_a_short_prefix_of_what_was_given(service: GameService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.create("z" * 1_000_000, HOST)
    assert len(str(refused.value)) < 200 and str(refused.value).startswith("There is no game called “zzz")
    with pytest.raises(Refusal) as bad:
        await service.create("toy", HOST, options={"rounds": "9" * 5000})
    assert bad.value.code == "setup" and len(str(bad.value)) < 300


async def test_a_database_held_by_another_program_is_a_busy_refusal_not_a_raw_error(db_path: Path) -> None:
    store = await SqliteStore.open(db_path, synchronous="NORMAL", busy_timeout=0.1)
    try:
        service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
        game_id = await started_toy(service, HOST, ALICE)
        _, seq = await first_choice(service, game_id, ALICE)
        before = await stored(store, game_id)
        other = sqlite3.connect(db_path, isolation_level=None)
        try:
            other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
            with pytest.raises(Refusal) as refused:
                await service.act_index(game_id, ALICE, 0, seq)
            assert (refused.value.code, str(refused.value)) == (
                "busy",
                "This game is busy right now; please try again.",
            )
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert await stored(store, game_id) == before
        moved = await service.act_index(game_id, ALICE, 0, seq)  # the lock is gone: the same click works
        assert moved.seq == seq + 1
    finally:
        await store.close()


@pytest.mark.parametrize("user", ["", 2.5, float("inf"), 0, -5, 2**63, True])
async def test_a_user_id_that_cannot_be_a_person_is_never_seated_nor_stored(
    service: GameService, store: SqliteStore, user: Any
) -> None:
    """Such ids were once seated by join, replace and create, and the database then failed `db copy` to PostgreSQL."""
    lobby = (await service.create("toy", HOST, guild_id=1, channel_id=7)).game_id
    game_id = await started_toy(service, HOST, ALICE)
    before = (await stored(store, lobby), await stored(store, game_id), await store.count_games())
    calls = [
        service.join(lobby, user),
        service.replace(game_id, HOST, "p2", user, moderator=True),
        service.create("toy", user),
        service.create("toy", HOST, guild_id=user),
        service.create("toy", HOST, channel_id=user),
    ]
    codes = []
    for call in calls:
        with pytest.raises(Refusal) as refused:
            await call
        codes.append(refused.value.code)
    assert codes == ["malformed"] * len(calls)
    assert (await stored(store, lobby), await stored(store, game_id), await store.count_games()) == before


@pytest.mark.parametrize("per_page", [0, -1, 2**80, 2.5, "25", None])
async def test_a_page_size_that_is_no_size_is_refused(service: GameService, per_page: Any) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    with pytest.raises(Refusal) as refused:
        await service.log_page(game_id, ALICE, page=1, per_page=per_page)
    assert (refused.value.code, str(refused.value)) == ("malformed", "Ask for a whole number from 1 to 100.")


async def test_ids_are_checked_before_anything_is_read_by_them(service: GameService) -> None:
    for call in (
        service.verify(2**63),
        service.replay_state("1"),  # type: ignore[arg-type]
        service.told_live(2**64),
        service.list_games(guild_id=2**70),
        service.server_stats(-1),
        service.away(2**63, 10**10),
        service.back(""),  # type: ignore[arg-type]
        service.away_until(1.5),  # type: ignore[arg-type]
        service.preferences.of(2**64),
        service.preferences.set_quiet(0, "23:00-07:00"),
    ):
        with pytest.raises(Refusal):
            await call


@pytest.mark.parametrize(
    "value",
    [
        {f"key{n}": "v" * 100 for n in range(50_000)},
        [["p1"] * 1000] * 1000,
        "line one\nline two\n" * 10_000,
        b"\x00" * 100_000,
        10**5000,
        set(range(100_000)),
        (1,) * 1_000_000,
    ],
    ids=["dict", "nested list", "lines", "bytes", "long int", "set", "tuple"],
)
def test_a_refusal_quotes_a_short_single_line_prefix_of_a_value_of_any_type(value: Any) -> None:
    refusal = Refusal("There is no game called “{name}”.", "unknown_game", name=value)
    for locale in ("en", "de", "fr", "nl"):
        said = refusal.say(locale)
        assert "\n" not in said and len(said) < 200, said[:300]


async def test_a_refusal_of_a_request_repeats_no_value_whole(service: GameService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.create({"name": "x" * 300_000}, HOST)  # type: ignore[arg-type]
    assert len(str(refused.value)) < 200 and str(refused.value).startswith("There is no game called “{'name': 'xxx")
    with pytest.raises(Refusal) as bad:
        await service.replace((await started_toy(service, HOST, ALICE)), HOST, "p9\n" * 40, ALICE, moderator=True)
    assert "\n" not in str(bad.value)


@pytest.mark.parametrize(
    ("call", "args"),
    [
        ("set_time_zone", (ALICE, None)),
        ("set_time_zone", (ALICE, "Europe/Berlin\x00")),
        ("set_quiet", (ALICE, ["23:00", "07:00"])),
        ("set_quiet", (ALICE, "2" * 100_000)),
        ("set_notify", (ALICE, 5, None)),
        ("set_notify", (ALICE, "turns", "yes")),
    ],
)
async def test_a_preference_that_cannot_be_used_is_refused_and_not_stored(
    service: GameService, store: SqliteStore, call: str, args: tuple[Any, ...]
) -> None:
    with pytest.raises(Refusal) as refused:
        await getattr(service.preferences, call)(*args)
    assert refused.value.code in ("malformed", "bad_setting") and len(str(refused.value)) < 200
    assert await store.user_preferences([ALICE]) == {}


def test_quiet_hours_refuse_what_they_cannot_count_with() -> None:
    evenings = Preferences(quiet=(1320, 420))
    with pytest.raises(Refusal):
        awake_deadline(evenings, 1.7e9, 1e308)  # counted day by day, this once ran for minutes
    with pytest.raises(Refusal):
        is_quiet(evenings, float("nan"))
    with pytest.raises(Refusal):
        window(Preferences(quiet=(10**9, 5)), 1.7e9)
    with pytest.raises(Refusal):
        clock_text(-1)
    with pytest.raises(Refusal):
        parse_quiet(None)  # type: ignore[arg-type]
