"""Quiet hours, time zones and notification preferences through the real client (`/me`): a game played while one
player sleeps (no DM, no ping, one morning summary), a player who wants no turn DMs (pinged in the channel
instead), one ping per decision, a heads-up before a player's turn, and the server's choice to pause deadlines in
quiet hours. The quiet hours are set around the real time of the run; the morning comes by `Mornings.sweep(now)`."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from bot.game.clocks.quiet import quiet_until
from tests.e2e.bot_play import click_action, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.posts import call_line
from tests.e2e.test_bot_async import answer
from tests.e2e.test_bot_restart import acting_user

BERLIN = ZoneInfo("Europe/Berlin")


def around_now(zone: ZoneInfo) -> str:
    """Quiet hours from an hour ago to two hours from now on `zone`'s clocks, as a player types them."""
    now = datetime.now(zone)
    start, end = now - timedelta(hours=1), now + timedelta(hours=2)
    return f"{start:%H:%M}-{end:%H:%M}"


def boards(fake: FakeDiscord, channel: Any, game_id: int) -> list[Message]:
    return [m for m in fake.messages_in(channel) if f"sm:h:{game_id}" in m.custom_ids()]


def pinged(message: Message) -> set[int]:
    return {u.id for u in message.mentions}


async def move_once(fake: FakeDiscord, client: Any, game_id: int, channel: Any) -> int:
    """Whoever acts plays their first action from "Show my hand" on the latest board; returns who played."""
    user = await acting_user(client, game_id)
    prompt = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
    await click_action(fake, user, prompt)
    return user


async def test_a_sleeping_player_is_neither_messaged_nor_pinged_and_gets_one_summary_when_quiet_hours_end(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        shown = await answer(fake, sp.alice, sp, sp.lobby, "me timezone", zone="europe/berlin")
        assert "Time zone: Europe/Berlin (it is " in shown
        refused = await answer(fake, sp.alice, sp, sp.lobby, "me quiet", hours="soon")
        assert refused == "Quiet hours are a start and an end, like 23:00-08:00, or off."
        hours = around_now(BERLIN)
        shown = await answer(fake, sp.alice, sp, sp.lobby, "me quiet", hours=hours)
        assert f"Quiet hours: {hours.replace('-', '–')}." in shown
        shown = await answer(fake, sp.bob, sp, sp.lobby, "me notify", mode="reminders")
        assert "Turns reach you by: direct messages for reminders only." in shown
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        players: list[int] = []
        while len(players) < 6 or await acting_user(client, game_id) != sp.alice.id:
            players.append(await move_once(fake, client, game_id, channel))
        assert {sp.alice.id, sp.bob.id} <= set(players)
        posted = boards(fake, channel, game_id)
        alice_named = [b for b in posted if f"<@{sp.alice.id}>" in call_line(b)]
        bob_named = [b for b in posted if f"<@{sp.bob.id}>" in call_line(b)]
        assert alice_named and bob_named
        assert not any(sp.alice.id in pinged(b) for b in posted)  # asleep: named on the board, not pinged
        assert any(sp.bob.id in pinged(b) for b in bob_named)  # no turn DMs by choice: the board pings him
        assert fake.dms_to(sp.alice) == [] and fake.dms_to(sp.bob) == []
        held = await client.store.held_notices()
        assert list(held) == [sp.alice.id]
        preferences = (await client.store.user_preferences([sp.alice.id]))[sp.alice.id]
        morning = quiet_until(preferences, time.time())
        assert morning is not None
        assert await client.mornings.sweep(morning - 60) == []  # still quiet: nothing yet
        assert await client.mornings.sweep(morning + 60) == [sp.alice.id]
        await fake.wait_until(lambda: len(fake.dms_to(sp.alice)) == 1)
        [summary] = fake.dms_to(sp.alice)
        assert summary.embeds[0]["title"] == "Your quiet hours are over: 1 game waits for you"
        assert (
            f"Perry Rhodan: The Cosmic Hansa · hanse-{game_id:04d}](https://discord.com/channels/"
            in summary.embeds[0]["description"]
        )
        assert await client.mornings.sweep(morning + 120) == []  # one summary per night
        assert await client.store.held_notices() == {}


async def test_a_heads_up_comes_when_the_player_before_starts_and_each_decision_pings_once(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        shown = await answer(fake, sp.bob, sp, sp.lobby, "me notify", heads_up=True)
        assert "Heads-up when the player before you starts: on." in shown
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol], sp, "andromeda")
        channel = fake.channel_named(sp.guild, f"andromeda-{game_id:04d}")
        seats = {s.user_id: s.seat for s in (await client.service.view(game_id, None)).seats}
        assert (seats[sp.alice.id], seats[sp.bob.id]) == ("p1", "p2")  # bob sits after alice
        players: set[int] = set()
        for _ in range(150):  # until bob had his heads-up and carol her turn
            if any(m.content.startswith("Heads-up:") for m in fake.dms_to(sp.bob)) and sp.carol.id in players:
                break
            players.add(await move_once(fake, client, game_id, channel))
        heads_up = [m for m in fake.dms_to(sp.bob) if m.content.startswith("Heads-up:")]
        assert heads_up, "bob was never told that alice's turn began"
        assert heads_up[0].content.startswith(f"Heads-up: in Andromeda · andromeda-{game_id:04d}, <@{sp.alice.id}>")
        assert "is playing now and you play next." in heads_up[0].content
        # One ping per decision: a player told by DM is named on the board without a second notification; carol,
        # whose DMs are closed, is pinged in the channel instead.
        posted = fake.messages_in(channel)
        for message in posted:
            assert sp.alice.id not in pinged(message) and sp.bob.id not in pinged(message)
        assert any(sp.carol.id in pinged(message) for message in posted)


async def test_a_server_lets_deadlines_pause_in_quiet_hours(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        shown = await answer(
            fake, fake.world.owner, sp, sp.lobby, "settings", deadline_hours=1.0, quiet_deadlines="pause"
        )
        assert "In a player's quiet hours: deadlines pause during a player's quiet hours" in shown
        await answer(fake, sp.alice, sp, sp.lobby, "me quiet", hours=around_now(ZoneInfo("UTC")))
        await answer(fake, sp.bob, sp, sp.lobby, "me quiet", hours=around_now(ZoneInfo("UTC")))
        before = time.time()
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        record = await client.store.get_game(game_id)
        assert record is not None and record.deadline_at is not None
        preferences = (await client.store.user_preferences([sp.alice.id]))[sp.alice.id]
        morning = quiet_until(preferences, before)
        assert morning is not None
        # The hour to decide starts when the quiet hours end.
        assert record.deadline_at == morning + 3600
