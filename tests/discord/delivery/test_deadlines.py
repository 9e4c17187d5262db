"""What the deadline scheduler hands over (bot/discord/delivery/deadlines.py): a deadline's outcome is delivered like a
move, and one that paused the game calls the moderator role and the host in the game's channel (the one post that may
ping a role); a reminder that came due is sent by delivering the game."""

from __future__ import annotations

import json

from bot.discord.delivery.deadlines import Deadlines
from bot.game import DeadlineOverrides, Outcome
from bot.game.scheduler import Scheduler
from tests.discord.delivery.world import World, public_only
from tests.game.clocked import HOUR, START

PAUSE = DeadlineOverrides(hours=1, policy="pause", reminders="none")
PAUSED = "The deadline passed: the game is paused until a moderator resumes it."


def deadlines(world: World) -> Deadlines:
    return Deadlines(world.client, world.store, world.delivery)


async def due(world: World) -> list[Outcome]:
    """What the scheduler's due timers did (handed over here by the test, so that a failure is not swallowed)."""
    fired: list[Outcome] = []

    async def keep(game_id: int, outcome: Outcome) -> None:
        fired.append(outcome)

    await Scheduler(world.service, keep, remind=keep).fire_due()
    return fired


async def test_a_deadline_that_pauses_the_game_calls_the_moderators_and_the_host(world: World) -> None:
    alice, role = world.port.alice.id, 4242
    await world.store.update_guild_settings(world.guild_id, {"moderator_role_id": str(role)})
    game_id = await world.hanse(deadline=PAUSE)
    world.clock.advance(HOUR)
    [paused] = await due(world)
    assert paused.kind == "deadline_paused"

    await deadlines(world).deliver_timer(game_id, paused)

    posts = world.posts_in(world.port.lobby)
    assert posts[-1].content == f"<@&{role}> <@{alice}>: {PAUSED} Use /mod resume or /mod force."
    [request] = [r for r in world.port.fake.requests if r.json and r.json.get("content") == posts[-1].content]
    assert sorted(request.json["allowed_mentions"]["parse"]) == ["roles", "users"]
    [board] = posts[:-1]  # the outcome itself, posted first on a fresh board (bot/discord/delivery/board.py)
    assert PAUSED in json.dumps(board.components) and board.custom_ids() == [f"sm:h:{game_id}"]
    await public_only(world, game_id, posts)


async def test_without_a_moderator_role_only_the_host_is_called(world: World) -> None:
    game_id = await world.hanse(deadline=PAUSE)
    world.clock.advance(HOUR)
    [paused] = await due(world)

    await deadlines(world).tell_moderators(game_id, paused, None)

    [post] = world.posts_in(world.port.lobby)
    assert post.content == f"<@{world.port.alice.id}>: {PAUSED} Use /mod resume or /mod force."


async def test_a_game_without_a_channel_calls_nobody(world: World) -> None:
    game_id = await world.hanse(deadline=PAUSE)
    world.clock.advance(HOUR)
    [paused] = await due(world)
    await world.store.set_discord_game(game_id, None, {"guild": world.guild_id})

    await deadlines(world).tell_moderators(game_id, paused, 4242)

    assert world.posts_in(world.port.lobby) == []


async def test_a_reminder_that_came_due_is_sent_by_delivering_the_game(world: World) -> None:
    alice = world.port.alice.id
    game_id = await world.hanse(deadline=DeadlineOverrides(hours=2, policy="pause", reminders="50%"))
    await world.delivery.deliver(game_id)  # the start is posted; from here on only the reminder is new
    sent = len(world.port.fake.dms_to(alice))
    world.clock.advance(HOUR)
    [reminder] = await due(world)

    await deadlines(world).deliver_reminder(game_id, reminder)

    dms = world.port.fake.dms_to(alice)
    assert len(dms) == sent + 1
    assert dms[-1].content.startswith(
        f"Reminder: game #{game_id} waits for your decision, due <t:{int(START + 2 * HOUR)}:R>."
    )
    assert not [m for m in world.port.fake.dms_to(world.port.bob.id) if "Reminder" in m.content], "bob waits"
