"""Simultaneous hidden responses through Discord: each responder's prompt stays current while the others answer."""

from __future__ import annotations

import random

from tests.e2e.bot_play import finished, latest_board, open_game, open_hand, play, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord


def _answer(fake: FakeDiscord, click: object) -> str:
    bodies = [r.json for r in fake.requests if r.params.get("interaction_token") == click.token]  # type: ignore[attr-defined]
    texts = [b.get("content") or "" for b in bodies if isinstance(b, dict)]
    texts += [e.get("description") or "" for b in bodies if isinstance(b, dict) for e in b.get("embeds") or []]
    return " ".join(texts)


async def test_every_responder_answers_from_the_prompt_made_before_the_others_answered(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    rand = random.Random(3)
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol], sp, "andromeda", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"andromeda-{game_id:04d}")
        rounds = 0
        for _ in range(300):
            public = await client.service.view(game_id, None)
            if public.status != "active" or rounds >= 2:
                break
            holders = {s.seat: s.user_id for s in public.seats}
            users = [holders[seat] for seat in public.acting]
            board = latest_board(fake, channel.id, game_id)
            prompts = [await open_hand(fake, user, board, game_id) for user in users]
            if len(users) < 2:
                await play(fake, users[0], prompts[0], rand)
                continue
            rounds += 1
            made_at = {prompt_seq(p) for p in prompts}
            assert made_at == {public.seq}
            for user, prompt in zip(users, prompts, strict=True):
                click = await play(fake, user, prompt, rand)
                await finished(fake, click)
                assert "out of date" not in _answer(fake, click)
            assert (await client.service.view(game_id, None)).seq >= public.seq + len(users)
    assert rounds >= 1
