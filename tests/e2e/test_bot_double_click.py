"""A double click (or a client's retry) on a prompt's button plays one move: the second click, answered after the
first, finds the prompt spent by the service and gets a fresh prompt saying the move was already made, even while
the decision it was made for stays open (Hanse: discarding with two cards of one kind in hand)."""

from __future__ import annotations

import pytest

from rules.registry import registry
from tests.e2e.bot_play import FOLLOWUP, actions_of, finished, latest_board, open_game, open_hand, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.game.support import discarding_with_a_pair, hand_kinds

pytestmark = pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")


async def test_a_second_click_on_a_spent_prompt_is_answered_with_a_fresh_one(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        users = (sp.alice.id, sp.bob.id)
        user, view, kind = await discarding_with_a_pair(client.service, game_id, users)
        board = latest_board(fake, channel.id, game_id)
        # the same prompt twice (a second copy, as a client's retry sends the same button again)
        first, second = await open_hand(fake, user, board, game_id), await open_hand(fake, user, board, game_id)
        assert prompt_seq(first) == prompt_seq(second) == view.seq
        index = next(c.index for c in view.choices if c.action == {"type": "discard", "card": kind})
        custom_id, value = actions_of(first)[index]
        assert value is None and custom_id == actions_of(second)[index][0]
        await finished(fake, await fake.click(user, first, custom_id))
        click = await fake.click(user, second, custom_id)
        await finished(fake, click)
        after = await client.service.view(game_id, user)
        moves = [r for r in await client.store.read_log(game_id) if r.kind == "move" and r.seq > view.seq]
    assert [r.action for r in moves] == [{"type": "discard", "card": kind}]
    assert hand_kinds(after).count(kind) == 1 and after.seq == view.seq + 1
    answer = fake.responses_to(click)[-1]
    assert answer.route == FOLLOWUP and answer.json["flags"] & 64
    assert answer.json["embeds"][0]["description"].startswith("That move was already made")
    fresh = fake.followups(click)[0]
    assert fresh.ephemeral and prompt_seq(fresh) == view.seq + 1
