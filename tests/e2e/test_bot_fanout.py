"""A click on Discord goes on from the move's fan-out (`Outcome.fanout`): the mover's next prompt, the board and the
turn notices come from the views made at the commit, and the game is not looked at again. When those views cannot
be made after the commit, the move still stands: the player is told it was played, and the outbox row stored with
the move brings the board to the channel."""

from __future__ import annotations

from typing import Any

import pytest

from bot.game import Fanout
from rules.registry import registry
from tests.e2e.bot_play import click_action, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail

pytestmark = pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")


def _acting_user(public: Any, *users: Any) -> Any:
    return next(u for u in users if any(s.user_id == u.id and s.seat in public.acting for s in public.seats))


async def test_a_click_reads_no_view_and_no_digest_of_the_game(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        service = client.service
        reads: list[str] = []
        view, digest = service.view, service.digest

        async def counted_view(*args: Any, **kwargs: Any) -> Any:
            reads.append("view")
            return await view(*args, **kwargs)

        async def counted_digest(*args: Any, **kwargs: Any) -> Any:
            reads.append("digest")
            return await digest(*args, **kwargs)

        clicks, turned = 0, 0
        while clicks < 8:
            public = await view(game_id, None)
            assert public.status == "active"
            user = _acting_user(public, sp.alice, sp.bob)
            prompt = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
            monkeypatch.setattr(service, "view", counted_view)
            monkeypatch.setattr(service, "digest", counted_digest)
            await click_action(fake, user, prompt)
            monkeypatch.setattr(service, "view", view)
            monkeypatch.setattr(service, "digest", digest)
            assert reads == [], f"click {clicks}: {reads}"
            after = await view(game_id, None)
            turned += set(after.acting) != set(public.acting)
            clicks += 1
    assert turned  # a turn passed in between: the next player's notice came from the fan-out too


async def test_a_move_whose_views_fail_after_the_commit_is_played_and_the_outbox_tells_the_table(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        public = await client.service.view(game_id, None)
        user = _acting_user(public, sp.alice, sp.bob)
        board = latest_board(fake, channel.id, game_id)
        prompt = await open_hand(fake, user, board, game_id)
        posts = len(fake.messages_in(channel.id))
        edits = [m.edited_timestamp for m in fake.messages_in(channel.id)]

        async def broken(*args: Any, **kwargs: Any) -> Fanout:
            raise RuntimeError("the views could not be made")

        monkeypatch.setattr(client.service._play, "_fanout", broken)
        click = await click_action(fake, user, prompt)
        after = await client.service.view(game_id, None)
        left = await client.store.outbox(game_id)
        shown = fake.messages_in(channel.id)
    assert after.seq == public.seq + 1  # the move was made
    said = [m.content for m in fake.followups(click)]
    assert said == [
        "Your move was played, but I could not show everything that followed; use /hand to see where the game is."
    ]
    assert left == []  # the outbox row of the move was delivered to the channel
    assert len(shown) > posts or [m.edited_timestamp for m in shown] != edits
