""" "Pass in every window until my turn" on Discord (docs/decisions/single-choices.md): a window's prompt carries the
button; a click answers the window waiting now and every later one for that player, until their turn comes. Only the
clicker reads the answer; the passes are posted as any move is."""

from __future__ import annotations

from typing import Any

import pytest

from rules.registry import registry
from tests.e2e.bot_play import finished, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_cosmic import hurry, pick_colours
from tests.e2e.test_bot_starfarers import answers

pytestmark = pytest.mark.heavy

GAME = registry.get("cosmic")


async def test_a_window_prompt_offers_pass_until_my_turn_and_the_click_passes_every_window_until_then(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol], sp, "cosmic", {"turn_limit": 2})
        channel = fake.channel_named(sp.guild, f"cosmic-{game_id:04d}")
        await pick_colours(client, fake, channel, game_id)
        public = await client.service.view(game_id, None)
        holders = {s.seat: s.user_id for s in public.seats}
        offense = GAME.turn_of(GAME.decode((await client.store.get_game(game_id)).state))
        waiting: Any = None
        for user in (u for seat, u in holders.items() if seat != offense):
            if (await client.service.view(game_id, user)).windows:
                waiting = user
                break
        assert waiting is not None, "the opening window asks the players who are not the offense"
        mine = next(seat for seat, u in holders.items() if u == waiting)
        prompt = await open_hand(fake, fake.world.user(waiting), latest_board(fake, channel.id, game_id), game_id)
        assert f"sm:u:{game_id}" in prompt.custom_ids()
        seq = (await client.service.view(game_id, None)).seq
        click = await fake.click(fake.world.user(waiting), prompt, f"sm:u:{game_id}")
        await finished(fake, click)
        assert "You pass in every window until your turn." in answers(fake, click)
        log = await client.store.read_log(game_id)
        assert any(r.seq > seq and r.seat == mine and r.action == {"type": "pass"} for r in log)
        shown = await fake.slash(fake.world.user(waiting), sp.guild, channel, "orders show", {"game": game_id})
        await finished(fake, shown)
        assert "You pass in every window until your turn." in answers(fake, shown)

        # the others hurry on; no window waits for the ordering player until their turn comes
        for _ in range(400):
            record = await client.store.get_game(game_id)
            state = GAME.decode(record.state)
            if record.status != "active" or GAME.turn_of(state) == mine:
                break
            assert not (await client.service.view(game_id, waiting)).windows
            acting = [holders[s] for s in GAME.acting(state)]
            await hurry(fake, client, acting[0], channel, game_id)
        assert GAME.turn_of(state) == mine
        assert not await client.service.passes_until_turn(game_id, waiting)
        passes = [r for r in await client.store.read_log(game_id) if r.seat == mine and r.action == {"type": "pass"}]
        assert len(passes) >= 2
