"""Play by message over days, through the real client: deadline settings and options, reminders by DM or a
channel ping, away and back, /mod force and /mod end with a result, the seed hash at the start and the seed
at the end, /game verify, and the catch-up digest in turn notices. Timers are fired with `fire_due(now=...)`."""

from __future__ import annotations

import hashlib
from typing import Any

from tests.e2e.bot_play import finished, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.posts import post_texts
from tests.e2e.test_bot_mod import mod
from tests.e2e.test_bot_restart import acting_user


async def answer(fake: FakeDiscord, user: Any, sp: SpacePort, where: Any, command: str, **options: Any) -> str:
    """Run a slash command; the text of the bot's ephemeral answer."""
    interaction = await fake.slash(user, sp.guild, where, command, options)
    reply = await finished(fake, interaction)
    body = reply.json.get("data", reply.json) if reply.route.endswith("/callback") else reply.json
    return str(body.get("content") or body.get("embeds", [{}])[0].get("description", ""))


def channel_texts(fake: FakeDiscord, channel: Any) -> list[str]:
    """Every text the bot posted in a channel: contents, embeds and the text of board posts."""
    return [text for m in fake.messages_in(channel) if m.author.id == fake.bot.id for text in post_texts(m)]


async def test_settings_and_game_options_give_deadlines_with_reminders_by_dm_or_ping(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        settings = {"deadline_hours": 2.0, "reminders": "50%"}
        shown = await answer(fake, fake.world.owner, sp, sp.lobby, "settings", **settings)
        assert "Deadline per decision: 2 hours" in shown
        assert "Reminders before a deadline: when 50% of the time has passed" in shown
        game_id = await open_game(fake, sp.alice, [sp.carol], sp, "hanse", {"deadline_policy": "default"})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        record = await client.store.get_game(game_id)
        assert record is not None and record.seed is not None and record.deadline_at is not None
        assert record.meta["deadline"] == {
            "deadline_hours": 2.0,
            "deadline_policy": "default",
            "reminders": "50%",
            "forfeit_after": 0,
            "quiet_deadlines": "run",
            "window_minutes": 10.0,
        }
        assert client.scheduler is not None
        reminded: set[int] = set()
        for _ in range(8):  # remind whoever must decide, then let the AI decide for them, until both were reminded
            record = await client.store.get_game(game_id)
            assert record is not None and record.deadline_at is not None
            late = await acting_user(client, game_id)
            [reminder] = await client.scheduler.fire_due(now=record.deadline_at - 1)
            assert reminder.kind == "reminder" and reminder.acting_users == (late,)
            assert await client.scheduler.fire_due(now=record.deadline_at - 1) == []  # never twice
            stamp = f"<t:{int(record.deadline_at)}:R>"
            if late == sp.alice.id:
                await fake.wait_until(lambda stamp=stamp: any(stamp in m.content for m in fake.dms_to(sp.alice)))
            else:  # carol's DMs are closed: she is pinged in the game channel
                ping = f"<@{sp.carol.id}>, reminder: your decision is due {stamp}."
                await fake.wait_until(lambda ping=ping: ping in channel_texts(fake, channel))
            reminded.add(late)
            if reminded == {sp.alice.id, sp.carol.id}:
                break
            await client.service.force(game_id, sp.alice.id)
        assert reminded == {sp.alice.id, sp.carol.id}
    seed_hash = hashlib.sha256(str(record.seed).encode()).hexdigest()
    assert any(f"Seed SHA-256: `{seed_hash}`" in text for text in channel_texts(fake, channel))
    assert not any(f"Seed: `{record.seed}`" in text for text in channel_texts(fake, channel))


async def test_away_hands_the_seat_to_the_ai_and_back_takes_it_back(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        unreadable = await answer(fake, sp.bob, sp, channel, "away", until="next week")
        assert unreadable.startswith("I cannot read that time")
        away_user = await acting_user(client, game_id)
        user = sp.alice if away_user == sp.alice.id else sp.bob
        text = await answer(fake, user, sp, channel, "away", until="2d")
        assert text.startswith("You are away until <t:") and "the AI plays for you in 1 game" in text
        assert await acting_user(client, game_id) != away_user  # the AI made their decisions
        assert await answer(fake, user, sp, channel, "back") == "Welcome back: your seats are yours again."
        notes = [str(line.lines[0]) for line in await client.service.log(game_id) if line.kind == "note"]
    seat = "Player 1" if away_user == sp.alice.id else "Player 2"
    assert [n.split(" until ")[0] for n in notes] == [f"{seat} is away", f"{seat} is back."]
    assert any(f"<@{away_user}> is away until <t:" in t for t in channel_texts(fake, channel))


async def test_mod_force_and_end_with_a_winner_reveal_the_seed_and_verify(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        early = await answer(fake, sp.bob, sp, channel, "game verify", game=game_id)
        assert early == "The seed is revealed when the game ends; verify it then."
        before = (await client.service.view(game_id, None)).seq
        who = f"<@{await acting_user(client, game_id)}>"  # the answer names the seat by its holder (no ping)
        forced = await mod(fake, sp.alice, sp, channel, "force")
        assert forced.startswith(f"Moderator <@{sp.alice.id}> made the AI play {who}'s pending decision (")
        assert (await client.service.view(game_id, None)).seq > before
        ended = await mod(fake, sp.alice, sp, channel, "end", winner="p2", reason="forfeit")
        assert ended == "The game was ended by a moderator."
        record = await client.store.get_game(game_id)
        assert record is not None and record.result is not None
        assert (record.result["ranking"], record.result["reason"]) == ([["p2"], ["p1"]], "forfeit")
        verified = await answer(fake, sp.bob, sp, channel, "game verify", game=game_id)
        notes = [
            (line.user_id, line.action["type"])
            for line in await client.service.log(game_id)
            if line.action and line.kind == "note"
        ]
    assert verified.startswith(f"Game {game_id}: replaying ") and "The seed matches the SHA-256" in verified
    assert any(f"Seed: `{record.seed}`" in text for text in channel_texts(fake, channel))
    assert notes == [(sp.alice.id, "mod_force"), (sp.alice.id, "mod_end")]


async def test_turn_notices_carry_the_catch_up_digest(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        for _ in range(6):  # a few decisions made for whoever acts, so each player misses something
            first = await acting_user(client, game_id)
            await client.service.force(game_id, sp.alice.id)
            public = await client.service.view(game_id, None)
            await client.delivery.deliver(game_id, None, note="moved")
            if await acting_user(client, game_id) != first and public.seq > 2:
                break
        waiting = await acting_user(client, game_id)
    notices = [m for m in fake.dms_to(waiting) if m.embeds]
    described = [str(e.get("description", "")) for m in notices for e in m.embeds]
    assert any("**It is your turn" in d for d in described)
    assert any("**Since your last decision (" in d for d in described)


async def test_a_deadline_with_policy_pause_pings_the_moderators(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    referees = fake.add_role(sp.guild, "Referees")
    async with fake.run(starmail.client()) as client:
        options = {"moderator_role": referees, "deadline_hours": 24.0, "deadline_policy": "pause"}
        await answer(fake, fake.world.owner, sp, sp.lobby, "settings", **options)
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        record = await client.store.get_game(game_id)
        assert client.scheduler is not None and record is not None and record.deadline_at is not None
        fired = await client.scheduler.fire_due(now=record.deadline_at + 1)
        assert [o.kind for o in fired] == ["reminder", "reminder", "deadline_paused"]
        paused = fired[-1]
        told = f"<@&{referees.id}> <@{sp.alice.id}>: {paused.message} Use /mod resume or /mod force."
        await fake.wait_until(lambda: told in channel_texts(fake, channel))
        assert (await client.service.view(game_id, None)).status == "paused"
        assert await mod(fake, sp.alice, sp, channel, "resume") == "The game continues."
