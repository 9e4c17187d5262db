"""GameService on a real SQLite file with the toy game: lobby, play, AI seats, views, log, moderation."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.game.base.types import Refusal
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Action
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, BOB, CAROL, HOST, MOD, STRANGER, first_choice, refused, started_toy, stored
from tests.game.words import said
from tests.toy_game import TOY

# -- lobby -----------------------------------------------------------------------------------------


async def test_lobby_join_leave_renumbers_seats(service: GameService) -> None:
    created = await service.create("toy", HOST, guild_id=1, channel_id=2)
    await service.join(created.game_id, ALICE)
    await service.join(created.game_id, BOB)
    left = await service.leave(created.game_id, ALICE)
    assert [(s.seat, s.user_id) for s in left.seats] == [("p1", HOST), ("p2", BOB)]


async def test_lobby_refuses_double_join_full_table_and_unknown_options(service: GameService) -> None:
    created = await service.create("toy", HOST)
    with refused("You are already seated in this game."):
        await service.join(created.game_id, HOST)
    await service.join(created.game_id, ALICE)
    await service.add_ai(created.game_id, HOST)
    with refused("This game is full."):
        await service.join(created.game_id, BOB)
    with refused("There is no option “speed”; the options are: rounds."):
        await service.create("toy", HOST, options={"speed": 2})
    with pytest.raises(Refusal, match=r"^There is no game called “chess”\.$"):
        await service.create("chess", HOST)


async def test_remove_ai_and_start_needs_enough_players(service: GameService) -> None:
    created = await service.create("toy", HOST)
    added = await service.add_ai(created.game_id, HOST)
    assert [s.kind for s in added.seats] == ["human", "ai"]
    removed = await service.remove_ai(created.game_id, HOST)
    assert [s.kind for s in removed.seats] == ["human"]
    with refused("This game needs 2 to 3 players, not 1."):
        await service.start(created.game_id, HOST)
    assert (await service.view(created.game_id, HOST)).status == "lobby"


async def test_only_host_or_moderator_starts(service: GameService) -> None:
    created = await service.create("toy", HOST)
    await service.join(created.game_id, ALICE)
    with refused("Only the host or a moderator can start the game."):
        await service.start(created.game_id, ALICE)
    started = await service.start(created.game_id, MOD, moderator=True)
    assert started.status == "active"


async def test_start_stores_the_seed_and_the_dealt_state(store: SqliteStore) -> None:
    seeds = [424242]
    service = GameService(store, lookup, seed_source=seeds.pop)
    game_id = await started_toy(service, HOST, ALICE)
    record = await store.get_game(game_id)
    assert record is not None and record.seed == 424242
    assert record.state == TOY.encode(TOY.setup(["p1", "p2"], 424242, {"rounds": 3}))


async def test_default_seed_comes_from_os_urandom(store: SqliteStore) -> None:
    service = GameService(store, lookup)
    first = await started_toy(service, HOST, ALICE)
    second = await started_toy(service, HOST, ALICE)
    seeds = [(await store.get_game(g)).seed for g in (first, second)]  # type: ignore[union-attr]
    assert seeds[0] != seeds[1] and all(s is not None and 0 <= s < 2**63 for s in seeds)


# -- play ------------------------------------------------------------------------------------------


async def test_act_returns_private_and_public_events_and_who_acts(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    outcome = await service.act(game_id, HOST, action, seq)
    assert outcome.seq == seq + 1
    assert [m.seat for m in outcome.moves] == ["p1"]
    assert outcome.private_events == {"p1": ({"type": "chose", "to": ["p1"], "seat": "p1", "card": action["card"]},)}
    assert outcome.public_events == ({"type": "chose_hidden", "to": None, "seat": "p1"},)
    assert outcome.acting == ("p2",) and outcome.acting_users == (ALICE,)
    assert outcome.turn_passed is True


async def test_views_hide_other_hands(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    record = await store.get_game(game_id)
    assert record is not None and record.state is not None
    hands = json.loads(record.state)["hands"]
    alice_view = await service.view(game_id, ALICE)
    spectator = await service.view(game_id, STRANGER)
    assert alice_view.seat == "p2" and alice_view.view is not None
    assert alice_view.view["private"]["hand"] == hands["p2"]
    for card in hands["p1"]:
        assert card not in json.dumps(alice_view.view)
        assert card not in json.dumps(spectator.view)
    assert spectator.seat is None and spectator.choices == ()


async def test_act_index_plays_the_listed_choice(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    view = await service.view(game_id, ALICE)
    outcome = await service.act_index(game_id, ALICE, 1, view.seq)
    assert outcome.moves[0].action == view.choices[1].action


async def test_game_to_the_end_records_the_result_and_replays(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, rounds=2)
    outcome = None
    while not (outcome and outcome.over):
        view = await service.view(game_id, HOST)
        user = HOST if view.choices else ALICE
        action, seq = await first_choice(service, game_id, user)
        outcome = await service.act(game_id, user, action, seq)
    record = await store.get_game(game_id)
    assert record is not None and record.status == "over" and outcome.result is not None
    assert record.result is not None and record.result["scores"] == outcome.result.scores
    assert TOY.encode(await service.replay_state(game_id)) == record.state
    assert outcome.acting == () and outcome.acting_users == ()


# -- refusals leave everything unchanged ----------------------------------------------------------


async def test_refusals_have_clear_messages_and_change_nothing(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    before = await stored(store, game_id)
    alice_action, now = await first_choice(service, game_id, ALICE)
    cases: list[tuple[int, Action, int, str]] = [
        (STRANGER, alice_action, now, "You are not seated in this game."),
        (HOST, alice_action, now, "It is not your turn."),
        (ALICE, alice_action, now + 1, "That prompt is out of date."),
        (ALICE, {"card": "toy:c01"}, now, "That action is not valid."),
        (ALICE, {"type": "choose", "card": "toy:c99"}, now, "You do not hold that card."),
        (ALICE, {"type": "draw"}, now, "That is not a legal action now."),
    ]
    for user, attempt, attempt_seq, message in cases:
        with pytest.raises(Refusal) as refusal:
            await service.act(game_id, user, attempt, attempt_seq)
        assert str(refusal.value) == message
        assert await stored(store, game_id) == before
    with refused("That action is not valid."):
        await service.act(game_id, ALICE, "draw", now)  # type: ignore[arg-type]
    assert (await service.view(game_id, ALICE)).choices[0].action == alice_action


async def test_paused_and_finished_games_refuse_moves(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, ALICE)
    await service.pause(game_id, HOST)
    before = await stored(store, game_id)
    with refused("This game is paused by a moderator."):
        await service.act(game_id, ALICE, action, seq)
    assert await stored(store, game_id) == before
    await service.resume(game_id, HOST)
    ended = await service.end(game_id, HOST)
    assert ended.status == "abandoned"
    before = await stored(store, game_id)
    with refused("This game is over."):
        await service.act(game_id, ALICE, action, seq)
    assert await stored(store, game_id) == before


async def test_lobby_refuses_moves_and_unknown_game(service: GameService) -> None:
    created = await service.create("toy", HOST)
    with refused("This game has not started yet."):
        await service.act(created.game_id, HOST, {"type": "pass"}, 0)
    with refused("There is no game with that id."):
        await service.act(12345, HOST, {"type": "pass"}, 0)


async def test_every_read_of_a_games_history_refuses_a_missing_game_and_a_lobby_alike(service: GameService) -> None:
    """Time-lapse, recap, replay, open hands and verify read the stored game one way: no game, or one not started."""
    lobby = (await service.create("toy", HOST)).game_id
    reads: dict[str, Callable[[int], Awaitable[object]]] = {
        "turn_frames": service.turn_frames,
        "recap": service.recap,
        "replay_state": service.replay_state,
        "open_hands": lambda game_id: service.open_hands(game_id, 1),
        "verify": service.verify,
    }
    for name, read in reads.items():
        with refused("There is no game with that id."):
            await read(12345)
        with pytest.raises(Refusal) as lobby_refusal:
            await read(lobby)
        expected = "lobby" if name in ("turn_frames", "recap", "replay_state") else "not_over"
        assert lobby_refusal.value.code == expected, name


# -- AI seats -------------------------------------------------------------------------------------


async def test_ai_seats_play_until_a_human_must_act(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ai=2, rounds=3)
    started = await service.view(game_id, HOST)
    # The AI seats made their simultaneous choices at once: only the human is left to choose.
    assert started.acting == ("p1",) and started.seq == 2
    outcome = None
    while not (outcome and outcome.over):
        action, seq = await first_choice(service, game_id, HOST)
        outcome = await service.act(game_id, HOST, action, seq)
        assert outcome.over or outcome.acting_users == (HOST,)
    log = await store.read_log(game_id)
    # the human's single choices were played for them (bot/game/write/single.py): each after its own note
    played_for = {row.seq + 1 for row in log if row.kind == "note" and (row.action or {}).get("type") == "only_choice"}
    by_ai = {row.seat for row in log if row.kind == "move" and row.user_id is None and row.seq not in played_for}
    assert by_ai == {"p2", "p3"}
    assert all(row.seat == "p1" for row in log if row.kind == "move" and row.seq in played_for)
    record = await store.get_game(game_id)
    assert record is not None and TOY.encode(await service.replay_state(game_id)) == record.state


async def test_ai_turn_left_undone_is_played_on_next_view(store: SqliteStore) -> None:
    # An AI that fails (here: one that never answers) leaves its turn undone; the human move is kept,
    # and the next service to touch the game plays the AI turn.
    crashed = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
    game_id = await started_toy(crashed, HOST, ai=1, rounds=1)

    def never_answers(live: object, limit: int, seats: object = None) -> list[object]:
        return []

    crashed._moves.think = never_answers  # type: ignore[method-assign, assignment]
    action, seq = await first_choice(crashed, game_id, HOST)
    outcome = await crashed.act(game_id, HOST, action, seq)
    # With seed 1000 the AI's card wins the reveal, so it must now draw or pass.
    assert outcome.acting == ("p2",) and outcome.moves[-1].seat == "p1"
    restarted = GameService(store, lookup)
    view = await restarted.view(game_id, HOST)
    assert "p2" not in view.acting
    assert (await store.read_log(game_id))[-1].seat == "p2"


async def test_ai_moves_are_reproducible_from_seed_and_seq(store: SqliteStore, tmp_path: Path) -> None:
    other = await SqliteStore.open(tmp_path / "other.db", synchronous="OFF")
    try:
        logs = []
        for target in (store, other):
            service = GameService(target, lookup, seed_source=counting_seeds(77), ai_in_thread=True)
            game_id = await started_toy(service, HOST, ai=1)
            action, seq = await first_choice(service, game_id, HOST)
            await service.act(game_id, HOST, action, seq)
            logs.append([(r.seat, r.action) for r in await target.read_log(game_id)])
        assert logs[0] == logs[1]
    finally:
        await other.close()


# -- log ------------------------------------------------------------------------------------------


async def test_log_shows_private_events_only_to_their_seat(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    mine = await service.log(game_id, HOST)
    theirs = await service.log(game_id, ALICE)
    assert [said(line) for line in mine[0].lines] == ["p1: chose", "p1: chose_hidden"] and mine[0].action == action
    assert [said(line) for line in theirs[0].lines] == ["p1: chose_hidden"] and theirs[0].action is None


# -- listing --------------------------------------------------------------------------------------


async def test_list_games_by_guild_and_user(service: GameService) -> None:
    first = await started_toy(service, HOST, ALICE, guild=1)
    second = await started_toy(service, BOB, ALICE, guild=2)
    lobby = (await service.create("toy", CAROL, guild_id=1)).game_id
    assert [g.game_id for g in await service.list_games(guild_id=1)] == [lobby, first]
    assert [g.game_id for g in await service.list_games(user_id=ALICE)] == [second, first]
    await service.end(first, HOST)
    assert [g.game_id for g in await service.list_games(guild_id=1, finished=True)] == [first]
    assert (await service.list_games(user_id=BOB))[0].title == "Toy"


# -- undo -----------------------------------------------------------------------------------------


async def test_undo_needs_every_other_human_to_agree(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    dealt = (await store.get_game(game_id)).state  # type: ignore[union-attr]
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    asked = await service.undo(game_id, HOST)
    assert asked.kind == "undo_requested" and asked.seq == 1
    assert said(asked.message) == "Undo back to move 0 needs 2 more players to agree."
    assert (await service.undo(game_id, ALICE)).kind == "undo_requested"
    undone = await service.undo(game_id, BOB)
    assert undone.kind == "undone" and undone.seq == 0
    assert (await store.get_game(game_id)).state == dealt  # type: ignore[union-attr]
    assert [r.kind for r in await store.read_log(game_id)] == ["move", "undo"]
    assert TOY.encode(await service.replay_state(game_id)) == dealt


async def test_undo_to_checkpoint_takes_back_every_move_since_the_reveal(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    for user in (HOST, ALICE):
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)
    one_step = await service.undo(game_id, ALICE)
    assert said(one_step.message) == "Undo back to move 1 needs 2 more players to agree."
    await service.decline_undo(game_id, HOST)
    undone = await service.undo(game_id, MOD, moderator=True, to_checkpoint=True)
    assert undone.seq == 0 and undone.acting == ("p1", "p2", "p3")
    record = await store.get_game(game_id)
    assert record is not None and TOY.encode(await service.replay_state(game_id)) == record.state


async def test_a_move_cancels_a_pending_undo_request(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    await service.undo(game_id, HOST)
    action, seq = await first_choice(service, game_id, ALICE)
    await service.act(game_id, ALICE, action, seq)
    assert "undo" not in (await store.get_game(game_id)).meta  # type: ignore[union-attr]
    # Bob's call is no consent to the old request: he has no move of his own to take back.
    with refused("There is no move of yours to undo since the last reveal or roll."):
        await service.undo(game_id, BOB)
    asked = await service.undo(game_id, ALICE)
    assert said(asked.message) == "Undo back to move 1 needs 2 more players to agree."


async def test_undo_never_crosses_a_checkpoint(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    for user in (HOST, ALICE):
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)
    # Both chose: the cards were revealed and dice rolled, a checkpoint.
    before = await stored(store, game_id)
    with refused("There is no move of yours to undo since the last reveal or roll."):
        await service.undo(game_id, HOST, moderator=True)
    assert await stored(store, game_id) == before


async def test_moderator_undo_needs_no_consent(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, ai=1)
    ai_move = [(r.seat, r.action) for r in await store.read_log(game_id)]
    assert [seat for seat, _ in ai_move] == ["p3"]
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    undone = await service.undo(game_id, MOD, moderator=True)
    assert undone.kind == "undone" and undone.seq == seq and undone.acting == ("p1", "p2")
    log = await store.read_log(game_id)
    assert [(r.seat, r.action) for r in log[:1]] == ai_move and [r.kind for r in log] == ["move", "move", "undo"]
    record = await store.get_game(game_id)
    assert record is not None and TOY.encode(await service.replay_state(game_id)) == record.state
    other = (await service.view(game_id, HOST)).choices[-1].action
    assert (await service.act(game_id, HOST, other, seq)).moves[0].action == other


# -- pause, kick, replace, end --------------------------------------------------------------------


async def test_pause_and_resume_need_a_moderator(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    with refused("Only the host or a moderator can pause the game."):
        await service.pause(game_id, ALICE)
    assert (await service.pause(game_id, MOD, moderator=True)).status == "paused"
    with refused("This game is paused by a moderator."):
        await service.pause(game_id, HOST)
    assert (await service.resume(game_id, HOST)).status == "active"


async def test_kick_hands_the_seat_to_an_ai_by_default(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    kicked = await service.kick(game_id, HOST, ALICE)
    assert [(s.seat, s.kind) for s in kicked.seats] == [("p1", "human"), ("p2", "ai")]
    # The new AI made p2's pending choice at once.
    assert kicked.acting == ("p1",) and [m.seat for m in kicked.moves] == ["p2"]
    with refused("You are not seated in this game."):
        await service.act(game_id, ALICE, {"type": "pass"}, kicked.seq)


async def test_kick_can_pause_until_a_replacement(service: GameService, store: SqliteStore) -> None:
    await service.set_guild_setting(1, "kick_policy", "pause")
    game_id = await started_toy(service, HOST, ALICE, guild=1)
    kicked = await service.kick(game_id, MOD, ALICE, moderator=True)
    assert kicked.status == "paused"
    with refused("A seat is empty: replace the kicked player first."):
        await service.resume(game_id, HOST)
    replaced = await service.replace(game_id, HOST, "p2", CAROL)
    assert replaced.status == "active" and replaced.acting_users == (HOST, CAROL)
    action, seq = await first_choice(service, game_id, CAROL)
    assert (await service.act(game_id, CAROL, action, seq)).seq == seq + 1


async def test_replace_an_ai_with_a_human(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ai=1)
    replaced = await service.replace(game_id, HOST, "p2", BOB)
    assert [(s.seat, s.kind, s.user_id) for s in replaced.seats] == [("p1", "human", HOST), ("p2", "human", BOB)]
    with refused("That user already holds another seat in this game."):
        await service.replace(game_id, HOST, "p1", BOB)


async def test_end_records_an_abandoned_result(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    with refused("Only the host or a moderator can end the game."):
        await service.end(game_id, ALICE)
    ended = await service.end(game_id, HOST)
    assert ended.result is not None and ended.result.reason == "abandoned"
    assert ended.result.ranking == [["p1", "p2"]] and ended.result.scores == {"p1": 0, "p2": 0}
    record = await store.get_game(game_id)
    assert record is not None and record.result == {
        "ranking": [["p1", "p2"]],
        "scores": {"p1": 0, "p2": 0},
        "reason": "abandoned",
    }


async def test_guild_settings_refuse_unknown_values(service: GameService) -> None:
    with refused(
        "The setting “kick_policy” must be one of `ai` (an AI takes the seat) or `pause` (the game pauses until a"
        " moderator gives the seat to a player)."
    ):
        await service.set_guild_setting(1, "kick_policy", "ban")
    assert await service.set_guild_setting(1, "kick_policy", "pause") == {"kick_policy": "pause"}


async def test_deadline_is_stored_with_a_timer(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await service.set_deadline(game_id, HOST, 2_000_000_000.0)
    timers = [(t.kind, t.due_at) for t in await store.timers_for(game_id) if t.kind == "deadline"]
    assert timers == [("deadline", 2_000_000_000.0)]
    await service.set_deadline(game_id, HOST, None)
    assert await store.timers_for(game_id) == []
    await service.set_deadline(game_id, HOST, 2_000_000_000.0)
    await service.end(game_id, HOST)
    assert await store.timers_for(game_id) == []


async def test_a_passed_deadline_lets_the_ai_move_for_late_players(store: SqliteStore) -> None:
    service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=True)
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    await service.set_deadline(game_id, HOST, 2_000_000_000.0)
    passed = await service.deadline_passed(game_id)
    assert passed.kind == "deadline_passed"
    assert [(m.seat, m.user_id) for m in passed.moves] == [("p2", None)]
    record = await store.get_game(game_id)
    assert record is not None and record.deadline_at is None and record.seq == seq + 2
    assert await store.timers_for(game_id) == []
    assert TOY.encode(await service.replay_state(game_id)) == record.state


# -- cache and restarts ---------------------------------------------------------------------------


async def test_cache_is_bounded_and_evicted_games_reload(store: SqliteStore) -> None:
    service = GameService(store, lookup, cache_size=3, seed_source=counting_seeds(), ai_in_thread=False)
    games = [await started_toy(service, HOST, ALICE) for _ in range(5)]
    assert service.cached_games() == 3
    action, seq = await first_choice(service, games[0], HOST)
    assert (await service.act(games[0], HOST, action, seq)).seq == 1
    assert service.cached_games() == 3


async def test_a_restarted_service_continues_from_the_database(db_path: Path) -> None:
    first_store = await SqliteStore.open(db_path)
    first = GameService(first_store, lookup, seed_source=counting_seeds())
    game_id = await started_toy(first, HOST, ALICE)
    action, seq = await first_choice(first, game_id, HOST)
    await first.act(game_id, HOST, action, seq)
    await first_store.close()
    second_store = await SqliteStore.open(db_path)
    try:
        second = GameService(second_store, lookup)
        action, seq = await first_choice(second, game_id, ALICE)
        assert seq == 1
        assert (await second.act(game_id, ALICE, action, seq)).seq == 2
    finally:
        await second_store.close()


async def test_refusals_come_in_order_over_or_paused_then_seat_then_played_then_turn_then_stale_then_choice(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)  # the host has chosen; Alice still has to
    alice_action, now = await first_choice(service, game_id, ALICE)
    # everything wrong at once: each check speaks only when the ones before it pass
    with refused("That prompt was already played."):  # the host's prompt of move 0 was spent by their move
        await service.act(game_id, HOST, {"bogus": 1}, now - 1)  # type: ignore[dict-item]
    with refused("It is not your turn."):
        await service.act(game_id, HOST, {"bogus": 1}, now + 1)  # type: ignore[dict-item]
    with refused("That prompt is out of date."):
        await service.act(game_id, ALICE, {"bogus": 1}, now + 1)  # type: ignore[dict-item]
    with refused("That action is not valid."):
        await service.act_index(game_id, ALICE, 99, now)
    with refused("It is not your turn."):
        await service.act_index(game_id, HOST, 99, now)
    await service.pause(game_id, HOST, reason="Dinner break, back at eight")
    with refused("This game is paused: Dinner break, back at eight."):
        await service.act(game_id, STRANGER, {"bogus": 1}, now - 1)  # type: ignore[dict-item]
    await service.resume(game_id, HOST)
    with refused("You are not seated in this game."):
        await service.act(game_id, STRANGER, alice_action, now - 1)
    assert (await service.act_index(game_id, ALICE, 0, now)).seq == now + 1
